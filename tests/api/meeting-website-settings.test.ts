// The meeting website settings form (PUT /api/co/meeting/{id}/website-settings, meeting.x-forms.website):
// every field's messages name the field in zh and en; the short address is unique (20 racing saves of one
// address: exactly one wins) and /s/{url} leads to the published site; the registration window refuses
// submissions before it opens and after it closes, naming the time in the meeting's zone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../../src/server/http/route';
import { DATABASES, call, expectMessage, makeApp, registerOrganizer, type TestApp } from './harness';
import { at, createMeeting } from './meetings.fixtures';
import { openMeeting, participants, submission, submit } from './registration.fixtures';

const path = (id: number) => `/api/co/meeting/${id}/website-settings`;

describe.each(DATABASES)('meeting website settings (%s)', (kind) => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof registerOrganizer>>;
  let other: Awaited<ReturnType<typeof registerOrganizer>>;
  let seq = 0;
  /** a valid form; `template` (another change's field) filled from the composed schema when it is there */
  const body = (over: Record<string, unknown> = {}) => {
    const tpl = t.app.ctx.schemas.composed['meeting.website'].properties.template;
    return {
      title: '网站设置会议', url: `site-${Date.now().toString(36)}-${++seq}`, type: 'domestic', location: '上海', startTime: at(10, 9), endTime: at(12, 18),
      registrationStartTime: at(-1, 9), registrationEndTime: at(9, 18), attendanceType: 'hybrid',
      ...(tpl ? { template: tpl.default ?? tpl.enum?.[0] ?? 'default' } : {}),
      ...over,
    };
  };
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    org = await registerOrganizer(t, `wsorg${kind}`);
    other = await registerOrganizer(t, `wsother${kind}`);
  });
  afterAll(() => t.close());

  it('saves the form and answers the meeting with the window in its own zone; attendance is offline unless chosen', async () => {
    const m = await createMeeting(t, org.token);
    expect(m.attendanceType).toBe('offline');
    const b = body();
    const r = await call(t.app, 'PUT', path(m.id), { token: org.token, body: b });
    expect([r.status, r.body.message]).toEqual([200, '网站设置已保存']);
    expect(r.body.data).toMatchObject({ url: b.url, attendanceType: 'hybrid', registrationStartTime: b.registrationStartTime, registrationEndTime: b.registrationEndTime });
    const [row] = await t.db.query('SELECT registration_start_time FROM meetings WHERE id = $1', [m.id]);
    const plain = await call(t.app, 'PUT', path(m.id), { token: org.token, body: { ...b, attendanceType: undefined } });
    expect(plain.body.data.attendanceType).toBe('offline');
    // Asia/Shanghai wall clock 09:00 is 01:00 UTC
    expect(new Date(row.registration_start_time).toISOString().slice(11, 16)).toBe('01:00');
  });

  it('names each field in its messages, zh and en', async () => {
    const m = await createMeeting(t, org.token);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ url: undefined }, '网站地址不能为空', 'The website address is required'],
      [{ url: 'ab' }, '网站地址至少3个字符', 'The website address needs at least 3 characters'],
      [{ url: 'a'.repeat(41) }, '网站地址不能超过40个字符', 'The website address may have at most 40 characters'],
      [{ url: 'Bad_Slug' }, '网站地址只能包含小写字母、数字和中间的连字符（-）', 'The website address may contain only lower-case letters, digits and inner hyphens (-)'],
      [{ url: '-abc' }, '网站地址只能包含小写字母、数字和中间的连字符（-）', 'The website address may contain only lower-case letters, digits and inner hyphens (-)'],
      [{ registrationStartTime: undefined }, '报名开始时间不能为空', 'Registration opens is required'],
      [{ registrationEndTime: undefined }, '报名截止时间不能为空', 'Registration closes is required'],
      [{ registrationStartTime: '2027/01/01' }, '报名开始时间格式应为 yyyy-MM-dd HH:mm:ss', 'Registration opens must be yyyy-MM-dd HH:mm:ss'],
      [{ registrationEndTime: '2027-02-30 09:00:00' }, '报名截止时间格式应为 yyyy-MM-dd HH:mm:ss', 'Registration closes must be yyyy-MM-dd HH:mm:ss'],
      [{ registrationStartTime: at(5, 9), registrationEndTime: at(4, 9) }, '报名开始时间必须早于报名截止时间', 'Registration must open before it closes'],
      [{ registrationEndTime: at(13, 9) }, '报名截止时间不能晚于会议结束时间', 'Registration may not close after the meeting ends'],
      [{ attendanceType: 'space' }, '请选择参会形式', 'Choose the attendance'],
      [{ title: '' }, '会议名称不能为空', 'The meeting name is required'],
      [{ location: undefined }, '会议地点不能为空', 'The meeting location is required'],
      [{ startTime: at(13, 9) }, '开始时间必须早于结束时间', 'The start time must be before the end time'],
    ];
    for (const [over, zh, en] of cases) await expectMessage(t.app, 'PUT', path(m.id), { token: org.token, body: body(over) }, 400, zh, en);
  });

  it('20 racing saves of one address: exactly one wins, the rest are told it is taken', async () => {
    const slug = `race-${kind}-${Date.now().toString(36)}`;
    const ms = [];
    for (let i = 0; i < 20; i++) ms.push(await createMeeting(t, org.token));
    const rs = await Promise.all(ms.map((m) => call(t.app, 'PUT', path(m.id), { token: org.token, body: body({ url: slug }) })));
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1);
    const lost = rs.filter((r) => r.status !== 200);
    expect(new Set(lost.map((r) => r.status))).toEqual(new Set([409]));
    expect(lost[0].body.message).toBe('网站地址已被其他会议使用，请换一个');
    const [n] = await t.db.query('SELECT count(*)::int AS n FROM meetings WHERE url = $1', [slug]);
    expect(n.n).toBe(1);
    // the winner may save again with its own address
    const winner = ms[rs.findIndex((r) => r.status === 200)];
    expect((await call(t.app, 'PUT', path(winner.id), { token: org.token, body: body({ url: slug }) })).status).toBe(200);
    await expectMessage(t.app, 'PUT', path(ms[winner === ms[0] ? 1 : 0].id), { token: org.token, body: body({ url: slug }) }, 409,
      '网站地址已被其他会议使用，请换一个', 'Another meeting uses this website address; choose another');
  });

  it('is the owner’s: another organizer’s meeting is not found, a visitor is refused', async () => {
    const m = await createMeeting(t, org.token);
    expect((await call(t.app, 'PUT', path(m.id), { token: other.token, body: body() })).status).toBe(404);
    expect((await call(t.app, 'PUT', path(m.id), { body: body() })).status).toBe(401);
  });

  it('/s/{url} leads to the published site only', async () => {
    const m = await createMeeting(t, org.token);
    const b = body();
    await call(t.app, 'PUT', path(m.id), { token: org.token, body: b });
    expect((await call(t.app, 'GET', `/s/${b.url}`)).status).toBe(404);
    await call(t.app, 'PUT', `/api/co/meeting/${m.id}/website-status`, { token: org.token, body: { websiteStatus: 'active' } });
    const r = await call(t.app, 'GET', `/s/${b.url}`);
    const [row] = await t.db.query('SELECT preview_token, organizer_id FROM meetings WHERE id = $1', [m.id]);
    expect([r.status, r.headers.location]).toEqual([302, `/${row.organizer_id}/p/${m.id}/${row.preview_token}`]);
    expect((await call(t.app, 'GET', '/s/no-such-site')).status).toBe(404);
    expect((await call(t.app, 'GET', '/s/%27%3B--')).status).toBe(404);
    // the address is read by the meeting schema's url rule (at least 3 characters), declared public in the route table
    await t.db.query('UPDATE meetings SET url = $2 WHERE id = $1', [m.id, 'ab']);
    expect((await call(t.app, 'GET', '/s/ab')).status).toBe(404);
    expect((routeTable.get(t.app) ?? []).find((x) => x.url === '/s/:slug')?.access).toBe('public');
  });

  it('refuses submissions outside the registration window, naming the time in the meeting’s zone', async () => {
    const s = await openMeeting(t, org.token);
    const [p] = await participants(t, s.meeting, 1);
    const window = (open: string, close: string) => t.db.query('UPDATE meetings SET registration_start_time = $2, registration_end_time = $3 WHERE id = $1', [s.meeting.id, open, close]);
    await window('2099-01-01T01:00:00Z', '2099-01-02T01:00:00Z');
    const early = await submit(t, p, submission(s));
    expect([early.status, early.body.message]).toEqual([409, '报名尚未开始，开始时间：2099-01-01 09:00 (GMT+8)']);
    const earlyEn = await submit(t, p, submission(s), { lang: 'en' });
    expect(earlyEn.body.message).toBe('Registration has not opened yet; it opens at 2099-01-01 09:00 (GMT+8)');
    await window('2020-01-01T01:00:00Z', '2020-01-02T01:00:00Z');
    const late = await submit(t, p, submission(s));
    expect([late.status, late.body.message]).toEqual([409, '报名已于 2020-01-02 09:00 (GMT+8) 截止']);
    expect((await submit(t, p, submission(s), { lang: 'en' })).body.message).toBe('Registration closed at 2020-01-02 09:00 (GMT+8)');
    await window(new Date(Date.now() - 3600_000).toISOString(), new Date(Date.now() + 3600_000).toISOString());
    expect((await submit(t, p, submission(s))).status).toBe(201);
  });
});
