// Who may do what with notifications: every admin call of the area refuses an organizer, a user of
// role ADMIN and a sub-account (403, nothing changed); a user reads only its own notifications; and
// the notify() helper other areas call puts one notification in one user's bell.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../../src/server/http/route';
import { hashPassword } from '../../src/server/auth/password';
import { notify } from '../../src/server/notifications/notify';
import { DATABASES, call, expectMessage, loginAdmin, makeApp, registerOrganizer, type TestApp } from './harness';

const SUPER_ONLY = ['您没有权限访问超级管理员后台', 'You do not have permission to access the super-admin console'] as const;
const FORBIDDEN = ['没有操作权限，请联系管理员申请权限', 'You do not have permission for this operation, please ask an administrator'] as const;

describe.each(DATABASES)('notification access (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let org: Awaited<ReturnType<typeof registerOrganizer>>;
  let other: Awaited<ReturnType<typeof registerOrganizer>>;
  let staff: string;
  let sub: string;
  beforeAll(async () => {
    t = await makeApp(kind);
    admin = await loginAdmin(t);
    org = await registerOrganizer(t, 'accorg');
    other = await registerOrganizer(t, 'accother');
    await t.db.query("INSERT INTO users (username, password_hash, role, status) VALUES ('accstaff', $1, 'ADMIN', 'active')", [await hashPassword('staff-pass-1')]);
    staff = (await call(t.app, 'POST', '/api/auth/login', { body: { method: 'account', account: 'accstaff', password: 'staff-pass-1' } })).body.token;
    const s = await call(t.app, 'POST', '/api/auth/sub-accounts', { token: org.token, body: { username: 'accsub' } });
    sub = (await call(t.app, 'POST', '/api/auth/login', { body: { method: 'subAccount', masterAccount: 'accorg', subAccount: 'accsub', authToken: s.body.data.authToken } })).body.token;
    await call(t.app, 'POST', '/api/notifications/templates', { token: admin, body: { name: 'n', category: 'SYSTEM', title: 't', content: 'c' } });
    await call(t.app, 'POST', '/api/notifications/send', { token: admin, body: { title: 'pending', content: 'c', targetType: 'ALL_USERS', scheduledAt: new Date(Date.now() + 3_600_000).toISOString() } });
  });
  afterAll(() => t.close());

  const snapshot = async () => [
    await t.db.query('SELECT * FROM notification_templates ORDER BY id'),
    await t.db.query('SELECT * FROM notification_records ORDER BY id'),
    await t.db.query('SELECT id, is_read FROM notifications ORDER BY id'),
  ];
  const valid: Record<string, unknown> = {
    'POST /api/notifications/templates': { name: 'x', category: 'SYSTEM', title: 't', content: 'c' },
    'PUT /api/notifications/templates/:id': { name: 'x', category: 'SYSTEM', title: 't', content: 'c' },
    'POST /api/notifications/send': { title: 't', content: 'c', targetType: 'ALL_USERS' },
  };

  // (messages to a meeting's participants are the organizers' too: notifications-participants.test.ts)
  it('every admin call of the area is for the super admin only, whatever the body', async () => {
    const [{ id: tpl }] = await t.db.query('SELECT id FROM notification_templates LIMIT 1');
    const [{ id: rec }] = await t.db.query('SELECT id FROM notification_records LIMIT 1');
    const admins = (routeTable.get(t.app) ?? []).filter((r) => r.url.startsWith('/api/notifications') && !r.url.includes('/user/') && !r.url.includes('/meeting-messages/'));
    expect(admins.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'DELETE /api/notifications/:id', 'DELETE /api/notifications/templates/:id', 'GET /api/notifications/admin', 'GET /api/notifications/statistics',
      'GET /api/notifications/templates', 'POST /api/notifications/send', 'POST /api/notifications/templates', 'PUT /api/notifications/templates/:id',
    ]);
    const before = await snapshot();
    for (const r of admins) {
      expect(r.access).toBe('superAdmin');
      const url = r.url.replace(':id', String(r.url.includes('templates') ? tpl : rec));
      const body = valid[`${r.method} ${r.url}`];
      for (const token of [org.token, staff, sub]) await expectMessage(t.app, r.method as string, url, { token, body }, 403, ...SUPER_ONLY);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('a user reads and marks only its own notifications', async () => {
    await notify(t.app.ctx, org.user.id, { title: '报名已通过', content: '您的报名已审核通过', category: 'MEETING' });
    const mine = await call(t.app, 'GET', `/api/notifications/user/${org.user.id}/details`, { token: org.token });
    expect(mine.body.data.content[0]).toMatchObject({ title: '报名已通过', content: '您的报名已审核通过', category: 'MEETING', isRead: false });
    const theirs = await call(t.app, 'GET', `/api/notifications/user/${other.user.id}/details`, { token: other.token });
    expect(theirs.body.data.content.map((n: { title: string }) => n.title)).not.toContain('报名已通过');
    const before = await snapshot();
    for (const token of [other.token, staff, sub]) {
      await expectMessage(t.app, 'GET', `/api/notifications/user/${org.user.id}/details`, { token }, 403, ...FORBIDDEN);
      await expectMessage(t.app, 'PUT', `/api/notifications/user/${org.user.id}/read-all`, { token }, 403, ...FORBIDDEN);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('notify() writes inside the caller’s transaction: a rollback leaves nothing', async () => {
    const count = async () => Number((await t.db.query('SELECT count(*)::int AS n FROM notifications WHERE user_id = $1', [other.user.id]))[0].n);
    const before = await count();
    await expect(t.db.tx(async (tx) => {
      await notify(t.app.ctx, other.user.id, { title: '不会出现' }, tx);
      throw new Error('rolled back');
    })).rejects.toThrow('rolled back');
    expect(await count()).toBe(before);
    const id = await notify(t.app.ctx, other.user.id, { title: 'x'.repeat(300) });
    const [row] = await t.db.query('SELECT title, content, category FROM notifications WHERE id = $1', [id]);
    expect(row).toEqual({ title: 'x'.repeat(200), content: '', category: 'SYSTEM' });
  });
});
