// The participant's notification centre on a meeting's site (spec 3 §2.3): notifications written
// for the participant (notifications.participant_id: a payment review, …), newest first, 10 a page,
// and marking them read. Only the caller's own rows, by its participant token.
import type { FastifyInstance } from 'fastify';
import type { Row } from '../db/repo';
import { route, ok } from '../http/route';
import { AppError, idParam } from '../http/errors';

export default async function participantNotificationRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const me = (req: Parameters<Parameters<typeof route>[1]['handler']>[0]) => req.participant!.participant.id as number;

  route(app, {
    method: 'GET', url: '/api/participants/notifications', access: 'participant', tags: ['participant-accounts'], query: 'page.query',
    answer: '{ content, totalElements, totalPages, unread }',
    summary: 'The participant’s notifications, newest first (page 0-based, size)',
    async handler(req) {
      const { page = 0, size = 10 } = req.query as Row;
      const [{ n, unread }] = await ctx.db.query('SELECT count(*)::int AS n, count(*) FILTER (WHERE NOT is_read)::int AS unread FROM notifications WHERE participant_id = $1', [me(req)]);
      const rows = await ctx.db.query(`SELECT * FROM notifications WHERE participant_id = $1 ORDER BY created_at DESC, id DESC LIMIT ${Number(size)} OFFSET ${Number(page) * Number(size)}`, [me(req)]);
      const content = rows.map((r: Row) => ctx.repo('notification').fromRow(r));
      return ok({ content, totalElements: Number(n), totalPages: Math.ceil(Number(n) / Number(size)), unread: Number(unread) });
    },
  });

  route(app, {
    method: 'PUT', url: '/api/participants/notifications/:id/read', access: 'participant', tags: ['participant-accounts'],
    summary: 'Mark one of the participant’s notifications read',
    async handler(req) {
      let id: number;
      try {
        id = idParam(req.params, 'id');
      } catch {
        throw new AppError(404, 'participantAccount.notificationNotFound');
      }
      const rows = await ctx.db.query('UPDATE notifications SET is_read = true WHERE id = $1 AND participant_id = $2 RETURNING id', [id, me(req)]);
      if (!rows.length) throw new AppError(404, 'participantAccount.notificationNotFound');
      return ok(null);
    },
  });

  route(app, {
    method: 'PUT', url: '/api/participants/notifications/read-all', access: 'participant', tags: ['participant-accounts'],
    summary: 'Mark all of the participant’s notifications read',
    async handler(req) {
      const rows = await ctx.db.query('UPDATE notifications SET is_read = true WHERE participant_id = $1 AND NOT is_read RETURNING id', [me(req)]);
      return ok({ updated: rows.length });
    },
  });
}
