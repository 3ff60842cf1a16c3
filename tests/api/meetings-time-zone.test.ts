// One time zone per meeting: a meeting in another zone is stored as UTC instants of its own wall clock (daylight
// saving included) and answered in that wall clock; an update that omits the zone keeps it; the list's date filter
// reads the day in each meeting's zone; an unknown zone is refused, naming the field in zh and en.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, makeApp, registerOrganizer, type TestApp } from './harness';
import { createMeeting, validMeeting } from './meetings.fixtures';

const URL = '/api/co/meeting';

describe.each(DATABASES)('meetings: one time zone per meeting (%s)', (kind) => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof registerOrganizer>>;
  const stored = async (id: number) => {
    const [row] = await t.db.query('SELECT start_time, end_time, time_zone FROM meetings WHERE id = $1', [id]);
    return { start: new Date(row.start_time).toISOString(), end: new Date(row.end_time).toISOString(), zone: row.time_zone };
  };
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    org = await registerOrganizer(t, 'tzorg');
  });
  afterAll(() => t.close());

  it('a meeting without a zone is in Asia/Shanghai (UTC+8), as before', async () => {
    const m = await createMeeting(t, org.token, { startTime: '2027-01-15 09:00:00', endTime: '2027-01-16 18:00:00' });
    expect(m).toMatchObject({ timeZone: 'Asia/Shanghai', startTime: '2027-01-15 09:00:00' });
    expect(await stored(m.id)).toEqual({ start: '2027-01-15T01:00:00.000Z', end: '2027-01-16T10:00:00.000Z', zone: 'Asia/Shanghai' });
  });

  it('stores a Los Angeles meeting as UTC instants of its wall clock (PST in winter, PDT in summer) and answers that wall clock', async () => {
    const winter = await createMeeting(t, org.token, { timeZone: 'America/Los_Angeles', startTime: '2027-01-15 09:00:00', endTime: '2027-01-15 17:00:00' });
    expect(winter).toMatchObject({ timeZone: 'America/Los_Angeles', startTime: '2027-01-15 09:00:00', endTime: '2027-01-15 17:00:00' });
    expect(await stored(winter.id)).toEqual({ start: '2027-01-15T17:00:00.000Z', end: '2027-01-16T01:00:00.000Z', zone: 'America/Los_Angeles' });
    const summer = await createMeeting(t, org.token, { timeZone: 'America/Los_Angeles', startTime: '2027-07-01 09:00:00', endTime: '2027-07-01 17:00:00' });
    expect((await stored(summer.id)).start).toBe('2027-07-01T16:00:00.000Z');
    const g = await call(t.app, 'GET', `${URL}/${summer.id}`, { token: org.token });
    expect(g.body.data).toMatchObject({ timeZone: 'America/Los_Angeles', startTime: '2027-07-01 09:00:00', endTime: '2027-07-01 17:00:00' });
  });

  it('an update that omits the zone keeps it; one that changes it reads the times in the new zone', async () => {
    const m = await createMeeting(t, org.token, { timeZone: 'Europe/Berlin', startTime: '2027-03-26 09:00:00', endTime: '2027-03-29 18:00:00' });
    const same = validMeeting({ startTime: '2027-03-27 09:00:00', endTime: '2027-03-29 18:00:00' }); // no timeZone
    const a = await call(t.app, 'PUT', `${URL}/${m.id}`, { token: org.token, body: same });
    expect([a.status, a.body.data.timeZone, a.body.data.startTime]).toEqual([200, 'Europe/Berlin', '2027-03-27 09:00:00']);
    // 27 March 2027 is CET (UTC+1), 29 March CEST (UTC+2: clocks go forward on the 28th)
    expect(await stored(m.id)).toEqual({ start: '2027-03-27T08:00:00.000Z', end: '2027-03-29T16:00:00.000Z', zone: 'Europe/Berlin' });
    const b = await call(t.app, 'PUT', `${URL}/${m.id}`, { token: org.token, body: { ...same, timeZone: 'Asia/Tokyo' } });
    expect([b.status, b.body.data.timeZone, b.body.data.startTime]).toEqual([200, 'Asia/Tokyo', '2027-03-27 09:00:00']);
    expect((await stored(m.id)).start).toBe('2027-03-27T00:00:00.000Z');
  });

  it('a draft without times starts now in its own zone', async () => {
    const before = Date.now();
    const d = await call(t.app, 'POST', `${URL}/draft`, { token: org.token, body: { title: '草稿', timeZone: 'America/Los_Angeles' } });
    expect([d.status, d.body.data.timeZone]).toEqual([200, 'America/Los_Angeles']);
    const start = new Date((await stored(d.body.data.id)).start).getTime();
    expect(Math.abs(start - before)).toBeLessThan(60_000);
  });

  it('the list’s date filter reads the day in each meeting’s zone', async () => {
    // 20:00–22:00 on 1 July in Los Angeles is 2 July 03:00–05:00 UTC, 11:00–13:00 in Shanghai
    const m = await createMeeting(t, org.token, { title: '洛杉矶晚场', timeZone: 'America/Los_Angeles', startTime: '2027-07-01 20:00:00', endTime: '2027-07-01 22:00:00' });
    const titles = async (day: string) => (await call(t.app, 'GET', `${URL}/list?startDate=${day}&size=50`, { token: org.token })).body.data.meetings.map((x: any) => x.id);
    expect(await titles('2027-07-01')).toContain(m.id);
    expect(await titles('2027-07-02')).not.toContain(m.id);
  });

  it('refuses an unknown zone naming the field, in zh and en', async () => {
    const body = validMeeting({ timeZone: 'Mars/Olympus' });
    const r = await expectMessage(t.app, 'POST', URL, { token: org.token, body }, 400,
      '时区不是有效的时区，请选择一个 IANA 时区（如 Asia/Shanghai）', 'Time zone is not a known time zone: choose an IANA zone such as Asia/Shanghai');
    expect(JSON.stringify(r.zh.body)).toContain('timeZone');
    const m = await createMeeting(t, org.token);
    await expectMessage(t.app, 'PUT', `${URL}/${m.id}`, { token: org.token, body: validMeeting({ timeZone: 'GMT+8' }) }, 400,
      '时区不是有效的时区，请选择一个 IANA 时区（如 Asia/Shanghai）', 'Time zone is not a known time zone: choose an IANA zone such as Asia/Shanghai');
  });
});
