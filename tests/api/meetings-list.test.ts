// GET /api/co/meeting/list with ~60 meetings: server-side pages (zero-based, sizes 5/10/20/50),
// search in title or location, status and start-day filters; the answer at the top level and in data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, makeApp, registerOrganizer, type TestApp } from './harness';
import { at, createMeeting } from './meetings.fixtures';

const LIST = '/api/co/meeting/list';
const CITIES = ['北京国家会议中心', '上海国际会议中心', '深圳会展中心'];
const STATUSES = ['preparing', 'ongoing', 'finished'];

describe.each(DATABASES)('meetings: list (%s)', (kind) => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof registerOrganizer>>;
  let other: Awaited<ReturnType<typeof registerOrganizer>>;
  const list = async (query: string, token = org.token) => {
    const r = await call(t.app, 'GET', `${LIST}${query}`, { token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body;
  };
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    org = await registerOrganizer(t, 'listorg');
    other = await registerOrganizer(t, 'listother');
    // 60 meetings: 20 per city and status, starting on one of 4 days
    for (let i = 0; i < 60; i++) {
      await createMeeting(t, org.token, { title: `${i % 2 ? 'AI' : '医学'}峰会 第${i}届`, location: CITIES[i % 3], status: STATUSES[i % 3], startTime: at(5 + (i % 4), 9), endTime: at(5 + (i % 4), 18) });
    }
    await createMeeting(t, other.token, { title: 'AI峰会 别人的', location: CITIES[0] });
    await call(t.app, 'POST', '/api/co/meeting/draft', { token: org.token, body: { title: '草稿会议' } });
  });
  afterAll(() => t.close());

  it('answers page 0 of size 10 by default, newest first, at the top level and under data', async () => {
    const b = await list('');
    expect(b.code).toBe(200);
    expect(b.totalItems).toBe(61);
    expect(b.currentPage).toBe(0);
    expect(b.meetings).toHaveLength(10);
    expect(b.data).toMatchObject({ totalItems: 61, currentPage: 0, totalPages: 7, size: 10 });
    expect(b.data.meetings).toEqual(b.meetings);
    expect(b.meetings[0].title).toBe('草稿会议');
    expect(b.meetings[1].title).toBe('AI峰会 第59届');
    expect(b.meetings.every((m: { organizerId: number }) => m.organizerId === org.user.id)).toBe(true);
  });

  it('pages through everything with each size, without repeats or gaps', async () => {
    for (const size of [5, 10, 20, 50]) {
      const seen: number[] = [];
      for (let page = 0; page * size < 61; page++) {
        const b = await list(`?page=${page}&size=${size}`);
        expect(b.currentPage).toBe(page);
        expect(b.meetings.length).toBe(Math.min(size, 61 - page * size));
        seen.push(...b.meetings.map((m: { id: number }) => m.id));
      }
      expect(new Set(seen).size).toBe(61);
    }
    const past = await list('?page=9&size=10');
    expect([past.meetings.length, past.totalItems, past.currentPage]).toEqual([0, 61, 9]);
  });

  it('searches the title or the location, case-insensitively, and treats % and _ as text', async () => {
    expect((await list('?search=ai&size=50')).totalItems).toBe(30);
    expect((await list(`?search=${encodeURIComponent('上海')}&size=50`)).totalItems).toBe(20);
    const fifth = await list(`?search=${encodeURIComponent(' 第5 ')}`);
    expect(fifth.totalItems).toBe(11);
    expect(fifth.meetings.map((m: { title: string }) => m.title)).toEqual(['AI峰会 第59届', '医学峰会 第58届', 'AI峰会 第57届', '医学峰会 第56届', 'AI峰会 第55届', '医学峰会 第54届', 'AI峰会 第53届', '医学峰会 第52届', 'AI峰会 第51届', '医学峰会 第50届']);
    expect((await list(`?search=${encodeURIComponent('%')}`)).totalItems).toBe(0);
    expect((await list(`?search=${encodeURIComponent('_')}`)).totalItems).toBe(0);
  });

  it('filters by status and by the start day, together with the search and paging', async () => {
    expect((await list('?status=ongoing')).totalItems).toBe(20);
    expect((await list('?status=draft')).totalItems).toBe(1);
    expect((await list('?status=')).totalItems).toBe(61);
    const day = at(6, 0).slice(0, 10);
    const onDay = await list(`?startDate=${day}&size=50`);
    // the 15 that start that day, and the draft, which runs a week from today (the new-meeting default)
    expect(onDay.totalItems).toBe(16);
    expect(onDay.meetings.filter((m: { startTime: string }) => m.startTime.startsWith(day))).toHaveLength(15);
    expect(onDay.meetings.every((m: { startTime: string; endTime: string }) => m.startTime.slice(0, 10) <= day && m.endTime.slice(0, 10) >= day)).toBe(true);
    const all = await list(`?startDate=${day}&status=finished&search=${encodeURIComponent('深圳')}&size=5&page=0`);
    expect(all.meetings.every((m: { status: string; location: string; startTime: string }) => m.status === 'finished' && m.location === '深圳会展中心' && m.startTime.startsWith(day))).toBe(true);
    expect(all.totalItems).toBeGreaterThan(0);
  });

  it('another organizer sees only its own; a super admin sees every meeting', async () => {
    const theirs = await list('?size=50', other.token);
    expect(theirs.meetings.map((m: { title: string }) => m.title)).toEqual(['AI峰会 别人的']);
    const login = await call(t.app, 'POST', '/api/auth/login', { body: { method: 'account', account: 'admin', password: 'admin-pass-1' } });
    const everything = await list('?size=50', login.body.token);
    expect(everything.totalItems).toBe(62);
    expect(new Set(everything.meetings.map((m: { organizerUsername: string }) => m.organizerUsername))).toEqual(new Set(['listorg', 'listother']));
  });

  it('the day filter finds a meeting on every day it runs, not only the day it starts', async () => {
    await createMeeting(t, other.token, { title: '三日论坛', location: CITIES[1], startTime: at(5, 9), endTime: at(7, 18) });
    const titles = async (d: number) => (await list(`?startDate=${at(d, 0).slice(0, 10)}&size=50`, other.token)).meetings.map((m: { title: string }) => m.title);
    expect(await titles(4)).not.toContain('三日论坛');
    for (const d of [5, 6, 7]) expect(await titles(d)).toContain('三日论坛');
    expect(await titles(8)).not.toContain('三日论坛');
  });

  it('never loads the whole table: one statement, a LIMIT/OFFSET page with its count', async () => {
    const seen: string[] = [];
    const query = t.db.query.bind(t.db);
    t.db.query = (async (sql: string, params?: unknown[]) => (seen.push(sql), query(sql, params))) as typeof t.db.query;
    try {
      await list('?page=3&size=5&search=AI');
    } finally {
      t.db.query = query;
    }
    const meetings = seen.filter((s) => /FROM meetings/.test(s));
    expect(meetings).toHaveLength(1);
    expect(meetings[0]).toMatch(/SELECT count\(\*\)/);
    expect(meetings[0]).toMatch(/LIMIT \$\d+ OFFSET \$\d+/);
  });

  it('has indexes for the owner, status and start time, and trigram indexes for the search on PostgreSQL', async () => {
    const rows = await t.db.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE tablename = 'meetings'`);
    const names = rows.map((r) => r.indexname);
    expect(names).toEqual(expect.arrayContaining(['ix_meetings_organizer_id', 'ix_meetings_status', 'ix_meetings_start_time', 'ix_meetings_organizer_id_created_at']));
    if (kind === 'postgres') expect(names).toEqual(expect.arrayContaining(['ix_meetings_title_trgm', 'ix_meetings_location_trgm']));
  });
});
