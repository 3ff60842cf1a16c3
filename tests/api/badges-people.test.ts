// Whose badges print (issue 15 item 4): by default only the admitted registrations (confirmed, checked
// in) — never an account that did not register, a draft, an unpaid, cancelled or expired one — each
// with the record the form's bound answers filled, its registration's facts and stay, and every form
// answer by field id; one state, one ticket type or a selection when asked; paged by keyset. Another
// organizer's meeting answers 404, no token and a participant's token 401, a staff account 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, makeApp, type TestApp } from './harness';
import { MEETING_NOT_FOUND, NOT_LOGGED_IN, cast, type Organizer, STAFF_FORBIDDEN } from './cast.fixtures';
import { addHotel, design, openMeeting, participants, submission, submit, type Setup } from './registration.fixtures';

const FORM = design({
  formPage: {
    formGroups: [{
      id: 'g1', name: '基本信息', fields: [
        { id: 'name', label: '姓名', fieldType: 'text', required: true },
        { id: 'workplace', label: '工作单位', fieldType: 'text' },
        { id: 'needInvoice', label: '是否需要发票', fieldType: 'radio', options: ['是', '否'] },
        { id: 'diet', label: '饮食习惯', fieldType: 'radio', options: ['无特殊要求', '清真', '素食'] },
      ],
    }],
  },
});

describe.each(DATABASES)('badges: the people an export prints (%s)', (kind) => {
  let t: TestApp;
  let a: Organizer;
  let b: Organizer;
  let admin: string;
  let sub: string;
  let s: Setup;
  const reg: Record<string, number> = {};
  let loner: { id: number; headers: Record<string, string>; token: string };
  const people = (q = '', opts: { token?: string; lang?: 'zh' | 'en' } = {}) => call(t.app, 'GET', `/api/co/badges/meeting/${s.meeting.id}/people${q}`, { token: opts.token ?? a.token, lang: opts.lang });
  const names = (r: { body: { data: { list: Array<{ name: string }> } } }) => r.body.data.list.map((p) => p.name);

  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    ({ a, b, admin, sub } = await cast(t, 'bp'));
    s = await openMeeting(t, a.token, FORM);
    const who = await participants(t, s.meeting, 6);
    const send = async (i: number, formData: Record<string, unknown>, over: Record<string, unknown> = {}) => {
      const r = await submit(t, who[i], submission(s, { formData: { needInvoice: '否', ...formData }, ...over }));
      if (r.status !== 201) throw new Error(`submit ${r.status} ${JSON.stringify(r.body)}`);
      return Number(r.body.data.id);
    };
    const act = async (id: number, action: string, body: unknown = {}) => {
      const r = await call(t.app, 'POST', `/api/co/registrations/${id}/${action}`, { token: a.token, body });
      if (r.status !== 200) throw new Error(`${action} ${r.status} ${JSON.stringify(r.body)}`);
    };
    reg.paid = await send(0, { name: '林小雨', workplace: '浙江大学', diet: '素食' });
    await act(reg.paid, 'mark-paid');
    reg.unpaid = await send(1, { name: '赵未付', workplace: '未付单位' });
    reg.cancelled = await send(2, { name: '钱取消', workplace: '取消单位' });
    await act(reg.cancelled, 'cancel', { reason: '重复报名' });
    reg.arrived = await send(3, { name: '孙到场', workplace: '到场单位', diet: '清真' }, { ticketType: 'VIP票' });
    await act(reg.arrived, 'confirm');
    await t.db.query(`UPDATE registrations SET registration_status = 'checked_in' WHERE id = $1`, [reg.arrived]);
    // a draft of another person, and an account that never registered
    await t.app.ctx.repo('registration').insert(t.db, { meetingId: s.meeting.id, participantId: who[4].id, registrationStatus: 'draft', formData: { name: { label: '姓名', value: '周草稿' } } });
    await t.db.query(`UPDATE participants SET name = '吴未报名' WHERE id = $1`, [who[5].id]);
    loner = who[5];
    // the paid registration booked a room
    const { roomTypeId } = await addHotel(t, s.meeting.id, 300);
    await t.db.query(`UPDATE registrations SET hotel_selection = $2 WHERE id = $1`, [reg.paid, JSON.stringify({ roomTypeId, checkinDate: '2026-12-10', checkoutDate: '2026-12-12' })]);
  });
  afterAll(() => t.close());

  it('answers only the admitted registrations by default, with the record, the facts and the answers by field id', async () => {
    const r = await people();
    expect(r.status).toBe(200);
    expect(names(r)).toEqual(['林小雨', '孙到场']);
    expect(r.body.data.total).toBe(2);
    const [paid, arrived] = r.body.data.list;
    expect(paid).toMatchObject({
      name: '林小雨', workplace: '浙江大学', 'answer:diet': '素食',
      'registration.id': reg.paid, 'registration.registrationStatus': '已确认', 'registration.selectedTicketName': '标准票',
      'stay.hotelName': '会议酒店', 'stay.roomTypeName': '大床房', 'stay.checkinDate': '2026-12-10', 'stay.nights': 2,
    });
    expect(arrived).toMatchObject({ name: '孙到场', 'answer:diet': '清真', 'registration.registrationStatus': '已签到', 'registration.selectedTicketName': 'VIP票', 'stay.hotelName': null });
    expect(paid).toHaveProperty('checkinCode');
    expect(r.body.data.shared).toMatchObject({ 'meeting.title': s.meeting.title, 'badge.printDate': expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(r.body.data.answers).toEqual(expect.arrayContaining([{ key: 'answer:diet', label: '饮食习惯' }]));
    // choices print in the caller's language
    expect((await people('', { lang: 'en' })).body.data.list[0]['registration.registrationStatus']).toBe('Confirmed');
  });

  it('answers one state when asked for it, never a draft; 400 for a state that is no state', async () => {
    expect(names(await people('?state=awaiting_payment'))).toEqual(['赵未付']);
    expect(names(await people('?state=cancelled'))).toEqual(['钱取消']);
    expect(names(await people('?state=checked_in'))).toEqual(['孙到场']);
    expect(names(await people('?state=admitted'))).toEqual(['林小雨', '孙到场']);
    await expectMessage(t.app, 'GET', `/api/co/badges/meeting/${s.meeting.id}/people?state=draft`, { token: a.token }, 400, '报名状态无效', 'Invalid registration status');
    await expectMessage(t.app, 'GET', `/api/co/badges/meeting/${s.meeting.id}/people?state=everyone`, { token: a.token }, 400, '报名状态无效', 'Invalid registration status');
    // the account that never registered is in no state
    for (const state of ['admitted', 'submitted', 'awaiting_payment', 'confirmed', 'checked_in', 'cancelled', 'expired']) expect(names(await people(`?state=${state}`))).not.toContain('吴未报名');
  });

  it('narrows to a ticket type or the organizer’s selection (within the state)', async () => {
    expect(names(await people(`?ticket=${encodeURIComponent('VIP票')}`))).toEqual(['孙到场']);
    expect(names(await people(`?ticket=${encodeURIComponent('标准票')}`))).toEqual(['林小雨']);
    expect(names(await people(`?ids=${reg.paid},${reg.unpaid},${reg.cancelled}`))).toEqual(['林小雨']);
    expect(names(await people(`?ids=${reg.unpaid}&state=awaiting_payment`))).toEqual(['赵未付']);
    expect(names(await people(`?search=${encodeURIComponent('浙江')}`))).toEqual(['林小雨']);
    await expectMessage(t.app, 'GET', `/api/co/badges/meeting/${s.meeting.id}/people?ids=1;DROP`, { token: a.token }, 400, '所选人员格式不正确', 'Selected people is not in a valid format');
  });

  it('pages by keyset: `next` is the last id read, null at the end; the total stays', async () => {
    const one = await people('?size=1');
    expect([names(one), one.body.data.total, one.body.data.next]).toEqual([['林小雨'], 2, reg.paid]);
    const two = await people(`?size=1&after=${one.body.data.next}`);
    expect([names(two), two.body.data.total, two.body.data.answers]).toEqual([['孙到场'], 2, undefined]);
    const end = await people(`?size=1&after=${two.body.data.next}`);
    expect([names(end), end.body.data.total, end.body.data.next]).toEqual([[], 2, null]);
    expect(names(await people('?size=1&page=1'))).toEqual(['孙到场']);
  });

  it('counts each scope: admitted, every state, the admitted by ticket type', async () => {
    const r = await call(t.app, 'GET', `/api/co/badges/meeting/${s.meeting.id}/scopes`, { token: a.token });
    expect(r.body.data.admitted).toBe(2);
    const by = Object.fromEntries(r.body.data.states.map((x: { state: string; count: number }) => [x.state, x.count]));
    expect(by).toEqual({ submitted: 0, awaiting_payment: 1, confirmed: 1, checked_in: 1, cancelled: 1, expired: 0 });
    expect(r.body.data.tickets).toEqual([{ name: 'VIP票', count: 1, states: { checked_in: 1 } }, { name: '标准票', count: 1, states: { confirmed: 1, awaiting_payment: 1, cancelled: 1 } }]);
  });

  it('another organizer 404, no token 401, a participant’s token 401, staff 403; the super admin reads it', async () => {
    for (const path of ['people', 'scopes']) {
      const url = `/api/co/badges/meeting/${s.meeting.id}/${path}`;
      await expectMessage(t.app, 'GET', url, { token: b.token }, 404, ...MEETING_NOT_FOUND);
      await expectMessage(t.app, 'GET', url, {}, 401, ...NOT_LOGGED_IN);
      await expectMessage(t.app, 'GET', url, { token: loner.token }, 401, ...NOT_LOGGED_IN);
      await expectMessage(t.app, 'GET', url, { token: sub }, 403, ...STAFF_FORBIDDEN);
      expect((await call(t.app, 'GET', url, { token: admin })).status).toBe(200);
    }
    await expectMessage(t.app, 'GET', '/api/co/badges/meeting/999999/people', { token: a.token }, 404, ...MEETING_NOT_FOUND);
  });
});
