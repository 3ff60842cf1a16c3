// Participant accounts (spec 3 §5, §7): register by phone and e-mail with the spec's rules and
// messages, login by phone/e-mail/username only to the own meeting, 24-hour tokens kept apart from
// organizer tokens in both directions, lockout after repeated failures, own profile only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, decodeToken, expectMessage, makeApp, registerOrganizer, type TestApp } from './harness';
import { createMeeting } from './meetings.fixtures';
import { asParticipant, codeTo, loginParticipant, registerParticipant } from './participant-accounts.fixtures';
import { signToken } from '../../src/server/auth/token';
import { participantSecret } from '../../src/server/participant-accounts/sessions';

const REG = '/api/participants/register';
const AUTH = '/api/participants/auth';

describe.each(DATABASES)('participant accounts (%s)', (kind) => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof registerOrganizer>>;
  let meeting: Record<string, any>;
  let other: Record<string, any>;
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000, loginMaxFailures: 3 } });
    org = await registerOrganizer(t, 'paorg');
    meeting = await createMeeting(t, org.token);
    other = await createMeeting(t, org.token);
  });
  afterAll(() => t.close());

  it('registers by phone and by e-mail, hashes the password, answers no secret', async () => {
    const r = await call(t.app, 'POST', REG, { body: { phone: '13812345678', username: '张三', password: 'abc12345', meetingId: meeting.id, adminId: String(org.user.id), verificationCode: await codeTo(t, '13812345678') } });
    expect([r.status, r.body.code, r.body.message]).toEqual([200, 200, '注册成功']);
    expect(r.body.data.participant).toMatchObject({ username: '张三', phone: '13812345678', meetingId: meeting.id, adminId: org.user.id, profileComplete: false });
    const e = await call(t.app, 'POST', '/api/participants/register-email', { lang: 'en', body: { email: 'Li@Example.com', username: 'lisi', password: 'abc12345', meetingId: meeting.id, verificationCode: await codeTo(t, 'li@example.com') } });
    expect([e.status, e.body.message, e.body.data.participant.email]).toEqual([200, 'Registered successfully', 'li@example.com']);
    const [row] = await t.db.query('SELECT password_hash FROM participants WHERE id = $1', [r.body.data.participant.id]);
    expect(row.password_hash).toMatch(/^scrypt\$/);
  });

  it('refuses bad input with the spec’s messages in zh and en, storing nothing', async () => {
    // checked before the code is looked at: any six digits do
    const base = { phone: '13900001111', username: 'okname', password: 'abc12345', meetingId: meeting.id, verificationCode: '123456' };
    const [{ n: before }] = await t.db.query('SELECT count(*)::int AS n FROM participants');
    await expectMessage(t.app, 'POST', REG, { body: { ...base, username: 'a' } }, 400, '用户名长度应为2-10个字符', 'Username length should be 2-10 characters');
    await expectMessage(t.app, 'POST', REG, { body: { ...base, username: 'abcdefghijk' } }, 400, '用户名长度应为2-10个字符', 'Username length should be 2-10 characters');
    await expectMessage(t.app, 'POST', REG, { body: { ...base, password: '12345' } }, 400, '密码长度应为6-16个字符', 'Password length should be 6-16 characters');
    await expectMessage(t.app, 'POST', REG, { body: { ...base, password: '12345678901234567' } }, 400, '密码长度应为6-16个字符', 'Password length should be 6-16 characters');
    await expectMessage(t.app, 'POST', REG, { body: { ...base, phone: '12345678901' } }, 400, '请输入正确的手机号格式', 'Please enter correct phone format');
    await expectMessage(t.app, 'POST', REG, { body: { ...base, phone: undefined } }, 400, '请输入手机号', 'Please enter a phone number');
    await expectMessage(t.app, 'POST', REG, { body: { ...base, confirmPassword: 'other123' } }, 400, '两次输入的密码不一致', 'The two passwords do not match');
    await expectMessage(t.app, 'POST', '/api/participants/register-email', { body: { ...base, phone: undefined, email: 'not-mail' } }, 400, '请输入正确的邮箱地址', 'Please enter a valid e-mail address');
    await expectMessage(t.app, 'POST', REG, { body: { ...base, meetingId: 999999 } }, 404, '会议不存在', 'The meeting does not exist');
    const [{ n: after }] = await t.db.query('SELECT count(*)::int AS n FROM participants');
    expect(after).toBe(before);
  });

  it('one username, phone or e-mail once per meeting, but again in another meeting', async () => {
    const { id: _id, token: _t, ...reg } = await registerParticipant(t, meeting.id);
    const p = { ...reg, verificationCode: '123456' };
    await expectMessage(t.app, 'POST', REG, { body: { ...p, phone: '13700000001' } }, 409, '该用户名已在本会议注册', 'This username is already registered for this meeting');
    await expectMessage(t.app, 'POST', REG, { body: { ...p, username: 'fresh1' } }, 409, '该手机号已在本会议注册', 'This phone number is already registered for this meeting');
    const again = await call(t.app, 'POST', REG, { body: { ...p, meetingId: other.id, verificationCode: await codeTo(t, p.phone) } });
    expect(again.status).toBe(200);
  });

  it('logs in by phone, e-mail or username and answers the spec’s participant with a 24-hour token', async () => {
    const p = await registerParticipant(t, meeting.id);
    for (const account of [p.phone, p.username]) {
      const r = await call(t.app, 'POST', AUTH, { body: { account, password: p.password, meetingId: meeting.id, loginSource: 'meeting' } });
      expect([r.status, r.body.code, r.body.message]).toEqual([200, 200, '登录成功']);
      const d = r.body.data.participant;
      expect(d).toMatchObject({ id: p.id, meetingId: meeting.id, username: p.username, phone: p.phone });
      expect(d.sessionToken).toBe(d.jwtToken);
      const claims = decodeToken(d.jwtToken);
      expect(claims.exp - claims.iat).toBe(24 * 3600);
      expect(claims.role).toBe('PARTICIPANT');
    }
    const e = await call(t.app, 'POST', AUTH, { body: { account: 'LI@example.com', password: 'abc12345', meetingId: meeting.id } });
    expect(e.body.data.participant.username).toBe('lisi');
  });

  it('the right password of another meeting’s account answers as a wrong one: no oracle across meetings', async () => {
    const p = await registerParticipant(t, other.id);
    const right = await expectMessage(t.app, 'POST', AUTH, { body: { account: p.username, password: p.password, meetingId: meeting.id } }, 400, '登录失败，请检查账号密码', 'Login failed, please check your account and password');
    const wrong = await call(t.app, 'POST', AUTH, { body: { account: p.username, password: 'wrong-pass', meetingId: meeting.id } });
    expect([right.zh.status, right.zh.body]).toEqual([wrong.status, wrong.body]);
    // and it logs in to its own meeting
    expect((await call(t.app, 'POST', AUTH, { body: { account: p.username, password: p.password, meetingId: other.id } })).status).toBe(200);
  });

  it('limits registrations per client address (60 an hour), in zh and en', async () => {
    const ip = '203.0.113.9';
    // 59 registrations from the address within the hour
    await t.db.query("INSERT INTO rate_counters (key, hits) SELECT 'participant-register:' || $1, array_agg(now() - make_interval(secs => g)) FROM generate_series(1, 59) g", [ip]);
    const body = (n: string) => ({ phone: `1360000${n}`, username: `ip${n}`, password: 'pass1234', meetingId: meeting.id });
    const last = await call(t.app, 'POST', REG, { body: { ...body('0001'), verificationCode: await codeTo(t, '13600000001') }, ip });
    expect(last.status).toBe(200);
    // refused before its code is looked at
    await expectMessage(t.app, 'POST', REG, { body: { ...body('0002'), verificationCode: '123456' }, ip }, 429, '注册过于频繁，请稍后再试', 'Too many registrations from this network, please try again later');
    // another address is not held back
    expect((await call(t.app, 'POST', REG, { body: { ...body('0003'), verificationCode: await codeTo(t, '13600000003') }, ip: '203.0.113.10' })).status).toBe(200);
  });

  it('locks an account after repeated failures, like the organizer login', async () => {
    const p = await registerParticipant(t, meeting.id);
    for (let i = 0; i < 3; i++) expect((await call(t.app, 'POST', AUTH, { body: { account: p.username, password: 'badpass1', meetingId: meeting.id } })).status).toBe(400);
    const locked = await call(t.app, 'POST', AUTH, { body: { account: p.phone, password: p.password, meetingId: meeting.id } });
    expect([locked.status, locked.body.message]).toEqual([429, '登录失败次数过多，账号已锁定，请15分钟后再试']);
  });

  it('info and update-profile read and change only the caller’s own record', async () => {
    const a = await registerParticipant(t, meeting.id);
    const b = await registerParticipant(t, meeting.id);
    const ta = await loginParticipant(t, meeting.id, a.username);
    const info = await call(t.app, 'GET', '/api/participants/info', { headers: asParticipant(ta) });
    expect([info.status, info.body.data.id, info.body.data.meeting.id, info.body.data.missingFields]).toEqual([200, a.id, meeting.id, ['email', 'gender', 'workplace', 'position']]);
    const profile = { name: '王五', email: 'wang@example.com', gender: '男', workplace: '清华大学', position: '教授' };
    const up = await call(t.app, 'POST', '/api/participants/update-profile', { headers: asParticipant(ta), body: { ...profile, id: b.id } });
    expect(up.status).toBe(400); // ids are not part of the profile: nobody else can be named
    const ok = await call(t.app, 'POST', '/api/participants/update-profile', { headers: asParticipant(ta), body: profile });
    expect([ok.status, ok.body.message, ok.body.data.profileComplete]).toEqual([200, '个人资料已保存', true]);
    const [rb] = await t.db.query('SELECT name, email FROM participants WHERE id = $1', [b.id]);
    expect(rb.email).toBeNull();
    const tb = await loginParticipant(t, meeting.id, b.username);
    await expectMessage(t.app, 'POST', '/api/participants/update-profile', { body: { email: 'WANG@example.com' } }, 401, '未登录或登录已过期，请重新登录', 'Not logged in or the session has expired, please log in again');
    const dup = await call(t.app, 'POST', '/api/participants/update-profile', { headers: asParticipant(tb), body: { email: 'WANG@example.com' } });
    expect([dup.status, dup.body.message]).toEqual([409, '该邮箱已在本会议注册']);
    const bad = await call(t.app, 'POST', '/api/participants/update-profile', { headers: asParticipant(tb), lang: 'en', body: { phone: '123' } });
    expect([bad.status, bad.body.message]).toEqual([400, 'Please enter correct phone format']);
  });

  it('the notification centre lists and marks only the participant’s own notifications', async () => {
    const a = await registerParticipant(t, meeting.id);
    const b = await registerParticipant(t, meeting.id);
    for (const [pid, title] of [[a.id, '报名已审核通过'], [a.id, '缴费成功'], [b.id, '别人的通知']] as const) {
      await t.app.ctx.repo('notification').insert(t.db, { participantId: pid, title, content: '', category: 'MEETING' });
    }
    const ta = await loginParticipant(t, meeting.id, a.username);
    const list = await call(t.app, 'GET', '/api/participants/notifications?page=0&size=10', { headers: asParticipant(ta) });
    expect([list.status, list.body.data.totalElements, list.body.data.unread, list.body.data.content.map((n: any) => n.title).sort()]).toEqual([200, 2, 2, ['报名已审核通过', '缴费成功']]);
    const theirs = (await t.db.query('SELECT id FROM notifications WHERE participant_id = $1', [b.id]))[0].id;
    await expectMessage(t.app, 'PUT', `/api/participants/notifications/${theirs}/read`, { headers: asParticipant(ta) } as never, 404, '通知不存在', 'The notification does not exist');
    expect((await call(t.app, 'PUT', `/api/participants/notifications/${list.body.data.content[0].id}/read`, { headers: asParticipant(ta) })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/participants/notifications', { headers: asParticipant(ta) })).body.data.unread).toBe(1);
    expect((await call(t.app, 'PUT', '/api/participants/notifications/read-all', { headers: asParticipant(ta) })).body.data.updated).toBe(1);
    const [rb] = await t.db.query('SELECT is_read FROM notifications WHERE id = $1', [theirs]);
    expect(rb.is_read).toBe(false);
    expect((await call(t.app, 'GET', '/api/participants/notifications', { token: org.token })).status).toBe(401);
  });

  it('participant and organizer tokens are refused on each other’s routes', async () => {
    const p = await registerParticipant(t, meeting.id);
    const pt = await loginParticipant(t, meeting.id, p.username);
    // an organizer token on a participant route
    expect((await call(t.app, 'GET', '/api/participants/info', { token: org.token })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/participants/info', { headers: asParticipant(org.token) })).status).toBe(401);
    // a participant token on organizer routes, in either header
    for (const url of ['/api/auth/current-user', `/api/co/meeting/${meeting.id}/website`, '/api/user/info']) {
      expect((await call(t.app, 'GET', url, { token: pt })).status, url).toBe(401);
    }
    // a token signed with the participant key but naming another participant's session is refused
    const forged = signToken({ ...decodeToken(pt), sub: p.id + 1 }, participantSecret(t.app.ctx));
    expect((await call(t.app, 'GET', '/api/participants/info', { headers: asParticipant(forged) })).status).toBe(401);
  });

  it('expired and logged-out participant tokens are refused', async () => {
    const p = await registerParticipant(t, meeting.id);
    const pt = await loginParticipant(t, meeting.id, p.username);
    const now = Math.floor(Date.now() / 1000);
    const expired = signToken({ ...decodeToken(pt), iat: now - 90000, exp: now - 10 }, participantSecret(t.app.ctx));
    await expectMessage(t.app, 'GET', '/api/participants/info', { token: expired }, 401, '登录已过期，请重新登录', 'Your session has expired, please log in again');
    // a session past its 24 hours in the database is refused even with a token that still verifies
    await t.db.query("UPDATE participant_sessions SET expires_at = now() - interval '1 minute' WHERE participant_id = $1", [p.id]);
    expect((await call(t.app, 'GET', '/api/participants/info', { headers: asParticipant(pt) })).status).toBe(401);
    const fresh = await loginParticipant(t, meeting.id, p.username);
    expect((await call(t.app, 'POST', '/api/participants/logout', { headers: asParticipant(fresh) })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/participants/info', { headers: asParticipant(fresh) })).status).toBe(401);
  });
});
