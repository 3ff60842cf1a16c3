// A 1,000-meeting list pages and filters on the server: every answer holds one page, the totals are
// those of the whole filtered set, and no query made for a page reads more rows than the page holds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, loginAdmin, makeApp, registerOrganizer, type TestApp } from './harness';
import { seedMeetings, type SeededMeeting } from '../../scripts/bench/meetings-seed';

const LIST = '/api/co/meeting/list';

describe.each(DATABASES)('meetings: a 1,000-meeting list (%s)', (kind) => {
  let t: TestApp;
  let token: string;
  let seeded: SeededMeeting[];
  let rowsRead: number[] = [];

  /** The list call, counting the rows each database query answers while it runs. */
  const list = async (query: string, as = token) => {
    rowsRead = [];
    const r = await call(t.app, 'GET', `${LIST}${query}`, { token: as });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(rowsRead.length, 'the spy saw the queries').toBeGreaterThan(0);
    return r.body;
  };
  const count = (keep: (m: SeededMeeting) => boolean) => seeded.filter(keep).length;

  beforeAll(async () => {
    t = await makeApp(kind);
    const org = await registerOrganizer(t, 'scaleorg');
    const other = await registerOrganizer(t, 'scaleother');
    token = org.token;
    seeded = await seedMeetings(t.db, org.user.id, 1000);
    await seedMeetings(t.db, other.user.id, 50);
    const db = t.app.ctx.db;
    const query = db.query.bind(db);
    db.query = (async (...args: Parameters<typeof query>) => {
      const rows = await query(...args);
      rowsRead.push(rows.length);
      return rows;
    }) as typeof db.query;
  }, 60_000);
  afterAll(() => t.close());

  it('answers one page of the default size with the total of all 1,000', async () => {
    const b = await list('');
    expect(b.meetings).toHaveLength(10);
    expect(b.totalItems).toBe(1000);
    expect(b.data).toMatchObject({ totalPages: 100, currentPage: 0, size: 10 });
    expect(b.meetings[0].title).toBe(seeded[999].title); // newest first
    expect(Math.max(...rowsRead)).toBeLessThanOrEqual(10);
  });

  it('serves any page of each size, the last one partly filled', async () => {
    for (const size of [5, 10, 20, 50]) {
      const last = Math.ceil(1000 / size) - 1;
      const b = await list(`?page=${last}&size=${size}`);
      expect(b.meetings).toHaveLength(1000 - last * size);
      expect(b.totalItems).toBe(1000);
      expect(b.meetings.at(-1).title).toBe(seeded[0].title); // the oldest closes the last page
      expect(Math.max(...rowsRead)).toBeLessThanOrEqual(size);
    }
    const beyond = await list('?page=100&size=10');
    expect([beyond.meetings.length, beyond.totalItems]).toEqual([0, 1000]);
  });

  it('filters by search, status and start day on the server, with the totals of the filtered set', async () => {
    const cases: Array<[string, (m: SeededMeeting) => boolean]> = [
      ['search=%E6%B7%B1%E5%9C%B3', (m) => m.location.includes('深圳')],
      [`search=${encodeURIComponent('人工智能')}`, (m) => m.title.includes('人工智能')],
      ['status=ongoing', (m) => m.status === 'ongoing'],
      ['startDate=2027-03-05', (m) => m.day === '2027-03-05'],
      [`status=draft&search=${encodeURIComponent('杭州')}&startDate=2027-03-10`, (m) => m.status === 'draft' && m.location.includes('杭州') && m.day === '2027-03-10'],
    ];
    for (const [query, keep] of cases) {
      const expected = count(keep);
      expect(expected, query).toBeGreaterThan(0);
      const b = await list(`?size=20&${query}`);
      expect(b.totalItems, query).toBe(expected);
      expect(b.meetings.length, query).toBe(Math.min(20, expected));
      expect(Math.max(...rowsRead), query).toBeLessThanOrEqual(20);
      const kept = b.meetings.map((m: SeededMeeting & { startTime: string }) => ({ ...m, day: m.startTime.slice(0, 10) }));
      expect(kept.every(keep), query).toBe(true);
    }
  });

  it('keeps the owner scope at scale: the other organizer’s 50 count only for the super admin', async () => {
    const admin = await list('?size=5', await loginAdmin(t));
    expect(admin.totalItems).toBe(1050);
    expect(admin.meetings).toHaveLength(5);
  });
});
