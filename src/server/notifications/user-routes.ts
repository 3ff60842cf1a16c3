// The user side of the notification centre: a user reads only its own notifications.
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { idParam, notFound } from '../http/errors';

export default async function userNotificationRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const self = { self: 'userId' } as const;
  const uid = (p: unknown) => idParam(p, 'userId');

  route(app, {
    method: 'GET', url: '/api/notifications/user/:userId/unread-count', access: self, tags: ['notifications'], answer: 'number',
    summary: 'Number of unread notifications',
    async handler(req) {
      const [r] = await ctx.db.query('SELECT count(*) AS n FROM notifications WHERE user_id = $1 AND is_read = false', [uid(req.params)]);
      return ok(Number(r.n));
    },
  });

  route(app, {
    method: 'GET', url: '/api/notifications/user/:userId/details', access: self, tags: ['notifications'], query: 'page.query',
    answer: '{ content: notification[], totalElements, totalPages }', summary: 'A page of the user’s notifications, newest first',
    async handler(req) {
      const q = req.query as { page?: number; size?: number };
      const page = Number(q.page ?? 0), size = Number(q.size ?? 10);
      const [c] = await ctx.db.query('SELECT count(*) AS n FROM notifications WHERE user_id = $1', [uid(req.params)]);
      const rows = await ctx.db.query('SELECT * FROM notifications WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3', [uid(req.params), size, page * size]);
      const total = Number(c.n);
      const content = rows.map((r) => ({ ...ctx.repo('notification').fromRow(r), notificationId: r.id }));
      return ok({ content, totalElements: total, totalPages: Math.ceil(total / size), number: page, size });
    },
  });

  route(app, {
    method: 'PUT', url: '/api/notifications/user/:userId/read/:notificationId', access: self, tags: ['notifications'], summary: 'Mark one notification read',
    async handler(req) {
      const rows = await ctx.db.query('UPDATE notifications SET is_read = true WHERE id = $1 AND user_id = $2 RETURNING id', [idParam(req.params, 'notificationId'), uid(req.params)]);
      if (!rows.length) throw notFound();
      return ok(null);
    },
  });

  route(app, {
    method: 'PUT', url: '/api/notifications/user/:userId/read-all', access: self, tags: ['notifications'], summary: 'Mark all notifications read',
    async handler(req) {
      await ctx.db.query('UPDATE notifications SET is_read = true WHERE user_id = $1 AND is_read = false', [uid(req.params)]);
      return ok(null);
    },
  });
}
