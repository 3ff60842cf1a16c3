// Staff sub-accounts: an admin (organizer or super admin) creates, lists and deletes its own; a
// sub-account logs in with master account, sub-account and auth token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, loginAdmin, makeApp, registerOrganizer, userCount, type TestApp } from './harness';
import { ADMIN_ONLY } from './cast.fixtures';

const URL = '/api/auth/sub-accounts';
const LOGIN_FAILED = ['登录失败，请检查用户名和密码', 'Login failed, please check your username and password'] as const;

describe.each(DATABASES)('sub-accounts (%s)', (kind) => {
  let t: TestApp;
  let master: Awaited<ReturnType<typeof registerOrganizer>>;
  let rival: Awaited<ReturnType<typeof registerOrganizer>>;
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    master = await registerOrganizer(t, 'mastermind');
    rival = await registerOrganizer(t, 'rivalorg');
  });
  afterAll(() => t.close());

  const create = (username: string, token = master.token, name?: string) => call(t.app, 'POST', URL, { token, body: { username, name } });
  const subLogin = (masterAccount: string, subAccount: string, authToken: string, lang: 'zh' | 'en' = 'zh') =>
    call(t.app, 'POST', '/api/auth/login', { lang, body: { method: 'subAccount', masterAccount, subAccount, authToken } });

  it('creates a sub-account: role USER under its master, the auth token shown once and stored hashed', async () => {
    const before = await userCount(t);
    const r = await create('staff-one', master.token, '小王');
    expect([r.status, r.body.message]).toEqual([200, '子账号已创建，请妥善保存授权码']);
    expect(r.body.data.user).toMatchObject({ username: 'staff-one', name: '小王', role: 'USER', status: 'active', masterId: master.user.id });
    expect(r.body.data.authToken).toMatch(/^[\w-]{16}$/);
    expect(await userCount(t)).toBe(before + 1);
    const [row] = await t.db.query('SELECT sub_token_hash, password_hash FROM users WHERE username = $1', ['staff-one']);
    expect(row.sub_token_hash).toMatch(/^scrypt\$/);
    expect(row.sub_token_hash).not.toContain(r.body.data.authToken);
    expect(row.password_hash).toBeNull();

    const login = await subLogin('mastermind', 'staff-one', r.body.data.authToken);
    expect([login.status, login.body.message]).toEqual([200, '登录成功']);
    expect(login.body.user).toMatchObject({ username: 'staff-one', role: 'USER', masterId: master.user.id });
    // the master may be named by its phone too
    expect((await subLogin(master.phone, 'staff-one', r.body.data.authToken)).status).toBe(200);
    const me = await call(t.app, 'GET', '/api/auth/current-user', { token: login.body.token });
    expect(me.body.data.username).toBe('staff-one');
  });

  it('refuses a wrong auth token, another master, and a password login for a sub-account', async () => {
    const { body } = await create('staff-two');
    const authToken = body.data.authToken;
    await expectMessage(t.app, 'POST', '/api/auth/login', { body: { method: 'subAccount', masterAccount: 'mastermind', subAccount: 'staff-two', authToken: 'wrong-token' } }, 400, ...LOGIN_FAILED);
    await expectMessage(t.app, 'POST', '/api/auth/login', { body: { method: 'subAccount', masterAccount: 'rivalorg', subAccount: 'staff-two', authToken } }, 400, ...LOGIN_FAILED);
    await expectMessage(t.app, 'POST', '/api/auth/login', { body: { method: 'subAccount', masterAccount: 'nobody', subAccount: 'staff-two', authToken } }, 400, ...LOGIN_FAILED);
    await expectMessage(t.app, 'POST', '/api/auth/login', { body: { method: 'account', account: 'staff-two', password: authToken } }, 400, ...LOGIN_FAILED);
  });

  it('lists only the caller’s own sub-accounts', async () => {
    await create('rival-staff', rival.token);
    const mine = await call(t.app, 'GET', URL, { token: master.token });
    expect(mine.status).toBe(200);
    const names = mine.body.data.map((u: { username: string }) => u.username);
    expect(names).toEqual(expect.arrayContaining(['staff-one', 'staff-two']));
    expect(names).not.toContain('rival-staff');
    expect(mine.body.data.every((u: { masterId: number; role: string }) => u.masterId === master.user.id && u.role === 'USER')).toBe(true);
    const theirs = await call(t.app, 'GET', URL, { token: rival.token });
    expect(theirs.body.data.map((u: { username: string }) => u.username)).toEqual(['rival-staff']);
  });

  const refusals: Array<[string, Record<string, unknown>, string, string]> = [
    ['username missing', { name: '小李' }, '请输入用户名', 'Please enter a username'],
    ['username too short', { username: 'x' }, '用户名长度不能少于2个字符', 'The username must be at least 2 characters'],
    ['username malformed', { username: 'no spaces' }, '用户名只能包含字母、数字、下划线、减号或中文', 'The username may contain only letters, digits, underscores, hyphens or Chinese characters'],
    ['username taken', { username: 'admin' }, '用户名已存在', 'This username is already taken'],
    ['name too short', { username: 'staff-x', name: 'A' }, '姓名长度在 2 到 20 个字符', 'The name must be 2 to 20 characters'],
    ['a role in the body', { username: 'staff-x', role: 'SUPER_ADMIN' }, '不支持的字段：role', 'Unsupported field: role'],
  ];
  it.each(refusals)('refuses: %s (zh and en), storing nothing', async (_n, body, zh, en) => {
    const before = await userCount(t);
    await expectMessage(t.app, 'POST', URL, { token: master.token, body }, 400, zh, en);
    expect(await userCount(t)).toBe(before);
  });

  it('a sub-account is no admin: it cannot manage sub-accounts', async () => {
    const { body } = await create('staff-three');
    const sub = (await subLogin('mastermind', 'staff-three', body.data.authToken)).body.token;
    const before = await userCount(t);
    await expectMessage(t.app, 'GET', URL, { token: sub }, 403, ...ADMIN_ONLY);
    await expectMessage(t.app, 'POST', URL, { token: sub, body: { username: 'staff-sub' } }, 403, ...ADMIN_ONLY);
    await expectMessage(t.app, 'DELETE', `${URL}/${body.data.user.id}`, { token: sub }, 403, ...ADMIN_ONLY);
    expect(await userCount(t)).toBe(before);
  });

  it('refuses anonymous callers before looking at the body', async () => {
    const before = await userCount(t);
    for (const [method, url, b] of [['GET', URL], ['POST', URL, { username: 'anon-staff' }], ['POST', URL, { nonsense: true }], ['DELETE', `${URL}/1`]] as const) {
      await expectMessage(t.app, method, url, { body: b }, 401, '未登录或登录已过期，请重新登录', 'Not logged in or the session has expired, please log in again');
    }
    expect(await userCount(t)).toBe(before);
  });

  it('deletes only the caller’s own sub-account; its sessions end at once', async () => {
    const { body } = await create('staff-four');
    const id = body.data.user.id;
    const sub = (await subLogin('mastermind', 'staff-four', body.data.authToken)).body.token;
    await expectMessage(t.app, 'DELETE', `${URL}/${id}`, { token: rival.token }, 404, '子账号不存在', 'No such sub-account');
    await expectMessage(t.app, 'DELETE', `${URL}/${master.user.id}`, { token: master.token }, 404, '子账号不存在', 'No such sub-account');
    expect((await call(t.app, 'GET', '/api/auth/current-user', { token: sub })).status).toBe(200);
    const r = await call(t.app, 'DELETE', `${URL}/${id}`, { token: master.token, lang: 'en' });
    expect([r.status, r.body.message]).toEqual([200, 'Sub-account deleted']);
    expect(await t.db.query('SELECT id FROM users WHERE id = $1', [id])).toHaveLength(0);
    expect((await call(t.app, 'GET', '/api/auth/current-user', { token: sub })).status).toBe(401);
    await expectMessage(t.app, 'POST', '/api/auth/login', { body: { method: 'subAccount', masterAccount: 'mastermind', subAccount: 'staff-four', authToken: body.data.authToken } }, 400, ...LOGIN_FAILED);
    await expectMessage(t.app, 'DELETE', `${URL}/${id}`, { token: master.token }, 404, '子账号不存在', 'No such sub-account');
  });

  it('the super admin has sub-accounts too', async () => {
    const admin = await loginAdmin(t);
    const r = await create('admin-staff', admin);
    expect(r.status).toBe(200);
    expect((await subLogin('admin', 'admin-staff', r.body.data.authToken)).status).toBe(200);
    const list = await call(t.app, 'GET', URL, { token: admin });
    expect(list.body.data.map((u: { username: string }) => u.username)).toEqual(['admin-staff']);
  });
});
