// POST /api/auth/register: by phone or e-mail with a code, agreement, password rules, role always
// ORGANIZER, logged in at once; every refusal in zh and en, and a refusal stores nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, decodeToken, expectMessage, makeApp, nextPhone, userCount, type TestApp } from './harness';

const URL = '/api/auth/register';

describe.each(DATABASES)('register (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
  });
  afterAll(() => t.close());

  async function codeFor(recipient: string, type: 'phone' | 'email' = 'phone') {
    const s = await call(t.app, 'POST', '/api/auth/send-code', { body: { recipient, type } });
    expect(s.status).toBe(200);
    return t.lastCode(recipient.toLowerCase());
  }
  const body = (over: Record<string, unknown> = {}) => ({
    username: 'newbie', password: 'secret123', confirmPassword: 'secret123', registerMode: 'phone', role: 'ORGANIZER',
    agreedToTerms: true, phone: '13800000001', verificationCode: '123456', ...over,
  });

  it('registers by phone: an ORGANIZER, logged in, password hashed with scrypt, code spent', async () => {
    const phone = nextPhone();
    const code = await codeFor(phone);
    const before = await userCount(t);
    const r = await call(t.app, 'POST', URL, { body: body({ username: 'phoneuser', phone, verificationCode: code }) });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('注册成功！');
    expect(r.body.data.token).toBe(r.body.token);
    expect(r.body.user).toMatchObject({ username: 'phoneuser', phone, role: 'ORGANIZER', status: 'active' });
    expect(r.body.user.userId).toBe(r.body.user.id);
    expect(decodeToken(r.body.token)).toMatchObject({ sub: r.body.user.id, role: 'ORGANIZER' });
    expect(await userCount(t)).toBe(before + 1);

    const [row] = await t.db.query('SELECT password_hash, role FROM users WHERE username = $1', ['phoneuser']);
    expect(row.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(row.password_hash).not.toContain('secret123');
    const [c] = await t.db.query('SELECT verified, verified_time FROM verification_codes WHERE phone = $1', [phone]);
    expect(c.verified).toBe(true);
    expect(c.verified_time).not.toBeNull();

    const me = await call(t.app, 'GET', '/api/auth/current-user', { token: r.body.token });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ username: 'phoneuser', role: 'ORGANIZER' });
  });

  it('registers by e-mail (stored lower-case) and answers in English', async () => {
    const code = await codeFor('Mixed.Case@Example.com', 'email');
    const r = await call(t.app, 'POST', URL, {
      lang: 'en',
      body: body({ username: 'mailuser', registerMode: 'email', phone: undefined, email: 'Mixed.Case@Example.com', verificationCode: code }),
    });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Registered!');
    expect(r.body.user).toMatchObject({ username: 'mailuser', email: 'mixed.case@example.com', role: 'ORGANIZER' });
    expect(r.body.user.phone ?? null).toBeNull();
  });

  it('assigns ORGANIZER when role is left out, and confirmPassword is optional', async () => {
    const phone = nextPhone();
    const code = await codeFor(phone);
    const r = await call(t.app, 'POST', URL, { body: body({ username: 'norole', phone, verificationCode: code, role: undefined, confirmPassword: undefined }) });
    expect(r.status).toBe(200);
    expect(r.body.user.role).toBe('ORGANIZER');
  });

  it('a code works once', async () => {
    const phone = nextPhone();
    const code = await codeFor(phone);
    expect((await call(t.app, 'POST', URL, { body: body({ username: 'once1', phone, verificationCode: code }) })).status).toBe(200);
    const before = await userCount(t);
    await expectMessage(t.app, 'POST', URL, { body: body({ username: 'once2', phone: nextPhone(), verificationCode: code }) }, 400, '请先获取验证码', 'Please request a verification code first');
    await expectMessage(t.app, 'POST', URL, { body: body({ username: 'once3', phone, verificationCode: code }) }, 400, '该手机号已注册', 'This phone number is already registered');
    expect(await userCount(t)).toBe(before);
  });

  const refusals: Array<[string, Record<string, unknown>, string, string, string?]> = [
    ['username missing', { username: undefined }, '请输入用户名', 'Please enter a username', '/username'],
    ['username too short', { username: 'a' }, '用户名长度不能少于2个字符', 'The username must be at least 2 characters', '/username'],
    ['username too long', { username: 'a'.repeat(33) }, '用户名长度不能超过32个字符', 'The username must be at most 32 characters'],
    ['username with spaces', { username: 'a b!' }, '用户名只能包含字母、数字、下划线、减号或中文', 'The username may contain only letters, digits, underscores, hyphens or Chinese characters'],
    ['password missing', { password: undefined, confirmPassword: undefined }, '请输入密码', 'Please enter a password', '/password'],
    ['password under 6', { password: '12345', confirmPassword: '12345' }, '密码长度不能少于6位', 'The password must be at least 6 characters', '/password'],
    ['password over 64', { password: 'x'.repeat(65), confirmPassword: 'x'.repeat(65) }, '密码长度不能超过64位', 'The password must be at most 64 characters'],
    ['confirm differs', { confirmPassword: 'secret124' }, '两次输入的密码不一致', 'The two passwords do not match', '/confirmPassword'],
    ['agreement not ticked', { agreedToTerms: false }, '请先同意用户协议和隐私政策', 'Please agree to the user agreement and privacy policy first', '/agreedToTerms'],
    ['agreement missing', { agreedToTerms: undefined }, '请先同意用户协议和隐私政策', 'Please agree to the user agreement and privacy policy first'],
    ['register mode missing', { registerMode: undefined }, '请选择注册方式', 'Please choose how to register'],
    ['register mode unknown', { registerMode: 'wechat' }, '请选择注册方式', 'Please choose how to register'],
    ['role other than ORGANIZER', { role: 'SUPER_ADMIN' }, '注册只能创建会务组账号', 'Registration can only create organizer accounts', '/role'],
    ['phone missing (phone mode)', { phone: undefined }, '请输入手机号', 'Please enter a phone number', '/phone'],
    ['phone malformed', { phone: '12345' }, '请输入正确的手机号码', 'Please enter a valid mobile number', '/phone'],
    ['e-mail missing (e-mail mode)', { registerMode: 'email', phone: undefined }, '请输入邮箱', 'Please enter an e-mail address', '/email'],
    ['e-mail malformed', { registerMode: 'email', phone: undefined, email: 'not-an-email' }, '请输入正确的邮箱地址', 'Please enter a valid e-mail address', '/email'],
    ['code missing', { verificationCode: undefined }, '请输入验证码', 'Please enter the verification code', '/verificationCode'],
    ['code not 6 digits', { verificationCode: '12ab' }, '验证码为6位数字', 'The verification code is 6 digits', '/verificationCode'],
    ['unknown field', { status: 'active' }, '不支持的字段：status', 'Unsupported field: status'],
    ['no code requested', { phone: '13700000009' }, '请先获取验证码', 'Please request a verification code first', '/verificationCode'],
  ];
  it.each(refusals)('refuses: %s (zh and en), storing nothing', async (_name, over, zh, en, path) => {
    const before = await userCount(t);
    const r = await expectMessage(t.app, 'POST', URL, { body: body(over) }, 400, zh, en);
    if (path) expect(r.zh.body.errors?.[0]).toEqual({ path, message: zh });
    expect(await userCount(t)).toBe(before);
  });

  it('refuses a wrong code, and a taken username or e-mail, storing nothing', async () => {
    const phone = nextPhone();
    const code = await codeFor(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const before = await userCount(t);
    await expectMessage(t.app, 'POST', URL, { body: body({ username: 'wrongcode', phone, verificationCode: wrong }) }, 400, '验证码错误', 'Wrong verification code');
    await expectMessage(t.app, 'POST', URL, { body: body({ username: 'admin', phone, verificationCode: code }) }, 400, '用户名已存在', 'This username is already taken');
    await expectMessage(
      t.app, 'POST', URL, { body: body({ username: 'mailtaken', registerMode: 'email', phone: undefined, email: 'MIXED.case@example.com', verificationCode: code }) },
      400, '该邮箱已注册', 'This e-mail address is already registered',
    );
    expect(await userCount(t)).toBe(before);
    // the refusals above did not spend the code
    const ok = await call(t.app, 'POST', URL, { body: body({ username: 'afterall', phone, verificationCode: code }) });
    expect(ok.status).toBe(200);
  });

  it('a username may not be a phone number, nor a phone another user’s username: login by account finds one user', async () => {
    const phone = nextPhone();
    const code = await codeFor(phone);
    const before = await userCount(t);
    const r = await expectMessage(t.app, 'POST', URL, { body: body({ username: nextPhone(), phone, verificationCode: code }) }, 400, '用户名不能是手机号', 'A username cannot be a phone number');
    expect(r.zh.body.errors?.[0]?.path).toBe('/username');
    // an older account whose username is a phone number (made before this rule) keeps it to itself
    const legacy = nextPhone();
    await t.db.query("INSERT INTO users (username, role, status) VALUES ($1, 'ORGANIZER', 'active')", [legacy]);
    const legacyCode = await codeFor(legacy);
    await expectMessage(t.app, 'POST', URL, { body: body({ username: 'phoneclash', phone: legacy, verificationCode: legacyCode }) }, 400, '该手机号已注册', 'This phone number is already registered');
    expect(await userCount(t)).toBe(before + 1);
  });

  it('refuses a body that is not JSON', async () => {
    const before = await userCount(t);
    for (const [lang, msg] of [['zh', '请求体不是合法的 JSON'], ['en', 'The request body is not valid JSON']]) {
      const r = await t.app.inject({ method: 'POST', url: URL, headers: { 'content-type': 'application/json', 'accept-language': lang }, payload: '{"username":' });
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe(msg);
    }
    expect(await userCount(t)).toBe(before);
  });
});
