// Signed tokens and their server-side sessions: expiry from the token, remember me, logout, password
// change and account disable revoking at once, expired and forged tokens refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, decodeToken, expectMessage, expiredToken, forgedToken, makeApp, registerOrganizer, type TestApp } from './harness';
import { NOT_LOGGED_IN } from './cast.fixtures';

const EXPIRED = ['登录已过期，请重新登录', 'Your session has expired, please log in again'] as const;
const DISABLED = ['账号已被禁用，请联系管理员', 'This account has been disabled, please contact the administrator'] as const;

describe.each(DATABASES)('sessions (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
  });
  afterAll(() => t.close());

  const login = async (account: string, password: string, rememberMe?: boolean) => {
    const r = await call(t.app, 'POST', '/api/auth/login', { body: { method: 'account', account, password, rememberMe } });
    expect(r.status).toBe(200);
    return r.body.token as string;
  };
  const me = (token?: string) => call(t.app, 'GET', '/api/auth/current-user', { token });

  it('the token is a JWT carrying user, role, session and an expiry 24 hours out, matching its session row', async () => {
    const o = await registerOrganizer(t, 'tokenuser', 'pass-1234');
    const token = await login('tokenuser', 'pass-1234');
    const [h, , sig] = token.split('.');
    expect(JSON.parse(Buffer.from(h, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(sig.length).toBeGreaterThan(20);
    const p = decodeToken(token);
    expect(p).toMatchObject({ sub: o.user.id, role: 'ORGANIZER' });
    expect(p.exp - Date.now() / 1000).toBeGreaterThan(24 * 3600 - 60);
    expect(p.exp - Date.now() / 1000).toBeLessThan(24 * 3600 + 60);
    const [s] = await t.db.query('SELECT user_id, expires_at, remember_me, revoked_at FROM sessions WHERE id = $1', [p.sid]);
    expect(s).toMatchObject({ user_id: o.user.id, remember_me: false, revoked_at: null });
    expect(Math.abs(new Date(s.expires_at).getTime() / 1000 - p.exp)).toBeLessThan(2);
    const r = await me(token);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ id: o.user.id, userId: o.user.id, username: 'tokenuser', role: 'ORGANIZER', status: 'active' });
    const info = await call(t.app, 'GET', '/api/user/info', { token });
    expect([info.status, info.body.data.username]).toEqual([200, 'tokenuser']);
  });

  it('remember me makes a 7-day session', async () => {
    await registerOrganizer(t, 'rememberme', 'pass-1234');
    const p = decodeToken(await login('rememberme', 'pass-1234', true));
    expect(p.exp - Date.now() / 1000).toBeGreaterThan(7 * 86400 - 60);
    expect(p.exp - Date.now() / 1000).toBeLessThan(7 * 86400 + 60);
    const [s] = await t.db.query('SELECT remember_me FROM sessions WHERE id = $1', [p.sid]);
    expect(s.remember_me).toBe(true);
  });

  it('refuses no token, an expired token, a forged token, a tampered payload and garbage', async () => {
    const { token } = await registerOrganizer(t, 'badtokens');
    const [h, , s] = token.split('.');
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...decodeToken(token), role: 'SUPER_ADMIN' })).toString('base64url')}.${s}`;
    await expectMessage(t.app, 'GET', '/api/auth/current-user', {}, 401, ...NOT_LOGGED_IN);
    await expectMessage(t.app, 'GET', '/api/auth/current-user', { token: expiredToken(t, token) }, 401, ...EXPIRED);
    for (const bad of [forgedToken(token), tampered, 'garbage', `${h}.e30.${s}`, 'a.b.c']) {
      await expectMessage(t.app, 'GET', '/api/auth/current-user', { token: bad }, 401, ...NOT_LOGGED_IN);
    }
    // a bearer header with nothing after it is no token
    const r = await call(t.app, 'GET', '/api/auth/current-user', { headers: { authorization: 'Bearer ' } });
    expect(r.status).toBe(401);
    expect((await me(token)).status).toBe(200);
  });

  it('refuses a token whose session expired on the server, even if its exp is later', async () => {
    const { token } = await registerOrganizer(t, 'sessionexp');
    await t.db.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1", [decodeToken(token).sid]);
    await expectMessage(t.app, 'GET', '/api/auth/current-user', { token }, 401, ...NOT_LOGGED_IN);
  });

  it('logout revokes that session at once, and only that one', async () => {
    await registerOrganizer(t, 'logoutuser', 'pass-1234');
    const a = await login('logoutuser', 'pass-1234');
    const b = await login('logoutuser', 'pass-1234');
    const r = await call(t.app, 'POST', '/api/auth/logout', { token: a, lang: 'en' });
    expect([r.status, r.body.message]).toEqual([200, 'Logged out']);
    const [s] = await t.db.query('SELECT revoked_at FROM sessions WHERE id = $1', [decodeToken(a).sid]);
    expect(s.revoked_at).not.toBeNull();
    await expectMessage(t.app, 'GET', '/api/auth/current-user', { token: a }, 401, ...NOT_LOGGED_IN);
    expect((await call(t.app, 'POST', '/api/auth/logout', { token: a })).status).toBe(401);
    expect((await me(b)).status).toBe(200);
    const zh = await call(t.app, 'POST', '/api/auth/logout', { token: b });
    expect([zh.status, zh.body.message]).toEqual([200, '退出登录成功']);
    await expectMessage(t.app, 'POST', '/api/auth/logout', {}, 401, ...NOT_LOGGED_IN);
  });

  it('a password change revokes every session; the old password stops working', async () => {
    const o = await registerOrganizer(t, 'changepw', 'old-pass-1');
    const other = await login('changepw', 'old-pass-1');
    const URL = '/api/user/change-password';
    const [{ password_hash: before }] = await t.db.query('SELECT password_hash FROM users WHERE id = $1', [o.user.id]);
    const refusals: Array<[Record<string, unknown>, string, string]> = [
      [{ oldPassword: 'wrong-pass', newPassword: 'new-pass-1' }, '原密码错误', 'The current password is wrong'],
      [{ newPassword: 'new-pass-1' }, '请输入原密码', 'Please enter your current password'],
      [{ oldPassword: 'old-pass-1' }, '请输入密码', 'Please enter a password'],
      [{ oldPassword: 'old-pass-1', newPassword: '12345' }, '密码长度不能少于6位', 'The password must be at least 6 characters'],
      [{ oldPassword: 'old-pass-1', newPassword: 'new-pass-1', role: 'SUPER_ADMIN' }, '不支持的字段：role', 'Unsupported field: role'],
    ];
    for (const [body, zh, en] of refusals) await expectMessage(t.app, 'POST', URL, { token: o.token, body }, 400, zh, en);
    const [{ password_hash: still }] = await t.db.query('SELECT password_hash FROM users WHERE id = $1', [o.user.id]);
    expect(still).toBe(before);
    expect((await me(o.token)).status).toBe(200);

    const r = await call(t.app, 'POST', URL, { token: o.token, body: { oldPassword: 'old-pass-1', newPassword: 'new-pass-1' } });
    expect([r.status, r.body.message]).toEqual([200, '密码修改成功，请重新登录']);
    const [{ password_hash: after }] = await t.db.query('SELECT password_hash FROM users WHERE id = $1', [o.user.id]);
    expect(after).toMatch(/^scrypt\$/);
    expect(after).not.toBe(before);
    for (const token of [o.token, other]) await expectMessage(t.app, 'GET', '/api/auth/current-user', { token }, 401, ...NOT_LOGGED_IN);
    expect((await call(t.app, 'POST', '/api/auth/login', { body: { account: 'changepw', password: 'old-pass-1' } })).status).toBe(400);
    expect((await me(await login('changepw', 'new-pass-1'))).status).toBe(200);
    await expectMessage(t.app, 'POST', URL, { body: { oldPassword: 'a', newPassword: 'bbbbbb' } }, 401, ...NOT_LOGGED_IN);
  });

  it('disabling the account refuses its token at once', async () => {
    const o = await registerOrganizer(t, 'tobedisabled');
    expect((await me(o.token)).status).toBe(200);
    await t.db.query("UPDATE users SET status = 'disabled' WHERE id = $1", [o.user.id]);
    await expectMessage(t.app, 'GET', '/api/auth/current-user', { token: o.token }, 401, ...DISABLED);
    expect((await call(t.app, 'GET', '/api/user/info', { token: o.token })).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/user/update', { token: o.token, body: { name: '张三', gender: '男' } })).status).toBe(401);
    const [row] = await t.db.query('SELECT name FROM users WHERE id = $1', [o.user.id]);
    expect(row.name).toBeNull();
  });

  it('a token signed for a user that no longer exists is refused', async () => {
    const o = await registerOrganizer(t, 'deleteduser');
    await t.db.query('DELETE FROM users WHERE id = $1', [o.user.id]);
    await expectMessage(t.app, 'GET', '/api/auth/current-user', { token: o.token }, 401, ...NOT_LOGGED_IN);
  });
});
