// Verification codes: 6 digits, 10 minutes, one use, 5 tries, recorded; send-code once per 60 s,
// N an hour per recipient and per IP (small limits here, the defaults are checked separately).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../src/server/limits';
import { DATABASES, ageLimits, call, expectMessage, loginAdmin, makeApp, nextPhone, registerOrganizer, userCount, type TestApp } from './harness';

const SEND = '/api/auth/send-code';
const PER_RECIPIENT = 3;
const PER_IP = 4;

it('the default limits are those of the issue and README’s Security section', () => {
  expect(DEFAULT_LIMITS).toMatchObject({
    codeTtlSeconds: 600, codeMaxTries: 5, codeResendSeconds: 60, codePerRecipientHour: 10, codePerIpHour: 30,
    loginMaxFailures: 10, loginWindowMinutes: 15, loginLockMinutes: 15, loginDelayAfter: 5, loginCaptchaAfter: 10,
    participantRegistrationsPerIpHour: 60,
  });
});

describe.each(DATABASES)('verification codes and send limits (%s)', (kind) => {
  let t: TestApp;
  let ipSeq = 0;
  const freshIp = () => `10.1.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerRecipientHour: PER_RECIPIENT, codePerIpHour: PER_IP } });
  });
  afterAll(() => t.close());

  const send = (recipient: string, type = 'phone', ip = freshIp()) => call(t.app, 'POST', SEND, { body: { recipient, type }, ip });
  const codes = async () => Number((await t.db.query('SELECT count(*)::int AS n FROM verification_codes'))[0].n);
  /** pretends the recipient's codes were sent `seconds` earlier */
  const age = async (recipient: string, seconds: number) => {
    await t.db.query(`UPDATE verification_codes SET send_time = send_time - ($2 || ' seconds')::interval WHERE phone = $1`, [recipient, String(seconds)]);
    await ageLimits(t, `code:${recipient}`, seconds);
  };
  const register = (phone: string, code: string, username = `r${Math.random().toString(36).slice(2, 8)}`) =>
    call(t.app, 'POST', '/api/auth/register', { body: { username, password: 'secret123', registerMode: 'phone', agreedToTerms: true, phone, verificationCode: code }, ip: freshIp() });

  it('sends a 6-digit code and records it (recipient, code, send time, verified, expired, verification time, environment)', async () => {
    const phone = nextPhone();
    const r = await send(phone);
    expect([r.status, r.body.message, r.body.data]).toEqual([200, '验证码已发送，请查收', { cooldown: 60 }]);
    expect(t.lastCode(phone)).toMatch(/^\d{6}$/);
    const [row] = await t.db.query('SELECT *, extract(epoch FROM expires_at - send_time) AS ttl FROM verification_codes WHERE phone = $1', [phone]);
    expect(row).toMatchObject({ phone, type: 'phone', code: t.lastCode(phone), verified: false, expired: false, verified_time: null, environment: 'dev' });
    expect(Math.abs(Date.now() - new Date(row.send_time).getTime())).toBeLessThan(60_000);
    expect(Math.round(Number(row.ttl))).toBe(600);
    const en = await call(t.app, 'POST', SEND, { lang: 'en', body: { recipient: 'Someone@Example.com', type: 'email' }, ip: freshIp() });
    expect([en.status, en.body.message]).toEqual([200, 'The verification code has been sent']);
    expect(t.sent.at(-1)).toMatchObject({ recipient: 'someone@example.com', type: 'email' });
  });

  const refusals: Array<[string, Record<string, unknown>, string, string]> = [
    ['recipient missing', { type: 'phone' }, '请输入手机号', 'Please enter a phone number'],
    ['recipient empty', { recipient: '', type: 'phone' }, '请输入手机号', 'Please enter a phone number'],
    ['e-mail missing for an e-mail code', { type: 'email' }, '请输入邮箱', 'Please enter an e-mail address'],
    ['phone malformed', { recipient: '23800000000', type: 'phone' }, '请输入正确的手机号码', 'Please enter a valid mobile number'],
    ['e-mail malformed', { recipient: 'nobody@', type: 'email' }, '请输入正确的邮箱地址', 'Please enter a valid e-mail address'],
    ['unknown type', { recipient: '13800000000', type: 'fax' }, '请选择验证码接收方式', 'Please choose how to receive the code'],
    ['unknown field', { recipient: '13800000000', type: 'phone', extra: 1 }, '不支持的字段：extra', 'Unsupported field: extra'],
  ];
  it.each(refusals)('refuses: %s (zh and en), sending and storing nothing', async (_n, body, zh, en) => {
    const before = [await codes(), t.sent.length];
    await expectMessage(t.app, 'POST', SEND, { body, ip: freshIp() }, 400, zh, en);
    expect([await codes(), t.sent.length]).toEqual(before);
  });

  it('sends once per 60 s to a recipient', async () => {
    const phone = nextPhone();
    expect((await send(phone)).status).toBe(200);
    const before = t.sent.length;
    const zh = await call(t.app, 'POST', SEND, { body: { recipient: phone, type: 'phone' }, ip: freshIp() });
    const en = await call(t.app, 'POST', SEND, { lang: 'en', body: { recipient: phone, type: 'phone' }, ip: freshIp() });
    // 60, or 59 when a slow machine crossed a second meanwhile
    expect([zh.status, en.status]).toEqual([429, 429]);
    expect(zh.body.message).toMatch(/^发送过于频繁，请(59|60)秒后再试$/);
    expect(en.body.message).toMatch(/^Too frequent, please try again in (59|60) seconds$/);
    expect(t.sent.length).toBe(before);
    await age(phone, 50);
    expect((await send(phone)).body.message).toMatch(/^发送过于频繁，请(9|10)秒后再试$/);
    await age(phone, 11);
    expect((await send(phone)).status).toBe(200);
  });

  it(`sends at most ${PER_RECIPIENT} an hour to a recipient`, async () => {
    const phone = nextPhone();
    for (let i = 0; i < PER_RECIPIENT; i++) {
      expect((await send(phone)).status).toBe(200);
      await age(phone, 61);
    }
    await expectMessage(t.app, 'POST', SEND, { body: { recipient: phone, type: 'phone' }, ip: freshIp() }, 429,
      '该账号一小时内发送次数已达上限，请稍后再试', 'Too many codes for this recipient in the last hour, please try later');
    await age(phone, 3600);
    expect((await send(phone)).status).toBe(200);
  });

  it(`sends at most ${PER_IP} an hour from one IP`, async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < PER_IP; i++) expect((await send(nextPhone(), 'phone', ip)).status).toBe(200);
    const before = t.sent.length;
    await expectMessage(t.app, 'POST', SEND, { body: { recipient: nextPhone(), type: 'phone' }, ip }, 429,
      '当前网络发送次数过多，请稍后再试', 'Too many codes from your network, please try later');
    expect(t.sent.length).toBe(before);
    expect((await send(nextPhone(), 'phone', '10.9.9.10')).status).toBe(200);
    await ageLimits(t, `code-ip:${ip}`, 61 * 60);
    expect((await send(nextPhone(), 'phone', ip)).status).toBe(200);
  });

  it('a new code replaces the older one', async () => {
    const phone = nextPhone();
    await send(phone);
    const first = t.lastCode(phone);
    await age(phone, 61);
    await send(phone);
    const second = t.lastCode(phone);
    if (first !== second) expect((await register(phone, first)).body.message).toBe('验证码错误');
    const rows = await t.db.query('SELECT code, expired FROM verification_codes WHERE phone = $1 ORDER BY id', [phone]);
    expect(rows.map((r) => r.expired)).toEqual([true, false]);
    expect((await register(phone, second)).status).toBe(200);
  });

  it('a code expires after 10 minutes', async () => {
    const phone = nextPhone();
    await send(phone);
    await t.db.query("UPDATE verification_codes SET expires_at = now() - interval '1 second' WHERE phone = $1", [phone]);
    const before = await userCount(t);
    const r = await register(phone, t.lastCode(phone));
    expect([r.status, r.body.message]).toEqual([400, '验证码已过期，请重新获取']);
    expect(await userCount(t)).toBe(before);
    const [row] = await t.db.query('SELECT expired, verified FROM verification_codes WHERE phone = $1', [phone]);
    expect(row).toEqual({ expired: true, verified: false });
  });

  it('five wrong tries burn a code at registration', async () => {
    const phone = nextPhone();
    await send(phone);
    const code = t.lastCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i < 5; i++) expect((await register(phone, wrong)).body.message).toBe('验证码错误');
    const [row] = await t.db.query('SELECT attempts FROM verification_codes WHERE phone = $1', [phone]);
    expect(row.attempts).toBe(4);
    const fifth = await call(t.app, 'POST', '/api/auth/register', {
      lang: 'en', body: { username: 'fifthtry', password: 'secret123', registerMode: 'phone', agreedToTerms: true, phone, verificationCode: wrong },
    });
    expect([fifth.status, fifth.body.message]).toEqual([400, 'Too many wrong codes, please request a new one']);
    expect((await register(phone, code)).body.message).toBe('请先获取验证码');
    const [burnt] = await t.db.query('SELECT expired, verified FROM verification_codes WHERE phone = $1', [phone]);
    expect(burnt).toEqual({ expired: true, verified: false });
  });

  it('five wrong tries burn a code at phone login', async () => {
    const o = await registerOrganizer(t, 'codelogin');
    await age(o.phone, 61);
    await send(o.phone);
    const code = t.lastCode(o.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const login = (verificationCode: string) => call(t.app, 'POST', '/api/auth/login', { body: { method: 'phone', phone: o.phone, verificationCode } });
    for (let i = 1; i < 5; i++) expect((await login(wrong)).body.message).toBe('验证码错误');
    expect((await login(wrong)).body.message).toBe('验证码错误次数过多，请重新获取');
    expect((await login(code)).status).toBe(400);
  });

  it('the super admin reads the code log (search by phone or code); no IP is shown', async () => {
    const phone = nextPhone();
    await send(phone);
    const admin = await loginAdmin(t);
    const r = await call(t.app, 'GET', `/api/verification-codes?search=${phone}`, { token: admin });
    expect(r.status).toBe(200);
    expect(r.body.data).toHaveLength(1);
    expect(r.body.data[0]).toMatchObject({ phone, code: t.lastCode(phone), verified: false, expired: false, environment: 'dev' });
    expect(r.body.data[0]).toHaveProperty('sendTime');
    expect(r.body.data[0]).not.toHaveProperty('ip');
    const byCode = await call(t.app, 'GET', `/api/verification-codes?search=${t.lastCode(phone)}`, { token: admin });
    expect(byCode.body.data.some((c: { phone: string }) => c.phone === phone)).toBe(true);
    const { token } = await registerOrganizer(t, 'notsuper');
    await expectMessage(t.app, 'GET', '/api/verification-codes', { token }, 403, '您没有权限访问超级管理员后台', 'You do not have permission to access the super-admin console');
  });
});

describe.each(DATABASES)('codes in production (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp(kind, { env: { NODE_ENV: 'production' } });
  });
  afterAll(() => t.close());

  it('records environment prod', async () => {
    const phone = nextPhone();
    expect((await call(t.app, 'POST', SEND, { body: { recipient: phone, type: 'phone' } })).status).toBe(200);
    const [row] = await t.db.query('SELECT environment FROM verification_codes WHERE phone = $1', [phone]);
    expect(row.environment).toBe('prod');
  });
});
