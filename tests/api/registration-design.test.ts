// Page design API (docs/registration.md): owner-only reads and saves, every save a kept version,
// one page saved alone, conflicts, schema checks with messages in zh and en; the public reads of a
// published meeting's enabled flows, and nothing for closed flows or unpublished meetings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, type TestApp } from './harness';
import { adminAndOrganizer, type Organizer } from './setup';
import { registerOrganizer } from './harness';
import { createMeeting } from './meetings.fixtures';
import { design, openMeeting, addHotel, type Setup } from './registration.fixtures';
import { runDataMigrations } from '../../src/server/db/data-migrations';

describe.each(DATABASES)('page design (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let org: Organizer;
  let other: Organizer;
  let s: Setup;
  const url = (s: Setup, tail = '') => `/api/co/meeting/${s.meeting.id}/page-design/${s.flow.id}${tail}`;
  beforeAll(async () => {
    ({ t, admin, org } = await adminAndOrganizer(kind, 'pdorg'));
    other = await registerOrganizer(t, 'pdother');
    s = await openMeeting(t, org.token);
  });
  afterAll(() => t.close());

  it('answers the newest design with its version; an unsaved flow is version 0', async () => {
    const r = await call(t.app, 'GET', url(s), { token: org.token });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ meetingId: s.meeting.id, flowId: s.flow.id, version: 1, schemaVersion: 1 });
    // the design's price table became the flow's ticket types; the design keeps none of it (issue 18)
    expect(r.body.data.design.ticketPage.priceRows).toBeUndefined();
    const tk = await call(t.app, 'GET', `/api/co/meeting/${s.meeting.id}/registration-flows/${s.flow.id}/ticket-types`, { token: org.token });
    expect(tk.body.data[0]).toMatchObject({ name: '标准票', quota: 100, price: 299, discountPrice: 199 });
    const f = await call(t.app, 'POST', `/api/co/meeting/${s.meeting.id}/registration-flows`, { token: org.token, body: { type: 'attendee', name: '空流程', currency: 'USD' } });
    const e = await call(t.app, 'GET', `/api/co/meeting/${s.meeting.id}/page-design/${f.body.data.id}`, { token: org.token });
    expect(e.body.data).toMatchObject({ version: 0, design: { schemaVersion: 1 }, updatedAt: null });
  });

  it('saves all pages and one page as new versions, keeps the old ones and mirrors formConfig', async () => {
    const all = await call(t.app, 'PUT', url(s), { token: org.token, body: { design: design({ successPage: { title: '报名成功' } }), baseVersion: 1 } });
    expect([all.status, all.body.message, all.body.data.version]).toEqual([200, '页面设计配置保存成功', 2]);
    const one = await call(t.app, 'PUT', url(s, '/pages/ticket'), { token: org.token, lang: 'en', body: { page: { ...design().ticketPage, showRemain: false } } });
    expect([one.status, one.body.message, one.body.data.version]).toEqual([200, 'Current page saved', 3]);
    expect(one.body.data.design.successPage).toEqual({ title: '报名成功' });
    expect(one.body.data.design.ticketPage.showRemain).toBe(false);
    const v1 = await call(t.app, 'GET', url(s, '/versions/1'), { token: org.token });
    expect(v1.body.data.design.successPage).toBeUndefined();
    const list = await call(t.app, 'GET', url(s, '/versions?size=2'), { token: org.token });
    expect(list.body.data).toMatchObject({ totalElements: 3, totalPages: 2, size: 2 });
    expect(list.body.data.content.map((v: any) => v.version)).toEqual([3, 2]);
    const [flow] = await t.db.query('SELECT form_config FROM registration_flows WHERE id = $1', [s.flow.id]);
    expect(flow.form_config.ticketPage.showRemain).toBe(false);
    await expectMessage(t.app, 'GET', url(s, '/versions/99'), { token: org.token }, 404, '页面设计版本不存在', 'Page design version not found');
  });

  it('designs saved before the ticket page’s price switches worked get them on (data migration)', async () => {
    // as the designer saved them before: both false (the old defaults, which did nothing)
    const off = await call(t.app, 'PUT', url(s, '/pages/ticket'), { token: org.token, body: { page: { pageName: '选择门票', showOriginPrice: false, showDiscountPrice: false } } });
    expect(off.body.data.design.ticketPage).toMatchObject({ showOriginPrice: false, showDiscountPrice: false });
    await t.db.query(`DELETE FROM data_migrations WHERE id = '2026-11-ticket-price-switches'`);
    await runDataMigrations(t.db);
    const [v] = await t.db.query('SELECT design FROM flow_design_versions WHERE flow_id = $1 AND version = $2', [s.flow.id, off.body.data.version]);
    const [flow] = await t.db.query('SELECT form_config FROM registration_flows WHERE id = $1', [s.flow.id]);
    for (const d of [v.design, flow.form_config]) expect(d.ticketPage).toMatchObject({ pageName: '选择门票', showOriginPrice: true, showDiscountPrice: true });
  });

  it('refuses a stale save (409) and bad designs (400) with their messages, storing nothing', async () => {
    const [{ n: before }] = await t.db.query('SELECT count(*)::int AS n FROM flow_design_versions WHERE flow_id = $1', [s.flow.id]);
    await expectMessage(t.app, 'PUT', url(s), { token: org.token, body: { design: design(), baseVersion: 1 } }, 409,
      `页面设计已被他人更新（当前版本 ${before}），请刷新后再保存`, `Someone else updated this page design (now version ${before}); reload before saving`);
    await expectMessage(t.app, 'PUT', url(s, '/pages/nothing'), { token: org.token, body: { page: {} } }, 400, '未知的页面类型：nothing', 'Unknown page type: nothing');
    const bad = await call(t.app, 'PUT', url(s), { token: org.token, body: { design: design({ ticketPage: { priceRows: [{ type: '', amount: -1 }] } }) } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: any) => e.path)).toEqual(expect.arrayContaining([expect.stringMatching(/^\/design\/ticketPage\/priceRows\/0/)]));
    const stranger = await call(t.app, 'PUT', url(s), { token: org.token, body: { design: { schemaVersion: 1, hackPage: {} } } });
    expect(stranger.status).toBe(400);
    await expectMessage(t.app, 'PUT', url(s), { token: org.token, body: { design: { schemaVersion: 7 } } }, 400, '不支持的页面设计版本，当前版本为 1', 'Unsupported page design version; the current version is 1');
    const noBody = await call(t.app, 'PUT', url(s), { token: org.token, body: { baseVersion: 1 } });
    expect(noBody.status).toBe(400);
    const [{ n: after }] = await t.db.query('SELECT count(*)::int AS n FROM flow_design_versions WHERE flow_id = $1', [s.flow.id]);
    expect(after).toBe(before);
  });

  it('upgrades a version-0 design (type → fieldType, roleOptions → identities) on save', async () => {
    const old = { roleOptions: [{ label: '学生', value: 'student' }], formPage: { formGroups: [{ id: 'g', name: '组', fields: [{ id: 'a', label: '姓名', type: 'text' }] }] } };
    const r = await call(t.app, 'PUT', url(s), { token: org.token, body: { design: old } });
    expect(r.status).toBe(200);
    expect(r.body.data.design.chooseRolePage.identityList[0].value).toBe('student');
    expect(r.body.data.design.formPage.formGroups[0].fields[0].fieldType).toBe('text');
    await call(t.app, 'PUT', url(s), { token: org.token, body: { design: design() } });
  });

  it('needs a flow id, the meeting’s owner and the meeting’s own flow', async () => {
    await expectMessage(t.app, 'GET', `/api/co/meeting/${s.meeting.id}/page-design`, { token: org.token }, 400, '流程ID不能为空', 'Flow ID is required');
    await expectMessage(t.app, 'PUT', url(s), { token: other.token, body: { design: design() } }, 404, '会议不存在或无权访问', 'The meeting does not exist or you may not access it');
    const m2 = await createMeeting(t, org.token);
    await expectMessage(t.app, 'GET', `/api/co/meeting/${m2.id}/page-design/${s.flow.id}`, { token: org.token }, 404, '流程不存在', 'The flow does not exist');
    expect((await call(t.app, 'GET', url(s))).status).toBe(401);
    expect((await call(t.app, 'GET', url(s), { token: admin })).status).toBe(200);
  });

  it('public: lists enabled flows of a published meeting (id, name, description) and the flow’s parts', async () => {
    const { roomTypeId } = await addHotel(t, s.meeting.id, 300, 4);
    const closed = await call(t.app, 'POST', `/api/co/meeting/${s.meeting.id}/registration-flows`, { token: org.token, body: { type: 'attendee', name: '关闭的流程', currency: 'CNY' } });
    const list = await call(t.app, 'GET', `/api/site/meeting/${s.meeting.id}/registration-flows`);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([{ id: s.flow.id, name: '普通报名', description: '面向所有参会者' }]);
    const one = await call(t.app, 'GET', `/api/site/meeting/${s.meeting.id}/registration-flows/${s.flow.id}`);
    expect(one.body.data).toMatchObject({
      flow: { id: s.flow.id, currency: 'CNY' }, meeting: { id: s.meeting.id, subVenues: [{ name: 'A厅' }, { name: 'B厅' }] },
      remaining: { tickets: { 标准票: 100, VIP票: 2, 未开售: null }, identities: { student: 5, guest: null } },
    });
    expect(one.body.data.hotels[0].roomTypes[0]).toMatchObject({ id: roomTypeId, remaining: 4, price: 300 });
    await expectMessage(t.app, 'GET', `/api/site/meeting/${s.meeting.id}/registration-flows/${closed.body.data.id}`, {}, 404, '报名流程不存在或未开放', 'The registration flow does not exist or is not open');
    // the organizer's list stays closed to the public
    expect((await call(t.app, 'GET', `/api/co/meeting/${s.meeting.id}/registration-flows`)).status).toBe(401);
    await call(t.app, 'PUT', `/api/co/meeting/${s.meeting.id}/website-status`, { token: org.token, body: { websiteStatus: 'draft' } });
    await expectMessage(t.app, 'GET', `/api/site/meeting/${s.meeting.id}/registration-flows`, {}, 404, '会议不存在或未发布', 'The meeting does not exist or is not published');
    expect((await call(t.app, 'GET', `/api/site/meeting/${s.meeting.id}/registration-flows/${s.flow.id}`)).status).toBe(404);
    await call(t.app, 'PUT', `/api/co/meeting/${s.meeting.id}/website-status`, { token: org.token, body: { websiteStatus: 'active' } });
  });
});
