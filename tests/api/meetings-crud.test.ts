// The meeting calls' happy paths: create with defaults, read, both updates, save draft, delete, the
// preview token made once, and the public info and view calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, makeApp, registerOrganizer, type TestApp } from './harness';
import { at, createMeeting, meetingCount, nowText, plusDays, validMeeting } from './meetings.fixtures';

const URL = '/api/co/meeting';

describe.each(DATABASES)('meetings: calls (%s)', (kind) => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof registerOrganizer>>;
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    org = await registerOrganizer(t, 'meetorg');
  });
  afterAll(() => t.close());

  it('creates a meeting: trimmed, status preparing by default, owned by the caller, times as text', async () => {
    const before = await meetingCount(t);
    const body = validMeeting({ title: '  开发者大会  ', status: undefined, location: ' 上海 ', subVenues: [{ name: ' 主会场 ', capacity: 500 }] });
    const r = await call(t.app, 'POST', URL, { token: org.token, body });
    expect([r.status, r.body.message]).toEqual([200, '会议创建成功']);
    const m = r.body.data;
    expect(m).toMatchObject({
      title: '开发者大会', location: '上海', status: 'preparing', statusText: '筹备中', type: 'international', typeText: '国际会议',
      manager: '张经理', startTime: body.startTime, endTime: body.endTime, subVenues: [{ name: '主会场', capacity: 500 }], subVenueCount: 1,
      attendeeCount: 0, viewCount: 0, tags: [], organizerId: org.user.id, organizerUsername: 'meetorg', previewToken: null,
    });
    expect(m.id).toEqual(expect.any(Number));
    expect(await meetingCount(t)).toBe(before + 1);
    // stored as a timestamp at UTC+8
    const [row] = await t.db.query('SELECT start_time FROM meetings WHERE id = $1', [m.id]);
    expect(new Date(row.start_time).toISOString()).toBe(new Date(`${body.startTime.replace(' ', 'T')}+08:00`).toISOString());
  });

  it('answers typeText and statusText in the caller’s language', async () => {
    const r = await call(t.app, 'POST', URL, { token: org.token, lang: 'en', body: validMeeting({ type: 'both', status: 'ongoing' }) });
    expect([r.status, r.body.message]).toEqual([200, 'Meeting created']);
    expect(r.body.data).toMatchObject({ typeText: 'Domestic & international', statusText: 'Ongoing' });
    const g = await call(t.app, 'GET', `${URL}/${r.body.data.id}`, { token: org.token });
    expect(g.body.data).toMatchObject({ id: r.body.data.id, typeText: '国内外会议', statusText: '进行中' });
  });

  it('updates through PUT /meeting/{id} and PUT /meeting (id in the body); fields are replaced whole', async () => {
    const m = await createMeeting(t, org.token, { tags: ['AI'] });
    const next = validMeeting({ title: '改名后的大会', description: undefined, status: 'finished', subVenues: [{ name: 'B厅', capacity: 20 }, { name: 'C厅', location: '二楼', capacity: 30 }] });
    const a = await call(t.app, 'PUT', `${URL}/${m.id}`, { token: org.token, body: next });
    expect([a.status, a.body.message]).toEqual([200, '会议更新成功']);
    expect(a.body.data).toMatchObject({ id: m.id, title: '改名后的大会', description: null, status: 'finished', subVenueCount: 2, tags: ['AI'] });
    const b = await call(t.app, 'PUT', URL, { token: org.token, lang: 'en', body: { ...next, id: m.id, status: 'draft', title: '再次改名' } });
    expect([b.status, b.body.message]).toEqual([200, 'Meeting updated']);
    expect(b.body.data).toMatchObject({ id: m.id, title: '再次改名', status: 'draft' });
    expect(new Date(b.body.data.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(m.updatedAt).getTime());
  });

  it('an old meeting keeps its past times when edited, but a changed time may not lie before yesterday', async () => {
    const m = await createMeeting(t, org.token);
    await t.db.query(`UPDATE meetings SET start_time = '2020-01-01T09:00:00+08:00', end_time = '2020-01-02T09:00:00+08:00' WHERE id = $1`, [m.id]);
    const keep = await call(t.app, 'PUT', `${URL}/${m.id}`, { token: org.token, body: validMeeting({ startTime: '2020-01-01 09:00:00', endTime: '2020-01-02 09:00:00', title: '往届大会' }) });
    expect([keep.status, keep.body.data.title, keep.body.data.startTime]).toEqual([200, '往届大会', '2020-01-01 09:00:00']);
    const moved = await call(t.app, 'PUT', `${URL}/${m.id}`, { token: org.token, body: validMeeting({ startTime: '2020-01-01 08:00:00', endTime: '2020-01-02 09:00:00' }) });
    expect([moved.status, moved.body.message]).toEqual([400, '开始时间不能早于昨天']);
  });

  it('saves a draft: status draft, untitled name, start now and end 7 days later', async () => {
    const before = await meetingCount(t);
    const r = await call(t.app, 'POST', `${URL}/draft`, { token: org.token, body: { title: '   ', subVenues: [{}], status: 'ongoing' } });
    expect([r.status, r.body.message]).toEqual([200, '草稿保存成功']);
    const d = r.body.data;
    expect(d).toMatchObject({ title: '未命名会议草稿', status: 'draft', statusText: '草稿', subVenues: [], location: null, organizerId: org.user.id });
    const now = nowText();
    expect(Math.abs(new Date(`${d.startTime.replace(' ', 'T')}+08:00`).getTime() - new Date(`${now.replace(' ', 'T')}+08:00`).getTime())).toBeLessThan(60_000);
    expect(d.endTime).toBe(plusDays(d.startTime, 7));
    expect(await meetingCount(t)).toBe(before + 1);

    const en = await call(t.app, 'POST', `${URL}/draft`, { token: org.token, lang: 'en', body: { startTime: at(3, 10) } });
    expect([en.status, en.body.message, en.body.data.title, en.body.data.endTime]).toEqual([200, 'Draft saved', 'Untitled meeting draft', plusDays(at(3, 10), 7)]);
  });

  it('saves an existing meeting as a draft when the id is given', async () => {
    const m = await createMeeting(t, org.token);
    const before = await meetingCount(t);
    const r = await call(t.app, 'POST', `${URL}/draft`, { token: org.token, body: { ...validMeeting({ title: '草稿中的大会' }), id: m.id } });
    expect([r.status, r.body.data.id, r.body.data.status, r.body.data.title]).toEqual([200, m.id, 'draft', '草稿中的大会']);
    expect(await meetingCount(t)).toBe(before);
  });

  it('deletes a meeting', async () => {
    const m = await createMeeting(t, org.token);
    const before = await meetingCount(t);
    const r = await call(t.app, 'DELETE', `${URL}/${m.id}`, { token: org.token });
    expect([r.status, r.body.message]).toEqual([200, '会议删除成功']);
    expect(await meetingCount(t)).toBe(before - 1);
    expect((await call(t.app, 'GET', `${URL}/${m.id}`, { token: org.token })).status).toBe(404);
    const again = await call(t.app, 'DELETE', `${URL}/${m.id}`, { token: org.token, lang: 'en' });
    expect([again.status, again.body.message]).toEqual([404, 'The requested resource does not exist']);
  });

  it('generates the preview token once: 6 alphanumerics, the same on every later call', async () => {
    const m = await createMeeting(t, org.token);
    const first = await call(t.app, 'POST', `${URL}/${m.id}/generate-preview-token`, { token: org.token });
    expect(first.status).toBe(200);
    expect(first.body.data.previewToken).toMatch(/^[A-Za-z0-9]{6}$/);
    expect(first.body.data).toMatchObject({ id: m.id, title: m.title });
    const again = await Promise.all([1, 2, 3].map(() => call(t.app, 'POST', `${URL}/${m.id}/generate-preview-token`, { token: org.token })));
    for (const a of again) expect(a.body.data.previewToken).toBe(first.body.data.previewToken);
    const g = await call(t.app, 'GET', `${URL}/${m.id}`, { token: org.token });
    expect(g.body.data.previewToken).toBe(first.body.data.previewToken);
  });

  it('public info gives what a website needs, without the preview token; views are counted', async () => {
    const m = await createMeeting(t, org.token);
    await call(t.app, 'POST', `${URL}/${m.id}/generate-preview-token`, { token: org.token });
    const info = await call(t.app, 'GET', `${URL}/${m.id}/info`);
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({
      id: m.id, title: m.title, description: m.description, location: m.location, venue: m.location, startTime: m.startTime, endTime: m.endTime,
      logo: null, creator_id: org.user.id, subVenues: m.subVenues,
    });
    expect(info.body.data).not.toHaveProperty('previewToken');
    expect(info.body.data).not.toHaveProperty('manager');
    // three visitors (the same one again counts once a day: meeting-settings-website.test.ts)
    for (let i = 1; i <= 3; i++) expect((await call(t.app, 'POST', `${URL}/${m.id}/view`, { ip: `198.51.100.${i}` })).body.data).toEqual({ viewCount: i, counted: true });
    expect((await call(t.app, 'GET', `${URL}/${m.id}`, { token: org.token })).body.data.viewCount).toBe(3);
  });

  it('a draft’s info and views are its owner’s only', async () => {
    const d = (await call(t.app, 'POST', `${URL}/draft`, { token: org.token, body: { title: '秘密草稿' } })).body.data;
    expect((await call(t.app, 'GET', `${URL}/${d.id}/info`)).status).toBe(404);
    expect((await call(t.app, 'POST', `${URL}/${d.id}/view`)).status).toBe(404);
    const mine = await call(t.app, 'GET', `${URL}/${d.id}/info`, { token: org.token });
    expect([mine.status, mine.body.data.title]).toEqual([200, '秘密草稿']);
    expect((await call(t.app, 'POST', `${URL}/${d.id}/view`, { token: org.token })).body.data).toEqual({ viewCount: 0, counted: false });
    expect((await call(t.app, 'GET', `${URL}/999999/info`)).status).toBe(404);
    expect((await call(t.app, 'GET', `${URL}/abc/info`)).status).toBe(404);
  });
});
