// The participant list of one meeting (spec 2 §2.6, §7): server-paged, searched and filtered on the
// row's own values (the newest non-draft registration's statuses), one statement per page whatever
// its size: the page with its total, for a meeting the caller owns.
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { confirmCaller, sessionGuard } from '../auth/inline-session';
import { meetingOf } from '../meetings/scoped';
import { ownerScope } from '../meetings/owner';
import type { Req } from '../http/context';
import { countsSql, presentRow, rowSpec, rowsSql } from './row';
import { rowFilters, type RowFilters } from './filters';
import { ANY_STAFF } from '../auth/staff';

interface ListQuery extends RowFilters {
  page: number;
  size: number;
}
export const PAGE_ANSWER = '{ list, total, page, size, totalPages }: list = rows (participant + registrationStatus, paymentStatus, registration fields, formData, latestRegistrationId, registrationCount, paidCount), page zero-based';

export function listRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const spec = rowSpec(ctx);
  const base = rowsSql(spec);

  const list = async (req: Req): Promise<unknown> => {
    const id = Number((req.params as { meetingId: string }).meetingId);
    // not an id: meetingOf answers the same 404 as for another organizer's meeting (after the session's 401, see route.ts)
    if (!Number.isSafeInteger(id) || id <= 0) await meetingOf(ctx, req);
    const q = req.query as ListQuery;
    const params: unknown[] = [id];
    const where = rowFilters(q, params);
    const w = where.length ? `WHERE ${where.join(' AND ')}` : '';
    // without a registration filter the total needs no join
    const counted = q.registrationStatus || q.paymentStatus ? `(${base})` : 'participants';
    const countSql = `SELECT count(*)::int AS n FROM ${counted} x ${w || 'WHERE'} ${w ? 'AND' : ''} x.meeting_id = $1`;
    const order = (a: string) => `ORDER BY ${a}.register_time DESC, ${a}.id DESC`; // the (meeting_id, register_time) index read backwards
    const limit = `LIMIT $${params.length + 1} OFFSET $${params.length + 2}`;
    const owner = `$${params.length + 3}::int`;
    // without a registration filter the page comes from the participants' (meeting_id, register_time)
    // index and only its rows are joined; with one, the whole meeting's rows are ranked first
    const page = q.registrationStatus || q.paymentStatus
      ? `SELECT * FROM (${base}) x ${w} ${order('x')} ${limit}`
      : rowsSql(spec, `SELECT * FROM participants x WHERE x.meeting_id = $1 ${where.length ? `AND ${where.join(' AND ')}` : ''} ${order('x')} ${limit}`);
    // one statement for a page of an owned meeting: the ownership test, the total and the caller's
    // session are evaluated once beside the page
    const session = sessionGuard(req, params.length + 4);
    const rows = await ctx.db.query(
      `SELECT y.*, ${countsSql('y')}, (${countSql}) AS row_page_total FROM (${page}) y
       WHERE EXISTS (SELECT 1 FROM meetings m WHERE m.id = $1 AND (${owner} IS NULL OR m.organizer_id = ${owner})) AND ${session.sql} ${order('y')}`,
      [...params, q.size, q.page * q.size, ownerScope(req.caller!.user), ...session.params]);
    if (!rows.length && (await confirmCaller(ctx, req))) return list(req);
    // no row: not the caller's meeting (404), or a page past the end (the total still counts)
    if (!rows.length) await meetingOf(ctx, req);
    const total = rows.length ? Number(rows[0].row_page_total) : Number((await ctx.db.query(countSql, params))[0].n);
    return ok({ list: rows.map((r) => presentRow(ctx, spec, r)), total, page: q.page, size: q.size, totalPages: Math.ceil(total / q.size) });
  };

  route(app, {
    method: 'GET', url: '/api/user-management/meeting/:meetingId/participants', access: { meeting: ANY_STAFF }, tags: ['participants'], query: 'participants.query',
    answer: PAGE_ANSWER, summary: 'The meeting’s participants, one page at a time, with their newest non-draft registration',
    inlineSession: true, answerCache: true, handler: list,
  });
  route(app, {
    method: 'GET', url: '/api/user-management/meeting/:meetingId/users', access: { meeting: ANY_STAFF }, tags: ['participants'], query: 'participants.query',
    answer: PAGE_ANSWER, summary: 'The meeting’s user list: the same people and rows as /participants',
    inlineSession: true, answerCache: true, handler: list,
  });
}
