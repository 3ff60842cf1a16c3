// The door (issue 15): a code belongs to a registration. Typed codes are accepted in any letter case
// and with spaces; every refusal has its own reason in zh and en (unknown code, another meeting's,
// cancelled, expired, awaiting payment, under review, already checked in — when and by whom); an
// account that never registered gets no code and is never admitted; the flow's "admit unpaid, collect
// on site" lets an unpaid registration in and marks it; 20 scans of one code at once give one arrival;
// the organizer undoes a mistaken check-in with a reason, kept with who did it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, makeApp, type TestApp } from './harness';
import {
  AWAITING_PAYMENT, CANCELLED, CODE_NOT_FOUND, EXPIRED, MEETING_NOT_FOUND, NO_ADMITTED, OTHER_MEETING, UNDER_REVIEW,
  codeUrl, confirm, enrol, findUrl, scan, world, type World,
} from './checkin.fixtures';

const REG_NOT_FOUND = ['报名记录不存在', 'Registration not found'] as const;
import { addParticipant } from './participants.fixtures';
import { asParticipant, loginParticipant, registerParticipant } from './participant-accounts.fixtures';

describe.each(DATABASES)('the door (%s)', (kind) => {
  let t: TestApp;
  let a: World;
  let b: World;
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    a = await world(t, 'dra');
    b = await world(t, 'drb');
  });
  afterAll(() => t.close());
  const scanUrl = (w: World) => `/api/co/checkin/meeting/${w.meeting.id}/scan`;
  const regOf = async (id: number) => (await t.db.query('SELECT * FROM registrations WHERE id = $1', [id]))[0];
  const stats = async (w: World) => (await call(t.app, 'GET', `/api/co/checkin/meeting/${w.meeting.id}/stats`, { token: w.token })).body.data;

  it('a paid registrant’s code typed in lower case with spaces checks in at once, showing record, ticket, sub-venue and payment', async () => {
    const p = await enrol(t, a, 'confirmed', { name: '王小明', company: '门禁公司', position: '工程师', avatar: '/uploads/face.png' }, { selectedTicketName: 'VIP票', selectedSubVenues: ['A厅', 'B厅'] });
    const before = await stats(a);
    const r = await scan(t, a.token, a.meeting.id, `  ${p.code.toLowerCase()} `);
    expect([r.status, r.body.message]).toEqual([200, '签到成功']);
    expect(r.body.data.participant).toMatchObject({ id: p.id, name: '王小明', company: '门禁公司', position: '工程师', avatar: '/uploads/face.png', checkinCode: p.code, checkinStatus: 'checked_in' });
    expect(r.body.data.registration).toEqual({ id: p.reg.id, registrationStatus: 'checked_in', paymentStatus: 'paid', ticket: 'VIP票', subVenues: ['A厅', 'B厅'], collectOnSite: false });
    expect((await regOf(p.reg.id)).registration_status).toBe('checked_in');
    const [ev] = await t.db.query(`SELECT * FROM registration_events WHERE registration_id = $1 AND action = 'checkIn'`, [p.reg.id]);
    expect(ev).toMatchObject({ from_status: 'confirmed', to_status: 'checked_in', actor_type: 'organizer', actor_name: 'dra' });
    expect(Number(ev.actor_id)).toBe(a.org.user.id);
    const [rec] = await t.db.query(`SELECT * FROM checkin_records WHERE registration_id = $1`, [p.reg.id]);
    expect(rec).toMatchObject({ status: 'success', code: p.code, name: '王小明' });
    expect((await stats(a)).checkedIn).toBe(before.checkedIn + 1);
    // the look-up takes any case too, and now says who let them in and when
    const zh = await call(t.app, 'GET', findUrl(p.code.toLowerCase(), a.meeting.id), { token: a.token });
    const en = await scan(t, a.token, a.meeting.id, p.code, 'en');
    expect([zh.status, zh.body.message]).toEqual([409, expect.stringMatching(/^该报名已于 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d 由 dra 签到，不能重复签到$/)]);
    expect([en.status, en.body.message]).toEqual([409, expect.stringMatching(/^Already checked in at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d by dra; a second check-in is not allowed$/)]);
  });

  it('refuses each registration that may not enter with its own reason, in both languages, and records it', async () => {
    const cases: Array<[string, readonly [string, string]]> = [
      ['cancelled', CANCELLED], ['expired', EXPIRED], ['awaiting_payment', AWAITING_PAYMENT], ['submitted', UNDER_REVIEW],
    ];
    for (const [state, message] of cases) {
      const p = await enrol(t, a, state);
      await expectMessage(t.app, 'POST', scanUrl(a), { token: a.token, body: { code: p.code } }, 409, ...message);
      await expectMessage(t.app, 'GET', findUrl(p.code, a.meeting.id), { token: a.token }, 409, ...message);
      await expectMessage(t.app, 'POST', '/api/user/update-checkin-status', { token: a.token, body: { userId: p.id, meetingId: a.meeting.id, status: 'checked_in', checkinCode: p.code } }, 409, ...message);
      expect((await regOf(p.reg.id)).registration_status).toBe(state);
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM checkin_records WHERE registration_id = $1 AND status = 'failure' AND message = $2`, [p.reg.id, message[0]]);
      expect(Number(n)).toBeGreaterThan(0);
    }
    await expectMessage(t.app, 'POST', scanUrl(a), { token: a.token, body: { code: 'ZZZZZZZZZZZZ' } }, 404, ...CODE_NOT_FOUND);
    await expectMessage(t.app, 'POST', scanUrl(a), { token: a.token, body: { code: b.people[0].code } }, 404, ...OTHER_MEETING);
    await expectMessage(t.app, 'POST', scanUrl(a), { token: a.token, body: { code: '  ' } }, 400, '请输入签到码', 'Please enter the check-in code');
    // another organizer cannot scan at A's door
    await expectMessage(t.app, 'POST', scanUrl(a), { token: b.token, body: { code: a.people[0].code } }, 404, ...MEETING_NOT_FOUND);
    expect((await regOf(a.people[0].reg.id)).registration_status).toBe('confirmed');
  });

  it('an account that never registered has no code and is never admitted, whatever its old account code', async () => {
    const lone = await addParticipant(t, a.meeting, { name: '未报名', checkinCode: 'OLDCODE23456' });
    await expectMessage(t.app, 'GET', codeUrl('get-checkin-code', lone.id, a.meeting.id), { token: a.token }, 404, '该参会人员没有可入场的报名', 'This participant has no registration that may enter');
    await expectMessage(t.app, 'POST', scanUrl(a), { token: a.token, body: { code: 'oldcode23456' } }, 404, ...CODE_NOT_FOUND);
    await expectMessage(t.app, 'POST', '/api/user/update-checkin-status', { token: a.token, body: { userId: lone.id, meetingId: a.meeting.id, status: 'checked_in' } }, 409, ...NO_ADMITTED);
    // a code of someone else's registration, sent with this participant, is no code of theirs
    await expectMessage(t.app, 'POST', '/api/user/update-checkin-status', { token: a.token, body: { userId: lone.id, meetingId: a.meeting.id, status: 'checked_in', checkinCode: a.people[2].code } }, 404, ...CODE_NOT_FOUND);
    const [row] = await t.db.query('SELECT checkin_status FROM participants WHERE id = $1', [lone.id]);
    expect(row.checkin_status).toBe('not_checked_in');
    expect((await regOf(a.people[2].reg.id)).registration_status).toBe('confirmed');
  });

  it('the participant sees its code only while a registration may enter, with the ticket and meeting', async () => {
    const me = await registerParticipant(t, a.meeting.id);
    const token = await loginParticipant(t, a.meeting.id, me.username);
    const none = ['您还没有可入场的报名：报名确认后才会生成入场码', 'You have no registration that may enter yet: the door code comes once a registration is confirmed'] as const;
    const noCode = await Promise.all((['zh', 'en'] as const).map((lang) => call(t.app, 'GET', '/api/user/current-checkin-code', { headers: asParticipant(token), lang })));
    expect(noCode.map((r) => [r.status, r.body.message])).toEqual([[404, none[0]], [404, none[1]]]);
    const [reg] = await t.db.query(`INSERT INTO registrations (meeting_id, flow_id, participant_id, registration_status, payment_status, door_code, selected_ticket_name)
      VALUES ($1, $2, $3, 'awaiting_payment', 'unpaid', 'ABCDEFGH2345', '学生票') RETURNING id`, [a.meeting.id, a.flow.id, me.id]);
    expect((await call(t.app, 'GET', '/api/user/current-checkin-code', { headers: asParticipant(token) })).status).toBe(404);
    const mine = async () => (await call(t.app, 'GET', '/api/registrations/mine', { headers: asParticipant(token) })).body.data;
    expect((await mine())[0]).toMatchObject({ id: Number(reg.id), doorCode: null, checkinCode: null });
    await t.db.query(`UPDATE registrations SET registration_status = 'confirmed', payment_status = 'paid' WHERE id = $1`, [reg.id]);
    expect((await mine())[0]).toMatchObject({ id: Number(reg.id), doorCode: 'ABCDEFGH2345', checkinCode: 'ABCDEFGH2345' });
    const own = await call(t.app, 'GET', '/api/user/current-checkin-code', { headers: asParticipant(token) });
    expect([own.status, own.body.data]).toEqual([200, expect.objectContaining({ checkinCode: 'ABCDEFGH2345', registrationId: Number(reg.id), ticket: '学生票', meetingTitle: 'dra 的会议', registrationStatus: 'confirmed' })]);
  });

  it('“admit unpaid, collect on site”: the flow’s setting lets an unpaid registration in and marks it; undo takes it back to awaiting payment', async () => {
    const flow = await t.app.ctx.repo('registrationFlow').insert(t.db, { meetingId: b.meeting.id, name: '现场收费', type: 'standard', currency: 'CNY', formConfig: {}, admitUnpaid: true });
    const p = await enrol(t, { meeting: b.meeting, flow }, 'awaiting_payment');
    const look = await call(t.app, 'GET', findUrl(p.code, b.meeting.id), { token: b.token });
    expect([look.status, look.body.data.registration]).toEqual([200, expect.objectContaining({ registrationStatus: 'awaiting_payment', paymentStatus: 'unpaid', collectOnSite: true })]);
    const r = await scan(t, b.token, b.meeting.id, p.code);
    expect([r.status, r.body.data.registration]).toEqual([200, expect.objectContaining({ registrationStatus: 'checked_in', paymentStatus: 'unpaid', collectOnSite: true })]);
    const reg = await regOf(p.reg.id);
    expect([reg.registration_status, reg.collect_on_site]).toEqual(['checked_in', true]);
    const [ev] = await t.db.query(`SELECT from_status FROM registration_events WHERE registration_id = $1 AND action = 'checkIn'`, [p.reg.id]);
    expect(ev.from_status).toBe('awaiting_payment');
    const undo = await call(t.app, 'POST', `/api/co/checkin/meeting/${b.meeting.id}/undo`, { token: b.token, body: { registrationId: p.reg.id, reason: '扫错了' } });
    expect([undo.status, undo.body.data]).toEqual([200, { registrationId: p.reg.id, registrationStatus: 'awaiting_payment' }]);
    expect((await regOf(p.reg.id)).collect_on_site).toBe(false);
    // the default flow of the same meeting still refuses unpaid
    const q = await enrol(t, b, 'awaiting_payment');
    await expectMessage(t.app, 'POST', scanUrl(b), { token: b.token, body: { code: q.code } }, 409, ...AWAITING_PAYMENT);
  });

  it('20 scans of one code at once: exactly one arrival, one record, one event', async () => {
    const p = await enrol(t, b, 'confirmed');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => i % 2
      ? scan(t, b.token, b.meeting.id, p.code.toLowerCase())
      : call(t.app, 'POST', '/api/user/update-checkin-status', { token: b.token, body: { userId: p.id, meetingId: b.meeting.id, status: 'checked_in', checkinCode: p.code } })));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(19);
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM checkin_records WHERE registration_id = $1 AND status = 'success'`, [p.reg.id]);
    const [{ e }] = await t.db.query(`SELECT count(*)::int AS e FROM registration_events WHERE registration_id = $1 AND action = 'checkIn'`, [p.reg.id]);
    expect([Number(n), Number(e)]).toEqual([1, 1]);
  });

  it('the organizer undoes a mistaken check-in with a reason: who and why are kept, the figures follow, the code works again', async () => {
    const p = await enrol(t, a, 'confirmed');
    expect((await scan(t, a.token, a.meeting.id, p.code)).status).toBe(200);
    const before = await stats(a);
    const url = `/api/co/checkin/meeting/${a.meeting.id}/undo`;
    await expectMessage(t.app, 'POST', url, { token: a.token, body: { registrationId: p.reg.id, reason: ' ' } }, 400, '请填写撤销原因', 'Please give a reason for the undo');
    await expectMessage(t.app, 'POST', url, { token: b.token, body: { registrationId: p.reg.id, reason: '扫错了' } }, 404, ...MEETING_NOT_FOUND);
    const done = await call(t.app, 'POST', url, { token: a.token, body: { registrationId: p.reg.id, reason: '扫错了' } });
    expect([done.status, done.body.message, done.body.data]).toEqual([200, '已撤销签到', { registrationId: p.reg.id, registrationStatus: 'confirmed' }]);
    const [ev] = await t.db.query(`SELECT * FROM registration_events WHERE registration_id = $1 AND action = 'undoCheckIn'`, [p.reg.id]);
    expect(ev).toMatchObject({ from_status: 'checked_in', to_status: 'confirmed', actor_type: 'organizer', actor_name: 'dra', reason: '扫错了' });
    const [row] = await t.db.query('SELECT checkin_status, checkin_time FROM participants WHERE id = $1', [p.id]);
    expect([row.checkin_status, row.checkin_time]).toEqual(['not_checked_in', null]);
    expect((await stats(a)).checkedIn).toBe(before.checkedIn - 1);
    // not checked in any more: a second undo is refused with the state it found
    const twice = await call(t.app, 'POST', url, { token: a.token, body: { registrationId: p.reg.id, reason: '再撤一次' } });
    expect(twice.status).toBe(409);
    // another meeting's registration is not found here
    await expectMessage(t.app, 'POST', url, { token: a.token, body: { registrationId: b.people[0].reg.id, reason: 'x' } }, 404, ...REG_NOT_FOUND);
    expect((await scan(t, a.token, a.meeting.id, p.code)).status).toBe(200);
    // the recent list names the registration of each success, for the undo button
    const recent = (await call(t.app, 'GET', `/api/co/checkin/meeting/${a.meeting.id}/records`, { token: a.token })).body.data;
    expect(recent[0]).toMatchObject({ status: 'success', registrationId: p.reg.id });
  });

  it('a participant-only confirmation (no code) admits the participant’s registration that may enter', async () => {
    const p = a.people[1];
    const r = await confirm(t, a.token, p.id, a.meeting.id);
    expect([r.status, r.body.data.registration.id]).toEqual([200, p.reg.id]);
  });
});
