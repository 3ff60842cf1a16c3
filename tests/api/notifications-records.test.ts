// The super admin's notification records: page, filters (sender, title, status, type), delete
// (a pending one is cancelled; delivered ones stay with the users), statistics, permissions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, loginAdmin, makeApp, registerOrganizer, type TestApp } from './harness';

const SUPER_ONLY = ['您没有权限访问超级管理员后台', 'You do not have permission to access the super-admin console'] as const;
const NOT_FOUND = ['请求的资源不存在', 'The requested resource does not exist'] as const;

describe.each(DATABASES)('notification records (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let org: Awaited<ReturnType<typeof registerOrganizer>>;
  const later = () => new Date(Date.now() + 3_600_000).toISOString();
  const send = (body: Record<string, unknown>) => call(t.app, 'POST', '/api/notifications/send', { token: admin, body: { content: '内容', targetType: 'ALL_USERS', ...body } });
  beforeAll(async () => {
    t = await makeApp(kind);
    admin = await loginAdmin(t);
    adminId = (await t.db.query("SELECT id FROM users WHERE username = 'admin'"))[0].id;
    org = await registerOrganizer(t, 'recorg');
    await send({ title: '会议通知一', type: ['SYSTEM'] });
    await send({ title: '会议通知二', type: ['EMAIL'], scheduledAt: later() });
    await send({ title: '维护公告', type: ['SMS'] });
    // a failed one, as the scheduler leaves it
    await t.db.query("INSERT INTO notification_records (title, content, type, status, target_type, sender_id, sender_type, failure_reason) VALUES ('失败的通知', 'x', 'SYSTEM', 'FAILED', 'ALL_USERS', $1, 'SUPER_ADMIN', 'boom')", [adminId]);
    await call(t.app, 'POST', '/api/notifications/templates', { token: admin, body: { name: 'n', category: 'SYSTEM', title: 't', content: 'c' } });
  });
  afterAll(() => t.close());

  const list = async (q = '') => (await call(t.app, 'GET', `/api/notifications/admin${q}`, { token: admin })).body.data;
  const titles = (d: { content: Array<{ title: string }> }) => d.content.map((r) => r.title);

  it('pages the records newest first, as the console asks (senderId, senderType, page 0, size 1000)', async () => {
    const all = await list(`?senderId=${adminId}&senderType=SUPER_ADMIN&page=0&size=1000`);
    expect(titles(all)).toEqual(['失败的通知', '维护公告', '会议通知二', '会议通知一']);
    expect(all).toMatchObject({ totalElements: 4, totalPages: 1 });
    expect(all.content[0]).toMatchObject({ id: expect.any(Number), type: 'SYSTEM', status: 'FAILED', createdAt: expect.any(String), failureReason: 'boom' });
    const p = await list('?page=1&size=3');
    expect([titles(p), p.totalPages]).toEqual([['会议通知一'], 2]);
    expect((await list('?senderId=999')).content).toEqual([]);
    expect((await list('?senderType=ORGANIZER')).content).toEqual([]);
  });

  it('filters by title, status and type', async () => {
    expect(titles(await list(`?title=${encodeURIComponent('会议')}`))).toEqual(['会议通知二', '会议通知一']);
    expect(titles(await list('?status=PENDING'))).toEqual(['会议通知二']);
    expect(titles(await list('?status=SENT&type=SMS'))).toEqual(['维护公告']);
    expect(titles(await list('?type=EMAIL'))).toEqual(['会议通知二']);
  });

  it('refuses bad query parameters (zh and en)', async () => {
    const url = '/api/notifications/admin';
    await expectMessage(t.app, 'GET', `${url}?size=1001`, { token: admin }, 400, '每页条数不能大于1000', 'Page size must be at most 1000');
    await expectMessage(t.app, 'GET', `${url}?page=-1`, { token: admin }, 400, '页码不能小于0', 'Page must be at least 0');
    await expectMessage(t.app, 'GET', `${url}?status=DONE`, { token: admin }, 400, '状态的取值无效', 'Status has an invalid value');
  });

  it('statistics count records by status and the templates', async () => {
    const r = await call(t.app, 'GET', '/api/notifications/statistics', { token: admin });
    expect([r.status, r.body.data]).toEqual([200, { totalCount: 4, pendingCount: 1, sentCount: 2, failedCount: 1, templateCount: 1 }]);
  });

  it('deleting a pending record cancels it; deleting a sent one leaves the users’ notifications', async () => {
    const pending = (await list('?status=PENDING')).content[0];
    const r = await call(t.app, 'DELETE', `/api/notifications/${pending.id}`, { token: admin });
    expect([r.status, r.body.message]).toEqual([200, '删除成功']);
    const en = await call(t.app, 'DELETE', `/api/notifications/${pending.id}`, { token: admin, lang: 'en' });
    expect([en.status, en.body.message]).toEqual([404, NOT_FOUND[1]]);
    await t.db.query(`UPDATE notification_records SET scheduled_at = now() - interval '1 second' WHERE id = $1`, [pending.id]);
    expect(await t.app.notifications.scheduler.tick()).toBe(0); // nothing left to deliver

    const sent = (await list(`?title=${encodeURIComponent('维护公告')}`)).content[0];
    const delivered = async () => Number((await t.db.query('SELECT count(*)::int AS n FROM notifications WHERE record_id = $1', [sent.id]))[0].n);
    const before = await delivered();
    expect(before).toBeGreaterThan(0);
    expect((await call(t.app, 'DELETE', `/api/notifications/${sent.id}`, { token: admin })).status).toBe(200);
    expect(await delivered()).toBe(before);
    await expectMessage(t.app, 'DELETE', '/api/notifications/abc', { token: admin }, 404, ...NOT_FOUND);
    const s = (await call(t.app, 'GET', '/api/notifications/statistics', { token: admin })).body.data;
    expect(s).toMatchObject({ totalCount: 2, pendingCount: 0, sentCount: 1 });
  });

  it('an organizer gets 403 on every admin call and changes nothing', async () => {
    const [{ id }] = await t.db.query('SELECT id FROM notification_records LIMIT 1');
    const before = await t.db.query('SELECT * FROM notification_records ORDER BY id');
    for (const [method, url] of [
      ['GET', '/api/notifications/admin?page=0&size=1000'],
      ['GET', '/api/notifications/statistics'],
      ['DELETE', `/api/notifications/${id}`],
    ] as const) {
      await expectMessage(t.app, method, url, { token: org.token }, 403, ...SUPER_ONLY);
    }
    expect(await t.db.query('SELECT * FROM notification_records ORDER BY id')).toEqual(before);
  });
});
