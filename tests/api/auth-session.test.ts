// The diagnostics page's calls (/test-user-management, spec 3 §2.9): GET /api/auth/session answers the
// caller's own session (who, role, expiry); POST /api/auth/refresh gives a new token for a session of the
// same length and the old token stops working; both need a login.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, decodeToken, expectMessage, makeApp, registerOrganizer, type TestApp } from './harness';

describe.each(DATABASES)('auth session and refresh (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
  });
  afterAll(() => t.close());

  it('answers who the token names, the role in the caller’s language and when it expires', async () => {
    const org = await registerOrganizer(t, `sess${kind}`);
    const r = await call(t.app, 'GET', '/api/auth/session', { token: org.token });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ role: 'ORGANIZER', roleText: '会务组', user: { username: `sess${kind}` } });
    expect(Math.abs(Date.parse(r.body.data.expiresAt) / 1000 - decodeToken(org.token).exp)).toBeLessThanOrEqual(1);
    expect(JSON.stringify(r.body)).not.toMatch(/passwordHash|password_hash/);
    const en = await call(t.app, 'GET', '/api/auth/session', { token: org.token, lang: 'en' });
    expect(en.body.data.roleText).toBe('Organizer');
  });

  it('refresh gives a working new token and ends the old one', async () => {
    const org = await registerOrganizer(t, `refr${kind}`);
    const r = await call(t.app, 'POST', '/api/auth/refresh', { token: org.token });
    expect([r.status, r.body.message]).toEqual([200, '登录已续期']);
    const fresh = r.body.data.token as string;
    expect(fresh).not.toBe(org.token);
    expect((await call(t.app, 'GET', '/api/auth/session', { token: fresh })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/auth/session', { token: org.token })).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/auth/refresh', { token: org.token })).status).toBe(401);
  });

  it('needs a login', async () => {
    await expectMessage(t.app, 'GET', '/api/auth/session', {}, 401, '未登录或登录已过期，请重新登录', 'Not logged in or the session has expired, please log in again');
    expect((await call(t.app, 'POST', '/api/auth/refresh', {})).status).toBe(401);
  });
});
