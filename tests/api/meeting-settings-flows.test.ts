// Registration flows of one meeting (spec 2 §2.4, §4, §8 "Registration flow deletion by status"):
// every rule and message in zh and en, the one-default rule, paging 20/50/100, and tenant isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, makeApp, type TestApp } from './harness';
import { MEETING_NOT_FOUND, NOT_LOGGED_IN, cast, type Organizer, STAFF_FORBIDDEN } from './cast.fixtures';
import { createMeeting } from './meetings.fixtures';
import { addParticipant, addRegistration } from './participants.fixtures';

const FLOW_NOT_FOUND = ['流程不存在', 'The flow does not exist'] as const;
const IN_USE = ['流程正在被使用，无法删除', 'The flow is in use and cannot be deleted'] as const;
const DEFAULT_REFUSED = ['默认流程不能删除，请先将其他流程设为默认', 'The default flow cannot be deleted: make another flow the default first'] as const;
const ENABLED_REFUSED = ['该流程已启用，请先关闭后再删除', 'The flow is enabled: close it before deleting it'] as const;

const flowBody = (over: Record<string, unknown> = {}) => ({ type: 'attendee', name: '普通参会报名', currency: 'CNY', ...over });

describe.each(DATABASES)('meeting settings: registration flows (%s)', (kind) => {
  let t: TestApp;
  let a: Organizer;
  let b: Organizer;
  let admin: string;
  let sub: string;
  let m: Record<string, any>;
  const base = (id: number) => `/api/co/meeting/${id}/registration-flows`;
  const create = async (meetingId: number, over: Record<string, unknown> = {}, token = a.token) => {
    const r = await call(t.app, 'POST', base(meetingId), { token, body: flowBody(over) });
    if (r.status !== 200) throw new Error(`create flow ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.data as Record<string, any>;
  };
  const flows = async (meetingId: number) => t.db.query('SELECT id, name, is_default, enabled, currency, type FROM registration_flows WHERE meeting_id = $1 ORDER BY id', [meetingId]);
  const defaults = async (meetingId: number) => (await flows(meetingId)).filter((f) => f.is_default).map((f) => f.id);

  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    ({ a, b, admin, sub } = await cast(t, 'flow'));
    m = await createMeeting(t, a.token, { title: '流程测试会议' });
  });
  afterAll(() => t.close());

  it('an empty meeting lists no flows; the first flow created becomes the default, closed, the next ones not', async () => {
    const empty = await call(t.app, 'GET', base(m.id), { token: a.token });
    expect(empty.body.data).toEqual({ content: [], totalElements: 0, totalPages: 0, page: 0, size: 20 });

    const c = await expectMessage(t.app, 'POST', base(m.id), { token: a.token, body: flowBody({ name: '首个流程', currency: 'USD', language: 'en' }) }, 200, '报名流程创建成功', 'Registration flow created');
    const first = c.zh.body.data;
    expect(first).toMatchObject({ meetingId: m.id, name: '首个流程', title: '首个流程', type: 'attendee', currency: 'USD', language: 'en', isDefault: true, enabled: false, registrationCount: 0 });
    // expectMessage created two (one per language): both later ones are not the default
    const list = await flows(m.id);
    expect(list.map((f) => f.is_default)).toEqual([true, false]);
    const more = await create(m.id, { name: '第三个' });
    expect([more.isDefault, more.language]).toEqual([false, 'zh']);
    expect(await defaults(m.id)).toEqual([first.id]);
  });

  it('create and edit require type, name and currency, with the field’s message; nothing is stored', async () => {
    const before = await flows(m.id);
    const cases: Array<[Record<string, unknown>, string, string, string]> = [
      [{ name: undefined }, '/name', '请输入流程名称', 'Enter the flow name'],
      [{ name: '   ' }, '/name', '请输入流程名称', 'Enter the flow name'],
      [{ name: 'x'.repeat(51) }, '/name', '流程名称不能超过50个字符', 'The flow name may have at most 50 characters'],
      [{ type: undefined }, '/type', '请选择流程类型', 'Choose the flow type'],
      [{ type: 'speaker' }, '/type', '请选择流程类型', 'Choose the flow type'],
      [{ currency: undefined }, '/currency', '请选择币种', 'Choose the currency'],
      [{ currency: 'JPY' }, '/currency', '币种只能是 CNY、USD 或 EUR', 'The currency must be CNY, USD or EUR'],
    ];
    const target = before[0].id;
    for (const [over, path, zh, en] of cases) {
      const body = flowBody(over);
      for (const [method, url] of [['POST', base(m.id)], ['PUT', `${base(m.id)}/${target}`]] as const) {
        const r = await expectMessage(t.app, method, url, { token: a.token, body }, 400, zh, en);
        expect(r.zh.body.errors[0].path).toBe(path);
      }
    }
    expect(await flows(m.id)).toEqual(before);
  });

  it('edit changes the basic info only: not the default mark, nor the enabled state', async () => {
    const [f] = await flows(m.id);
    const r = await expectMessage(t.app, 'PUT', `${base(m.id)}/${f.id}`, { token: a.token, body: flowBody({ name: '改名后的流程', currency: 'EUR' }) }, 200, '报名流程更新成功', 'Registration flow updated');
    expect(r.en.body.data).toMatchObject({ id: f.id, name: '改名后的流程', currency: 'EUR', isDefault: true, enabled: false });
    // extra fields such as isDefault are not part of the dialog: refused, not applied
    const x = await call(t.app, 'PUT', `${base(m.id)}/${f.id}`, { token: a.token, body: { ...flowBody(), isDefault: false } });
    expect(x.status).toBe(400);
    expect(await defaults(m.id)).toEqual([f.id]);
  });

  it('the dialog’s lifecycle settings (review, payment deadline, retry time) are stored on create and edit, cleared when left out, and copied', async () => {
    const settings = { requireReview: true, paymentDeadlineHours: 72, paymentDeadlineDate: '2026-12-31T16:00:00.000Z', proofRetryHours: 24 };
    const f = await create(m.id, { name: '审核制报名', ...settings });
    expect(f).toMatchObject(settings);
    const edited = await call(t.app, 'PUT', `${base(m.id)}/${f.id}`, { token: a.token, body: flowBody({ name: '审核制报名', requireReview: false, paymentDeadlineHours: 48 }) });
    // what the dialog no longer sends is no longer set (the fixed date), defaults come back (the retry time)
    expect(edited.body.data).toMatchObject({ requireReview: false, paymentDeadlineHours: 48, paymentDeadlineDate: null, proofRetryHours: 48 });
    const c = await call(t.app, 'POST', `${base(m.id)}/${f.id}/copy`, { token: a.token });
    expect(c.body.data).toMatchObject({ requireReview: false, paymentDeadlineHours: 48, proofRetryHours: 48 });
    const bad = await call(t.app, 'PUT', `${base(m.id)}/${f.id}`, { token: a.token, body: flowBody({ paymentDeadlineHours: 0 }) });
    expect(bad.status).toBe(400);
    await t.db.query('DELETE FROM registration_flows WHERE id = ANY($1)', [[f.id, c.body.data.id]]);
  });

  it('copy makes a closed, non-default flow with the same settings and form config', async () => {
    const [f] = await flows(m.id);
    await t.db.query(`UPDATE registration_flows SET form_config = $2, enabled = true WHERE id = $1`, [f.id, JSON.stringify({ formPage: { formGroups: [{ name: '基本信息', fields: [{ label: '姓名', fieldType: 'text', required: true }] }] } })]);
    const c = await expectMessage(t.app, 'POST', `${base(m.id)}/${f.id}/copy`, { token: a.token }, 200, '报名流程复制成功', 'Registration flow copied');
    expect(c.zh.body.data).toMatchObject({ name: '改名后的流程 - 副本', currency: 'EUR', isDefault: false, enabled: false, formConfig: { formPage: { formGroups: [{ name: '基本信息' }] } } });
    expect(c.en.body.data.name).toBe('改名后的流程 (copy)');
    expect(await defaults(m.id)).toEqual([f.id]);
    await t.db.query('UPDATE registration_flows SET enabled = false WHERE id = $1', [f.id]);
  });

  it('set default: exactly one default per meeting, also when several calls race', async () => {
    const list = await flows(m.id);
    const other = list[list.length - 1];
    const r = await expectMessage(t.app, 'PUT', `${base(m.id)}/${other.id}/default`, { token: a.token }, 200, '已设为默认流程', 'Set as the default flow');
    expect(r.zh.body.data.isDefault).toBe(true);
    expect(await defaults(m.id)).toEqual([other.id]);
    // the default comes first in the list
    expect((await call(t.app, 'GET', base(m.id), { token: a.token })).body.data.content[0].id).toBe(other.id);

    const ids = list.map((f) => f.id);
    await Promise.all(ids.map((id) => call(t.app, 'PUT', `${base(m.id)}/${id}/default`, { token: a.token })));
    expect(await defaults(m.id)).toHaveLength(1);
    // concurrent creates on a meeting without flows: still one default
    const fresh = await createMeeting(t, a.token, { title: '并发创建' });
    await Promise.all(Array.from({ length: 5 }, (_, i) => call(t.app, 'POST', base(fresh.id), { token: a.token, body: flowBody({ name: `并发${i}` }) })));
    expect((await flows(fresh.id)).length).toBe(5);
    expect(await defaults(fresh.id)).toHaveLength(1);
  });

  it('enable and disable', async () => {
    const [f] = await flows(m.id);
    const on = await expectMessage(t.app, 'PUT', `${base(m.id)}/${f.id}/status`, { token: a.token, body: { enabled: true } }, 200, '流程已启用', 'Flow enabled');
    expect(on.zh.body.data.enabled).toBe(true);
    const off = await expectMessage(t.app, 'PUT', `${base(m.id)}/${f.id}/status`, { token: a.token, body: { enabled: false } }, 200, '流程已关闭', 'Flow closed');
    expect(off.zh.body.data.enabled).toBe(false);
    await expectMessage(t.app, 'PUT', `${base(m.id)}/${f.id}/status`, { token: a.token, body: {} }, 400, '请指定是否启用', 'Say whether the flow is enabled');
    expect((await flows(m.id))[0].enabled).toBe(false);
  });

  it('delete: the default is refused, an enabled flow must be closed first, a flow with registrations is 409, unknown is 404', async () => {
    const meeting = await createMeeting(t, a.token, { title: '删除规则' });
    const def = await create(meeting.id, { name: '默认' });
    const open = await create(meeting.id, { name: '已启用' });
    const used = await create(meeting.id, { name: '有报名' });
    const free = await create(meeting.id, { name: '可删除' });
    await call(t.app, 'PUT', `${base(meeting.id)}/${open.id}/status`, { token: a.token, body: { enabled: true } });
    const p = await addParticipant(t, meeting);
    await addRegistration(t, meeting, p.id, { flowId: used.id });
    // a participant's unfinished draft is no registration: not counted, and it does not keep its flow
    await addRegistration(t, meeting, p.id, { flowId: used.id, registrationStatus: 'draft' });
    await addRegistration(t, meeting, p.id, { flowId: free.id, registrationStatus: 'draft' });
    const listed = (await call(t.app, 'GET', base(meeting.id), { token: a.token })).body.data.content;
    expect(listed.find((f: any) => f.id === used.id).registrationCount).toBe(1);
    expect(listed.find((f: any) => f.id === free.id).registrationCount).toBe(0);

    await expectMessage(t.app, 'DELETE', `${base(meeting.id)}/${def.id}`, { token: a.token }, 400, ...DEFAULT_REFUSED);
    await expectMessage(t.app, 'DELETE', `${base(meeting.id)}/${open.id}`, { token: a.token }, 400, ...ENABLED_REFUSED);
    await expectMessage(t.app, 'DELETE', `${base(meeting.id)}/${used.id}`, { token: a.token }, 409, ...IN_USE);
    await expectMessage(t.app, 'DELETE', `${base(meeting.id)}/987654`, { token: a.token }, 404, ...FLOW_NOT_FOUND);
    await expectMessage(t.app, 'DELETE', `${base(meeting.id)}/abc`, { token: a.token }, 404, ...FLOW_NOT_FOUND);
    expect((await flows(meeting.id)).length).toBe(4);

    const d = await call(t.app, 'DELETE', `${base(meeting.id)}/${free.id}`, { token: a.token, lang: 'en' });
    expect([d.status, d.body.message]).toEqual([200, 'Registration flow deleted']);
    await expectMessage(t.app, 'DELETE', `${base(meeting.id)}/${free.id}`, { token: a.token }, 404, ...FLOW_NOT_FOUND);
    expect((await t.db.query('SELECT count(*)::int AS n FROM registrations WHERE flow_id = $1', [free.id]))[0].n).toBe(0);
    // closed, it goes
    await call(t.app, 'PUT', `${base(meeting.id)}/${open.id}/status`, { token: a.token, body: { enabled: false } });
    expect((await call(t.app, 'DELETE', `${base(meeting.id)}/${open.id}`, { token: a.token })).status).toBe(200);
    expect((await flows(meeting.id)).map((f) => f.id)).toEqual([def.id, used.id]);
  });

  it('pages: sizes 20, 50 and 100 only, the total and page count', async () => {
    const meeting = await createMeeting(t, a.token, { title: '分页' });
    const values = Array.from({ length: 45 }, (_, i) => `(${meeting.id}, 'f${String(i).padStart(2, '0')}', ${i === 0})`).join(', ');
    await t.db.query(`INSERT INTO registration_flows (meeting_id, name, is_default) VALUES ${values}`);
    const p0 = await call(t.app, 'GET', `${base(meeting.id)}?page=0&size=20`, { token: a.token });
    expect([p0.body.data.content.length, p0.body.data.totalElements, p0.body.data.totalPages]).toEqual([20, 45, 3]);
    const p2 = await call(t.app, 'GET', `${base(meeting.id)}?page=2&size=20`, { token: a.token });
    expect(p2.body.data.content.length).toBe(5);
    const all = await call(t.app, 'GET', `${base(meeting.id)}?size=50`, { token: a.token });
    expect([all.body.data.content.length, all.body.data.content[0].isDefault, all.body.data.content[0].currency]).toEqual([45, true, 'CNY']);
    expect((await call(t.app, 'GET', `${base(meeting.id)}?size=100`, { token: a.token })).body.data.content.length).toBe(45);
    for (const size of [10, 30, 1000]) await expectMessage(t.app, 'GET', `${base(meeting.id)}?size=${size}`, { token: a.token }, 400, '每页条数只能是 20、50 或 100', 'Page size must be 20, 50 or 100');
  });

  it('organizer B: 404 on A’s meeting and on A’s flows (also through B’s own meeting); nothing changes', async () => {
    const [f] = await flows(m.id);
    const mineB = await createMeeting(t, b.token, { title: 'B 的会议' });
    const before = JSON.stringify(await t.db.query('SELECT * FROM registration_flows ORDER BY id'));
    const onA: Array<[string, string, unknown?]> = [
      ['GET', base(m.id)], ['POST', base(m.id), flowBody()], ['GET', `${base(m.id)}/${f.id}`], ['PUT', `${base(m.id)}/${f.id}`, flowBody({ name: 'B改' })],
      ['POST', `${base(m.id)}/${f.id}/copy`], ['PUT', `${base(m.id)}/${f.id}/default`], ['PUT', `${base(m.id)}/${f.id}/status`, { enabled: true }], ['DELETE', `${base(m.id)}/${f.id}`],
    ];
    for (const [method, url, body] of onA) await expectMessage(t.app, method, url, { token: b.token, body }, 404, ...MEETING_NOT_FOUND);
    // A's flow id under B's own meeting: the flow is not B's
    const viaB: Array<[string, string, unknown?]> = [
      ['GET', `${base(mineB.id)}/${f.id}`], ['PUT', `${base(mineB.id)}/${f.id}`, flowBody({ name: 'B改' })], ['POST', `${base(mineB.id)}/${f.id}/copy`],
      ['PUT', `${base(mineB.id)}/${f.id}/default`], ['PUT', `${base(mineB.id)}/${f.id}/status`, { enabled: true }], ['DELETE', `${base(mineB.id)}/${f.id}`],
    ];
    for (const [method, url, body] of viaB) await expectMessage(t.app, method, url, { token: b.token, body }, 404, ...FLOW_NOT_FOUND);
    // and A's own flow under A's other meeting is not found either (the flow belongs to its meeting)
    const other = await createMeeting(t, a.token, { title: 'A 的另一个会议' });
    await expectMessage(t.app, 'PUT', `${base(other.id)}/${f.id}/default`, { token: a.token }, 404, ...FLOW_NOT_FOUND);
    expect(JSON.stringify(await t.db.query('SELECT * FROM registration_flows ORDER BY id'))).toBe(before);
  });

  it('a super admin reaches every organizer’s flows', async () => {
    const r = await call(t.app, 'GET', base(m.id), { token: admin });
    expect([r.status, r.body.data.totalElements]).toEqual([200, (await flows(m.id)).length]);
    const c = await call(t.app, 'POST', base(m.id), { token: admin, body: flowBody({ name: '管理员建的' }) });
    expect([c.status, c.body.data.meetingId]).toEqual([200, m.id]);
  });

  it('no token: 401; a staff sub-account: 403 — before validating, nothing stored', async () => {
    const [f] = await flows(m.id);
    const before = JSON.stringify(await flows(m.id));
    const calls: Array<[string, string, unknown?]> = [
      ['GET', base(m.id)], ['POST', base(m.id), {}], ['PUT', `${base(m.id)}/${f.id}`, {}], ['POST', `${base(m.id)}/${f.id}/copy`],
      ['PUT', `${base(m.id)}/${f.id}/default`], ['PUT', `${base(m.id)}/${f.id}/status`, {}], ['DELETE', `${base(m.id)}/${f.id}`],
    ];
    for (const [method, url, body] of calls) {
      await expectMessage(t.app, method, url, { body }, 401, ...NOT_LOGGED_IN);
      await expectMessage(t.app, method, url, { token: sub, body }, 403, ...STAFF_FORBIDDEN);
    }
    expect(JSON.stringify(await flows(m.id))).toBe(before);
  });
});
