// The caller's profile (GET /api/user/info, POST /api/user/update) and the plain user list
// (GET /api/auth/users: phone and e-mail masked unless the caller is an admin).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, forgedToken, loginAdmin, makeApp, registerOrganizer, type TestApp } from './harness';

const URL = '/api/user/update';
const USER_KEYS = ['avatar', 'email', 'gender', 'id', 'idNumber', 'lastLoginTime', 'masterId', 'name', 'organizerId', 'phone', 'registerTime', 'role', 'status', 'userId', 'username'];

describe.each(DATABASES)('profile and user list (%s)', (kind) => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof registerOrganizer>>;
  let other: Awaited<ReturnType<typeof registerOrganizer>>;
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    me = await registerOrganizer(t, 'profileuser');
    other = await registerOrganizer(t, 'otheruser');
    await t.db.query("UPDATE users SET email = 'other.user@example.com' WHERE id = $1", [other.user.id]);
  });
  afterAll(() => t.close());

  const row = async () => (await t.db.query('SELECT name, gender, phone, email, id_number, avatar, role, status FROM users WHERE id = $1', [me.user.id]))[0];
  const good = { name: '张三', gender: '男', phone: '13911112222', email: 'zhang.san@example.com', idNumber: '11010519491231002X' };

  it('answers the caller’s profile with exactly the public user fields', async () => {
    const r = await call(t.app, 'GET', '/api/user/info', { token: me.token });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ id: me.user.id, userId: me.user.id, username: 'profileuser', role: 'ORGANIZER', phone: me.phone });
    expect(Object.keys(r.body.data).sort()).toEqual(USER_KEYS);
  });

  it('updates the profile fields and stores them', async () => {
    const r = await call(t.app, 'POST', URL, { token: me.token, body: good });
    expect([r.status, r.body.message]).toEqual([200, '个人资料更新成功']);
    expect(r.body.data).toMatchObject({ ...good, username: 'profileuser', userId: me.user.id });
    expect(await row()).toMatchObject({ name: '张三', gender: '男', phone: '13911112222', email: 'zhang.san@example.com', id_number: '11010519491231002X', role: 'ORGANIZER' });
    const en = await call(t.app, 'POST', URL, { token: me.token, lang: 'en', body: { name: 'Li Si', gender: '女', idNumber: '110105194912310' } });
    expect([en.status, en.body.message]).toEqual([200, 'Profile updated']);
    expect(await row()).toMatchObject({ name: 'Li Si', gender: '女', id_number: '110105194912310', phone: '13911112222' });
    me.phone = '13911112222';
  });

  const refusals: Array<[string, Record<string, unknown>, string, string]> = [
    ['name missing', { gender: '男' }, '请输入姓名', 'Please enter your name'],
    ['name too short', { name: 'A', gender: '男' }, '姓名长度在 2 到 20 个字符', 'The name must be 2 to 20 characters'],
    ['name too long', { name: 'A'.repeat(21), gender: '男' }, '姓名长度在 2 到 20 个字符', 'The name must be 2 to 20 characters'],
    ['gender missing', { name: '王五' }, '请选择性别', 'Please choose a gender'],
    ['gender unknown', { name: '王五', gender: 'x' }, '请选择性别', 'Please choose a gender'],
    ['phone malformed', { name: '王五', gender: '男', phone: '1391111222' }, '请输入正确的手机号码', 'Please enter a valid mobile number'],
    ['phone not mainland', { name: '王五', gender: '男', phone: '12911112222' }, '请输入正确的手机号码', 'Please enter a valid mobile number'],
    ['e-mail malformed', { name: '王五', gender: '男', email: 'no-at-sign' }, '请输入正确的邮箱地址', 'Please enter a valid e-mail address'],
    ['ID number malformed', { name: '王五', gender: '男', idNumber: '1234567890123456' }, '请输入正确的身份证号', 'Please enter a valid ID number'],
    ['ID number with a letter inside', { name: '王五', gender: '男', idNumber: '11010519491X310021' }, '请输入正确的身份证号', 'Please enter a valid ID number'],
    ['role in the body', { name: '王五', gender: '男', role: 'SUPER_ADMIN' }, '不支持的字段：role', 'Unsupported field: role'],
    ['status in the body', { name: '王五', gender: '男', status: 'active' }, '不支持的字段：status', 'Unsupported field: status'],
    ['username in the body', { name: '王五', gender: '男', username: 'renamed' }, '不支持的字段：username', 'Unsupported field: username'],
    ['a path as avatar', { avatar: '../../etc/passwd' }, '请先选择头像文件', 'Please choose an avatar file first'],
    ['phone of another user', { name: '王五', gender: '男', phone: 'OTHER' }, '该手机号已注册', 'This phone number is already registered'],
    ['e-mail of another user', { name: '王五', gender: '男', email: 'Other.User@example.com' }, '该邮箱已注册', 'This e-mail address is already registered'],
  ];
  it.each(refusals)('refuses: %s (zh and en), changing nothing', async (_n, body, zh, en) => {
    const b = { ...body, ...(body.phone === 'OTHER' ? { phone: other.phone } : {}) };
    const before = await row();
    const r = await expectMessage(t.app, 'POST', URL, { token: me.token, body: b }, 400, zh, en);
    expect(r.zh.body.errors?.[0]?.message ?? r.zh.body.message).toBe(zh);
    expect(await row()).toEqual(before);
  });

  it('sets the avatar alone (as the avatar dialog does after an upload)', async () => {
    const r = await call(t.app, 'POST', URL, { token: me.token, body: { avatar: '0123456789abcdef0123456789abcdef.png' } });
    expect(r.status).toBe(200);
    expect(r.body.data.avatar).toBe('0123456789abcdef0123456789abcdef.png');
    expect((await row()).avatar).toBe('0123456789abcdef0123456789abcdef.png');
    expect((await row()).name).toBe('Li Si');
  });

  it('refuses without a token, with a forged one, and after logout', async () => {
    for (const token of [undefined, forgedToken(me.token)]) {
      await expectMessage(t.app, 'POST', URL, { token, body: good }, 401, '未登录或登录已过期，请重新登录', 'Not logged in or the session has expired, please log in again');
      expect((await call(t.app, 'GET', '/api/user/info', { token })).status).toBe(401);
    }
  });

  it('the user list masks phone and e-mail and hides ID numbers for anonymous callers', async () => {
    const r = await call(t.app, 'GET', '/api/auth/users');
    expect(r.status).toBe(200);
    const u = r.body.data.find((x: { id: number }) => x.id === me.user.id);
    expect(u).toMatchObject({ username: 'profileuser', phone: '13****22', email: 'zh****om' });
    expect(u.idNumber).toBeUndefined();
    const o = r.body.data.find((x: { id: number }) => x.id === other.user.id);
    expect(o.email).toBe('ot****om');
    expect(o.phone).toBe(`${other.phone.slice(0, 2)}****${other.phone.slice(-2)}`);
    expect(JSON.stringify(r.body)).not.toContain(me.phone);
    expect(JSON.stringify(r.body)).not.toContain('zhang.san');
    // a forged token is no admin: still masked
    const f = await call(t.app, 'GET', '/api/auth/users', { token: forgedToken(me.token, { role: 'SUPER_ADMIN' }) });
    expect(f.status).toBe(200);
    expect(JSON.stringify(f.body)).not.toContain(me.phone);
  });

  it('the user list is not masked for the super admin', async () => {
    const r = await call(t.app, 'GET', '/api/auth/users', { token: await loginAdmin(t) });
    expect(r.status).toBe(200);
    const u = r.body.data.find((x: { id: number }) => x.id === me.user.id);
    expect(u).toMatchObject({ phone: me.phone, email: 'zhang.san@example.com', idNumber: '110105194912310' });
    expect(r.body.data.map((x: { username: string }) => x.username)).toEqual(expect.arrayContaining(['admin', 'profileuser', 'otheruser']));
  });
});
