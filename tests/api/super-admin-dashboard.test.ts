// The dashboard's figures against a seeded database: known rows at known times, exact counts per
// period, each row in its bucket, the viewer's time zone, recent events, and refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, loginAdmin, makeApp, type TestApp } from './harness';

const URL = '/api/super-admin/dashboard';

describe.each(DATABASES)('super-admin dashboard (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  const at = (sql: string) => `(${sql})`;
  beforeAll(async () => {
    t = await makeApp(kind);
    admin = await loginAdmin(t); // the super admin (registered now) and one session (now)
    const q = (sql: string, p: unknown[] = []) => t.db.query(sql, p);
    // users: 5 hours ago (mid-hour), 3 days ago, 20 days ago, 200 days ago, 2 years ago
    const users: Array<[string, string, string]> = [
      ['dash_h5', 'ORGANIZER', "date_trunc('hour', now()) - interval '5 hours' + interval '30 minutes'"],
      ['dash_d3', 'ORGANIZER', "now() - interval '3 days'"],
      ['dash_d20', 'ADMIN', "now() - interval '20 days'"],
      ['dash_d200', 'ORGANIZER', "now() - interval '200 days'"],
      ['dash_y2', 'ORGANIZER', "now() - interval '2 years'"],
    ];
    for (const [name, role, time] of users) await q(`INSERT INTO users (username, role, status, register_time) VALUES ($1, $2, 'active', ${at(time)})`, [name, role]);
    // reports: statuses and times
    const reports: Array<[string, string, string]> = [
      ['PENDING', 'SPAM', "now() - interval '2 hours'"],
      ['PENDING', 'FRAUD', "now() - interval '10 days'"],
      ['RESOLVED', 'OTHER', "now() - interval '40 days'"],
      ['RESOLVED', 'OTHER', "now() - interval '3 years'"],
      ['CLOSED', 'SPAM', "now() - interval '1 day'"],
    ];
    for (const [status, type, time] of reports) await q(`INSERT INTO reports (status, type, priority, description, created_at) VALUES ($1, $2, 'NORMAL', 'seeded report text', ${at(time)})`, [status, type]);
    // verification codes: 3 in the last hour, 2 a week and a half ago, 1 a year and a half ago
    const codes = ["now() - interval '10 minutes'", "now() - interval '20 minutes'", "now() - interval '30 minutes'", "now() - interval '10 days'", "now() - interval '11 days'", "now() - interval '18 months'"];
    for (const [i, time] of codes.entries()) {
      await q(`INSERT INTO verification_codes (phone, type, code, expires_at, environment, send_time) VALUES ($1, 'phone', '123456', now(), 'dev', ${at(time)})`, [`1390000000${i}`]);
    }
    // sessions (logins): 2 yesterday-ish, 1 a month and a half ago
    const [{ id: uid }] = await q("SELECT id FROM users WHERE username = 'dash_d3'");
    for (const [i, time] of ["now() - interval '25 hours'", "now() - interval '26 hours'", "now() - interval '45 days'"].entries()) {
      await q(`INSERT INTO sessions (id, user_id, expires_at, created_at) VALUES ($1, $2, now(), ${at(time)})`, [`seeded-${i}`, uid]);
    }
    // meetings: the table as the meetings area declares it (created here when that area is absent)
    await q('CREATE TABLE IF NOT EXISTS meetings (id serial PRIMARY KEY)');
    await q('ALTER TABLE meetings ADD COLUMN IF NOT EXISTS title text');
    await q('ALTER TABLE meetings ADD COLUMN IF NOT EXISTS organizer_id integer');
    await q('ALTER TABLE meetings ADD COLUMN IF NOT EXISTS created_at timestamptz DEFAULT now()');
    await q(`INSERT INTO meetings (title, organizer_id, created_at) VALUES ('Seeded meeting new', $1, now() - interval '30 minutes'), ('Seeded meeting old', $1, now() - interval '60 days')`, [uid]);
  });
  afterAll(() => t.close());

  const get = async (qs: string) => {
    const r = await call(t.app, 'GET', `${URL}?${qs}`, { token: admin });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data;
  };
  const sum = (d: any, k: string) => d.series.reduce((n: number, b: any) => n + b[k], 0);

  it.each([
    // range, buckets, new users (admin included), meetings, reports, codes, logins (admin's included)
    ['day', 24, 2, 1, 1, 3, 1],
    ['week', 7, 3, 1, 2, 3, 3],
    ['month', 30, 4, 1, 3, 5, 3],
    ['year', 12, 5, 2, 4, 5, 4],
  ] as const)('range=%s: %i buckets and exact counts', async (range, buckets, users, meetings, reports, codes, logins) => {
    const d = await get(`range=${range}`);
    expect(d.series).toHaveLength(buckets);
    expect(d.figures).toMatchObject({ newUsers: users, meetingsCreated: meetings, reportsNew: reports, codesSent: codes, logins });
    expect(d.figures).toMatchObject({ totalUsers: 6, organizers: 4, totalMeetings: 2, reportsPending: 2, reportsResolved: 2 });
    for (const [k, n] of [['users', users], ['meetings', meetings], ['reports', reports], ['codes', codes], ['logins', logins]] as const) expect(sum(d, k), k).toBe(n);
    expect(new Date(d.series[0].t).toISOString()).toBe(d.from);
  });

  it('places each row in its bucket', async () => {
    const day = await get('range=day');
    expect(day.unit).toBe('hour');
    expect(day.series[18].users).toBe(1); // five hours back, mid-hour
    const year = await get('range=year');
    expect(year.unit).toBe('month');
    expect(year.series[11].codes).toBeGreaterThanOrEqual(3);
  });

  it('counts reports by status (all time)', async () => {
    const d = await get('range=week');
    expect(d.reportsByStatus).toEqual([
      { status: 'CLOSED', count: 1 },
      { status: 'PENDING', count: 2 },
      { status: 'RESOLVED', count: 2 },
    ]);
  });

  it('follows the viewer’s calendar: days start at midnight in its time zone', async () => {
    const utc = await get('range=week');
    expect(new Date(utc.from).getUTCHours()).toBe(0);
    const sh = await get('range=week&tz=Asia/Shanghai');
    expect(sh.tz).toBe('Asia/Shanghai');
    expect(new Date(sh.from).getUTCHours()).toBe(16);
    expect(sh.series).toHaveLength(7);
  });

  it('lists the latest real events: registrations, reports and meetings, newest first', async () => {
    const d = await get('range=day');
    expect(d.recent.slice(0, 4).map((e: any) => [e.kind, e.title])).toEqual([
      ['meeting', 'Seeded meeting new'],
      ['report', 'seeded report text'],
      ['user', 'dash_h5'],
      ['report', 'seeded report text'],
    ]);
    expect(d.recent.length).toBeLessThanOrEqual(10);
    expect(d.recent.some((e: any) => e.title === 'admin')).toBe(false);
  });

  it('defaults to the last week', async () => {
    expect((await get('')).range).toBe('week');
  });

  it.each([
    ['range=decade', '时间范围的取值无效', 'Period has an invalid value'],
    ['tz=Mars/Olympus_Mons', '时区无效', 'Unknown time zone'],
    ['tz=' + encodeURIComponent("UTC'; DROP TABLE users; --"), '时区无效', 'Unknown time zone'],
    ['extra=1', '不支持的字段：extra', 'Unsupported field: extra'],
  ])('refuses %s (zh and en)', async (qs, zh, en) => {
    await expectMessage(t.app, 'GET', `${URL}?${qs}`, { token: admin }, 400, zh, en);
  });
});
