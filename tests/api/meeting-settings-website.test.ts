// The meeting settings' website section (spec 2 §2.3, §4, §8): publish / take offline, the status
// card's figures (views from the public counter, last update on publish), the preview rule (only
// while active, 网站未发布，无法预览 otherwise) and who may reach which meeting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, ageLimits, call, expectMessage, makeApp, type TestApp } from './harness';
import { MEETING_NOT_FOUND, NOT_LOGGED_IN, cast, type Organizer, STAFF_FORBIDDEN } from './cast.fixtures';
import { createMeeting } from './meetings.fixtures';

const NOT_PUBLISHED = ['网站未发布，无法预览', 'The website is not published and cannot be previewed'] as const;

describe.each(DATABASES)('meeting settings: website (%s)', (kind) => {
  let t: TestApp;
  let a: Organizer;
  let b: Organizer;
  let admin: string;
  let sub: string;
  let m: Record<string, any>;
  const url = (id: number, rest = '') => `/api/co/meeting/${id}/website${rest}`;
  const status = (id: number) => `/api/co/meeting/${id}/website-status`;
  const stored = async (id: number) => (await t.db.query('SELECT website_status, website_last_update, view_count FROM meetings WHERE id = $1', [id]))[0];

  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    ({ a, b, admin, sub } = await cast(t, 'web'));
    m = await createMeeting(t, a.token, { title: '网站测试会议' });
  });
  afterAll(() => t.close());

  it('a new meeting’s website is a draft with no views and no last update', async () => {
    const r = await call(t.app, 'GET', url(m.id), { token: a.token });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ meetingId: m.id, title: '网站测试会议', websiteStatus: 'draft', websiteViews: 0, websiteLastUpdate: null, timeZone: 'Asia/Shanghai', previewToken: null, adminId: a.user.id, url: null });
    // the meeting itself answers the same fields (the entity carries them)
    const g = await call(t.app, 'GET', `/api/co/meeting/${m.id}`, { token: a.token });
    expect(g.body.data).toMatchObject({ websiteStatus: 'draft' });
  });

  it('publishing sets active and the last update; taking it offline sets draft and keeps the last update', async () => {
    const before = Date.now();
    const p = await expectMessage(t.app, 'PUT', status(m.id), { token: a.token, body: { websiteStatus: 'active' } }, 200, '网站已发布', 'Website published');
    expect(p.zh.body.data.websiteStatus).toBe('active');
    const row = await stored(m.id);
    expect(row.website_status).toBe('active');
    const last = new Date(row.website_last_update).getTime();
    expect(last).toBeGreaterThanOrEqual(before - 2000);
    expect(p.en.body.data.websiteLastUpdate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const d = await expectMessage(t.app, 'PUT', status(m.id), { token: a.token, body: { websiteStatus: 'draft' } }, 200, '网站已下线', 'Website taken offline');
    expect(d.en.body.data.websiteStatus).toBe('draft');
    const after = await stored(m.id);
    expect([after.website_status, new Date(after.website_last_update).getTime()]).toEqual(['draft', last]);
  });

  it('a bad status is refused with the field’s message and changes nothing', async () => {
    await call(t.app, 'PUT', status(m.id), { token: a.token, body: { websiteStatus: 'active' } });
    const before = await stored(m.id);
    for (const body of [{ websiteStatus: 'online' }, {}, { websiteStatus: 1 }]) {
      const r = await call(t.app, 'PUT', status(m.id), { token: a.token, body });
      expect(r.status).toBe(400);
      expect(r.body.errors[0].path).toBe('/websiteStatus');
    }
    expect(await stored(m.id)).toEqual(before);
  });

  it('the status card counts the public website’s views', async () => {
    await call(t.app, 'PUT', status(m.id), { token: a.token, body: { websiteStatus: 'active' } });
    const start = (await call(t.app, 'GET', url(m.id), { token: a.token })).body.data.websiteViews;
    for (let i = 0; i < 3; i++) expect((await call(t.app, 'POST', `/api/co/meeting/${m.id}/view`, { ip: `198.51.100.${i + 1}` })).status).toBe(200);
    expect((await call(t.app, 'GET', url(m.id), { token: a.token })).body.data.websiteViews).toBe(start + 3);
  });

  it('a visitor counts once a day, however many views arrive (100 at once); another browser or address counts apart', async () => {
    await call(t.app, 'PUT', status(m.id), { token: a.token, body: { websiteStatus: 'active' } });
    const views = async () => (await call(t.app, 'GET', url(m.id), { token: a.token })).body.data.websiteViews as number;
    const view = (ip: string, ua = 'Mozilla/5.0 test') => call(t.app, 'POST', `/api/co/meeting/${m.id}/view`, { ip, headers: { 'user-agent': ua } });
    const start = await views();
    const answers = await Promise.all(Array.from({ length: 100 }, () => view('203.0.113.50')));
    expect(answers.filter((r) => r.status === 200 && r.body.data.counted)).toHaveLength(1);
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(await views()).toBe(start + 1);
    expect((await view('203.0.113.50', 'Another browser')).body.data.counted).toBe(true);
    expect((await view('203.0.113.51')).body.data.counted).toBe(true);
    expect(await views()).toBe(start + 3);
    // a day on, the same visitor counts again
    await ageLimits(t, `visit:meeting:${m.id}:%`, 86_400);
    expect((await view('203.0.113.50')).body.data).toEqual({ viewCount: start + 4, counted: true });
  });

  it('preview: only with the meeting’s token, and only while the website is active', async () => {
    const tok = (await call(t.app, 'POST', `/api/co/meeting/${m.id}/generate-preview-token`, { token: a.token })).body.data.previewToken;
    expect(tok).toMatch(/^[A-Za-z0-9]{6}$/);
    expect((await call(t.app, 'GET', url(m.id), { token: a.token })).body.data.previewToken).toBe(tok);

    await call(t.app, 'PUT', status(m.id), { token: a.token, body: { websiteStatus: 'active' } });
    const ok = await call(t.app, 'GET', url(m.id, `/preview?token=${tok}`));
    expect([ok.status, ok.body.data.id, ok.body.data.title, ok.body.data.websiteStatus]).toEqual([200, m.id, '网站测试会议', 'active']);
    expect(ok.body.data.previewToken).toBeUndefined();

    await call(t.app, 'PUT', status(m.id), { token: a.token, body: { websiteStatus: 'draft' } });
    await expectMessage(t.app, 'GET', url(m.id, `/preview?token=${tok}`), {}, 403, ...NOT_PUBLISHED);
    // the owner is refused too: the rule is the website's state, not who asks
    await expectMessage(t.app, 'GET', url(m.id, `/preview?token=${tok}`), { token: a.token }, 403, ...NOT_PUBLISHED);
    // a wrong or missing token names nothing, whatever the state
    await call(t.app, 'PUT', status(m.id), { token: a.token, body: { websiteStatus: 'active' } });
    const wrong = tok === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    expect((await call(t.app, 'GET', url(m.id, `/preview?token=${wrong}`))).status).toBe(404);
    expect((await call(t.app, 'GET', url(m.id, '/preview'))).status).toBe(404);
    expect((await call(t.app, 'GET', url(987654, `/preview?token=${tok}`))).status).toBe(404);
  });

  it('organizer B gets 404 on A’s website calls and changes nothing; a super admin reaches it', async () => {
    const before = await stored(m.id);
    await expectMessage(t.app, 'GET', url(m.id), { token: b.token }, 404, ...MEETING_NOT_FOUND);
    await expectMessage(t.app, 'PUT', status(m.id), { token: b.token, body: { websiteStatus: 'draft' } }, 404, ...MEETING_NOT_FOUND);
    await expectMessage(t.app, 'GET', url(987654), { token: a.token }, 404, ...MEETING_NOT_FOUND);
    await expectMessage(t.app, 'GET', '/api/co/meeting/abc/website', { token: a.token }, 404, ...MEETING_NOT_FOUND);
    expect(await stored(m.id)).toEqual(before);

    const g = await call(t.app, 'GET', url(m.id), { token: admin });
    expect([g.status, g.body.data.adminId]).toEqual([200, a.user.id]);
    const s = await call(t.app, 'PUT', status(m.id), { token: admin, body: { websiteStatus: 'draft' } });
    expect([s.status, (await stored(m.id)).website_status]).toEqual([200, 'draft']);
  });

  it('no token: 401; a staff sub-account (not an admin): 403 — before validating, nothing stored', async () => {
    const before = await stored(m.id);
    await expectMessage(t.app, 'GET', url(m.id), {}, 401, ...NOT_LOGGED_IN);
    await expectMessage(t.app, 'PUT', status(m.id), { body: { websiteStatus: 'bad' } }, 401, ...NOT_LOGGED_IN);
    await expectMessage(t.app, 'GET', url(m.id), { token: sub }, 403, ...STAFF_FORBIDDEN);
    await expectMessage(t.app, 'PUT', status(m.id), { token: sub, body: { websiteStatus: 'active' } }, 403, ...STAFF_FORBIDDEN);
    expect(await stored(m.id)).toEqual(before);
  });
});
