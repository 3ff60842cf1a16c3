// Notification templates (super admin): create, list by category and search, update, delete, one
// default per category; every validation message in zh and en, nothing stored on refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, type TestApp } from './harness';
import { adminAndOrganizer, type Organizer } from './setup';

const URL = '/api/notifications/templates';
const SUPER_ONLY = ['您没有权限访问超级管理员后台', 'You do not have permission to access the super-admin console'] as const;
const valid = { name: '会议提醒', category: 'MEETING', title: '会议即将开始', content: '您报名的会议将于明天开始。' };

describe.each(DATABASES)('notification templates (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let org: Organizer;
  beforeAll(async () => ({ t, admin, org } = await adminAndOrganizer(kind, 'tplorg')));
  afterAll(() => t.close());

  const count = async () => Number((await t.db.query('SELECT count(*)::int AS n FROM notification_templates'))[0].n);

  it('creates a template (模板创建成功！) and lists it', async () => {
    const r = await call(t.app, 'POST', URL, { token: admin, body: valid });
    expect([r.status, r.body.message]).toEqual([200, '模板创建成功！']);
    expect(r.body.data).toMatchObject({ ...valid, isDefault: false, id: expect.any(Number), createdAt: expect.any(String) });
    const en = await call(t.app, 'POST', URL, { token: admin, lang: 'en', body: { ...valid, name: 'Maintenance', category: 'SYSTEM', content: 'Saturday 2:00-4:00', isDefault: true } });
    expect([en.status, en.body.message]).toEqual([200, 'Template created!']);
    const list = await call(t.app, 'GET', URL, { token: admin });
    expect(list.status).toBe(200);
    // defaults first
    expect(list.body.data.map((x: { name: string }) => x.name)).toEqual(['Maintenance', '会议提醒']);
  });

  it('filters by category and searches name, title and content', async () => {
    const byCat = await call(t.app, 'GET', `${URL}?category=SYSTEM`, { token: admin });
    expect(byCat.body.data.map((x: { name: string }) => x.name)).toEqual(['Maintenance']);
    const byText = await call(t.app, 'GET', `${URL}?search=${encodeURIComponent('明天')}`, { token: admin });
    expect(byText.body.data.map((x: { name: string }) => x.name)).toEqual(['会议提醒']);
    const none = await call(t.app, 'GET', `${URL}?search=${encodeURIComponent('100%_')}`, { token: admin });
    expect(none.body.data).toEqual([]);
    await expectMessage(t.app, 'GET', `${URL}?category=OTHER`, { token: admin }, 400, '请选择分类', 'Please choose a category');
  });

  it('updates a template (模板更新成功！); one default per category', async () => {
    const [first] = (await call(t.app, 'GET', `${URL}?category=MEETING`, { token: admin })).body.data;
    const second = (await call(t.app, 'POST', URL, { token: admin, body: { ...valid, name: '第二个', isDefault: true } })).body.data;
    const r = await call(t.app, 'PUT', `${URL}/${first.id}`, { token: admin, body: { ...valid, title: '新的标题', isDefault: true } });
    expect([r.status, r.body.message, r.body.data.title, r.body.data.isDefault]).toEqual([200, '模板更新成功！', '新的标题', true]);
    const en = await call(t.app, 'PUT', `${URL}/${first.id}`, { token: admin, lang: 'en', body: { ...valid, title: '新的标题', isDefault: true } });
    expect(en.body.message).toBe('Template updated!');
    const [row] = await t.db.query('SELECT is_default FROM notification_templates WHERE id = $1', [second.id]);
    expect(row.is_default).toBe(false);
    const sys = await call(t.app, 'GET', `${URL}?category=SYSTEM`, { token: admin });
    expect(sys.body.data[0].isDefault).toBe(true); // other categories keep theirs
    await expectMessage(t.app, 'PUT', `${URL}/999999`, { token: admin, body: valid }, 404, '请求的资源不存在', 'The requested resource does not exist');
  });

  const refusals: Array<[string, Record<string, unknown>, string, string]> = [
    ['name missing', { ...valid, name: undefined }, '请输入模板名称', 'Please enter a template name'],
    ['name blank', { ...valid, name: '   ' }, '请输入模板名称', 'Please enter a template name'],
    ['name too long', { ...valid, name: 'n'.repeat(101) }, '模板名称不能超过100个字符', 'The template name must be at most 100 characters'],
    ['category missing', { ...valid, category: undefined }, '请选择分类', 'Please choose a category'],
    ['category unknown', { ...valid, category: 'OTHER' }, '请选择分类', 'Please choose a category'],
    ['title missing', { ...valid, title: undefined }, '请输入通知标题', 'Please enter a notification title'],
    ['title empty', { ...valid, title: '' }, '请输入通知标题', 'Please enter a notification title'],
    ['content missing', { ...valid, content: undefined }, '请输入通知内容', 'Please enter the notification content'],
    ['content blank', { ...valid, content: ' \n ' }, '请输入通知内容', 'Please enter the notification content'],
    ['content too long', { ...valid, content: 'c'.repeat(5001) }, '通知内容不能超过5000个字符', 'The notification content must be at most 5000 characters'],
    ['unknown field', { ...valid, createdBy: 7 }, '不支持的字段：createdBy', 'Unsupported field: createdBy'],
  ];
  it.each(refusals)('refuses: %s (zh and en), storing nothing', async (_n, body, zh, en) => {
    const before = await count();
    const [{ id }] = await t.db.query('SELECT id FROM notification_templates ORDER BY id LIMIT 1');
    const snapshot = await t.db.query('SELECT * FROM notification_templates WHERE id = $1', [id]);
    await expectMessage(t.app, 'POST', URL, { token: admin, body }, 400, zh, en);
    await expectMessage(t.app, 'PUT', `${URL}/${id}`, { token: admin, body }, 400, zh, en);
    expect(await count()).toBe(before);
    expect(await t.db.query('SELECT * FROM notification_templates WHERE id = $1', [id])).toEqual(snapshot);
  });

  it('answers the messages under their fields', async () => {
    const r = await call(t.app, 'POST', URL, { token: admin, body: {} });
    expect(r.body.errors).toEqual([
      { path: '/name', message: '请输入模板名称' },
      { path: '/category', message: '请选择分类' },
      { path: '/title', message: '请输入通知标题' },
      { path: '/content', message: '请输入通知内容' },
    ]);
  });

  it('deletes a template; a second delete is 404', async () => {
    const id = (await call(t.app, 'POST', URL, { token: admin, body: { ...valid, name: 'to delete' } })).body.data.id;
    const before = await count();
    const r = await call(t.app, 'DELETE', `${URL}/${id}`, { token: admin });
    expect([r.status, r.body.message]).toEqual([200, '删除成功']);
    expect(await count()).toBe(before - 1);
    await expectMessage(t.app, 'DELETE', `${URL}/${id}`, { token: admin }, 404, '请求的资源不存在', 'The requested resource does not exist');
  });

  it('an organizer may neither read nor change templates', async () => {
    const [{ id }] = await t.db.query('SELECT id FROM notification_templates ORDER BY id LIMIT 1');
    const before = await t.db.query('SELECT * FROM notification_templates ORDER BY id');
    for (const [method, url, body] of [
      ['GET', URL, undefined],
      ['POST', URL, valid],
      ['PUT', `${URL}/${id}`, valid],
      ['DELETE', `${URL}/${id}`, undefined],
    ] as const) {
      await expectMessage(t.app, method, url, { token: org.token, body }, 403, ...SUPER_ONLY);
    }
    expect(await t.db.query('SELECT * FROM notification_templates ORDER BY id')).toEqual(before);
  });
});
