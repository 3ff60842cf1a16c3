// GET /api/co/meeting/list: the caller's meetings, one page at a time (LIMIT/OFFSET and a count, so a
// long list is never loaded whole), newest first; search in title or location, status, start day.
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { confirmCaller, sessionGuard } from '../auth/inline-session';
import { fieldError } from '../http/errors';
import { ownerScope } from './owner';
import { ANY_STAFF, staffMeetings } from '../auth/staff';
import { present } from './present';
import { ATTENDEES, SELECT } from './store';
import { dayRange, ZONE_SQL } from './times';
import { pageBounds } from '../db/page-bounds';

interface ListQuery {
  page: number;
  size: number;
  search?: string;
  status?: string;
  startDate?: string;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

export function listRoutes(app: FastifyInstance) {
  const { ctx } = app;
  route(app, {
    method: 'GET', url: '/api/co/meeting/list', access: { meeting: ANY_STAFF, across: true }, tags: ['meetings'], query: 'meeting.listQuery',
    answer: '{ meetings, totalItems, currentPage, totalPages, size } (also at the top level)',
    summary: 'The caller’s meetings (a super admin: all), paged; search in title or location, status, start day',
    inlineSession: true,
    answerCache: true,
    handler: async function list(req): Promise<unknown> {
      const q = req.query as ListQuery;
      const where: string[] = [];
      const params: unknown[] = [];
      const add = (sql: string, v: unknown) => {
        params.push(v);
        where.push(sql.replace('?', `$${params.length}`));
      };
      const owner = ownerScope(req.caller!.user);
      if (owner !== null) add('m.organizer_id = ?', owner);
      // staff: only the meetings it holds a role on
      const staff = staffMeetings(req.caller!.user);
      if (staff) add('m.id = ANY(?::int[])', staff);
      if (q.status) add('m.status = ?', q.status);
      const search = q.search?.trim();
      if (search) {
        params.push(`%${escapeLike(search)}%`);
        where.push(`(m.title ILIKE $${params.length} OR m.location ILIKE $${params.length})`);
      }
      if (q.startDate) {
        const day = dayRange(q.startDate, 'UTC');
        if (!day) throw fieldError('/startDate', 'meeting.startDate.pattern');
        // a bound the start-time index can use: no zone is behind UTC-12 (the day's end there is 12 h after UTC's)
        add('m.start_time < ?', new Date(Date.parse(day[1]) + 12 * 3600_000).toISOString());
        // the meetings held on that day in each meeting's own time zone: begun by its end and not ended before it begins
        add(`m.start_time < ((?::date + 1)::timestamp AT TIME ZONE ${ZONE_SQL('m')})`, q.startDate);
        add(`COALESCE(m.end_time, m.start_time) >= (?::date::timestamp AT TIME ZONE ${ZONE_SQL('m')})`, q.startDate);
      }
      const w = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const countSql = `SELECT count(*)::int AS n FROM meetings m ${w}`;
      // the page, its total and the caller's session in one round trip (the count is evaluated once
      // beside the page, the attendee counts for the page's meetings only); only an empty page (none, past the end, or a session to look at) asks again
      const bounds = pageBounds(q.size, q.page, params.length);
      const session = sessionGuard(req, params.length + bounds.params.length + 1);
      const rows = await ctx.db.query(
        `SELECT z.*, (${countSql}) AS page_total, ${ATTENDEES('z')}
         FROM (${SELECT} ${w} ORDER BY m.created_at DESC, m.id DESC ${bounds.sql}) z
         WHERE ${session.sql}
         ORDER BY z.created_at DESC, z.id DESC`,
        [...params, ...bounds.params, ...session.params],
      );
      if (!rows.length && (await confirmCaller(ctx, req))) return list(req);
      const totalItems = rows.length ? Number(rows[0].page_total) : Number((await ctx.db.query(countSql, params))[0].n);
      const page = { meetings: rows.map(({ page_total: _t, ...r }) => present(ctx, req, r)), totalItems, currentPage: q.page };
      return ok({ ...page, totalPages: Math.ceil(totalItems / q.size), size: q.size }, undefined, page);
    },
  });
}
