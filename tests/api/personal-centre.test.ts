// The personal centre's calls as its security tab makes them: the password change with its
// confirmation (checked by the server too, nothing stored on a mismatch), and the sub-account
// boundaries — a plain user or a sub-account has none, an organizer never touches another's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, loginAdmin, makeApp, registerOrganizer, type TestApp } from './harness';
import { ADMIN_ONLY } from './cast.fixtures';

const PW = '/api/user/change-password';
const SUBS = '/api/auth/sub-accounts';

describe.each(DATABASES)('personal centre (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp(kind);
  });
  afterAll(() => t.close());

  const hash = async (id: number) => (await t.db.query('SELECT password_hash FROM users WHERE id = $1', [id]))[0].password_hash;

  it('refuses a confirmation that does not match, and stores nothing', async () => {
    const o = await registerOrganizer(t, 'pc-confirm', 'old-pass-1');
    const before = await hash(o.user.id);
    await expectMessage(t.app, 'POST', PW, { token: o.token, body: { oldPassword: 'old-pass-1', newPassword: 'new-pass-1', confirmPassword: 'new-pass-2' } },
      400, '两次输入的密码不一致', 'The two passwords do not match');
    const r = await call(t.app, 'POST', PW, { token: o.token, body: { oldPassword: 'old-pass-1', newPassword: 'new-pass-1', confirmPassword: 'new-pass-2' } });
    expect(r.body.errors).toEqual([{ path: '/confirmPassword', message: '两次输入的密码不一致' }]);
    expect(await hash(o.user.id)).toBe(before);
    expect((await call(t.app, 'GET', '/api/user/info', { token: o.token })).status).toBe(200);
  });

  it('changes the password with a matching confirmation; the old session ends, the new password logs in', async () => {
    const o = await registerOrganizer(t, 'pc-change', 'old-pass-1');
    const r = await call(t.app, 'POST', PW, { token: o.token, lang: 'en', body: { oldPassword: 'old-pass-1', newPassword: 'new-pass-1', confirmPassword: 'new-pass-1' } });
    expect([r.status, r.body.message]).toEqual([200, 'Password changed, please log in again']);
    expect((await call(t.app, 'GET', '/api/user/info', { token: o.token })).status).toBe(401);
    const login = await call(t.app, 'POST', '/api/auth/login', { body: { method: 'account', account: 'pc-change', password: 'new-pass-1' } });
    expect(login.status).toBe(200);
  });

  it('sub-accounts: refused to a plain user and to a sub-account; an organizer cannot delete another’s', async () => {
    const a = await registerOrganizer(t, 'pc-master-a');
    const b = await registerOrganizer(t, 'pc-master-b');
    const made = await call(t.app, 'POST', SUBS, { token: a.token, body: { username: 'pc-staff-a' } });
    expect(made.status).toBe(200);
    const sub = await call(t.app, 'POST', '/api/auth/login', { body: { method: 'subAccount', masterAccount: 'pc-master-a', subAccount: 'pc-staff-a', authToken: made.body.data.authToken } });
    expect(sub.body.user.role).toBe('USER');
    await expectMessage(t.app, 'GET', SUBS, { token: sub.body.token }, 403, ...ADMIN_ONLY);
    await expectMessage(t.app, 'POST', SUBS, { token: sub.body.token, body: { username: 'pc-staff-x' } }, 403, ...ADMIN_ONLY);
    // another organizer: not in its list, and its delete finds nothing
    const listB = await call(t.app, 'GET', SUBS, { token: b.token });
    expect(listB.body.data.map((u: { username: string }) => u.username)).not.toContain('pc-staff-a');
    await expectMessage(t.app, 'DELETE', `${SUBS}/${made.body.data.user.id}`, { token: b.token }, 404, '子账号不存在', 'No such sub-account');
    expect((await call(t.app, 'GET', SUBS, { token: a.token })).body.data).toHaveLength(1);
    // the super admin manages its own sub-accounts the same way
    const admin = await loginAdmin(t);
    expect((await call(t.app, 'GET', SUBS, { token: admin })).body.data).toEqual([]);
  });
});
