// Sign-up proves the address (issue 16 item 2, "an account at the right moment"): the participant
// register calls need a code sent to that phone or e-mail, spend it in one statement (ten registrations
// racing on one code make one account), and answer the new participant's session, so no second login.
// Every refusal names its field, in zh and en, and stores nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, makeApp, nextPhone, registerOrganizer, type TestApp } from './harness';
import { createMeeting } from './meetings.fixtures';
import { asParticipant, codeTo } from './participant-accounts.fixtures';

const REG = '/api/participants/register';
const REG_EMAIL = '/api/participants/register-email';

describe.each(DATABASES)('participant sign-up with a code (%s)', (kind) => {
  let t: TestApp;
  let meetingId = 0;
  let n = 0;
  const account = () => ({ phone: nextPhone(), username: `rc${kind.slice(0, 2)}${n++}`, password: 'pass1234', confirmPassword: 'pass1234', meetingId });
  const count = async () => (await t.db.query('SELECT count(*)::int AS n FROM participants WHERE meeting_id = $1', [meetingId]))[0].n as number;
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    const org = await registerOrganizer(t);
    meetingId = Number((await createMeeting(t, org.token, { title: '验证码注册' })).id);
  });
  afterAll(() => t.close());

  it('a right code: the account, and its session in the answer — no second login', async () => {
    const a = account();
    const r = await call(t.app, 'POST', REG, { body: { ...a, verificationCode: await codeTo(t, a.phone) } });
    expect([r.status, r.body.code, r.body.message, r.body.data.created]).toEqual([200, 200, '注册成功', true]);
    const p = r.body.data.participant;
    expect(p).toMatchObject({ phone: a.phone, username: a.username, meetingId });
    expect(p.jwtToken).toBe(r.body.data.token);
    const info = await call(t.app, 'GET', '/api/participants/info', { headers: asParticipant(r.body.data.token) });
    expect([info.status, info.body.data.id]).toEqual([200, p.id]);
    // the password works too
    const login = await call(t.app, 'POST', '/api/participants/auth', { body: { account: a.username, password: a.password, meetingId } });
    expect(login.status).toBe(200);
  });

  it('by e-mail, the code sent to the address in any letter case', async () => {
    const r = await call(t.app, 'POST', REG_EMAIL, { lang: 'en', body: { email: 'Sign.Up@Example.com', username: 'mailer', password: 'pass1234', meetingId, verificationCode: await codeTo(t, 'sign.up@example.com') } });
    expect([r.status, r.body.message, r.body.data.participant.email]).toEqual([200, 'Registered successfully', 'sign.up@example.com']);
  });

  it('no code, a malformed, never sent, wrong, expired or used code: refused naming the code, nothing stored', async () => {
    const before = await count();
    const a = account();
    await expectMessage(t.app, 'POST', REG, { body: a }, 400, '请输入验证码', 'Please enter the verification code');
    await expectMessage(t.app, 'POST', REG, { body: { ...a, verificationCode: '12345' } }, 400, '验证码为6位数字', 'The verification code is 6 digits');
    // no code was ever sent to this phone (one sent to another phone does not count)
    const otherCode = await codeTo(t, nextPhone());
    const never = await call(t.app, 'POST', REG, { body: { ...a, verificationCode: otherCode }, lang: 'en' });
    expect([never.status, never.body.errors?.[0]?.path, never.body.message]).toEqual([400, '/verificationCode', 'Please request a verification code first']);
    const code = await codeTo(t, a.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    await expectMessage(t.app, 'POST', REG, { body: { ...a, verificationCode: wrong } }, 400, '验证码错误', 'Wrong verification code');
    await t.db.query(`UPDATE verification_codes SET expires_at = now() - interval '1 second' WHERE phone = $1`, [a.phone]);
    const late = await call(t.app, 'POST', REG, { body: { ...a, verificationCode: code } });
    expect([late.status, late.body.errors?.[0]?.path, late.body.message]).toEqual([400, '/verificationCode', '验证码已过期，请重新获取']);
    expect(await count()).toBe(before);
    const fresh = await codeTo(t, a.phone);
    expect((await call(t.app, 'POST', REG, { body: { ...a, verificationCode: fresh } })).status).toBe(200);
    const used = await call(t.app, 'POST', REG, { body: { ...a, username: 'another1', phone: a.phone, meetingId, verificationCode: fresh } });
    // the phone now has an account: that is said first; on a free phone the spent code is refused
    expect([used.status, used.body.message]).toEqual([409, '该手机号已在本会议注册']);
    await t.db.query('DELETE FROM participants WHERE phone = $1', [a.phone]);
    const spent = await call(t.app, 'POST', REG, { body: { ...a, verificationCode: fresh } });
    expect([spent.status, spent.body.message]).toEqual([400, '请先获取验证码']);
  });

  it('five wrong codes spend the code', async () => {
    const a = account();
    const code = await codeTo(t, a.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) expect((await call(t.app, 'POST', REG, { body: { ...a, verificationCode: wrong } })).body.message).toBe('验证码错误');
    expect((await call(t.app, 'POST', REG, { body: { ...a, verificationCode: wrong }, lang: 'en' })).body.message).toBe('Wrong verification code');
    const fifth = await call(t.app, 'POST', REG, { body: { ...a, verificationCode: wrong }, lang: 'en' });
    expect([fifth.status, fifth.body.errors?.[0]?.path, fifth.body.message]).toEqual([400, '/verificationCode', 'Too many wrong codes, please request a new one']);
    expect((await call(t.app, 'POST', REG, { body: { ...a, verificationCode: code } })).body.message).toBe('请先获取验证码');
  });

  it('a taken username is said before the code is spent, so the code still works after', async () => {
    const a = account();
    const code = await codeTo(t, a.phone);
    const first = account();
    expect((await call(t.app, 'POST', REG, { body: { ...first, verificationCode: await codeTo(t, first.phone) } })).status).toBe(200);
    await expectMessage(t.app, 'POST', REG, { body: { ...a, username: first.username, verificationCode: code } }, 409, '该用户名已在本会议注册', 'This username is already registered for this meeting');
    expect((await call(t.app, 'POST', REG, { body: { ...a, verificationCode: code } })).status).toBe(200);
  });

  it('ten registrations racing on one code make exactly one account', async () => {
    const phone = nextPhone();
    const code = await codeTo(t, phone);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) =>
      call(t.app, 'POST', REG, { body: { phone, username: `race${kind.slice(0, 2)}${i}`, password: 'pass1234', meetingId, verificationCode: code } })));
    const tally: Record<string, number> = {};
    for (const a of answers) tally[a.status] = (tally[a.status] ?? 0) + 1;
    expect(tally['200']).toBe(1);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 400 || a.status === 409)).toBe(true);
    const [{ n: made }] = await t.db.query('SELECT count(*)::int AS n FROM participants WHERE phone = $1', [phone]);
    expect(made).toBe(1);
  });

  it('ten code logins with create racing on one code make exactly one account', async () => {
    const phone = nextPhone();
    const code = await codeTo(t, phone);
    const answers = await Promise.all(Array.from({ length: 10 }, () =>
      call(t.app, 'POST', '/api/participants/auth-code', { body: { meetingId, mode: 'phone', phone, verificationCode: code, create: true } })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const [{ n: made }] = await t.db.query('SELECT count(*)::int AS n FROM participants WHERE phone = $1', [phone]);
    expect(made).toBe(1);
  });

  it('every other refusal names its field, in zh and en, and stores nothing', async () => {
    const before = await count();
    const a = { ...account(), verificationCode: '123456' };
    const cases: Array<[string, Record<string, unknown>, number, string, string]> = [
      [REG, { username: undefined }, 400, '请输入用户名', 'Please enter a username'],
      [REG, { username: 'a' }, 400, '用户名长度应为2-10个字符', 'Username length should be 2-10 characters'],
      [REG, { username: 'abcdefghijk' }, 400, '用户名长度应为2-10个字符', 'Username length should be 2-10 characters'],
      [REG, { username: '   ' }, 400, '用户名不能为空白', 'The username cannot be blank'],
      [REG, { password: undefined, confirmPassword: undefined }, 400, '请输入密码', 'Please enter a password'],
      [REG, { password: '12345', confirmPassword: '12345' }, 400, '密码长度应为6-16个字符', 'Password length should be 6-16 characters'],
      [REG, { password: '12345678901234567', confirmPassword: '12345678901234567' }, 400, '密码长度应为6-16个字符', 'Password length should be 6-16 characters'],
      [REG, { confirmPassword: 'other123' }, 400, '两次输入的密码不一致', 'The two passwords do not match'],
      [REG, { phone: undefined }, 400, '请输入手机号', 'Please enter a phone number'],
      [REG, { phone: '12345678901' }, 400, '请输入正确的手机号格式', 'Please enter correct phone format'],
      [REG_EMAIL, { phone: undefined }, 400, '请输入邮箱', 'Please enter an e-mail address'],
      [REG_EMAIL, { phone: undefined, email: 'not-mail' }, 400, '请输入正确的邮箱地址', 'Please enter a valid e-mail address'],
      [REG, { meetingId: 999999 }, 404, '会议不存在', 'The meeting does not exist'],
    ];
    for (const [url, over, status, zh, en] of cases) await expectMessage(t.app, 'POST', url, { body: { ...a, ...over } }, status, zh, en);
    expect(await count()).toBe(before);
  });
});
