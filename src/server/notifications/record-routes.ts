// Notification records (super admin): send now or at a time, list, delete, statistics.
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { idParam, notFound } from '../http/errors';
import { scheduleOf, sendRecord } from './send';
import { normaliseTarget } from './targets';

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The channel that is sent: the first chosen (spec 1 §5), SYSTEM when none was named. */
export const channelOf = (type: unknown): string => (Array.isArray(type) ? type[0] : type) || 'SYSTEM';

export default async function recordRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const repo = () => ctx.repo('notificationRecord');
  const tags = ['notifications'];

  route(app, {
    method: 'POST', url: '/api/notifications/send', access: 'superAdmin', tags, body: 'notifications.send', answer: 'notificationRecord',
    summary:
      'Send a notification to every active user, to roles, or to some users: now (the record answers SENT, or FAILED) or at scheduledAt (PENDING until a poll delivers it). Every type reaches the in-app bell; EMAIL and SMS also go out through the e-mail/SMS channel',
    async handler(req) {
      const b = req.body as Record<string, any>;
      const scheduledAt = scheduleOf(b.scheduledAt);
      const target = await normaliseTarget(ctx.db, b);
      const rec = await sendRecord(app, req, { title: b.title.trim(), content: b.content, type: channelOf(b.type), ...target, scheduledAt });
      return ok(rec, req.t('notifications.sent'));
    },
  });

  route(app, {
    method: 'GET', url: '/api/notifications/admin', access: 'superAdmin', tags, query: 'notifications.adminQuery',
    answer: '{ content: notificationRecord[], totalElements, totalPages, number, size }',
    summary: 'A page of notification records, newest first; filters: senderId, senderType, title (substring), status, type',
    async handler(req) {
      const q = req.query as Record<string, any>;
      const page = Number(q.page ?? 0), size = Number(q.size ?? 10);
      const where: string[] = [];
      const params: unknown[] = [];
      if (q.senderId) where.push(`sender_id = $${params.push(q.senderId)}`);
      if (q.senderType) where.push(`sender_type = $${params.push(q.senderType)}`);
      if (q.title?.trim()) where.push(`title ILIKE $${params.push(like(q.title.trim()))}`);
      if (q.status) where.push(`status = $${params.push(q.status)}`);
      if (q.type) where.push(`type = $${params.push(q.type)}`);
      const w = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const [c] = await ctx.db.query(`SELECT count(*) AS n FROM notification_records ${w}`, params);
      const rows = await ctx.db.query(`SELECT * FROM notification_records ${w} ORDER BY created_at DESC, id DESC LIMIT ${size} OFFSET ${page * size}`, params);
      const total = Number(c.n);
      return ok({ content: rows.map((r) => repo().fromRow(r)), totalElements: total, totalPages: Math.ceil(total / size), number: page, size });
    },
  });

  route(app, {
    method: 'DELETE', url: '/api/notifications/:id', access: 'superAdmin', tags,
    summary: 'Delete a notification record. A pending one is cancelled (never delivered); what was already delivered stays in the users’ notifications',
    async handler(req) {
      const rows = await ctx.db.query('DELETE FROM notification_records WHERE id = $1 RETURNING id', [idParam(req.params, 'id')]);
      if (!rows.length) throw notFound();
      return ok(null, req.t('notifications.deleted'));
    },
  });

  route(app, {
    method: 'GET', url: '/api/notifications/statistics', access: 'superAdmin', tags, answer: '{ totalCount, pendingCount, sentCount, failedCount, templateCount }',
    summary: 'Counts of notification records by status, and of templates',
    async handler() {
      const [r] = await ctx.db.query(`SELECT count(*) AS total,
          count(*) FILTER (WHERE status = 'PENDING') AS pending,
          count(*) FILTER (WHERE status = 'SENT') AS sent,
          count(*) FILTER (WHERE status = 'FAILED') AS failed,
          (SELECT count(*) FROM notification_templates) AS templates
        FROM notification_records`);
      return ok({ totalCount: Number(r.total), pendingCount: Number(r.pending), sentCount: Number(r.sent), failedCount: Number(r.failed), templateCount: Number(r.templates) });
    },
  });
}
