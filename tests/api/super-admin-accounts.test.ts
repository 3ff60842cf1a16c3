// The super admin's accounts tab: list with paging, search and filters; stats; disable (sessions
// revoked at once, login refused), enable, delete (with its data; never a super admin).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, loginAdmin, makeApp, registerOrganizer, type TestApp } from './harness';
import { NOT_LOGGED_IN } from './cast.fixtures';

const BASE = '/api/super-admin/organizer-users';
const DISABLED = ['账号已被禁用，请联系管理员', 'This account has been disabled, please contact the administrator'] as const;

describe.each(DATABASES)('super-admin accounts (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let orgs: Awaited<ReturnType<typeof registerOrganizer>>[] = [];
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    admin = await loginAdmin(t);
    orgs = [];
    for (let i = 0; i < 12; i++) orgs.push(await registerOrganizer(t, `acct${String(i).padStart(2, '0')}`));
    await t.db.query("UPDATE users SET role = 'ADMIN', email = 'boss@example.com' WHERE username = 'acct11'");
    await t.db.query("UPDATE users SET email = 'a100%_x@example.com' WHERE username = 'acct10'");
  });
  afterAll(() => t.close());

  it('lists accounts 10 a page (1-based), newest first, at the top level and under data, never a super admin', async () => {
    const r = await call(t.app, 'GET', `${BASE}?page=1&size=10`, { token: admin });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ totalElements: 12, totalPages: 2 });
    expect(r.body.data).toMatchObject({ totalElements: 12, totalPages: 2, page: 1, size: 10 });
    expect(r.body.content).toHaveLength(10);
    expect(r.body.data.content.map((u: any) => u.username)).toEqual(r.body.content.map((u: any) => u.username));
    expect(r.body.content[0]).toMatchObject({ username: 'acct11', role: 'ADMIN', status: 'active' });
    expect(r.body.content[0]).toHaveProperty('registerTime');
    const p2 = await call(t.app, 'GET', `${BASE}?page=2&size=10`, { token: admin });
    expect(p2.body.content.map((u: any) => u.username)).toEqual(['acct01', 'acct00']);
    const all = await call(t.app, 'GET', `${BASE}?page=1&size=1000`, { token: admin });
    expect(all.body.content.some((u: any) => u.role === 'SUPER_ADMIN')).toBe(false);
  });

  it('searches username or e-mail (a substring; % and _ are plain characters) and filters by status and role', async () => {
    const q = async (qs: string) => (await call(t.app, 'GET', `${BASE}?${qs}`, { token: admin })).body.content.map((u: any) => u.username);
    expect(await q('search=acct0')).toHaveLength(10);
    expect(await q('search=BOSS@')).toEqual(['acct11']);
    expect(await q(`search=${encodeURIComponent('100%_')}`)).toEqual(['acct10']);
    expect(await q(`search=${encodeURIComponent('%')}`)).toEqual(['acct10']);
    expect(await q('role=ADMIN')).toEqual(['acct11']);
    expect(await q('role=ORGANIZER&page=1&size=100')).toHaveLength(11);
    expect(await q('status=disabled')).toEqual([]);
    expect(await q('status=&role=&search=')).toHaveLength(10);
  });

  it('answers the stat figures', async () => {
    const r = await call(t.app, 'GET', `${BASE}/stats`, { token: admin });
    expect(r.body.data).toEqual({ totalUsers: 13, organizerUsers: 11, systemAdmins: 2, disabledUsers: 0 });
  });

  const badQueries: Array<[string, string, string]> = [
    ['page=0', '页码不能小于1', 'Page must be at least 1'],
    ['size=1001', '每页条数不能大于1000', 'Page size must be at most 1000'],
    ['status=gone', '状态的取值无效', 'Status has an invalid value'],
    ['role=SUPER_ADMIN', '角色的取值无效', 'Role has an invalid value'],
    ['other=1', '不支持的字段：other', 'Unsupported field: other'],
  ];
  it.each(badQueries)('refuses the query %s (zh and en)', async (qs, zh, en) => {
    await expectMessage(t.app, 'GET', `${BASE}?${qs}`, { token: admin }, 400, zh, en);
  });

  it('disable revokes the sessions at once and refuses login; enable lets the user log in again', async () => {
    const o = orgs[3];
    expect((await call(t.app, 'GET', '/api/auth/current-user', { token: o.token })).status).toBe(200);
    const d = await expectMessage(t.app, 'PUT', `${BASE}/${o.user.id}/disable`, { token: admin }, 200, '用户已禁用', 'User disabled');
    expect(d.zh.body.data).toMatchObject({ id: o.user.id, status: 'disabled' });
    // the revoked token is refused at once, whatever it is used for
    await expectMessage(t.app, 'GET', '/api/auth/current-user', { token: o.token }, 401, ...NOT_LOGGED_IN);
    expect((await call(t.app, 'GET', `/api/notifications/user/${o.user.id}/unread-count`, { token: o.token })).status).toBe(401);
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1 AND revoked_at IS NULL', [o.user.id]);
    expect(Number(n)).toBe(0);
    await expectMessage(t.app, 'POST', '/api/auth/login', { body: { method: 'account', account: o.username, password: o.password } }, 403, ...DISABLED);
    expect((await call(t.app, 'GET', `${BASE}?status=disabled`, { token: admin })).body.content.map((u: any) => u.id)).toEqual([o.user.id]);
    expect((await call(t.app, 'GET', `${BASE}/stats`, { token: admin })).body.data.disabledUsers).toBe(1);

    await expectMessage(t.app, 'PUT', `${BASE}/${o.user.id}/enable`, { token: admin }, 200, '用户已启用', 'User enabled');
    // the old token stays revoked; a new login works
    expect((await call(t.app, 'GET', '/api/auth/current-user', { token: o.token })).status).toBe(401);
    const again = await call(t.app, 'POST', '/api/auth/login', { body: { method: 'account', account: o.username, password: o.password } });
    expect(again.status).toBe(200);
  });

  it('never disables, enables or deletes a super admin (itself included), and 404s an unknown id', async () => {
    const [me] = await t.db.query("SELECT id FROM users WHERE username = 'admin'");
    const [other] = await t.db.query("INSERT INTO users (username, role, status) VALUES ('root2', 'SUPER_ADMIN', 'active') RETURNING id");
    for (const id of [me.id, other.id]) {
      await expectMessage(t.app, 'PUT', `${BASE}/${id}/disable`, { token: admin }, 400, '不能操作超级管理员账号', 'Super admin accounts cannot be changed here');
      await expectMessage(t.app, 'PUT', `${BASE}/${id}/enable`, { token: admin }, 400, '不能操作超级管理员账号', 'Super admin accounts cannot be changed here');
      await expectMessage(t.app, 'DELETE', `${BASE}/${id}`, { token: admin }, 400, '不能操作超级管理员账号', 'Super admin accounts cannot be changed here');
    }
    const [{ n }] = await t.db.query("SELECT count(*)::int AS n FROM users WHERE role = 'SUPER_ADMIN' AND status = 'active'");
    expect(Number(n)).toBe(2);
    for (const [m, u] of [['PUT', `${BASE}/999999/disable`], ['PUT', `${BASE}/999999/enable`], ['DELETE', `${BASE}/999999`], ['DELETE', `${BASE}/abc`]]) {
      await expectMessage(t.app, m, u, { token: admin }, 404, m === 'DELETE' && u.endsWith('abc') ? '请求的资源不存在' : '用户不存在', m === 'DELETE' && u.endsWith('abc') ? 'The requested resource does not exist' : 'The user does not exist');
    }
    await t.db.query('DELETE FROM users WHERE id = $1', [other.id]);
  });

  it('delete removes the account with its sub-accounts, sessions and notifications; its reports stay, anonymous', async () => {
    const o = orgs[5];
    const s = await call(t.app, 'POST', '/api/auth/sub-accounts', { token: o.token, body: { username: 'acct05staff' } });
    expect(s.status).toBe(200);
    const rep = await call(t.app, 'POST', '/api/reports', { token: o.token, ip: '10.9.9.9', body: { description: 'report by a user to be deleted' } });
    expect(rep.body.data.reporterId).toBe(o.user.id);
    const d = await call(t.app, 'DELETE', `${BASE}/${o.user.id}`, { token: admin });
    expect([d.status, d.body.message, d.body.data]).toEqual([200, '用户已删除', { id: o.user.id, deleted: 2 }]);
    const en = await call(t.app, 'DELETE', `${BASE}/${orgs[7].user.id}`, { token: admin, lang: 'en' });
    expect([en.status, en.body.message]).toEqual([200, 'User deleted']);
    const left = await t.db.query("SELECT username FROM users WHERE username IN ($1, 'acct05staff')", [o.username]);
    expect(left).toEqual([]);
    expect((await t.db.query('SELECT 1 FROM sessions WHERE user_id = $1', [o.user.id])).length).toBe(0);
    expect((await t.db.query('SELECT 1 FROM notifications WHERE user_id = $1', [o.user.id])).length).toBe(0);
    const [r] = await t.db.query('SELECT reporter_id FROM reports WHERE id = $1', [rep.body.data.id]);
    expect(r.reporter_id).toBeNull();
    await expectMessage(t.app, 'GET', '/api/auth/current-user', { token: o.token }, 401, ...NOT_LOGGED_IN);
    await expectMessage(t.app, 'POST', '/api/auth/login', { body: { method: 'account', account: o.username, password: o.password } }, 400, '登录失败，请检查用户名和密码', 'Login failed, please check your username and password');
  });

  it('refuses to delete an owner of meetings (participants’ data): disable instead', async () => {
    const o = orgs[6];
    await t.db.query('CREATE TABLE IF NOT EXISTS meetings (id serial PRIMARY KEY)');
    await t.db.query('ALTER TABLE meetings ADD COLUMN IF NOT EXISTS organizer_id integer');
    await t.db.query('ALTER TABLE meetings ADD COLUMN IF NOT EXISTS title text');
    await t.db.query('INSERT INTO meetings (organizer_id, title) VALUES ($1, $2), ($1, $3)', [o.user.id, 'm1', 'm2']);
    await expectMessage(t.app, 'DELETE', `${BASE}/${o.user.id}`, { token: admin }, 409, '该用户名下还有 2 个会议，不能删除，可先禁用该账号', 'This user still owns 2 meeting(s) and cannot be deleted; disable the account instead');
    expect((await t.db.query('SELECT 1 FROM users WHERE id = $1', [o.user.id])).length).toBe(1);
    await t.db.query('DELETE FROM meetings WHERE organizer_id = $1', [o.user.id]);
  });
});
