// Who may reach which meeting: an organizer only its own (another's answers 404, as if it did not
// exist, and stays unchanged); a super admin every one; no token 401 except the public website
// calls; a staff sub-account (role USER) is refused like on every admin-centre call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, loginAdmin, makeApp, registerOrganizer, type TestApp } from './harness';
import { createMeeting, meetingCount, validMeeting } from './meetings.fixtures';
import { NOT_LOGGED_IN, ADMIN_ONLY, STAFF_FORBIDDEN } from './cast.fixtures';

const URL = '/api/co/meeting';
const NOT_FOUND = ['请求的资源不存在', 'The requested resource does not exist'] as const;

describe.each(DATABASES)('meetings: permissions (%s)', (kind) => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof registerOrganizer>>;
  let b: Awaited<ReturnType<typeof registerOrganizer>>;
  let admin: string;
  let sub: string;
  let mine: Record<string, any>;
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    a = await registerOrganizer(t, 'orga');
    b = await registerOrganizer(t, 'orgb');
    admin = await loginAdmin(t);
    const s = await call(t.app, 'POST', '/api/auth/sub-accounts', { token: a.token, body: { username: 'orga-staff' } });
    sub = (await call(t.app, 'POST', '/api/auth/login', { body: { method: 'subAccount', masterAccount: 'orga', subAccount: 'orga-staff', authToken: s.body.data.authToken } })).body.token;
    mine = await createMeeting(t, a.token, { title: 'A 的会议' });
  });
  afterAll(() => t.close());

  const row = async (id: number) => JSON.stringify((await t.db.query('SELECT * FROM meetings WHERE id = $1', [id]))[0]);

  it('organizer B can neither read, change, draft over, preview nor delete A’s meeting: 404, nothing changes', async () => {
    const before = await row(mine.id);
    const tries: Array<[string, string, unknown?]> = [
      ['GET', `${URL}/${mine.id}`],
      ['PUT', `${URL}/${mine.id}`, validMeeting({ title: '被B改了' })],
      ['PUT', URL, { ...validMeeting({ title: '被B改了' }), id: mine.id }],
      ['POST', `${URL}/draft`, { id: mine.id, title: '被B存成草稿' }],
      ['POST', `${URL}/${mine.id}/generate-preview-token`],
      ['DELETE', `${URL}/${mine.id}`],
    ];
    for (const [method, url, body] of tries) await expectMessage(t.app, method, url, { token: b.token, body }, 404, ...NOT_FOUND);
    expect(await row(mine.id)).toBe(before);
    // the same answer as for a meeting that does not exist
    await expectMessage(t.app, 'GET', `${URL}/987654`, { token: b.token }, 404, ...NOT_FOUND);
  });

  it('B’s list holds none of A’s meetings, even when searching for them', async () => {
    const r = await call(t.app, 'GET', `${URL}/list?search=${encodeURIComponent('A 的会议')}`, { token: b.token });
    expect([r.status, r.body.totalItems, r.body.meetings]).toEqual([200, 0, []]);
  });

  it('a super admin reads, changes and deletes any organizer’s meeting; the owner stays the owner', async () => {
    const m = await createMeeting(t, b.token, { title: 'B 的会议' });
    expect((await call(t.app, 'GET', `${URL}/${m.id}`, { token: admin })).body.data).toMatchObject({ id: m.id, organizerId: b.user.id, organizerUsername: 'orgb' });
    const u = await call(t.app, 'PUT', `${URL}/${m.id}`, { token: admin, body: validMeeting({ title: '管理员改过' }) });
    expect([u.status, u.body.data.title, u.body.data.organizerId]).toEqual([200, '管理员改过', b.user.id]);
    const p = await call(t.app, 'POST', `${URL}/${m.id}/generate-preview-token`, { token: admin });
    expect(p.body.data.previewToken).toMatch(/^[A-Za-z0-9]{6}$/);
    const before = await meetingCount(t);
    expect((await call(t.app, 'DELETE', `${URL}/${m.id}`, { token: admin })).status).toBe(200);
    expect(await meetingCount(t)).toBe(before - 1);
    // a meeting the super admin creates is its own
    const own = await createMeeting(t, admin);
    expect(own.organizerId).not.toBe(a.user.id);
    expect((await call(t.app, 'GET', `${URL}/${own.id}`, { token: a.token })).status).toBe(404);
  });

  it('without a token every call but the website’s info and view answers 401, before validating', async () => {
    const guarded: Array<[string, string, unknown?]> = [
      ['GET', `${URL}/list`], ['GET', `${URL}/${mine.id}`], ['POST', URL, {}], ['PUT', URL, {}], ['PUT', `${URL}/${mine.id}`, {}],
      ['POST', `${URL}/draft`, {}], ['DELETE', `${URL}/${mine.id}`], ['POST', `${URL}/${mine.id}/generate-preview-token`],
    ];
    const before = await meetingCount(t);
    for (const [method, url, body] of guarded) await expectMessage(t.app, method, url, { body }, 401, ...NOT_LOGGED_IN);
    expect(await meetingCount(t)).toBe(before);
    expect((await call(t.app, 'GET', `${URL}/${mine.id}/info`)).status).toBe(200);
    expect((await call(t.app, 'POST', `${URL}/${mine.id}/view`)).status).toBe(200);
  });

  it('a staff sub-account without roles is refused its master’s meetings; deleting one is for the organizer only', async () => {
    for (const [method, url] of [['GET', `${URL}/list`], ['GET', `${URL}/${mine.id}`]] as const) {
      await expectMessage(t.app, method, url, { token: sub }, 403, ...STAFF_FORBIDDEN);
    }
    await expectMessage(t.app, 'DELETE', `${URL}/${mine.id}`, { token: sub }, 403, ...ADMIN_ONLY);
    expect(await row(mine.id)).toContain('A 的会议');
  });
});
