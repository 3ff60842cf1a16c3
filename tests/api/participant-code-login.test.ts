// A participant logs in to one meeting with a code to the account's phone or e-mail (issue 16 item 2,
// "log in by password or by code"): the token works; a wrong code, an unknown address, another meeting's
// account and a disabled account are refused with their messages (zh and en) naming the field; a code
// works once and five wrong tries spend it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeeting } from './meetings.fixtures';
import { DATABASES, call, makeApp, nextPhone, registerOrganizer, type TestApp } from './harness';
import { codeTo } from './participant-accounts.fixtures';

describe.each(DATABASES)('participant login by code (%s)', (kind) => {
  let t: TestApp;
  let a = 0;
  let b = 0;
  const phone = nextPhone();
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000, codeResendSeconds: 0, codePerRecipientHour: 10_000 } });
    const org = await registerOrganizer(t);
    a = Number((await createMeeting(t, org.token, { title: '验证码登录会议甲' })).id);
    b = Number((await createMeeting(t, org.token, { title: '验证码登录会议乙' })).id);
    const r = await call(t.app, 'POST', '/api/participants/register', { body: { username: 'codeuser', password: 'pass-1234', phone, meetingId: a, verificationCode: await codeTo(t, phone) } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    await t.db.query('UPDATE participants SET email = $1 WHERE id = $2', ['code.user@example.com', r.body.data.participant.id]);
  });
  afterAll(() => t.close());

  const send = async (recipient: string, type = 'phone') => {
    expect((await call(t.app, 'POST', '/api/auth/send-code', { body: { recipient, type } })).status).toBe(200);
    return t.lastCode(recipient);
  };
  const url = '/api/participants/auth-code';

  it('logs in by a phone code; the token opens the participant’s own calls; the code works once', async () => {
    const code = await send(phone);
    const r = await call(t.app, 'POST', url, { body: { meetingId: a, mode: 'phone', phone, verificationCode: code } });
    expect([r.status, r.body.message]).toEqual([200, '登录成功']);
    const token = r.body.data.participant.jwtToken;
    const info = await call(t.app, 'GET', '/api/participants/info', { headers: { 'participant-token': `Bearer ${token}` } });
    expect([info.status, info.body.data.username]).toEqual([200, 'codeuser']);
    const again = await call(t.app, 'POST', url, { body: { meetingId: a, mode: 'phone', phone, verificationCode: code }, lang: 'en' });
    expect([again.status, again.body.errors?.[0]?.path, again.body.message]).toEqual([400, '/verificationCode', 'Please request a verification code first']);
  });

  it('by an e-mail code, in any letter case', async () => {
    const code = await send('code.user@example.com', 'email');
    const r = await call(t.app, 'POST', url, { body: { meetingId: a, mode: 'email', email: 'Code.User@Example.com', verificationCode: code } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  });

  it('refusals: missing phone, wrong code, another meeting, unknown e-mail, disabled', async () => {
    const missing = await call(t.app, 'POST', url, { body: { meetingId: a, mode: 'phone', verificationCode: '123456' }, lang: 'zh' });
    expect([missing.status, missing.body.errors?.[0]?.path, missing.body.message]).toEqual([400, '/phone', '请输入手机号']);
    await send(phone);
    const wrong = await call(t.app, 'POST', url, { body: { meetingId: a, mode: 'phone', phone, verificationCode: '000000' }, lang: 'zh' });
    expect([wrong.status, wrong.body.errors?.[0]?.path, wrong.body.message]).toEqual([400, '/verificationCode', '验证码错误']);
    // the same phone in another meeting has no account there
    const other = await call(t.app, 'POST', url, { body: { meetingId: b, mode: 'phone', phone, verificationCode: await send(phone) }, lang: 'zh' });
    expect([other.status, other.body.errors?.[0]?.path, other.body.message]).toEqual([400, '/phone', '该手机号未在本会议注册']);
    const mail = 'nobody.here@example.com';
    const unknown = await call(t.app, 'POST', url, { body: { meetingId: a, mode: 'email', email: mail, verificationCode: await send(mail, 'email') }, lang: 'en' });
    expect([unknown.status, unknown.body.errors?.[0]?.path, unknown.body.message]).toEqual([400, '/email', 'No account of this meeting is registered with this e-mail address']);
    await t.db.query(`UPDATE participants SET status = 'disabled' WHERE phone = $1 AND meeting_id = $2`, [phone, a]);
    const disabled = await call(t.app, 'POST', url, { body: { meetingId: a, mode: 'phone', phone, verificationCode: await send(phone) }, lang: 'zh' });
    expect([disabled.status, disabled.body.message]).toEqual([403, '账号已被禁用，请联系管理员']);
    await t.db.query(`UPDATE participants SET status = 'active' WHERE phone = $1 AND meeting_id = $2`, [phone, a]);
  });

  it('five wrong tries spend the code, even sent at once', async () => {
    const code = await send(phone);
    const tries = await Promise.all(Array.from({ length: 20 }, () => call(t.app, 'POST', url, { body: { meetingId: a, mode: 'phone', phone, verificationCode: code === '999999' ? '999998' : '999999' } })));
    expect(tries.every((x) => x.status === 400)).toBe(true);
    const late = await call(t.app, 'POST', url, { body: { meetingId: a, mode: 'phone', phone, verificationCode: code }, lang: 'zh' });
    expect(late.status).toBe(400);
  });
});

describe.each(DATABASES)('an account at the right moment: a code makes one (%s)', (kind) => {
  let t: TestApp;
  let meetingId = 0;
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000, codeResendSeconds: 0, codePerRecipientHour: 10_000, participantRegistrationsPerIpHour: 2 } });
    const org = await registerOrganizer(t);
    meetingId = Number((await createMeeting(t, org.token, { title: '验证码注册会议' })).id);
  });
  afterAll(() => t.close());
  const send = async (recipient: string) => {
    expect((await call(t.app, 'POST', '/api/auth/send-code', { body: { recipient, type: 'phone' } })).status).toBe(200);
    return t.lastCode(recipient);
  };

  it('a new phone with create: an account of the meeting, logged in; the next code logs the same one in', async () => {
    const phone = nextPhone();
    const first = await call(t.app, 'POST', '/api/participants/auth-code', { body: { meetingId, mode: 'phone', phone, verificationCode: await send(phone), create: true }, lang: 'en' });
    expect([first.status, first.body.message, first.body.data.created]).toEqual([200, 'Your account has been created and you are logged in', true]);
    const p = first.body.data.participant;
    expect(p).toMatchObject({ phone, meetingId });
    expect(String(p.username)).toMatch(/^\d{4}\d{5}$/);
    const again = await call(t.app, 'POST', '/api/participants/auth-code', { body: { meetingId, mode: 'phone', phone, verificationCode: await send(phone), create: true } });
    expect([again.status, again.body.message, again.body.data.created, again.body.data.participant.id]).toEqual([200, '登录成功', undefined, p.id]);
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM participants WHERE meeting_id = $1 AND phone = $2', [meetingId, phone]);
    expect(n).toBe(1);
  });

  it('without create an unknown phone is refused; sign-ups count under the address’s limit', async () => {
    const phone = nextPhone();
    const refused = await call(t.app, 'POST', '/api/participants/auth-code', { body: { meetingId, mode: 'phone', phone, verificationCode: await send(phone) } });
    expect([refused.status, refused.body.errors?.[0]?.path]).toEqual([400, '/phone']);
    // the limit is 2 an hour from one address and the first test made one: one more, then 429
    const ok = await call(t.app, 'POST', '/api/participants/auth-code', { body: { meetingId, mode: 'phone', phone, verificationCode: await send(phone), create: true } });
    expect(ok.status).toBe(200);
    const third = nextPhone();
    const limited = await call(t.app, 'POST', '/api/participants/auth-code', { body: { meetingId, mode: 'phone', phone: third, verificationCode: await send(third), create: true }, lang: 'zh' });
    expect([limited.status, limited.body.message]).toEqual([429, '注册过于频繁，请稍后再试']);
  });
});
