// GET /api/super-admin/dashboard: figures, series and recent events for the super admin's dashboard.
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { fieldError } from '../http/errors';
import { dashboardData, type Range } from './dashboard-queries';
import { recentActivity } from './dashboard-activity';

const known = new Map<string, boolean>();

export default async function dashboardRoutes(app: FastifyInstance) {
  const { ctx } = app;

  /** An IANA zone the database knows (checked once per name), so buckets follow the viewer's calendar. */
  async function validZone(tz: string) {
    if (!known.has(tz)) known.set(tz, (await ctx.db.query('SELECT 1 FROM pg_timezone_names WHERE name = $1', [tz])).length > 0);
    if (!known.get(tz)) throw fieldError('/tz', 'superAdmin.dashboard.tz.invalid');
  }

  route(app, {
    method: 'GET', url: '/api/super-admin/dashboard', access: 'superAdmin', tags: ['super-admin'], query: 'dashboard.query',
    answer: '{ range, unit, from, figures, series: [{ t, users, meetings, reports, codes, logins }], reportsByStatus, recent }',
    summary: 'Dashboard figures for the last day (hours), week or month (days) or year (months), from the real tables',
    async handler(req) {
      const q = req.query as { range: Range; tz?: string };
      const tz = q.tz || 'UTC';
      await validZone(tz);
      const data = await ctx.db.tx(async (db) => {
        await db.query("SELECT set_config('TimeZone', $1, true)", [tz]);
        return { ...(await dashboardData(db, q.range)), recent: await recentActivity(db), tz };
      });
      return ok(data);
    },
  });
}
