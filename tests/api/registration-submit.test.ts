// Submission rules (docs/registration.md): the server prices and checks everything against the design
// version the participant saw; every refusal has its message in zh and en and stores nothing; answers
// are stored by field id with their labels; drafts survive; participants reach only their own meeting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, type TestApp } from './harness';
import { adminAndOrganizer, type Organizer } from './setup';
import { addHotel, answers, day, design, openMeeting, participants, submission, submit, type Setup } from './registration.fixtures';
import { statements } from './statement-spy';

describe.each(DATABASES)('registration submission (%s)', (kind) => {
  let t: TestApp;
  let org: Organizer;
  let s: Setup;
  let room: { hotelId: number; roomTypeId: number };
  const count = async () => Number((await t.db.query(`SELECT count(*)::int AS n FROM registrations WHERE registration_status <> 'draft'`))[0].n);
  beforeAll(async () => {
    ({ t, org } = await adminAndOrganizer(kind, 'rsorg'));
    s = await openMeeting(t, org.token);
    room = await addHotel(t, s.meeting.id, 300.5, 3);
  });
  afterAll(() => t.close());

  it('stores a registration with the spec’s fields, server-computed fees and answers by field id', async () => {
    const [p] = await participants(t, s.meeting);
    const hotel = { needHotel: true, ...room, checkinDate: day(1), checkoutDate: day(3), specialRequirements: '无烟' };
    const r = await submit(t, p, submission(s, { hotel, subVenues: ['A厅'], formData: answers({ needInvoice: '是', invoiceTitle: '某公司', topics: ['ai', 'db'] }), total: 800 }));
    expect([r.status, r.body.message]).toEqual([201, '报名提交成功']);
    expect(r.body.data).toMatchObject({
      meetingId: s.meeting.id, flowId: s.flow.id, participantId: p.id, registrationStatus: 'awaiting_payment', paymentStatus: 'unpaid', paymentMethod: 'bankCard',
      identity: '嘉宾', selectedTicketName: '标准票', ticketPrice: 199, ticketQuantity: 1, selectedSubVenues: ['A厅'], hotelFee: 601, totalAmount: 800,
      currency: 'CNY', designVersion: s.version, flowName: '普通报名', hotelName: '会议酒店', roomTypeName: '大床房', nights: 2,
    });
    expect(r.body.data.hotelSelection).toMatchObject({ hotelId: room.hotelId, roomTypeId: room.roomTypeId, checkinDate: day(1), checkoutDate: day(3), nights: 2, specialRequirements: '无烟' });
    expect(r.body.data.formData).toEqual({
      name: { label: '姓名', value: '张三' }, needInvoice: { label: '是否需要发票', value: '是' }, invoiceTitle: { label: '发票抬头', value: '某公司' },
      topics: { label: '关注议题', value: '人工智能、数据库', raw: ['ai', 'db'] },
    });
    expect(r.body.data.submitTime).toBeTruthy();
    expect(JSON.stringify(r.body.data)).not.toMatch(/idempotencyKey|placesHeld/);
    // what to quote on the transfer: a reference of its own, shown with the flow's account and the amount due
    expect(r.body.data.transferReference).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(r.body.data.payTo).toMatchObject({ amountDue: 800, currency: 'CNY', reference: r.body.data.transferReference, deadline: null });
    // the organizer hears of it
    const [n] = await t.db.query('SELECT title FROM notifications WHERE user_id = $1 ORDER BY id DESC LIMIT 1', [org.user.id]);
    const [who] = await t.db.query('SELECT name FROM participants WHERE id = $1', [p.id]);
    expect(n.title).toBe(`新报名：${who.name}`);
  });

  it('reads the flow, its designs and its ticket types in one statement (a round trip fewer, issue 19 item 3)', async () => {
    const [p] = await participants(t, s.meeting);
    let r: Awaited<ReturnType<typeof submit>> | undefined;
    const sent = await statements(t, async () => (r = await submit(t, p, submission(s))));
    expect([r!.status, r!.body.data.selectedTicketName, r!.body.data.ticketPrice]).toEqual([201, '标准票', 199]);
    const tickets = sent.filter((x) => /\bticket_types\b/.test(x.sql));
    expect(tickets.length).toBeGreaterThan(0);
    for (const x of tickets) expect(x.sql).toMatch(/\bflow_design_versions\b/);
  });

  it('where to pay: the bank-transfer page’s account, else the pay page’s, beside the amount and the reference', async () => {
    const account = { displayType: 'card', bankName: '招商银行上海分行', bankAccount: '6214 8301 0000 1234', accountName: '上海会务有限公司', contact: '李老师', contactPhone: '021-58888888' };
    const onPay = await openMeeting(t, org.token, design({ payPage: { payMethods: [{ value: 'bankCard', enabled: true }], account } }));
    const [p, q] = await participants(t, onPay.meeting, 2);
    const r = await submit(t, p, submission(onPay));
    expect(r.body.data.payTo).toEqual({ bankName: '招商银行上海分行', bankAccount: '6214 8301 0000 1234', accountName: '上海会务有限公司', amountDue: 199, currency: 'CNY', reference: r.body.data.transferReference, deadline: null });
    // the bank-transfer page's own account wins
    await call(t.app, 'PUT', `/api/co/meeting/${onPay.meeting.id}/page-design/${onPay.flow.id}/pages/bankTransfer`, { token: org.token, body: { page: { bankName: '中国银行', bankAccount: '1111 2222', accountName: '会务组' } } });
    const v = (await call(t.app, 'GET', `/api/co/meeting/${onPay.meeting.id}/page-design/${onPay.flow.id}`, { token: org.token })).body.data.version;
    const again = await submit(t, q, submission({ ...onPay, version: v }));
    expect(again.body.data.payTo).toMatchObject({ bankName: '中国银行', bankAccount: '1111 2222', accountName: '会务组' });
  });

  it('a hidden dependent field is not required and not stored; renaming a field later loses nothing', async () => {
    const [p] = await participants(t, s.meeting);
    const r = await submit(t, p, submission(s, { formData: answers({ invoiceTitle: '不该保存' }) }));
    expect(r.status).toBe(201);
    expect(r.body.data.formData.invoiceTitle).toBeUndefined();
    const renamed = design();
    (renamed.formPage.formGroups[0].fields[0] as any).label = '真实姓名';
    await call(t.app, 'PUT', `/api/co/meeting/${s.meeting.id}/page-design/${s.flow.id}`, { token: org.token, body: { design: renamed } });
    const mine = await call(t.app, 'GET', '/api/registrations/mine', { headers: p.headers });
    expect(mine.body.data[0].formData.name).toEqual({ label: '姓名', value: '张三' });
    await call(t.app, 'PUT', `/api/co/meeting/${s.meeting.id}/page-design/${s.flow.id}`, { token: org.token, body: { design: design() } });
  });

  it('refuses each bad choice with its message in zh and en, storing nothing', async () => {
    const [p] = await participants(t, s.meeting);
    const before = await count();
    const cases: Array<[Record<string, unknown>, number, string, string]> = [
      [{ ticketType: undefined }, 400, '请选择门票类型', 'Please choose a ticket type'],
      [{ ticketType: '黄牛票' }, 400, '所选门票类型不存在', 'The chosen ticket type does not exist'],
      [{ ticketType: '未开售' }, 409, '当前不在售票时间内', 'Tickets are not on sale at this time'],
      [{ identity: undefined }, 400, '请选择参会身份', 'Please choose your identity'],
      [{ identity: 'vip' }, 400, '所选参会身份不存在', 'The chosen identity does not exist'],
      [{ subVenues: ['C厅'] }, 400, '所选分会场不存在', 'The chosen sub-venue does not exist'],
      [{ hotel: { needHotel: true } }, 400, '请选择酒店和房型', 'Please choose a hotel and a room type'],
      [{ hotel: { needHotel: true, ...room, checkinDate: day(-1), checkoutDate: day(1) } }, 400, '入住日期不能早于今天', 'Check-in cannot be earlier than today'],
      [{ hotel: { needHotel: true, ...room, checkinDate: day(2), checkoutDate: day(2) } }, 400, '退房时间必须晚于入住时间', 'Check-out must be later than check-in'],
      [{ hotel: { needHotel: true, hotelId: room.hotelId, roomTypeId: 999999, checkinDate: day(1), checkoutDate: day(2) } }, 400, '所选酒店或房型不可预订', 'The chosen hotel or room type cannot be booked'],
      [{ total: 1 }, 409, '价格已变化，最新应付金额为 199.00，请确认后重新提交', 'The price has changed; the amount due is now 199.00. Please confirm and submit again'],
      [{ designVersion: 999 }, 400, '页面设计版本不存在，请刷新后重新提交', 'Unknown page design version; reload and submit again'],
      [{ formData: { needInvoice: '否' } }, 400, '请填写姓名', 'Please fill in 姓名'],
      [{ formData: answers({ needInvoice: '是' }) }, 400, '请填写发票抬头', 'Please fill in 发票抬头'],
      [{ formData: answers({ needInvoice: '也许' }) }, 400, '是否需要发票的选项无效', '是否需要发票: invalid option'],
      [{ formData: answers({ name: 'x'.repeat(21) }) }, 400, '姓名长度不能超过20个字符', '姓名 cannot exceed 20 characters'],
      [{ flowId: 999999 }, 404, '报名流程不存在或未开放', 'The registration flow does not exist or is not open'],
    ];
    for (const [over, status, zh, en] of cases) {
      await expectMessage(t.app, 'POST', '/api/registrations/submit', { body: submission(s, over), headers: p.headers } as any, status, zh, en);
    }
    // a moved price names the amount, so the flow explains it where the total is shown
    const moved = await call(t.app, 'POST', '/api/registrations/submit', { body: submission(s, { total: 1 }), headers: p.headers });
    expect(moved.body.errors).toEqual([{ path: '/total', message: '价格已变化，最新应付金额为 199.00，请确认后重新提交' }]);
    const bad = await call(t.app, 'POST', '/api/registrations/submit', { body: { ...submission(s), paymentMethod: 'bitcoin' }, headers: p.headers });
    expect(bad.status).toBe(400);
    const extra = await call(t.app, 'POST', '/api/registrations/submit', { body: { ...submission(s), ticketPrice: 0 }, headers: p.headers });
    expect(extra.status).toBe(400);
    const long = await call(t.app, 'POST', '/api/registrations/submit', { body: submission(s, { hotel: { needHotel: true, ...room, checkinDate: day(1), checkoutDate: day(2), specialRequirements: 'x'.repeat(201) } }), headers: p.headers });
    expect(long.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('checks answers against the version seen, not a newer one', async () => {
    const [p] = await participants(t, s.meeting);
    const newer = design();
    newer.formPage.formGroups[0].fields.push({ id: 'company', label: '单位', fieldType: 'text', required: true } as any);
    const v = await call(t.app, 'PUT', `/api/co/meeting/${s.meeting.id}/page-design/${s.flow.id}`, { token: org.token, body: { design: newer } });
    const old = await submit(t, p, submission(s));
    expect(old.status).toBe(201);
    expect(old.body.data.designVersion).toBe(s.version);
    const [q] = await participants(t, s.meeting);
    await expectMessage(t.app, 'POST', '/api/registrations/submit', { body: submission(s, { designVersion: v.body.data.version }), headers: q.headers } as any, 400, '请填写单位', 'Please fill in 单位');
    await call(t.app, 'PUT', `/api/co/meeting/${s.meeting.id}/page-design/${s.flow.id}`, { token: org.token, body: { design: design() } });
  });

  it('one active registration per participant and flow; cash is offered only when the pay page offers it', async () => {
    const [p] = await participants(t, s.meeting);
    const cash = await submit(t, p, submission(s, { paymentMethod: 'cash' }));
    // on-site payment waits in the organizer's review until the money is received
    expect([cash.status, cash.body.data.paymentStatus, cash.body.data.paymentMethod]).toEqual([201, 'pending', 'cash']);
    await expectMessage(t.app, 'POST', '/api/registrations/submit', { body: submission(s), headers: p.headers } as any, 409, '您已报名该流程，请勿重复提交', 'You have already registered through this flow');
    await call(t.app, 'PUT', `/api/co/meeting/${s.meeting.id}/page-design/${s.flow.id}/pages/pay`, { token: org.token, body: { page: { payMethods: [{ value: 'bankCard', enabled: true }, { value: 'cash', enabled: false }] } } });
    const cur = await call(t.app, 'GET', `/api/co/meeting/${s.meeting.id}/page-design/${s.flow.id}`, { token: org.token });
    const [q] = await participants(t, s.meeting);
    await expectMessage(t.app, 'POST', '/api/registrations/submit', { body: submission(s, { paymentMethod: 'cash', designVersion: cur.body.data.version }), headers: q.headers } as any, 400, '该支付方式未开放', 'This payment method is not offered');
    await call(t.app, 'PUT', `/api/co/meeting/${s.meeting.id}/page-design/${s.flow.id}`, { token: org.token, body: { design: design() } });
  });

  it('drafts: saved, restored, replaced, and gone once submitted', async () => {
    const [p] = await participants(t, s.meeting);
    const q = `?meetingId=${s.meeting.id}&flowId=${s.flow.id}`;
    expect((await call(t.app, 'GET', `/api/registrations/draft${q}`, { headers: p.headers })).body.data).toBeNull();
    const body = { meetingId: s.meeting.id, flowId: s.flow.id, designVersion: s.version, step: 'ticket', data: { identity: 'guest' } };
    const a = await call(t.app, 'PUT', '/api/registrations/draft', { body, headers: p.headers });
    expect([a.status, a.body.message]).toEqual([200, '草稿已保存']);
    await call(t.app, 'PUT', '/api/registrations/draft', { body: { ...body, step: 'form', data: { identity: 'guest', ticketType: '标准票' } }, headers: p.headers });
    const g = await call(t.app, 'GET', `/api/registrations/draft${q}`, { headers: p.headers });
    expect(g.body.data).toMatchObject({ step: 'form', designVersion: s.version, data: { identity: 'guest', ticketType: '标准票' } });
    expect(Number((await t.db.query(`SELECT count(*)::int AS n FROM registrations WHERE participant_id = $1`, [p.id]))[0].n)).toBe(1);
    const big = await call(t.app, 'PUT', '/api/registrations/draft', { body: { ...body, data: { x: 'y'.repeat(70_000) } }, headers: p.headers });
    expect(big.status).toBe(413);
    expect((await submit(t, p, submission(s))).status).toBe(201);
    expect((await call(t.app, 'GET', `/api/registrations/draft${q}`, { headers: p.headers })).body.data).toBeNull();
  });

  it('participant calls need a participant token of this meeting; organizer tokens do not pass', async () => {
    expect((await call(t.app, 'POST', '/api/registrations/submit', { body: submission(s) })).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/registrations/submit', { body: submission(s), token: org.token })).status).toBe(401);
    const other = await openMeeting(t, org.token);
    const [stranger] = await participants(t, other.meeting);
    await expectMessage(t.app, 'POST', '/api/registrations/submit', { body: submission(s), headers: stranger.headers } as any, 404, '报名流程不存在或未开放', 'The registration flow does not exist or is not open');
    const d = await call(t.app, 'PUT', '/api/registrations/draft', { body: { meetingId: s.meeting.id, flowId: s.flow.id, data: {} }, headers: stranger.headers });
    expect(d.status).toBe(404);
  });

  it('a registration with nothing to pay is paid at once', async () => {
    const free = design();
    (free.ticketPage.priceRows[0].prices as any).early = 0;
    const f = await openMeeting(t, org.token, free);
    const [p] = await participants(t, f.meeting);
    const r = await submit(t, p, submission(f, { total: 0 }));
    expect([r.status, r.body.data.totalAmount, r.body.data.paymentStatus]).toEqual([201, 0, 'paid']);
    const mine = await call(t.app, 'GET', '/api/registrations/mine', { headers: p.headers });
    expect(mine.body.data[0].checkinCode).toMatch(/^[2-9A-Z]{12}$/);
  });
});
