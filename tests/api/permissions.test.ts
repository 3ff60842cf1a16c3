// Who may call what, for every declared route (read from the route table, so a new route is covered
// at once): no token, expired, forged and revoked tokens, the wrong role, the wrong user; access is
// checked before validation. Also the security headers and that no answer carries a secret.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable, type RouteDef } from '../../src/server/http/route';
import { DATABASES, call, decodeToken, expectMessage, expiredToken, forgedToken, loginAdmin, makeApp, registerOrganizer, type TestApp } from './harness';
import { NOT_LOGGED_IN, ADMIN_ONLY } from './cast.fixtures';

const EXPIRED = ['登录已过期，请重新登录', 'Your session has expired, please log in again'] as const;
const SUPER_ONLY = ['您没有权限访问超级管理员后台', 'You do not have permission to access the super-admin console'] as const;
const FORBIDDEN = ['没有操作权限，请联系管理员申请权限', 'You do not have permission for this operation, please ask an administrator'] as const;

describe.each(DATABASES)('permissions (%s)', (kind) => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof registerOrganizer>>;
  let rival: Awaited<ReturnType<typeof registerOrganizer>>;
  let sub: string;
  let admin: string;
  let routes: RouteDef[];
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    org = await registerOrganizer(t, 'permorg', 'org-pass-1');
    rival = await registerOrganizer(t, 'permrival');
    admin = await loginAdmin(t);
    const s = await call(t.app, 'POST', '/api/auth/sub-accounts', { token: org.token, body: { username: 'permstaff' } });
    sub = (await call(t.app, 'POST', '/api/auth/login', { body: { method: 'subAccount', masterAccount: 'permorg', subAccount: 'permstaff', authToken: s.body.data.authToken } })).body.token;
    routes = routeTable.get(t.app) ?? [];
  });
  afterAll(() => t.close());

  /** A concrete URL for a route: path parameters filled with the organizer's own ids. */
  const urlOf = (r: RouteDef) => r.url.replace(':userId', String(org.user.id)).replace(/:(\w+)/g, (_, p) => (p === 'filename' ? 'x.png' : '1'));
  /** An invalid body where one is expected: a refusal must then come from the guard, not validation. */
  const bodyOf = (r: RouteDef) => (r.method === 'GET' || r.method === 'DELETE' ? undefined : { nonsense: true });
  const guarded = () => routes.filter((r) => r.access !== 'public');
  const freshOrgToken = async () => (await call(t.app, 'POST', '/api/auth/login', { body: { account: 'permorg', password: 'org-pass-1' } })).body.token as string;

  it('the route table has guarded routes of every kind', () => {
    const kinds = new Set(guarded().map((r) => (typeof r.access === 'object' ? ('self' in r.access ? 'self' : 'meeting') : r.access)));
    expect([...kinds].sort()).toEqual(['admin', 'meeting', 'participant', 'self', 'superAdmin', 'user']);
  });

  it('every guarded route refuses a call without a token (before validating the body)', async () => {
    for (const r of guarded()) await expectMessage(t.app, r.method as string, urlOf(r), { body: bodyOf(r) }, 401, ...NOT_LOGGED_IN);
  });

  it('every guarded route refuses an expired token', async () => {
    const token = expiredToken(t, org.token);
    for (const r of guarded()) await expectMessage(t.app, r.method as string, urlOf(r), { body: bodyOf(r), token }, 401, ...EXPIRED);
  });

  it('every guarded route refuses a forged token, even one claiming SUPER_ADMIN', async () => {
    const token = forgedToken(org.token, { role: 'SUPER_ADMIN' });
    for (const r of guarded()) await expectMessage(t.app, r.method as string, urlOf(r), { body: bodyOf(r), token }, 401, ...NOT_LOGGED_IN);
  });

  it('every guarded route refuses a revoked (logged out) token', async () => {
    const token = await freshOrgToken();
    expect((await call(t.app, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    for (const r of guarded()) await expectMessage(t.app, r.method as string, urlOf(r), { body: bodyOf(r), token }, 401, ...NOT_LOGGED_IN);
  });

  it('organizer-only routes refuse a sub-account (role USER)', async () => {
    const admins = guarded().filter((r) => r.access === 'admin');
    expect(admins.length).toBeGreaterThan(0);
    for (const r of admins) await expectMessage(t.app, r.method as string, urlOf(r), { body: bodyOf(r), token: sub }, 403, ...ADMIN_ONLY);
  });

  it('super-admin routes refuse an organizer and a sub-account', async () => {
    const supers = guarded().filter((r) => r.access === 'superAdmin');
    expect(supers.length).toBeGreaterThan(0);
    for (const r of supers) {
      for (const token of [org.token, sub]) await expectMessage(t.app, r.method as string, urlOf(r), { body: bodyOf(r), token }, 403, ...SUPER_ONLY);
    }
  });

  it('own-data routes refuse another organizer and a sub-account', async () => {
    const selfs = guarded().filter((r) => typeof r.access === 'object' && 'self' in r.access);
    expect(selfs.length).toBeGreaterThan(0);
    for (const r of selfs) {
      for (const token of [rival.token, sub]) await expectMessage(t.app, r.method as string, urlOf(r), { body: bodyOf(r), token }, 403, ...FORBIDDEN);
    }
  });

  it('the right caller gets past the guard on every route', async () => {
    // participant routes take a participant's token (tests/api/participant-accounts.test.ts lets the right one in)
    for (const r of guarded().filter((x) => x.access !== 'participant')) {
      // logout and refresh end the session they are called with: they get a session of their own
      const token = r.access === 'superAdmin' ? admin : /^\/api\/auth\/(logout|refresh)$/.test(r.url) ? await freshOrgToken() : org.token;
      const res = await call(t.app, r.method as string, urlOf(r), { body: bodyOf(r), token });
      expect([401, 403], `${r.method} ${r.url} answered ${res.status} ${JSON.stringify(res.body)}`).not.toContain(res.status);
      expect(res.status, `${r.method} ${r.url}`).toBeLessThan(500);
    }
    // logged-in-only routes take any role
    for (const r of guarded().filter((x) => x.access === 'user' && x.method === 'GET')) {
      expect((await call(t.app, 'GET', urlOf(r), { token: sub })).status, r.url).toBe(200);
    }
    expect((await call(t.app, 'GET', '/api/auth/current-user', { token: org.token })).status).toBe(200);
  });

  it('public routes ignore a forged or expired token instead of refusing', async () => {
    for (const token of [forgedToken(org.token), expiredToken(t, org.token), 'garbage']) {
      for (const r of routes.filter((x) => x.access === 'public')) {
        const res = await call(t.app, r.method as string, urlOf(r), { body: bodyOf(r), token });
        expect([401, 403], `${r.method} ${r.url}`).not.toContain(res.status);
        expect(res.status, `${r.method} ${r.url}`).toBeLessThan(500);
      }
    }
  });

  it('no answer of any GET route carries a secret, whoever asks', async () => {
    // call() fails on passwordHash, password_hash, subTokenHash or scrypt$ in any answer
    for (const token of [undefined, sub, org.token, admin]) {
      for (const r of routes.filter((x) => x.method === 'GET')) {
        const res = await call(t.app, 'GET', urlOf(r), { token });
        expect(res.status, r.url).toBeLessThan(500);
      }
    }
    const [{ n }] = await t.db.query("SELECT count(*)::int AS n FROM users WHERE password_hash LIKE 'scrypt$%'");
    expect(Number(n)).toBeGreaterThanOrEqual(3);
  });

  it('a token names its own session: another user’s session id does not help', async () => {
    const mine = decodeToken(org.token);
    const theirs = decodeToken(rival.token);
    const mixed = forgedToken(org.token, { sid: theirs.sid });
    expect((await call(t.app, 'GET', '/api/auth/current-user', { token: mixed })).status).toBe(401);
    expect(mine.sid).not.toBe(theirs.sid);
  });

  it('unknown API paths answer 404 in the caller’s language', async () => {
    await expectMessage(t.app, 'GET', '/api/no-such-thing', {}, 404, '请求的资源不存在', 'The requested resource does not exist');
    await expectMessage(t.app, 'DELETE', '/api/auth/login', {}, 404, '请求的资源不存在', 'The requested resource does not exist');
  });

  it('sends the security headers (helmet) on answers and on errors', async () => {
    for (const [url, token] of [['/api/health', undefined], ['/api/auth/current-user', undefined], ['/api/no-such-thing', undefined], ['/api/auth/current-user', org.token]] as const) {
      const r = await call(t.app, 'GET', url, { token });
      const h = r.headers;
      expect(h['content-security-policy'], url).toContain("default-src 'self'");
      expect(h['content-security-policy'], url).toContain("object-src 'none'");
      expect(h['content-security-policy'], url).toContain("frame-ancestors 'self'");
      expect(h['x-content-type-options'], url).toBe('nosniff');
      expect(h['x-frame-options'], url).toBe('SAMEORIGIN');
      // plain HTTP here: HSTS only over HTTPS (security-hygiene.test.ts)
      expect(h['strict-transport-security'], url).toBeUndefined();
      expect(h['referrer-policy'], url).toBe('no-referrer');
      expect(h['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(h['x-powered-by'], url).toBeUndefined();
    }
  });
});
