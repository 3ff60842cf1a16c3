// POST /api/notifications/send: who a notification reaches (all active users, roles, specific ids),
// the channel sent (first chosen, SYSTEM by default; e-mail/SMS copies), every validation message in
// zh and en with nothing stored, and the sender taken from the caller.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, loginAdmin, makeApp, registerOrganizer, type TestApp } from './harness';

const URL = '/api/notifications/send';
const base = { title: '系统维护通知', content: '本周六 2:00-4:00 进行系统维护。', type: ['SYSTEM'], targetType: 'ALL_USERS' };

describe.each(DATABASES)('send notifications (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let orgA: Awaited<ReturnType<typeof registerOrganizer>>;
  let orgB: Awaited<ReturnType<typeof registerOrganizer>>;
  let staffId: number;
  let disabledId: number;
  const copies: Array<{ recipient: string; type: string; title: string }> = [];
  beforeAll(async () => {
    t = await makeApp(kind);
    admin = await loginAdmin(t);
    adminId = (await t.db.query("SELECT id FROM users WHERE username = 'admin'"))[0].id;
    orgA = await registerOrganizer(t, 'sendorga');
    orgB = await registerOrganizer(t, 'sendorgb');
    const off = await registerOrganizer(t, 'sendoff');
    disabledId = off.user.id;
    await t.db.query("UPDATE users SET status = 'disabled' WHERE id = $1", [disabledId]);
    staffId = (await t.db.query("INSERT INTO users (username, role, status, email) VALUES ('sendstaff', 'ADMIN', 'active', 'staff@example.com') RETURNING id"))[0].id;
    t.app.notifications.channel = { async send(to, msg) { copies.push({ recipient: to.recipient, type: to.type, title: msg.title }); } };
  });
  afterAll(() => t.close());

  /** user ids that got a notification of this record */
  const reached = async (recordId: number) =>
    (await t.db.query('SELECT user_id FROM notifications WHERE record_id = $1 ORDER BY user_id', [recordId])).map((r) => Number(r.user_id));
  const records = async () => Number((await t.db.query('SELECT count(*)::int AS n FROM notification_records'))[0].n);
  const userNotes = async () => Number((await t.db.query('SELECT count(*)::int AS n FROM notifications'))[0].n);

  it('ALL_USERS reaches every active user, now (通知发送成功！), sender from the caller', async () => {
    const r = await call(t.app, 'POST', URL, { token: admin, body: { ...base, senderId: 999, senderType: 'ORGANIZER' } });
    expect([r.status, r.body.message]).toEqual([200, '通知发送成功！']);
    expect(r.body.data).toMatchObject({ title: base.title, content: base.content, type: 'SYSTEM', status: 'SENT', targetType: 'ALL_USERS', senderId: adminId, senderType: 'SUPER_ADMIN' });
    const active = (await t.db.query("SELECT id FROM users WHERE status = 'active' ORDER BY id")).map((x) => Number(x.id));
    expect(active).toEqual(expect.arrayContaining([adminId, orgA.user.id, orgB.user.id, staffId]));
    expect(await reached(r.body.data.id)).toEqual(active);
    expect(r.body.data.recipientCount).toBe(active.length);
    expect(r.body.data.sentAt).toEqual(expect.any(String));
    // the organizer's bell sees it
    const page = await call(t.app, 'GET', `/api/notifications/user/${orgA.user.id}/details`, { token: orgA.token });
    expect(page.body.data.content[0]).toMatchObject({ title: base.title, content: base.content, category: 'SYSTEM', isRead: false });
    const en = await call(t.app, 'POST', URL, { token: admin, lang: 'en', body: base });
    expect(en.body.message).toBe('Notification sent!');
  });

  it('ROLE_BASED reaches only the active users of those roles', async () => {
    const org = await call(t.app, 'POST', URL, { token: admin, body: { ...base, targetType: 'ROLE_BASED', targetRoles: '["ORGANIZER"]' } });
    expect(org.body.data).toMatchObject({ status: 'SENT', targetRoles: '["ORGANIZER"]' });
    const organizers = (await t.db.query("SELECT id FROM users WHERE status = 'active' AND role = 'ORGANIZER' ORDER BY id")).map((x) => Number(x.id));
    expect(await reached(org.body.data.id)).toEqual(organizers);
    expect(organizers).not.toContain(disabledId);
    const staff = await call(t.app, 'POST', URL, { token: admin, body: { ...base, targetType: 'ROLE_BASED', targetRoles: '["ADMIN"]' } });
    expect(await reached(staff.body.data.id)).toEqual([staffId]);
    const both = await call(t.app, 'POST', URL, { token: admin, body: { ...base, targetType: 'ROLE_BASED', targetRoles: '["ADMIN", "ORGANIZER", "ADMIN"]' } });
    expect(both.body.data.targetRoles).toBe('["ADMIN","ORGANIZER"]');
    expect(await reached(both.body.data.id)).toEqual([...organizers, staffId].sort((a, b) => a - b));
  });

  it('SPECIFIC_USERS reaches only those ids (disabled ones skipped); unknown ids are refused', async () => {
    const r = await call(t.app, 'POST', URL, { token: admin, body: { ...base, targetType: 'SPECIFIC_USERS', targetUserIds: JSON.stringify([orgB.user.id, String(staffId), disabledId]) } });
    expect(r.status).toBe(200);
    expect(await reached(r.body.data.id)).toEqual([orgB.user.id, staffId].sort((a, b) => a - b));
    expect(r.body.data.targetUserIds).toBe(JSON.stringify([orgB.user.id, staffId, disabledId]));
    const before = [await records(), await userNotes()];
    await expectMessage(t.app, 'POST', URL, { token: admin, body: { ...base, targetType: 'SPECIFIC_USERS', targetUserIds: `[${orgA.user.id}, 999999]` } }, 400, '目标用户不存在：999999', 'These users do not exist: 999999');
    expect([await records(), await userNotes()]).toEqual(before);
  });

  it('sends only the first channel chosen, SYSTEM when none; e-mail and SMS copies go to those with an address', async () => {
    const none = await call(t.app, 'POST', URL, { token: admin, body: { ...base, type: undefined } });
    expect(none.body.data.type).toBe('SYSTEM');
    const one = await call(t.app, 'POST', URL, { token: admin, body: { ...base, type: 'SYSTEM' } });
    expect(one.body.data.type).toBe('SYSTEM');
    copies.length = 0;
    const sms = await call(t.app, 'POST', URL, { token: admin, body: { ...base, title: 'SMS 通知', type: ['SMS', 'EMAIL'], targetType: 'SPECIFIC_USERS', targetUserIds: `[${orgA.user.id}, ${staffId}]` } });
    expect(sms.body.data).toMatchObject({ type: 'SMS', status: 'SENT' });
    expect(await reached(sms.body.data.id)).toHaveLength(2); // in-app for both
    await expect.poll(() => copies.length).toBe(1);
    expect(copies).toEqual([{ recipient: orgA.phone, type: 'sms', title: 'SMS 通知' }]); // the staff user has no phone
    copies.length = 0;
    const mail = await call(t.app, 'POST', URL, { token: admin, body: { ...base, title: '邮件通知', type: ['EMAIL'], targetType: 'ROLE_BASED', targetRoles: '["ADMIN","ORGANIZER"]' } });
    expect(mail.body.data.type).toBe('EMAIL');
    await expect.poll(() => copies.length).toBe(1);
    expect(copies).toEqual([{ recipient: 'staff@example.com', type: 'email', title: '邮件通知' }]);
  });

  const refusals: Array<[string, Record<string, unknown>, string, string]> = [
    ['title missing', { ...base, title: undefined }, '请输入通知标题', 'Please enter a notification title'],
    ['title blank', { ...base, title: '  ' }, '请输入通知标题', 'Please enter a notification title'],
    ['title too long', { ...base, title: 't'.repeat(201) }, '通知标题不能超过200个字符', 'The notification title must be at most 200 characters'],
    ['content missing', { ...base, content: undefined }, '请输入通知内容', 'Please enter the notification content'],
    ['content empty', { ...base, content: '' }, '请输入通知内容', 'Please enter the notification content'],
    ['no delivery type chosen', { ...base, type: [] }, '请选择推送方式', 'Please choose a delivery type'],
    ['unknown delivery type', { ...base, type: 'FAX' }, '推送方式无效', 'Invalid delivery type'],
    ['unknown delivery type in a list', { ...base, type: ['FAX'] }, '推送方式无效', 'Invalid delivery type'],
    ['target missing', { ...base, targetType: undefined }, '请选择发送对象', 'Please choose the recipients'],
    ['target unknown', { ...base, targetType: 'EVERYONE' }, '请选择发送对象', 'Please choose the recipients'],
    ['roles missing', { ...base, targetType: 'ROLE_BASED' }, '请选择目标角色', 'Please choose at least one role'],
    ['roles empty', { ...base, targetType: 'ROLE_BASED', targetRoles: '[]' }, '请选择目标角色', 'Please choose at least one role'],
    ['roles not allowed', { ...base, targetType: 'ROLE_BASED', targetRoles: '["SUPER_ADMIN"]' }, '目标角色无效', 'Invalid target roles'],
    ['roles not JSON', { ...base, targetType: 'ROLE_BASED', targetRoles: 'ORGANIZER' }, '目标角色无效', 'Invalid target roles'],
    ['users missing', { ...base, targetType: 'SPECIFIC_USERS' }, '请选择目标用户', 'Please choose at least one user'],
    ['users empty', { ...base, targetType: 'SPECIFIC_USERS', targetUserIds: ' [ ] ' }, '请选择目标用户', 'Please choose at least one user'],
    ['users not ids', { ...base, targetType: 'SPECIFIC_USERS', targetUserIds: '["abc"]' }, '目标用户无效', 'Invalid target users'],
    ['time not a date', { ...base, scheduledAt: 'tomorrow' }, '请选择正确的发送时间', 'Please choose a valid sending time'],
    ['time in the past', { ...base, scheduledAt: new Date(Date.now() - 60_000).toISOString() }, '定时发送时间必须晚于当前时间', 'The scheduled time must be in the future'],
    ['unknown field', { ...base, priority: 'HIGH' }, '不支持的字段：priority', 'Unsupported field: priority'],
  ];
  it.each(refusals)('refuses: %s (zh and en), storing nothing', async (_n, body, zh, en) => {
    const before = [await records(), await userNotes()];
    const r = await expectMessage(t.app, 'POST', URL, { token: admin, body }, 400, zh, en);
    expect(r.zh.body.errors?.[0]?.message).toBe(zh);
    expect([await records(), await userNotes()]).toEqual(before);
  });

  it('a scheduled notification is stored PENDING and reaches nobody yet', async () => {
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const before = await userNotes();
    const r = await call(t.app, 'POST', URL, { token: admin, body: { ...base, scheduledAt: at } });
    expect([r.status, r.body.message]).toEqual([200, '通知发送成功！']);
    expect(r.body.data).toMatchObject({ status: 'PENDING', scheduledAt: at });
    expect(r.body.data.sentAt ?? null).toBeNull();
    expect(await userNotes()).toBe(before);
  });

  it('non-super-admins get 403 and send nothing', async () => {
    const before = [await records(), await userNotes()];
    await expectMessage(t.app, 'POST', URL, { token: orgA.token, body: base }, 403, '您没有权限访问超级管理员后台', 'You do not have permission to access the super-admin console');
    await expectMessage(t.app, 'POST', URL, { body: base }, 401, '未登录或登录已过期，请重新登录', 'Not logged in or the session has expired, please log in again');
    expect([await records(), await userNotes()]).toEqual(before);
  });
});
