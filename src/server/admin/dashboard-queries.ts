// The dashboard's figures, computed in SQL from the real tables for one period: a window of
// buckets (hours of the last day, days of the last week or month, months of the last year).
import type { Db } from '../db/driver';
import { tableExists } from './sql';

export type Range = 'day' | 'week' | 'month' | 'year';
const WINDOWS: Record<Range, { unit: 'hour' | 'day' | 'month'; count: number }> = {
  day: { unit: 'hour', count: 24 },
  week: { unit: 'day', count: 7 },
  month: { unit: 'day', count: 30 },
  year: { unit: 'month', count: 12 },
};

/** What each series counts: a table, its time column and an optional condition. */
const METRICS = {
  users: { table: 'users', at: 'register_time', where: '' },
  meetings: { table: 'meetings', at: 'created_at', where: '' },
  reports: { table: 'reports', at: 'created_at', where: '' },
  codes: { table: 'verification_codes', at: 'send_time', where: '' },
  // every login and every registration (which logs in) opens a session
  logins: { table: 'sessions', at: 'created_at', where: '' },
} as const;
export type Metric = keyof typeof METRICS;

const one = async (db: Db, sql: string, params: unknown[] = []) => Number((await db.query(sql, params))[0]?.n ?? 0);

/** Must run inside a transaction whose TimeZone is the caller's, so buckets follow its calendar. */
export async function dashboardData(db: Db, range: Range) {
  const { unit, count } = WINDOWS[range];
  const step = `1 ${unit}`;
  const buckets = (
    await db.query(`SELECT generate_series(date_trunc($1, now()) - $2::interval, date_trunc($1, now()), $3::interval) AS t`, [unit, `${count - 1} ${unit}`, step])
  ).map((r) => new Date(r.t));
  const from = buckets[0];
  const meetings = await tableExists(db, 'meetings', 'created_at');

  const series = buckets.map((t) => ({ t: t.toISOString(), users: 0, meetings: 0, reports: 0, codes: 0, logins: 0 }));
  const index = new Map(buckets.map((t, i) => [t.getTime(), i]));
  const totals: Record<Metric, number> = { users: 0, meetings: 0, reports: 0, codes: 0, logins: 0 };
  for (const [name, m] of Object.entries(METRICS) as [Metric, (typeof METRICS)[Metric]][]) {
    if (name === 'meetings' && !meetings) continue;
    const rows = await db.query(`SELECT date_trunc($1, ${m.at}) AS t, count(*)::int AS n FROM ${m.table} WHERE ${m.at} >= $2 ${m.where} GROUP BY 1`, [unit, from]);
    for (const r of rows) {
      const i = index.get(new Date(r.t).getTime());
      if (i === undefined) continue; // a clock step between the two queries: the row belongs to no bucket shown
      series[i][name] += Number(r.n);
      totals[name] += Number(r.n);
    }
  }

  const figures = {
    newUsers: totals.users,
    meetingsCreated: totals.meetings,
    reportsNew: totals.reports,
    codesSent: totals.codes,
    logins: totals.logins,
    totalUsers: await one(db, 'SELECT count(*)::int AS n FROM users'),
    organizers: await one(db, "SELECT count(*)::int AS n FROM users WHERE role = 'ORGANIZER'"),
    totalMeetings: meetings ? await one(db, 'SELECT count(*)::int AS n FROM meetings') : 0,
    reportsPending: await one(db, "SELECT count(*)::int AS n FROM reports WHERE status = 'PENDING'"),
    reportsResolved: await one(db, "SELECT count(*)::int AS n FROM reports WHERE status = 'RESOLVED'"),
  };
  const reportsByStatus = (await db.query('SELECT status, count(*)::int AS n FROM reports GROUP BY status ORDER BY status')).map((r) => ({
    status: r.status as string,
    count: Number(r.n),
  }));
  return { range, unit, from: from.toISOString(), figures, series, reportsByStatus, meetingsAvailable: meetings };
}
