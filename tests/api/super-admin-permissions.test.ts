// Every super-admin call of this area, named one by one: anonymous callers get 401, organizers
// (and their sub-accounts) 403 with the spec's message, and a refused call changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, loginAdmin, makeApp, registerOrganizer, type TestApp } from './harness';
import { NOT_LOGGED_IN } from './cast.fixtures';

const SUPER_ONLY = ['您没有权限访问超级管理员后台', 'You do not have permission to access the super-admin console'] as const;

describe.each(DATABASES)('super-admin permission matrix (%s)', (kind) => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof registerOrganizer>>;
  let victim: Awaited<ReturnType<typeof registerOrganizer>>;
  let sub: string;
  let admin: string;
  let reportId: number;
  const calls = (): Array<[string, string, unknown?]> => [
    ['GET', '/api/super-admin/organizer-users?page=1&size=10'],
    ['GET', '/api/super-admin/organizer-users/stats'],
    ['PUT', `/api/super-admin/organizer-users/${victim.user.id}/disable`],
    ['PUT', `/api/super-admin/organizer-users/${victim.user.id}/enable`],
    ['DELETE', `/api/super-admin/organizer-users/${victim.user.id}`],
    ['GET', '/api/verification-codes'],
    ['GET', '/api/reports?page=0&size=10'],
    ['GET', '/api/reports/statistics'],
    ['GET', '/api/reports/search?keyword=x'],
    ['GET', `/api/reports/${reportId}`],
    ['PUT', `/api/reports/${reportId}`, { status: 'RESOLVED' }],
    ['PUT', '/api/reports/batch-status', { ids: [reportId], status: 'RESOLVED' }],
    ['DELETE', `/api/reports/${reportId}`],
    ['GET', '/api/super-admin/dashboard?range=week'],
  ];
  const snapshot = async () => [await t.db.query('SELECT id, status FROM users ORDER BY id'), await t.db.query('SELECT id, status FROM reports ORDER BY id')];

  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    org = await registerOrganizer(t, 'matrixorg', 'org-pass-1');
    victim = await registerOrganizer(t, 'matrixvictim');
    admin = await loginAdmin(t);
    const s = await call(t.app, 'POST', '/api/auth/sub-accounts', { token: org.token, body: { username: 'matrixstaff' } });
    sub = (await call(t.app, 'POST', '/api/auth/login', { body: { method: 'subAccount', masterAccount: 'matrixorg', subAccount: 'matrixstaff', authToken: s.body.data.authToken } })).body.token;
    reportId = (await call(t.app, 'POST', '/api/reports', { ip: '10.7.7.7', body: { description: 'a report for the matrix' } })).body.data.id;
  });
  afterAll(() => t.close());

  it('anonymous callers get 401 on every call, and nothing changes', async () => {
    const before = await snapshot();
    for (const [m, u, body] of calls()) await expectMessage(t.app, m, u, { body }, 401, ...NOT_LOGGED_IN);
    expect(await snapshot()).toEqual(before);
  });

  it('an organizer and its sub-account get 403 on every call, and nothing changes', async () => {
    const before = await snapshot();
    for (const token of [org.token, sub]) for (const [m, u, body] of calls()) await expectMessage(t.app, m, u, { body, token }, 403, ...SUPER_ONLY);
    expect(await snapshot()).toEqual(before);
  });

  it('an organizer cannot disable itself or another organizer through any path', async () => {
    for (const id of [org.user.id, victim.user.id]) {
      expect((await call(t.app, 'PUT', `/api/super-admin/organizer-users/${id}/disable`, { token: org.token })).status).toBe(403);
    }
    expect((await call(t.app, 'GET', '/api/auth/current-user', { token: victim.token })).status).toBe(200);
  });

  it('the super admin gets through on every call', async () => {
    for (const [m, u, body] of calls()) {
      const r = await call(t.app, m, u, { body, token: admin });
      expect(r.status, `${m} ${u} ${JSON.stringify(r.body)}`).toBe(200);
    }
  });
});
