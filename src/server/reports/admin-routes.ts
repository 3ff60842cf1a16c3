// The super admin's report desk (spec 1 §7 Super admin): list, statistics, search, read, edit with
// the status rule of ./transitions, batch status and delete. Filing a report is ./routes (public).
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { AppError, idParam, notFound } from '../http/errors';
import type { Req } from '../http/context';
import type { Db } from '../db/driver';
import { canMove } from './transitions';
import { describeReport, listReports, page, reportStatistics, type ReportQuery } from './admin-queries';

export default async function reportAdminRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const tags = ['reports'];

  const list = (req: Req) => {
    const q = req.query as ReportQuery;
    return listReports(ctx, q).then(({ rows, total }) => ok(page(rows.map((r) => describeReport(ctx, req, r)), total, q)));
  };
  route(app, {
    method: 'GET', url: '/api/reports', access: 'superAdmin', tags, query: 'reports.query', answer: '{ content: report[], totalElements, totalPages, page, size }',
    summary: 'Reports, newest first by default (page zero-based; filters status, type, priority; keyword too)',
    handler: list,
  });
  route(app, {
    method: 'GET', url: '/api/reports/search', access: 'superAdmin', tags, query: 'reports.query', answer: '{ content: report[], totalElements, totalPages, page, size }',
    summary: 'Reports whose description, target or contact contains the keyword (filters combine)',
    handler: list,
  });
  route(app, {
    method: 'GET', url: '/api/reports/statistics', access: 'superAdmin', tags, answer: '{ totalCount, pendingCount, highPriorityCount, resolvedCount }',
    summary: 'Report counts: all, pending, high priority (HIGH and URGENT), resolved',
    async handler() {
      return ok(await reportStatistics(ctx));
    },
  });
  route(app, {
    method: 'GET', url: '/api/reports/:id', access: 'superAdmin', tags, answer: 'report', summary: 'One report',
    async handler(req) {
      const [row] = await ctx.db.query('SELECT * FROM reports WHERE id = $1', [idParam(req.params, 'id')]);
      if (!row) throw notFound();
      return ok(describeReport(ctx, req, row));
    },
  });

  /** Locks the reports and checks each may move to `to`; unknown ids are a 404, a bad move a 409. */
  async function lockFor(db: Db, req: Req, ids: number[], to?: string) {
    const rows = await db.query('SELECT id, status FROM reports WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [ids]);
    if (rows.length !== ids.length) throw notFound('superAdmin.reports.notFound');
    const bad = to && rows.find((r) => !canMove(r.status, to));
    if (bad) {
      const label = (s: string) => req.t(`form.enum.report.status.${s}`);
      throw new AppError(409, 'superAdmin.reports.badTransition', { id: bad.id, from: label(bad.status), to: label(to) });
    }
  }

  route(app, {
    method: 'PUT', url: '/api/reports/batch-status', errors: [409], access: 'superAdmin', tags, body: 'reports.batchStatus', answer: '{ updated, ids }',
    summary: 'Set one status (PROCESSING, RESOLVED, REJECTED or CLOSED) on several reports, all or none; processedBy is the caller',
    async handler(req) {
      const b = req.body as { ids: number[]; status: string; resolution?: string };
      const by = req.caller!.user.id;
      await ctx.db.tx(async (db) => {
        await lockFor(db, req, b.ids, b.status);
        await db.query(
          'UPDATE reports SET status = $1, resolution = COALESCE($2, resolution), processed_by = $3, updated_at = now() WHERE id = ANY($4::int[])',
          [b.status, b.resolution ?? null, by, b.ids],
        );
      });
      return ok({ updated: b.ids.length, ids: b.ids }, req.t('superAdmin.reports.batchUpdated'));
    },
  });
  route(app, {
    method: 'PUT', url: '/api/reports/:id', errors: [409], access: 'superAdmin', tags, body: 'reports.update', answer: 'report',
    summary: 'Edit a report’s status (by the transition rule), priority and resolution; records the caller as processor',
    async handler(req) {
      const id = idParam(req.params, 'id');
      const b = req.body as { status?: string; priority?: string; resolution?: string };
      const row = await ctx.db.tx(async (db) => {
        await lockFor(db, req, [id], b.status);
        const [r] = await db.query(
          `UPDATE reports SET status = COALESCE($1, status), priority = COALESCE($2, priority), resolution = COALESCE($3, resolution),
             processed_by = $4, updated_at = now() WHERE id = $5 RETURNING *`,
          [b.status ?? null, b.priority ?? null, b.resolution ?? null, req.caller!.user.id, id],
        );
        return r;
      });
      return ok(describeReport(ctx, req, row), req.t('superAdmin.reports.updated'));
    },
  });
  route(app, {
    method: 'DELETE', url: '/api/reports/:id', access: 'superAdmin', tags, summary: 'Delete a report (batch delete calls this once per id)',
    async handler(req) {
      const rows = await ctx.db.query('DELETE FROM reports WHERE id = $1 RETURNING id', [idParam(req.params, 'id')]);
      if (!rows.length) throw notFound('superAdmin.reports.notFound');
      return ok({ id: rows[0].id }, req.t('superAdmin.reports.deleted'));
    },
  });
}
