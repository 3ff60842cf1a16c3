// The participant list of one meeting (spec 2 §2.6, §7): server-paged, searched and filtered on the
// row's own values (the newest non-draft registration's statuses), one statement per page whatever
// its size: the page with its total, for a meeting the caller owns. Sorted newest registered first, or by
// an answer column (the newest registration's answer to a field of the meeting's forms).
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { confirmCaller, sessionGuard } from '../auth/inline-session';
import { meetingOf } from '../meetings/scoped';
import { ownerScope } from '../meetings/owner';
import type { Req } from '../http/context';
import { countsSql, presentRows, rowSpec, rowsSql } from './row';
import { rowFilters, type RowFilters } from './filters';
import { ANY_STAFF } from '../auth/staff';
import { fieldError } from '../http/errors';
import { answerFieldOf, meetingAnswerFields } from './answers';
import { COUNT_TABLE } from '../payments/summary';
import { pageBounds } from '../db/page-bounds';

interface ListQuery extends RowFilters {
  page: number;
  size: number;
  /** answer:<fieldId> (the query schema's pattern) */
  sort?: string;
  order?: 'asc' | 'desc';
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
    // without a filter the total is the meeting's participants as counted when they come and go (payments/
    // summary.ts, kept exact by triggers): counting 10,000 index entries was most of the page's database time;
    // without a registration filter the total needs no join
    const counted = q.registrationStatus || q.paymentStatus ? `(${base})` : 'participants';
    const countSql = where.length
      ? `SELECT count(*)::int AS n FROM ${counted} x ${w} AND x.meeting_id = $1`
      : `SELECT COALESCE(sum(n), 0)::int AS n FROM ${COUNT_TABLE} WHERE meeting_id = $1`;
    const countParams = [...params];
    const field = q.sort ? await sortField(req, q.sort) : null;
    let order = (a: string) => `ORDER BY ${a}.register_time DESC, ${a}.id DESC`; // the (meeting_id, register_time) index read backwards
    if (field) {
      // the field id is a parameter, never SQL text; a stored answer is { label, value } or a bare value.
      // No index serves it (an expression over each participant's newest registration): the meeting's
      // rows are ranked and sorted, as for a registration filter, bounded by one meeting's participants.
      params.push(field);
      const k = `$${params.length}::text`;
      const dir = q.order === 'desc' ? 'DESC' : 'ASC';
      order = (a) => `ORDER BY CASE jsonb_typeof(${a}.r_form_data -> ${k}) WHEN 'object' THEN ${a}.r_form_data -> ${k} ->> 'value' ELSE ${a}.r_form_data ->> ${k} END ${dir} NULLS LAST, ${a}.register_time DESC, ${a}.id DESC`;
    }
    const bounds = pageBounds(q.size, q.page, params.length);
    const limit = bounds.sql;
    params.push(...bounds.params);
    const owner = `$${params.length + 1}::int`;
    // without a registration filter the page comes from the participants' (meeting_id, register_time)
    // index and only its rows are joined; with one, the whole meeting's rows are ranked first
    const page = q.registrationStatus || q.paymentStatus || field
      ? `SELECT * FROM (${base}) x ${w} ${order('x')} ${limit}`
      : rowsSql(spec, `SELECT * FROM participants x WHERE x.meeting_id = $1 ${where.length ? `AND ${where.join(' AND ')}` : ''} ${order('x')} ${limit}`);
    // one statement for a page of an owned meeting: the ownership test, the total and the caller's
    // session are evaluated once beside the page
    const session = sessionGuard(req, params.length + 2);
    const rows = await ctx.db.query(
      `SELECT y.*, ${countsSql('y')}, (${countSql}) AS row_page_total FROM (${page}) y
       WHERE EXISTS (SELECT 1 FROM meetings m WHERE m.id = $1 AND (${owner} IS NULL OR m.organizer_id = ${owner})) AND ${session.sql} ${order('y')}`,
      [...params, ownerScope(req.caller!.user), ...session.params]);
    if (!rows.length && (await confirmCaller(ctx, req))) return list(req);
    // no row: not the caller's meeting (404), or a page past the end (the total still counts)
    if (!rows.length) await meetingOf(ctx, req);
    const total = rows.length ? Number(rows[0].row_page_total) : Number((await ctx.db.query(countSql, countParams))[0].n);
    return ok({ list: presentRows(ctx, spec, rows), total, page: q.page, size: q.size, totalPages: Math.ceil(total / q.size) });
  };

  /** The field an answer column's key names, once it is one of the meeting's (after the meeting's own 404). */
  async function sortField(req: Req, sort: string): Promise<string> {
    const meeting = await meetingOf(ctx, req);
    const id = answerFieldOf(sort);
    const { columns } = await meetingAnswerFields(ctx.db, ctx.schemas.entities, Number(meeting.id));
    if (!id || !columns.some((c) => c.fieldId === id)) throw fieldError('sort', 'participant.unknownSort', { fieldKey: 'participant.sort' });
    return id;
  }

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
