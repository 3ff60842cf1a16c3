// Notification templates (super admin): list by category and search, create, update, delete.
// One default per category: marking a template default clears the others of its category.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/driver';
import { route, ok } from '../http/route';
import { idParam, notFound } from '../http/errors';

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export default async function templateRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const repo = () => ctx.repo('notificationTemplate');
  const tags = ['notifications'];

  async function clearOtherDefaults(db: Db, category: string, id: number) {
    await db.query('UPDATE notification_templates SET is_default = false WHERE category = $1 AND id <> $2 AND is_default', [category, id]);
  }

  route(app, {
    method: 'GET', url: '/api/notifications/templates', access: 'superAdmin', tags, query: 'notifications.templatesQuery', answer: 'notificationTemplate[]',
    summary: 'Templates, defaults first, then the most recently changed; `category` filters, `search` matches name, title or content',
    async handler(req) {
      const q = req.query as { category?: string; search?: string };
      const where: string[] = [];
      const params: unknown[] = [];
      if (q.category) where.push(`category = $${params.push(q.category)}`);
      if (q.search?.trim()) {
        const n = params.push(like(q.search.trim()));
        where.push(`(name ILIKE $${n} OR title ILIKE $${n} OR content ILIKE $${n})`);
      }
      const rows = await ctx.db.query(
        `SELECT * FROM notification_templates ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY is_default DESC, updated_at DESC, id DESC`,
        params,
      );
      return ok(rows.map((r) => repo().fromRow(r)));
    },
  });

  route(app, {
    method: 'POST', url: '/api/notifications/templates', access: 'superAdmin', tags, body: 'notifications.template', answer: 'notificationTemplate',
    summary: 'Create a template',
    async handler(req) {
      const b = req.body as Record<string, any>;
      const saved = await ctx.db.tx(async (tx) => {
        const row = await repo().insert(tx, { ...b, isDefault: !!b.isDefault, createdBy: req.caller!.user.id });
        if (row.isDefault) await clearOtherDefaults(tx, row.category, row.id);
        return row;
      });
      return ok(repo().public(saved), req.t('notificationTemplate.created'));
    },
  });

  route(app, {
    method: 'PUT', url: '/api/notifications/templates/:id', access: 'superAdmin', tags, body: 'notifications.template', answer: 'notificationTemplate',
    summary: 'Update a template (all its fields)',
    async handler(req) {
      const id = idParam(req.params, 'id');
      const b = req.body as Record<string, any>;
      const saved = await ctx.db.tx(async (tx) => {
        const row = await repo().update(tx, { id }, { ...b, isDefault: !!b.isDefault, updatedAt: new Date().toISOString() });
        if (!row) throw notFound();
        if (row.isDefault) await clearOtherDefaults(tx, row.category, id);
        return row;
      });
      return ok(repo().public(saved), req.t('notificationTemplate.updated'));
    },
  });

  route(app, {
    method: 'DELETE', url: '/api/notifications/templates/:id', access: 'superAdmin', tags, summary: 'Delete a template',
    async handler(req) {
      const rows = await ctx.db.query('DELETE FROM notification_templates WHERE id = $1 RETURNING id', [idParam(req.params, 'id')]);
      if (!rows.length) throw notFound();
      return ok(null, req.t('notifications.deleted'));
    },
  });
}
