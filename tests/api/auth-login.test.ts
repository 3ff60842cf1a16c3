// POST /api/auth/login by account and password (username, phone or e-mail), by phone and code, and
// the lockout after repeated failures. Sub-account login is in sub-accounts.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, ageLimits, call, expectMessage, makeApp, nextPhone, registerOrganizer, type TestApp } from './harness';

const URL = '/api/auth/login';
const MAX = 3;

describe.each(DATABASES)('login (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000, loginMaxFailures: MAX } });
  });
  afterAll(() => t.close());

  it('seeds the super admin `admin` once, with SUPER_ADMIN_PASSWORD', async () => {
    const r = await call(t.app, 'POST', URL, { body: { method: 'account', account: 'admin', password: 'admin-pass-1' } });
    expect(r.status).toBe(200);
    expect(r.body.user).toMatchObject({ username: 'admin', role: 'SUPER_ADMIN', status: 'active' });
    await t.restart();
    const rows = await t.db.query("SELECT id FROM users WHERE username = 'admin'");
    expect(rows).toHaveLength(1);
    expect((await call(t.app, 'POST', URL, { body: { method: 'account', account: 'admin', password: 'admin-pass-1' } })).status).toBe(200);
  });

  it('logs in by username, phone or e-mail with the password; answers token and user, records the login time', async () => {
    const o = await registerOrganizer(t, 'loginuser', 'pass-word-1');
    await t.db.query("UPDATE users SET email = 'login.user@example.com' WHERE id = $1", [o.user.id]);
    for (const account of ['loginuser', o.phone, 'Login.User@Example.com']) {
      const r = await call(t.app, 'POST', URL, { body: { method: 'account', account, password: 'pass-word-1' } });
      expect(r.status, account).toBe(200);
      expect(r.body.message).toBe('登录成功');
      expect(r.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(r.body.data).toEqual({ token: r.body.token, user: r.body.user });
      expect(r.body.user).toMatchObject({ id: o.user.id, username: 'loginuser', role: 'ORGANIZER' });
      expect(Date.now() - Date.parse(r.body.user.lastLoginTime)).toBeLessThan(60_000);
    }
    const en = await call(t.app, 'POST', URL, { lang: 'en', body: { account: 'loginuser', password: 'pass-word-1' } });
    expect([en.status, en.body.message]).toEqual([200, 'Logged in']);
    const [row] = await t.db.query('SELECT last_login_time FROM users WHERE id = $1', [o.user.id]);
    expect(row.last_login_time).not.toBeNull();
  });

  it('refuses a wrong password and an unknown account with the same message', async () => {
    await registerOrganizer(t, 'wrongpw', 'right-pass');
    await expectMessage(t.app, 'POST', URL, { body: { method: 'account', account: 'wrongpw', password: 'wrong-pass' } }, 400, '登录失败，请检查用户名和密码', 'Login failed, please check your username and password');
    await expectMessage(t.app, 'POST', URL, { body: { method: 'account', account: 'nobody-here', password: 'whatever' } }, 400, '登录失败，请检查用户名和密码', 'Login failed, please check your username and password');
  });

  const refusals: Array<[string, Record<string, unknown>, string, string]> = [
    ['account missing', { method: 'account', password: 'x' }, '请输入账号', 'Please enter your account'],
    ['password missing', { method: 'account', account: 'someone' }, '请输入密码', 'Please enter your password'],
    ['unknown method', { method: 'wechat', account: 'a', password: 'b' }, '登录方式的取值无效', 'Login method has an invalid value'],
    ['phone missing (phone method)', { method: 'phone', verificationCode: '123456' }, '请输入手机号', 'Please enter a phone number'],
    ['phone malformed', { method: 'phone', phone: '1234', verificationCode: '123456' }, '请输入正确的手机号码', 'Please enter a valid mobile number'],
    ['code missing (phone method)', { method: 'phone', phone: '13800000000' }, '请输入验证码', 'Please enter the verification code'],
    ['code not 6 digits', { method: 'phone', phone: '13800000000', verificationCode: '12345' }, '验证码为6位数字', 'The verification code is 6 digits'],
    ['master account missing', { method: 'subAccount', subAccount: 's', authToken: 't' }, '请输入主账号', 'Please enter the master account'],
    ['sub-account missing', { method: 'subAccount', masterAccount: 'm', authToken: 't' }, '请输入子账号', 'Please enter the sub-account'],
    ['auth token missing', { method: 'subAccount', masterAccount: 'm', subAccount: 's' }, '请输入授权码', 'Please enter the auth token'],
    ['unknown field', { method: 'account', account: 'a', password: 'b', role: 'SUPER_ADMIN' }, '不支持的字段：role', 'Unsupported field: role'],
  ];
  it.each(refusals)('refuses: %s (zh and en)', async (_n, body, zh, en) => {
    const r = await expectMessage(t.app, 'POST', URL, { body }, 400, zh, en);
    expect(r.zh.body.token).toBeUndefined();
  });

  it('logs in by phone and code; the code works once; an unregistered phone is told so', async () => {
    const o = await registerOrganizer(t, 'phonelogin');
    // the registration code was sent just now: step past the 60 s resend wait
    await ageLimits(t, `code:${o.phone}`, 61);
    expect((await call(t.app, 'POST', '/api/auth/send-code', { body: { recipient: o.phone, type: 'phone' } })).status).toBe(200);
    const code = t.lastCode(o.phone);
    const r = await call(t.app, 'POST', URL, { body: { method: 'phone', phone: o.phone, verificationCode: code } });
    expect(r.status).toBe(200);
    expect(r.body.user).toMatchObject({ id: o.user.id, username: 'phonelogin' });
    await expectMessage(t.app, 'POST', URL, { body: { method: 'phone', phone: o.phone, verificationCode: code } }, 400, '请先获取验证码', 'Please request a verification code first');
    await expectMessage(t.app, 'POST', URL, { body: { method: 'phone', phone: nextPhone(), verificationCode: '123456' } }, 400, '该手机号未注册', 'This phone number is not registered');
  });

  it('refuses a disabled account even with the right password', async () => {
    const o = await registerOrganizer(t, 'disabled1', 'right-pass');
    await t.db.query("UPDATE users SET status = 'disabled' WHERE id = $1", [o.user.id]);
    await expectMessage(t.app, 'POST', URL, { body: { account: 'disabled1', password: 'right-pass' } }, 403, '账号已被禁用，请联系管理员', 'This account has been disabled, please contact the administrator');
  });

  it(`locks an account after ${MAX} failures for the lock time; a success resets the count`, async () => {
    await registerOrganizer(t, 'lockme', 'right-pass');
    const wrong = () => call(t.app, 'POST', URL, { body: { account: 'lockme', password: 'wrong-pass' } });
    const right = () => call(t.app, 'POST', URL, { body: { account: 'lockme', password: 'right-pass' } });
    // failures below the limit, then a success: the count starts again
    for (let i = 0; i < MAX - 1; i++) expect((await wrong()).status).toBe(400);
    expect((await right()).status).toBe(200);
    for (let i = 0; i < MAX; i++) expect((await wrong()).status).toBe(400);
    await expectMessage(t.app, 'POST', URL, { body: { account: 'lockme', password: 'right-pass' } }, 429,
      '登录失败次数过多，账号已锁定，请15分钟后再试', 'Too many failed logins: the account is locked, try again in 15 minutes');
    // another account is not affected
    expect((await call(t.app, 'POST', URL, { body: { account: 'admin', password: 'admin-pass-1' } })).status).toBe(200);
    // still locked 14 minutes on, open after the lock time
    await ageLimits(t, 'login:%', 14 * 60);
    expect((await right()).status).toBe(429);
    await ageLimits(t, 'login:%', 2 * 60);
    expect((await right()).status).toBe(200);
  });

  it('counts failures per account, whichever identifier (username, phone, e-mail) was typed', async () => {
    const o = await registerOrganizer(t, 'manyids', 'right-pass');
    await t.db.query("UPDATE users SET email = 'many.ids@example.com' WHERE id = $1", [o.user.id]);
    const ids = ['manyids', o.phone, 'many.ids@example.com'];
    for (let i = 0; i < MAX; i++) expect((await call(t.app, 'POST', URL, { body: { account: ids[i % 3], password: 'nope-nope' } })).status).toBe(400);
    for (const account of ids) expect((await call(t.app, 'POST', URL, { body: { account, password: 'right-pass' } })).status, account).toBe(429);
  });
});

describe.each(DATABASES)('login failures held back per source, progressively (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { loginDelayAfter: 2, loginMaxFailures: 5 } });
  });
  afterAll(() => t.close());

  it('after 2 failures a source waits 1 s, 2 s, 4 s between tries, then 15 minutes; the owner elsewhere logs in', async () => {
    await registerOrganizer(t, 'slowdown', 'right-pass');
    const ip = '10.20.0.1';
    const wrong = () => call(t.app, 'POST', URL, { body: { account: 'slowdown', password: 'wrong-pass' }, ip });
    const waits = (seconds: number) => expectMessage(t.app, 'POST', URL, { body: { account: 'slowdown', password: 'wrong-pass' }, ip }, 429,
      `登录失败次数较多，请${seconds}秒后再试`, `Several failed logins: please try again in ${seconds} seconds`);
    for (let i = 0; i < 2; i++) expect((await wrong()).status).toBe(400);
    for (const seconds of [1, 2, 4]) {
      await waits(seconds);
      await ageLimits(t, `login:%@${ip}`, seconds);
      expect((await wrong()).status).toBe(400);
    }
    // the fifth failure: this source waits the lock time, even with the right password
    await expectMessage(t.app, 'POST', URL, { body: { account: 'slowdown', password: 'right-pass' }, ip }, 429,
      '登录失败次数过多，账号已锁定，请15分钟后再试', 'Too many failed logins: the account is locked, try again in 15 minutes');
    expect((await call(t.app, 'POST', URL, { body: { account: 'slowdown', password: 'right-pass' }, ip: '10.20.0.2' })).status).toBe(200);
    expect((await call(t.app, 'POST', URL, { body: { account: 'slowdown', password: 'right-pass' } })).status).toBe(200);
  });
});
