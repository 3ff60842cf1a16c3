// Password reset by code (issue 16 item 3), organizers and participants, on both databases: the new
// password logs in, the old one and every old session are refused, the code works once; each refusal
// has its message in zh and en naming the field; a wrong code changes nothing; another meeting's
// participant with the same phone keeps their password; concurrent resets with one code: one wins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeeting } from './meetings.fixtures';
import { DATABASES, call, makeApp, nextPhone, registerOrganizer, type TestApp } from './harness';
import { codeTo } from './participant-accounts.fixtures';

describe.each(DATABASES)('password reset (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000, codeResendSeconds: 0, codePerRecipientHour: 10_000 } });
  });
  afterAll(() => t.close());

  const sendCode = async (recipient: string, type = 'phone') => {
    const r = await call(t.app, 'POST', '/api/auth/send-code', { body: { recipient, type } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return t.lastCode(recipient);
  };
  const login = (account: string, password: string) => call(t.app, 'POST', '/api/auth/login', { body: { method: 'account', account, password } });

  it('an organizer resets by phone: new password in, old password and old sessions out, the code once', async () => {
    const org = await registerOrganizer(t, undefined, 'old-pass-1');
    const second = (await login(org.username, 'old-pass-1')).body.token as string;
    const code = await sendCode(org.phone);
    const body = { mode: 'phone', phone: org.phone, verificationCode: code, password: 'new-pass-2', confirmPassword: 'new-pass-2' };
    const done = await call(t.app, 'POST', '/api/auth/reset-password', { body, lang: 'en' });
    expect([done.status, done.body.message]).toEqual([200, 'Your password has been reset. Please log in with the new password']);
    expect((await login(org.username, 'new-pass-2')).status).toBe(200);
    expect((await login(org.username, 'old-pass-1')).status).toBe(400);
    for (const token of [org.token, second]) expect((await call(t.app, 'GET', '/api/auth/current-user', { token })).status).toBe(401);
    // the code is spent
    const again = await call(t.app, 'POST', '/api/auth/reset-password', { body: { ...body, password: 'third-pass', confirmPassword: 'third-pass' } });
    expect([again.status, again.body.errors?.[0]?.path]).toEqual([400, '/verificationCode']);
    expect((await login(org.username, 'new-pass-2')).status).toBe(200);
  });

  it('by e-mail, in any letter case', async () => {
    const org = await registerOrganizer(t, undefined, 'old-pass-1');
    await t.db.query('UPDATE users SET email = $1 WHERE id = $2', ['Reset.Me@Example.com', org.user.id]);
    const code = await sendCode('reset.me@example.com', 'email');
    const r = await call(t.app, 'POST', '/api/auth/reset-password', { body: { mode: 'email', email: 'RESET.me@example.com', verificationCode: code, password: 'mail-pass-9', confirmPassword: 'mail-pass-9' } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await login(org.username, 'mail-pass-9')).status).toBe(200);
  });

  it('refusals name the field, in zh and en, and change nothing', async () => {
    const org = await registerOrganizer(t, undefined, 'keep-pass-1');
    const base = { mode: 'phone', phone: org.phone, verificationCode: '000000', password: 'new-pass-2', confirmPassword: 'new-pass-2' };
    const url = '/api/auth/reset-password';
    const noPhone = await call(t.app, 'POST', url, { body: { ...base, phone: undefined }, lang: 'zh' });
    expect([noPhone.status, noPhone.body.errors?.[0]?.path, noPhone.body.message]).toEqual([400, '/phone', '请输入手机号']);
    const short = await call(t.app, 'POST', url, { body: { ...base, password: '12', confirmPassword: '12' }, lang: 'zh' });
    expect([short.status, short.body.errors?.[0]?.path, short.body.message]).toEqual([400, '/password', '新密码长度不能少于6位']);
    const shortEn = await call(t.app, 'POST', url, { body: { ...base, password: '12', confirmPassword: '12' }, lang: 'en' });
    expect(shortEn.body.message).toBe('The new password must be at least 6 characters');
    const mismatch = await call(t.app, 'POST', url, { body: { ...base, confirmPassword: 'other-pass' }, lang: 'zh' });
    expect([mismatch.status, mismatch.body.errors?.[0]?.path, mismatch.body.message]).toEqual([400, '/confirmPassword', '两次输入的密码不一致']);
    const noCode = await call(t.app, 'POST', url, { body: base, lang: 'zh' });
    expect([noCode.status, noCode.body.message]).toEqual([400, '请先获取验证码']);
    await sendCode(org.phone);
    const wrong = await call(t.app, 'POST', url, { body: base, lang: 'en' });
    expect([wrong.status, wrong.body.errors?.[0]?.path, wrong.body.message]).toEqual([400, '/verificationCode', 'Wrong verification code']);
    // a phone nobody registered, with a good code: said plainly (the caller holds that phone)
    const stranger = nextPhone();
    const code = await sendCode(stranger);
    const unknown = await call(t.app, 'POST', url, { body: { ...base, phone: stranger, verificationCode: code }, lang: 'zh' });
    expect([unknown.status, unknown.body.errors?.[0]?.path, unknown.body.message]).toEqual([400, '/phone', '该手机号未注册']);
    const zhDone = await call(t.app, 'POST', url, { body: { ...base, verificationCode: await sendCode(org.phone), password: 'keep-pass-1', confirmPassword: 'keep-pass-1' }, lang: 'zh' });
    expect([zhDone.status, zhDone.body.message]).toEqual([200, '密码已重置，请使用新密码登录']);
    expect((await login(org.username, 'keep-pass-1')).status).toBe(200);
  });

  it('ten resets sent at once with one code: exactly one goes through', async () => {
    const org = await registerOrganizer(t, undefined, 'race-pass-0');
    const code = await sendCode(org.phone);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) =>
      call(t.app, 'POST', '/api/auth/reset-password', { body: { mode: 'phone', phone: org.phone, verificationCode: code, password: `race-pass-${i + 1}`, confirmPassword: `race-pass-${i + 1}` } })));
    const won = answers.map((a, i) => (a.status === 200 ? i + 1 : 0)).filter(Boolean);
    expect(won).toHaveLength(1);
    expect((await login(org.username, `race-pass-${won[0]}`)).status).toBe(200);
  });

  it('a participant resets within their meeting only; old participant sessions end', async () => {
    const org = await registerOrganizer(t);
    const meeting = async (title: string) => Number((await createMeeting(t, org.token, { title })).id);
    const a = await meeting('重置密码会议甲');
    const b = await meeting('重置密码会议乙');
    const phone = nextPhone();
    for (const meetingId of [a, b]) {
      const r = await call(t.app, 'POST', '/api/participants/register', { body: { username: `rp${meetingId}`, password: 'old-pass', phone, meetingId, verificationCode: await codeTo(t, phone) } });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    const plogin = (meetingId: number, password: string) => call(t.app, 'POST', '/api/participants/auth', { body: { account: phone, password, meetingId } });
    const session = (await plogin(a, 'old-pass')).body.data;
    const token = session.participant?.jwtToken ?? session.token;
    const url = '/api/participants/reset-password';
    const code = await sendCode(phone);
    const bad = await call(t.app, 'POST', url, { body: { meetingId: a, mode: 'phone', phone, verificationCode: code, password: 'x', confirmPassword: 'x' }, lang: 'zh' });
    expect([bad.status, bad.body.errors?.[0]?.path, bad.body.message]).toEqual([400, '/password', '密码长度应为6-16个字符']);
    const r = await call(t.app, 'POST', url, { body: { meetingId: a, mode: 'phone', phone, verificationCode: code, password: 'new-pass', confirmPassword: 'new-pass' } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await plogin(a, 'new-pass')).status).toBe(200);
    expect((await plogin(a, 'old-pass')).status).toBe(400);
    expect((await plogin(b, 'old-pass')).status).toBe(200); // the other meeting's account is another account
    expect((await call(t.app, 'GET', '/api/participants/info', { headers: { 'participant-token': `Bearer ${token}` } })).status).toBe(401);
    const none = await call(t.app, 'POST', url, { body: { meetingId: a, mode: 'email', email: 'nobody@example.com', verificationCode: await sendCode('nobody@example.com', 'email'), password: 'new-pass', confirmPassword: 'new-pass' }, lang: 'en' });
    expect([none.status, none.body.errors?.[0]?.path, none.body.message]).toEqual([400, '/email', 'No account of this meeting is registered with this e-mail address']);
  });
});
