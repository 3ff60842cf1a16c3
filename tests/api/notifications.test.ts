// The user side of notifications: count, page, mark read, mark all read; only the user itself or a
// super admin, another organizer gets 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, expiredToken, forgedToken, loginAdmin, makeApp, registerOrganizer, type TestApp } from './harness';
import { NOT_LOGGED_IN } from './cast.fixtures';

const FORBIDDEN = ['没有操作权限，请联系管理员申请权限', 'You do not have permission for this operation, please ask an administrator'] as const;

describe.each(DATABASES)('user notifications (%s)', (kind) => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof registerOrganizer>>;
  let other: Awaited<ReturnType<typeof registerOrganizer>>;
  let admin: string;
  const base = (id: number) => `/api/notifications/user/${id}`;
  beforeAll(async () => {
    t = await makeApp(kind);
    me = await registerOrganizer(t, 'reader');
    other = await registerOrganizer(t, 'snooper');
    admin = await loginAdmin(t);
    // four more for `reader`, a second apart so the order is certain
    for (let i = 1; i <= 4; i++) {
      await t.db.query(`INSERT INTO notifications (user_id, title, content, category, created_at) VALUES ($1, $2, $3, 'MEETING', now() + ($4 || ' seconds')::interval)`, [
        me.user.id, `会议通知 ${i}`, `内容 ${i}`, String(i),
      ]);
    }
  });
  afterAll(() => t.close());

  const unread = async (token = me.token) => (await call(t.app, 'GET', `${base(me.user.id)}/unread-count`, { token })).body.data;

  it('registration leaves a welcome notification; the count is the user’s unread ones', async () => {
    const r = await call(t.app, 'GET', `${base(me.user.id)}/unread-count`, { token: me.token });
    expect([r.status, r.body.code, r.body.data]).toEqual([200, 200, 5]);
    expect((await call(t.app, 'GET', `${base(other.user.id)}/unread-count`, { token: other.token })).body.data).toBe(1);
  });

  it('pages the user’s notifications newest first', async () => {
    const r = await call(t.app, 'GET', `${base(me.user.id)}/details?page=0&size=2`, { token: me.token });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ totalElements: 5, totalPages: 3 });
    expect(r.body.data.content.map((n: { title: string }) => n.title)).toEqual(['会议通知 4', '会议通知 3']);
    const n = r.body.data.content[0];
    expect(n).toMatchObject({ userId: me.user.id, title: '会议通知 4', content: '内容 4', category: 'MEETING', isRead: false });
    expect(n.notificationId).toBe(n.id);
    const last = await call(t.app, 'GET', `${base(me.user.id)}/details?page=2&size=2`, { token: me.token });
    expect(last.body.data.content.map((x: { title: string }) => x.title)).toEqual(['注册成功！']);
    const dflt = await call(t.app, 'GET', `${base(me.user.id)}/details`, { token: me.token });
    expect(dflt.body.data).toMatchObject({ totalElements: 5, totalPages: 1 });
    expect(dflt.body.data.content).toHaveLength(5);
  });

  it('refuses bad page parameters (zh and en)', async () => {
    await expectMessage(t.app, 'GET', `${base(me.user.id)}/details?page=-1`, { token: me.token }, 400, '页码不能小于0', 'Page must be at least 0');
    await expectMessage(t.app, 'GET', `${base(me.user.id)}/details?size=0`, { token: me.token }, 400, '每页条数不能小于1', 'Page size must be at least 1');
    await expectMessage(t.app, 'GET', `${base(me.user.id)}/details?size=many`, { token: me.token }, 400, '每页条数类型错误', 'Page size has the wrong type');
  });

  it('marks one read, then all; the count never goes below 0', async () => {
    const page = await call(t.app, 'GET', `${base(me.user.id)}/details`, { token: me.token });
    const first = page.body.data.content[0];
    const r = await call(t.app, 'PUT', `${base(me.user.id)}/read/${first.id}`, { token: me.token });
    expect([r.status, r.body.code]).toEqual([200, 200]);
    expect(await unread()).toBe(4);
    const [row] = await t.db.query('SELECT is_read FROM notifications WHERE id = $1', [first.id]);
    expect(row.is_read).toBe(true);
    // again: still read, count unchanged
    expect((await call(t.app, 'PUT', `${base(me.user.id)}/read/${first.id}`, { token: me.token })).status).toBe(200);
    expect(await unread()).toBe(4);
    expect((await call(t.app, 'PUT', `${base(me.user.id)}/read-all`, { token: me.token })).status).toBe(200);
    expect(await unread()).toBe(0);
    expect((await call(t.app, 'PUT', `${base(me.user.id)}/read-all`, { token: me.token })).status).toBe(200);
    expect(await unread()).toBe(0);
    // the other user's are untouched
    expect((await call(t.app, 'GET', `${base(other.user.id)}/unread-count`, { token: other.token })).body.data).toBe(1);
  });

  it('another organizer gets 403 on every call and changes nothing', async () => {
    await t.db.query('UPDATE notifications SET is_read = false WHERE user_id = $1', [me.user.id]);
    const [{ id }] = await t.db.query('SELECT id FROM notifications WHERE user_id = $1 LIMIT 1', [me.user.id]);
    const calls: Array<[string, string]> = [
      ['GET', `${base(me.user.id)}/unread-count`],
      ['GET', `${base(me.user.id)}/details?page=0&size=10`],
      ['PUT', `${base(me.user.id)}/read/${id}`],
      ['PUT', `${base(me.user.id)}/read-all`],
    ];
    for (const [method, url] of calls) await expectMessage(t.app, method, url, { token: other.token }, 403, ...FORBIDDEN);
    expect(await unread()).toBe(5);
  });

  it('a notification of another user cannot be marked read through one’s own id', async () => {
    const [{ id }] = await t.db.query('SELECT id FROM notifications WHERE user_id = $1 LIMIT 1', [me.user.id]);
    await expectMessage(t.app, 'PUT', `${base(other.user.id)}/read/${id}`, { token: other.token }, 404, '请求的资源不存在', 'The requested resource does not exist');
    expect(await unread()).toBe(5);
  });

  it('the super admin may read and mark any user’s notifications', async () => {
    expect(await unread(admin)).toBe(5);
    const page = await call(t.app, 'GET', `${base(me.user.id)}/details`, { token: admin });
    expect(page.body.data.totalElements).toBe(5);
    expect((await call(t.app, 'PUT', `${base(me.user.id)}/read-all`, { token: admin })).status).toBe(200);
    expect(await unread()).toBe(0);
  });

  it('refuses no token, an expired token and a forged one', async () => {
    for (const [token, msg] of [
      [undefined, NOT_LOGGED_IN],
      [expiredToken(t, me.token), ['登录已过期，请重新登录', 'Your session has expired, please log in again']],
      [forgedToken(me.token, { role: 'SUPER_ADMIN' }), NOT_LOGGED_IN],
    ] as const) {
      await expectMessage(t.app, 'GET', `${base(me.user.id)}/unread-count`, { token }, 401, ...(msg as [string, string]));
      await expectMessage(t.app, 'PUT', `${base(me.user.id)}/read-all`, { token }, 401, ...(msg as [string, string]));
    }
  });

  it('answers 404, not a server error, for ids that are not numbers', async () => {
    const calls: Array<[string, string]> = [
      ['GET', '/api/notifications/user/abc/unread-count'],
      ['GET', '/api/notifications/user/1.5/details'],
      ['GET', '/api/notifications/user/99999999999/unread-count'],
      ['PUT', `${base(me.user.id)}/read/xyz`],
      ['PUT', `${base(me.user.id)}/read/-1`],
      ['DELETE', '/api/auth/sub-accounts/abc'],
    ];
    for (const [method, url] of calls) {
      await expectMessage(t.app, method, url, { token: admin }, 404, '请求的资源不存在', 'The requested resource does not exist');
    }
  });
});
