// The super admin's report desk: list (zero-based pages, sorting, filters), search, statistics,
// read, edit by the status rule, batch status (all or none; processedBy is the caller), delete.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, loginAdmin, makeApp, type TestApp } from './harness';

type Seed = { type: string; status: string; priority: string; description: string; contact?: string; targetDescription?: string };
const seeds: Seed[] = [
  { type: 'SPAM', status: 'PENDING', priority: 'NORMAL', description: '首页出现垃圾广告链接', contact: 'a@example.com' },
  { type: 'FRAUD', status: 'PENDING', priority: 'URGENT', description: 'Fake payment page asks for card numbers', targetDescription: '会议 #12 报名页' },
  { type: 'OTHER', status: 'PROCESSING', priority: 'HIGH', description: 'The map does not load on the contact page' },
  { type: 'HARASSMENT', status: 'RESOLVED', priority: 'LOW', description: '评论区有人辱骂他人', contact: '13900001111' },
  { type: 'COPYRIGHT', status: 'CLOSED', priority: 'HIGH', description: 'Speaker photos used without permission' },
  { type: 'OTHER', status: 'REJECTED', priority: 'NORMAL', description: '100% off coupon_code does nothing' },
];

describe.each(DATABASES)('super-admin reports (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  const ids: number[] = [];
  beforeAll(async () => {
    t = await makeApp(kind);
    admin = await loginAdmin(t);
    adminId = (await t.db.query("SELECT id FROM users WHERE username = 'admin'"))[0].id;
    for (const [i, s] of seeds.entries()) {
      const [r] = await t.db.query(
        `INSERT INTO reports (type, status, priority, description, contact, target_description, created_at) VALUES ($1, $2, $3, $4, $5, $6, now() - ($7 || ' hours')::interval) RETURNING id`,
        [s.type, s.status, s.priority, s.description, s.contact ?? null, s.targetDescription ?? null, String(10 - i)],
      );
      ids.push(r.id);
    }
  });
  afterAll(() => t.close());

  const list = async (qs: string, lang: 'zh' | 'en' = 'zh') => call(t.app, 'GET', `/api/reports?${qs}`, { token: admin, lang });

  it('lists newest first with zero-based pages, and describes each field in the caller’s language', async () => {
    const r = await list('page=0&size=4&sortBy=createdAt&sortDir=desc');
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ totalElements: 6, totalPages: 2, page: 0, size: 4 });
    expect(r.body.data.content.map((x: any) => x.id)).toEqual([ids[5], ids[4], ids[3], ids[2]]);
    expect(r.body.data.content[0]).toMatchObject({ type: 'OTHER', typeDescription: '其他', status: 'REJECTED', statusDescription: '已驳回', priorityDescription: '普通' });
    expect(r.body.data.content[0]).not.toHaveProperty('ip');
    const en = await list('page=1&size=4', 'en');
    expect(en.body.data.content.map((x: any) => [x.id, x.statusDescription, x.priorityDescription])).toEqual([
      [ids[1], 'Pending', 'Urgent'],
      [ids[0], 'Pending', 'Normal'],
    ]);
    const asc = await list('sortBy=priority&sortDir=desc&size=2');
    expect(asc.body.data.content.map((x: any) => x.priority)).toEqual(['URGENT', 'HIGH']);
  });

  it('filters by status, type and priority, together', async () => {
    const idsOf = async (qs: string) => (await list(qs)).body.data.content.map((x: any) => x.id);
    expect(await idsOf('status=PENDING')).toEqual([ids[1], ids[0]]);
    expect(await idsOf('type=OTHER')).toEqual([ids[5], ids[2]]);
    expect(await idsOf('priority=HIGH')).toEqual([ids[4], ids[2]]);
    expect(await idsOf('type=OTHER&priority=HIGH&status=PROCESSING')).toEqual([ids[2]]);
    expect(await idsOf('status=&type=&priority=')).toHaveLength(6);
  });

  it('searches description, target and contact (case-insensitive substring; % and _ literal)', async () => {
    const hits = async (k: string) => (await call(t.app, 'GET', `/api/reports/search?keyword=${encodeURIComponent(k)}&page=0&size=10`, { token: admin })).body.data.content.map((x: any) => x.id);
    expect(await hits('垃圾')).toEqual([ids[0]]);
    expect(await hits('报名页')).toEqual([ids[1]]);
    expect(await hits('1390000')).toEqual([ids[3]]);
    expect(await hits('MAP')).toEqual([ids[2]]);
    expect(await hits('100%')).toEqual([ids[5]]);
    expect(await hits('_')).toEqual([ids[5]]);
    expect(await hits('nothing matches this')).toEqual([]);
    const r = await call(t.app, 'GET', `/api/reports/search?keyword=card&status=PENDING`, { token: admin });
    expect(r.body.data).toMatchObject({ totalElements: 1, totalPages: 1 });
  });

  it('counts total, pending, high priority (HIGH and URGENT) and resolved', async () => {
    const r = await call(t.app, 'GET', '/api/reports/statistics', { token: admin });
    expect(r.body.data).toEqual({ totalCount: 6, pendingCount: 2, highPriorityCount: 3, resolvedCount: 1 });
  });

  const badQueries: Array<[string, string, string]> = [
    ['page=-1', '页码不能小于0', 'Page must be at least 0'],
    ['size=0', '每页条数不能小于1', 'Page size must be at least 1'],
    ['sortBy=ip', '排序字段的取值无效', 'Sort field has an invalid value'],
    ['sortDir=up', '排序方向的取值无效', 'Sort direction has an invalid value'],
    ['status=OPEN', '状态的取值无效', 'Status has an invalid value'],
    ['type=BAD', '问题类型的取值无效', 'Issue type has an invalid value'],
    ['priority=MAX', '优先级的取值无效', 'Priority has an invalid value'],
    ['keyword=' + 'k'.repeat(201), '搜索长度不能超过200个字符', 'Search must be at most 200 characters'],
  ];
  it.each(badQueries)('refuses the query %s (zh and en)', async (qs, zh, en) => {
    await expectMessage(t.app, 'GET', `/api/reports?${qs}`, { token: admin }, 400, zh, en);
  });

  it('reads one report, 404 for an unknown one', async () => {
    const r = await call(t.app, 'GET', `/api/reports/${ids[1]}`, { token: admin });
    expect(r.body.data).toMatchObject({ id: ids[1], type: 'FRAUD', targetDescription: '会议 #12 报名页' });
    await expectMessage(t.app, 'GET', '/api/reports/999999', { token: admin }, 404, '请求的资源不存在', 'The requested resource does not exist');
  });

  it('edits status, priority and resolution by the transition rule, recording the caller', async () => {
    const u = await call(t.app, 'PUT', `/api/reports/${ids[0]}`, { token: admin, body: { status: 'PROCESSING', priority: 'HIGH' } });
    expect([u.status, u.body.message]).toEqual([200, '举报已更新']);
    expect(u.body.data).toMatchObject({ status: 'PROCESSING', priority: 'HIGH', processedBy: adminId, statusDescription: '处理中' });
    expect(u.body.data.updatedAt).toEqual(expect.any(String));
    const only = await call(t.app, 'PUT', `/api/reports/${ids[0]}`, { token: admin, lang: 'en', body: { resolution: 'looking into it' } });
    expect([only.body.message, only.body.data.status, only.body.data.resolution]).toEqual(['Report updated', 'PROCESSING', 'looking into it']);
    // CLOSED is final; PROCESSING cannot go back to PENDING
    await expectMessage(t.app, 'PUT', `/api/reports/${ids[4]}`, { token: admin, body: { status: 'PROCESSING' } }, 409, '举报 #' + ids[4] + ' 不能从“已关闭”变更为“处理中”', `Report #${ids[4]} cannot move from “Closed” to “Processing”`);
    await expectMessage(t.app, 'PUT', `/api/reports/${ids[0]}`, { token: admin, body: { status: 'PENDING' } }, 409, '举报 #' + ids[0] + ' 不能从“处理中”变更为“待处理”', `Report #${ids[0]} cannot move from “Processing” to “Pending”`);
    const [row] = await t.db.query('SELECT status FROM reports WHERE id = $1', [ids[4]]);
    expect(row.status).toBe('CLOSED');
  });

  const badEdits: Array<[string, unknown, number, string, string]> = [
    ['nothing to change', {}, 400, '请至少修改一项', 'Please change at least one field'],
    ['unknown status', { status: 'DONE' }, 400, '状态的取值无效', 'Status has an invalid value'],
    ['unknown priority', { priority: 'MAX' }, 400, '优先级的取值无效', 'Priority has an invalid value'],
    ['resolution too long', { resolution: 'r'.repeat(1001) }, 400, '处理结果长度不能超过1000个字符', 'Resolution must be at most 1000 characters'],
    ['another field', { description: 'changed' }, 400, '不支持的字段：description', 'Unsupported field: description'],
  ];
  it.each(badEdits)('refuses an edit: %s, changing nothing', async (_n, body, status, zh, en) => {
    const before = await t.db.query('SELECT * FROM reports WHERE id = $1', [ids[3]]);
    await expectMessage(t.app, 'PUT', `/api/reports/${ids[3]}`, { token: admin, body }, status, zh, en);
    expect(await t.db.query('SELECT * FROM reports WHERE id = $1', [ids[3]])).toEqual(before);
  });

  it('batch-updates the status of several reports, all or none; processedBy is the caller whatever the body says', async () => {
    const b = await call(t.app, 'PUT', '/api/reports/batch-status', { token: admin, body: { ids: [ids[1], ids[2]], status: 'RESOLVED', resolution: '批量更新状态', processedBy: 1234 } });
    expect([b.status, b.body.message, b.body.data]).toEqual([200, '批量更新成功', { updated: 2, ids: [ids[1], ids[2]] }]);
    const rows = await t.db.query('SELECT status, resolution, processed_by FROM reports WHERE id = ANY($1::int[]) ORDER BY id', [[ids[1], ids[2]]]);
    expect(rows).toEqual([
      { status: 'RESOLVED', resolution: '批量更新状态', processed_by: adminId },
      { status: 'RESOLVED', resolution: '批量更新状态', processed_by: adminId },
    ]);
    // one closed report in the batch: nothing changes
    await expectMessage(t.app, 'PUT', '/api/reports/batch-status', { token: admin, body: { ids: [ids[3], ids[4]], status: 'PROCESSING' } }, 409, `举报 #${ids[4]} 不能从“已关闭”变更为“处理中”`, `Report #${ids[4]} cannot move from “Closed” to “Processing”`);
    expect((await t.db.query('SELECT status FROM reports WHERE id = $1', [ids[3]]))[0].status).toBe('RESOLVED');
    await expectMessage(t.app, 'PUT', '/api/reports/batch-status', { token: admin, body: { ids: [ids[3], 999999], status: 'CLOSED' } }, 404, '举报不存在', 'The report does not exist');
    expect((await t.db.query('SELECT status FROM reports WHERE id = $1', [ids[3]]))[0].status).toBe('RESOLVED');
    const en = await call(t.app, 'PUT', '/api/reports/batch-status', { token: admin, lang: 'en', body: { ids: [ids[3]], status: 'CLOSED' } });
    expect([en.status, en.body.message]).toEqual([200, 'Batch update succeeded']);
  });

  const badBatches: Array<[string, unknown, string, string]> = [
    ['no status', { ids: [1] }, '请选择要更新的状态', 'Please choose the status to set'],
    ['empty status', { ids: [1], status: '' }, '状态的取值无效', 'Status has an invalid value'],
    ['status PENDING', { ids: [1], status: 'PENDING' }, '状态的取值无效', 'Status has an invalid value'],
    ['no ids', { status: 'RESOLVED' }, '请选择要更新的举报', 'Please select the reports to update'],
    ['empty ids', { ids: [], status: 'RESOLVED' }, '请选择要更新的举报', 'Please select the reports to update'],
    ['ids not numbers', { ids: ['a'], status: 'RESOLVED' }, '举报类型错误', 'Reports has the wrong type'],
  ];
  it.each(badBatches)('refuses a batch: %s (zh and en), changing nothing', async (_n, body, zh, en) => {
    const before = await t.db.query('SELECT id, status FROM reports ORDER BY id');
    await expectMessage(t.app, 'PUT', '/api/reports/batch-status', { token: admin, body }, 400, zh, en);
    expect(await t.db.query('SELECT id, status FROM reports ORDER BY id')).toEqual(before);
  });

  it('deletes a report (batch delete calls it per id); 404 after', async () => {
    const zh = await call(t.app, 'DELETE', `/api/reports/${ids[5]}`, { token: admin });
    expect([zh.status, zh.body.message]).toEqual([200, '删除成功']);
    expect((await t.db.query('SELECT 1 FROM reports WHERE id = $1', [ids[5]])).length).toBe(0);
    const en = await call(t.app, 'DELETE', `/api/reports/${ids[4]}`, { token: admin, lang: 'en' });
    expect([en.status, en.body.message]).toEqual([200, 'Deleted']);
    await expectMessage(t.app, 'DELETE', `/api/reports/${ids[5]}`, { token: admin }, 404, '举报不存在', 'The report does not exist');
    expect((await call(t.app, 'GET', '/api/reports/statistics', { token: admin })).body.data.totalCount).toBe(4);
  });
});
