// The waiting list (issue 20) on PGlite and PostgreSQL: join only when sold out with the submission
// checked and kept, a freed place (cancel, expiry, raised quota, lapsed offer) offered to the next in line
// in the transaction that freed it and held (the quota counts it), told in the participant's language by
// notification and e-mail, claimed into a registration from the kept answers, passed on when unclaimed;
// the organizer's list, reorder, offer by hand and remove with their permission boundaries; and races:
// concurrent releases offer each place once, concurrent claims make one registration each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, registerOrganizer, type TestApp } from './harness';
import { adminAndOrganizer, type Organizer } from './setup';
import { addHotel, day, design, openMeeting, participants, submission, submit, type Setup } from './registration.fixtures';
import { validRoom } from './hotels.fixtures';
import { lapseOne } from '../../src/server/waitlist/sweep';
import { expireOne } from '../../src/server/registration/expiry';
import { twinOf, type Twin } from './twin.fixtures';

type Person = Awaited<ReturnType<typeof participants>>[number];

const withVip = (amount: number) => {
  const d = design();
  d.ticketPage.priceRows[1].amount = amount;
  return d;
};
const vip = (s: Setup, over: Record<string, unknown> = {}) => submission(s, { ticketType: 'VIP票', ...over });
const join = (t: TestApp, p: Person, body: unknown, lang: 'zh' | 'en' = 'zh', app = t.app) => call(app, 'POST', '/api/waitlist/join', { body, headers: p.headers, lang });
const mine = async (t: TestApp, p: Person) => (await call(t.app, 'GET', '/api/waitlist/mine', { headers: p.headers })).body.data as Array<Record<string, any>>;
const used = async (t: TestApp, s: Setup, key = 'VIP票') =>
  Number((await t.db.query(`SELECT used FROM registration_quotas WHERE scope = $1 AND kind = 'ticket' AND key = $2`, [`flow:${s.flow.id}`, key]))[0]?.used ?? 0);
const roomsUsed = async (t: TestApp, s: Setup, roomTypeId: number) =>
  Number((await t.db.query(`SELECT used FROM registration_quotas WHERE scope = $1 AND kind = 'room' AND key = $2`, [`meeting:${s.meeting.id}`, String(roomTypeId)]))[0]?.used ?? 0);
const joinRoom = (t: TestApp, p: Person, body: unknown, lang: 'zh' | 'en' = 'zh') => call(t.app, 'POST', '/api/waitlist/join-room', { body, headers: p.headers, lang });
const entryOf = async (t: TestApp, p: Person) => (await t.db.query('SELECT * FROM waitlist_entries WHERE participant_id = $1 ORDER BY id DESC LIMIT 1', [p.id]))[0];
const told = (t: TestApp, p: Person) => t.db.query('SELECT title, content FROM notifications WHERE participant_id = $1 ORDER BY id', [p.id]);
const mails = (t: TestApp, p: Person) => t.db.query(
  `SELECT d.recipient, d.language, n.title FROM notification_deliveries d JOIN notifications n ON n.id = d.notification_id WHERE n.participant_id = $1 ORDER BY d.id`, [p.id]);

/** `fn` with a second app instance on the test app's PostgreSQL schema (twin.fixtures), closed after it. */
async function withSecondApp(t: TestApp, fn: (app2: Twin['app']) => Promise<void>) {
  const twin = await twinOf(t);
  try {
    await fn(twin.app);
  } finally {
    await twin.close();
  }
}

describe.each(DATABASES)('waiting list (%s)', (kind) => {
  let t: TestApp;
  let org: Organizer;
  beforeAll(async () => {
    ({ t, org } = await adminAndOrganizer(kind, 'waitorg'));
  });
  afterAll(() => t.close());

  it('join when sold out, offer on cancel, claim, lapse passes on, quota raise offers, organizer orders and offers by hand', async () => {
    const s = await openMeeting(t, org.token, withVip(2));
    const [a, b, c, d, e, f, g, h] = await participants(t, s.meeting, 8);
    for (const p of [c, d, e]) await t.db.query('UPDATE participants SET email = $2 WHERE id = $1', [p.id, `p${p.id}@example.com`]);
    const regA = await submit(t, a, vip(s));
    const regB = await submit(t, b, vip(s));
    expect([regA.status, regB.status]).toEqual([201, 201]);
    expect((await submit(t, c, vip(s))).body.message).toBe('该门票名额已满');

    // joining: only a sold-out ticket, once, with the answers checked like a submission
    expect((await join(t, c, vip(s, { formData: { needInvoice: '否' } }))).body.message).toBe((await submit(t, c, vip(s, { formData: { needInvoice: '否' } }))).body.message);
    expect((await join(t, c, submission(s))).body).toMatchObject({ code: 409, message: '该门票仍有名额，请直接报名' });
    expect((await join(t, c, submission(s), 'en')).body.message).toBe('This ticket still has places: register directly');
    const jc = await join(t, c, vip(s));
    expect([jc.status, jc.body.message, jc.body.data.place]).toEqual([201, '已加入候补名单，当前排第 1 位', 1]);
    expect((await join(t, c, vip(s))).body.message).toBe('您已在该门票的候补名单中');
    const jd = await join(t, d, vip(s), 'en');
    expect([jd.status, jd.body.message]).toEqual([201, 'You joined the waiting list: number 2']);
    expect((await join(t, a, vip(s))).body.message).toBe('您已报名该流程，请勿重复提交');
    expect((await mine(t, d)).map((x) => [x.status, x.place, x.ticketType])).toEqual([['waiting', 2, 'VIP票']]);
    expect(jc.body.data.answers).toBeUndefined(); // kept on the server, never answered

    // the organizer cancels A: C is offered A's place in the same transaction; the place stays counted
    expect((await call(t.app, 'POST', `/api/co/registrations/${regA.body.data.id}/cancel`, { token: org.token, body: { reason: '行程变更' } })).status).toBe(200);
    expect(await used(t, s)).toBe(2);
    const offeredC = await entryOf(t, c);
    expect(offeredC.status).toBe('offered');
    const hours = (Date.parse(offeredC.offer_expires_at) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const [note] = await told(t, c);
    expect(note.title).toBe('候补名额已为您保留');
    expect(note.content).toContain(`/participant-center/${s.meeting.id}?waitlist=${offeredC.id}`);
    expect(note.content).toContain('VIP票');
    expect(await mails(t, c)).toEqual([{ recipient: `p${c.id}@example.com`, language: 'zh', title: '候补名额已为您保留' }]);
    // a newcomer cannot take the held place
    expect((await submit(t, h, vip(s))).body.message).toBe('该门票名额已满');

    // C claims: a registration from the kept answers with the held place; a repeat answers the same one
    const claims = await Promise.all([1, 2, 3].map(() => call(t.app, 'POST', `/api/waitlist/${offeredC.id}/claim`, { headers: c.headers })));
    expect(claims.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(claims.map((r) => r.body.data.id)).size).toBe(1);
    const claimed = claims.find((r) => r.status === 201)!.body;
    expect(claimed.message).toBe('名额已认领，报名已提交');
    expect(claimed.data).toMatchObject({ selectedTicketName: 'VIP票', registrationStatus: 'awaiting_payment', totalAmount: 599, formData: { name: { value: '张三' } } });
    expect(await used(t, s)).toBe(2);
    expect((await entryOf(t, c)).status).toBe('claimed');

    // E joins behind D; B cancels: D (English) is offered; D lets it lapse: it passes to E
    expect((await join(t, e, vip(s))).body.data.place).toBe(2);
    expect((await call(t.app, 'POST', `/api/registrations/${regB.body.data.id}/cancel`, { headers: b.headers })).status).toBe(200);
    const offeredD = await entryOf(t, d);
    expect(offeredD.status).toBe('offered');
    expect((await told(t, d))[0].title).toBe('A place is held for you');
    expect((await mails(t, d))[0]).toMatchObject({ language: 'en', title: 'A place is held for you' });
    expect((await mine(t, e))[0].place).toBe(1);
    await t.db.query(`UPDATE waitlist_entries SET offer_expires_at = now() - interval '1 minute' WHERE id = $1`, [offeredD.id]);
    const lateClaim = await call(t.app, 'POST', `/api/waitlist/${offeredD.id}/claim`, { headers: d.headers, lang: 'en' });
    expect([lateClaim.status, lateClaim.body.message]).toEqual([409, 'This offer is no longer valid']);
    expect(await lapseOne(t.app.ctx)).toBe(Number(offeredD.id));
    expect(await lapseOne(t.app.ctx)).toBeNull();
    expect((await entryOf(t, d)).status).toBe('expired');
    expect((await told(t, d)).map((n) => n.title)).toEqual(['A place is held for you', 'Your waiting-list offer lapsed']);
    expect((await entryOf(t, e)).status).toBe('offered');
    expect(await used(t, s)).toBe(2);

    // E leaves while offered: the place has nobody waiting and goes back
    expect((await call(t.app, 'POST', `/api/waitlist/${(await entryOf(t, e)).id}/leave`, { headers: e.headers })).body.message).toBe('已退出候补名单');
    expect(await used(t, s)).toBe(1);
    expect((await join(t, f, vip(s))).body.message).toBe('该门票仍有名额，请直接报名');
    expect((await submit(t, f, vip(s))).status).toBe(201);

    // the organizer's list: G and H wait; H moved first; the quota raised by one offers H
    await join(t, g, vip(s));
    await join(t, h, vip(s));
    const list = `/api/co/meeting/${s.meeting.id}/registration-flows/${s.flow.id}/waitlist`;
    const before = (await call(t.app, 'GET', `${list}?ticketType=${encodeURIComponent('VIP票')}`, { token: org.token })).body.data;
    expect(before.slice(0, 2).map((x: any) => [x.participantId, x.status])).toEqual([[g.id, 'waiting'], [h.id, 'waiting']]);
    const eh = await entryOf(t, h);
    expect((await call(t.app, 'PUT', `/api/co/waitlist/${eh.id}/position`, { token: org.token, body: { position: 1 } })).body.message).toBe('候补顺序已更新');
    expect((await call(t.app, 'PUT', `/api/co/waitlist/${eh.id}/position`, { token: org.token, body: { position: 0 } })).status).toBe(400);
    expect((await call(t.app, 'PUT', `/api/co/waitlist/${eh.id}/position`, { token: org.token, body: {} })).body.message).toBe('请填写候补位次或移动方向');
    // one place down and back up (the screen's buttons)
    expect((await call(t.app, 'PUT', `/api/co/waitlist/${eh.id}/position`, { token: org.token, body: { direction: 'down' } })).status).toBe(200);
    expect((await entryOf(t, h)).position).toBe(2);
    expect((await call(t.app, 'PUT', `/api/co/waitlist/${eh.id}/position`, { token: org.token, body: { direction: 'up' } })).status).toBe(200);
    const after = (await call(t.app, 'GET', list, { token: org.token })).body.data;
    expect(after.slice(0, 2).map((x: any) => [x.participantId, x.position])).toEqual([[h.id, 1], [g.id, 2]]);
    const tickets = (await call(t.app, 'GET', `/api/co/meeting/${s.meeting.id}/registration-flows/${s.flow.id}/ticket-types`, { token: org.token })).body.data;
    const vt = tickets.find((x: any) => x.name === 'VIP票');
    const raise = await call(t.app, 'PUT', `/api/co/meeting/${s.meeting.id}/registration-flows/${s.flow.id}/ticket-types/${vt.id}`, {
      token: org.token, body: { name: vt.name, price: vt.price, currency: vt.currency, quota: 3, saleStart: vt.saleStart, saleEnd: vt.saleEnd },
    });
    expect(raise.status).toBe(200);
    expect((await entryOf(t, h)).status).toBe('offered');
    expect((await entryOf(t, g)).status).toBe('waiting');
    expect(await used(t, s)).toBe(3);
    // by hand: G is offered one place over the quota; then removed, it passes to nobody and the place goes back
    const eg = await entryOf(t, g);
    const hand = await call(t.app, 'POST', `/api/co/waitlist/${eg.id}/offer`, { token: org.token });
    expect([hand.status, hand.body.data.status, hand.body.data.offeredBy]).toEqual([200, 'offered', 'organizer']);
    expect(await used(t, s)).toBe(4);
    expect((await call(t.app, 'POST', `/api/co/waitlist/${eg.id}/offer`, { token: org.token })).body.message).toBe('该候补已结束');
    expect((await call(t.app, 'POST', `/api/co/waitlist/${eg.id}/remove`, { token: org.token, lang: 'en' })).body.message).toBe('Removed from the waiting list');
    expect(await used(t, s)).toBe(3);

    // boundaries: another organizer, a participant on another's entry, a participant on the organizer's calls
    const other = await registerOrganizer(t);
    expect((await call(t.app, 'GET', list, { token: other.token })).status).toBe(404);
    expect((await call(t.app, 'POST', `/api/co/waitlist/${eh.id}/offer`, { token: other.token })).status).toBe(404);
    expect((await call(t.app, 'PUT', `/api/co/waitlist/${eh.id}/position`, { token: other.token, body: { position: 2 } })).status).toBe(404);
    expect((await call(t.app, 'POST', `/api/waitlist/${eh.id}/leave`, { headers: g.headers })).status).toBe(404);
    expect((await call(t.app, 'POST', `/api/waitlist/${eh.id}/claim`, { headers: g.headers })).status).toBe(404);
    expect((await call(t.app, 'GET', list, { headers: h.headers })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/waitlist/mine', { token: org.token })).status).toBe(401);
  }, 120_000);

  it('a sold-out room type: join from a registration or the form, release → offer → claim attaches the room, lapse passes on, a stock raise offers, the organizer’s hand', async () => {
    const s = await openMeeting(t, org.token);
    const room = await addHotel(t, s.meeting.id, 300, 1);
    const dates = { checkinDate: day(1), checkoutDate: day(3) };
    const stay = { needHotel: true, ...room, ...dates };
    const [a, b, c, d, e, f, g, h] = await participants(t, s.meeting, 8);
    await t.db.query('UPDATE participants SET email = $2 WHERE id = $1', [b.id, `p${b.id}@example.com`]);
    const regB = (await submit(t, b, submission(s))).body.data;
    const wantB = { registrationId: regB.id, hotel: { ...room, ...dates, specialRequirements: '无烟房' } };
    expect((await joinRoom(t, b, wantB)).body.message).toBe('该房型仍有空房，请直接预订');
    const regA = (await submit(t, a, submission(s, { hotel: stay }))).body.data;
    expect(await roomsUsed(t, s, room.roomTypeId)).toBe(1);

    // joining: B from their registration (kept: dates, requirements), C from the form (not registered), once each
    const jb = await joinRoom(t, b, wantB);
    expect([jb.status, jb.body.message, jb.body.data.kind, jb.body.data.roomTypeName, jb.body.data.place]).toEqual([201, '已加入房型候补名单，当前排第 1 位', 'room', '会议酒店 · 大床房', 1]);
    expect((await joinRoom(t, b, wantB, 'en')).body.message).toBe("You are already on this room type's waiting list");
    expect((await joinRoom(t, a, { ...wantB, registrationId: regA.id })).body.message).toBe('该报名已预订房间');
    expect((await joinRoom(t, c, wantB)).status).toBe(404); // another's registration
    expect((await joinRoom(t, b, { ...wantB, hotel: { ...wantB.hotel, checkoutDate: day(0) } })).status).toBe(400);
    const jc = await join(t, c, submission(s, { hotel: stay }));
    expect([jc.status, jc.body.data.kind, jc.body.data.place]).toEqual([201, 'room', 2]);
    expect((await mine(t, c)).map((x) => [x.kind, x.roomTypeId, x.status, x.place])).toEqual([['room', room.roomTypeId, 'waiting', 2]]);

    // the organizer cancels A: B is offered the room in the same transaction, told with the room and dates
    expect((await call(t.app, 'POST', `/api/co/registrations/${regA.id}/cancel`, { token: org.token, body: { reason: '行程变更' } })).status).toBe(200);
    expect(await roomsUsed(t, s, room.roomTypeId)).toBe(1);
    const offeredB = await entryOf(t, b);
    expect(offeredB.status).toBe('offered');
    const [note] = await told(t, b);
    expect(note.title).toBe('候补房间已为您保留');
    expect(note.content).toContain(`会议酒店 · 大床房」空出了房间（${dates.checkinDate} 至 ${dates.checkoutDate}）`);
    expect(await mails(t, b)).toEqual([{ recipient: `p${b.id}@example.com`, language: 'zh', title: '候补房间已为您保留' }]);
    expect((await submit(t, d, submission(s, { hotel: stay }))).body.message).toBe('该房型已订满');

    // B claims: the room is put on their registration, priced like a submission with it; a repeat answers the same
    const claims = await Promise.all([1, 2].map(() => call(t.app, 'POST', `/api/waitlist/${offeredB.id}/claim`, { headers: b.headers })));
    expect(claims.map((r) => r.status).sort()).toEqual([200, 201]);
    const claimed = claims.find((r) => r.status === 201)!.body;
    expect(claimed.message).toBe('房间已认领，已加入您的报名');
    expect(claimed.data).toMatchObject({ id: regB.id, hotelFee: 600, totalAmount: 799, hotelSelection: { roomTypeId: room.roomTypeId, nights: 2, specialRequirements: '无烟房' } });
    expect(await roomsUsed(t, s, room.roomTypeId)).toBe(1);

    // H joins from a registration and cancels it (skipped from then on), E joins behind; B cancels: the room
    // goes to C, who lets it lapse: it passes over H to E, whose claim registers
    const regH = (await submit(t, h, submission(s))).body.data;
    expect((await joinRoom(t, h, { ...wantB, registrationId: regH.id })).status).toBe(201);
    expect((await call(t.app, 'POST', `/api/registrations/${regH.id}/cancel`, { headers: h.headers })).status).toBe(200);
    await join(t, e, submission(s, { hotel: stay }));
    expect((await call(t.app, 'POST', `/api/registrations/${regB.id}/cancel`, { headers: b.headers })).status).toBe(200);
    const offeredC = await entryOf(t, c);
    expect(offeredC.status).toBe('offered');
    await t.db.query(`UPDATE waitlist_entries SET offer_expires_at = now() - interval '1 minute' WHERE id = $1`, [offeredC.id]);
    expect(await lapseOne(t.app.ctx)).toBe(Number(offeredC.id));
    expect((await told(t, c)).map((n) => n.title)).toEqual(['候补房间已为您保留', '候补房间已过期']);
    expect((await entryOf(t, h)).status).toBe('waiting');
    const offeredE = await entryOf(t, e);
    expect(offeredE.status).toBe('offered');
    const ce = await call(t.app, 'POST', `/api/waitlist/${offeredE.id}/claim`, { headers: e.headers, lang: 'en' });
    expect([ce.status, ce.body.message]).toEqual([201, 'Room claimed: it is added to your registration']);
    expect(ce.body.data).toMatchObject({ selectedTicketName: '标准票', totalAmount: 799, hotelSelection: { roomTypeId: room.roomTypeId } });
    expect(await roomsUsed(t, s, room.roomTypeId)).toBe(1);

    // F waits from a registration; the organizer raises the stock to 2: F is offered the new room
    const regF = (await submit(t, f, submission(s))).body.data;
    expect((await joinRoom(t, f, { ...wantB, registrationId: regF.id })).status).toBe(201);
    const raise = await call(t.app, 'PUT', `/api/co/room-types/${room.roomTypeId}`, { token: org.token, body: validRoom({ name: '大床房', price: 300, stock: 2 }) });
    expect(raise.status).toBe(200);
    expect((await entryOf(t, f)).status).toBe('offered');
    expect(await roomsUsed(t, s, room.roomTypeId)).toBe(2);

    // the organizer's list of the room type, an offer by hand over the stock, a removal giving it back
    const regG = (await submit(t, g, submission(s))).body.data;
    await joinRoom(t, g, { ...wantB, registrationId: regG.id });
    const list = `/api/co/meeting/${s.meeting.id}/registration-flows/${s.flow.id}/waitlist`;
    const rows = (await call(t.app, 'GET', `${list}?roomTypeId=${room.roomTypeId}`, { token: org.token })).body.data;
    expect(rows.slice(0, 3).map((x: any) => [x.participantId, x.kind, x.status])).toEqual([[h.id, 'room', 'waiting'], [f.id, 'room', 'offered'], [g.id, 'room', 'waiting']]);
    const eg = await entryOf(t, g);
    const hand = await call(t.app, 'POST', `/api/co/waitlist/${eg.id}/offer`, { token: org.token });
    expect([hand.status, hand.body.data.status]).toEqual([200, 'offered']);
    expect(await roomsUsed(t, s, room.roomTypeId)).toBe(3);
    expect((await call(t.app, 'POST', `/api/co/waitlist/${eg.id}/remove`, { token: org.token })).status).toBe(200);
    expect(await roomsUsed(t, s, room.roomTypeId)).toBe(2);

    // boundaries: another organizer, a participant on another's entry
    const other = await registerOrganizer(t);
    const ef = await entryOf(t, f);
    expect((await call(t.app, 'GET', `${list}?roomTypeId=${room.roomTypeId}`, { token: other.token })).status).toBe(404);
    expect((await call(t.app, 'POST', `/api/co/waitlist/${ef.id}/offer`, { token: other.token })).status).toBe(404);
    expect((await call(t.app, 'POST', `/api/co/waitlist/${ef.id}/remove`, { token: other.token })).status).toBe(404);
    expect((await call(t.app, 'POST', `/api/waitlist/${ef.id}/claim`, { headers: g.headers })).status).toBe(404);
    expect((await call(t.app, 'POST', `/api/waitlist/${ef.id}/leave`, { headers: g.headers })).status).toBe(404);
    expect((await entryOf(t, f)).status).toBe('offered');
  }, 120_000);

  it('an expiry gives its place to the line in the same transaction', async () => {
    const s = await openMeeting(t, org.token, withVip(1));
    const [a, b] = await participants(t, s.meeting, 2);
    const reg = await submit(t, a, vip(s));
    await join(t, b, vip(s));
    await t.db.query(`UPDATE registrations SET payment_deadline = now() - interval '1 minute' WHERE id = $1`, [reg.body.data.id]);
    let id: number | null;
    do id = await expireOne(t.app.ctx); while (id !== null && id !== reg.body.data.id);
    expect((await entryOf(t, b)).status).toBe('offered');
    expect(await used(t, s)).toBe(1);
  }, 60_000);

  it('40 places released at once are offered once each to 40 entries, and 40 concurrent claims make 40 registrations', async () => {
    const n = 40;
    const s = await openMeeting(t, org.token, withVip(n));
    const holders = await participants(t, s.meeting, n);
    const waiting = await participants(t, s.meeting, n + 5);
    const regs = await Promise.all(holders.map((p) => submit(t, p, vip(s))));
    expect(regs.every((r) => r.status === 201)).toBe(true);
    for (const p of waiting) expect((await join(t, p, vip(s))).status).toBe(201);
    const cancels = await Promise.all(regs.map((r, i) => call(t.app, 'POST', `/api/registrations/${r.body.data.id}/cancel`, { headers: holders[i].headers })));
    expect(cancels.every((r) => r.status === 200)).toBe(true);
    const offered = await t.db.query(`SELECT id, participant_id FROM waitlist_entries WHERE flow_id = $1 AND status = 'offered'`, [s.flow.id]);
    expect(offered).toHaveLength(n);
    expect(new Set(offered.map((o) => o.participant_id)).size).toBe(n);
    expect(await used(t, s)).toBe(n);
    const byId = new Map(waiting.map((p) => [p.id, p]));
    const claims = await Promise.all(offered.map((o) => call(t.app, 'POST', `/api/waitlist/${o.id}/claim`, { headers: byId.get(o.participant_id)!.headers })));
    expect(claims.map((c) => c.status)).toEqual(Array(n).fill(201));
    expect(await used(t, s)).toBe(n);
    const [{ k }] = await t.db.query(`SELECT count(*)::int AS k FROM registrations WHERE flow_id = $1 AND selected_ticket_name = 'VIP票' AND registration_status = 'awaiting_payment'`, [s.flow.id]);
    expect(k).toBe(n);
  }, 180_000);

  it('100 concurrent claims of one offer make one registration', async () => {
    const s = await openMeeting(t, org.token, withVip(1));
    const [a, b] = await participants(t, s.meeting, 2);
    const reg = await submit(t, a, vip(s));
    await join(t, b, vip(s));
    await call(t.app, 'POST', `/api/registrations/${reg.body.data.id}/cancel`, { headers: a.headers });
    const e = await entryOf(t, b);
    const claims = await Promise.all(Array.from({ length: 100 }, () => call(t.app, 'POST', `/api/waitlist/${e.id}/claim`, { headers: b.headers })));
    expect(claims.filter((c) => c.status === 201)).toHaveLength(1);
    expect(claims.every((c) => c.status === 200 || c.status === 201)).toBe(true);
    const [{ k }] = await t.db.query('SELECT count(*)::int AS k FROM registrations WHERE participant_id = $1', [b.id]);
    expect(k).toBe(1);
    expect(await used(t, s)).toBe(1);
  }, 60_000);
});

// two app instances (own pools) on one PostgreSQL schema: releases through both at once
if (process.env.DATABASE_URL) {
  describe('waiting list across two app instances (postgres)', () => {
    let t: TestApp;
    let org: Organizer;
    beforeAll(async () => {
      ({ t, org } = await adminAndOrganizer('postgres', 'waitorg2'));
    });
    afterAll(() => t.close());

    it('60 cancels over two instances: each freed place offered once, to 60 distinct entries in line order', () => withSecondApp(t, async (app2) => {
      const n = 60;
      const s = await openMeeting(t, org.token, withVip(n));
      const holders = await participants(t, s.meeting, n);
      const waiting = await participants(t, s.meeting, n + 20);
      const regs = await Promise.all(holders.map((p) => submit(t, p, vip(s))));
      for (const p of waiting) await join(t, p, vip(s));
      const apps = [t.app, app2];
      const cancels = await Promise.all(regs.map((r, i) => call(apps[i % 2], 'POST', `/api/registrations/${r.body.data.id}/cancel`, { headers: holders[i].headers })));
      expect(cancels.every((r) => r.status === 200)).toBe(true);
      const offered = await t.db.query(`SELECT participant_id FROM waitlist_entries WHERE flow_id = $1 AND status = 'offered'`, [s.flow.id]);
      expect(offered).toHaveLength(n);
      expect(new Set(offered.map((o) => o.participant_id)).size).toBe(n);
      const [{ k }] = await t.db.query(`SELECT count(*)::int AS k FROM notifications WHERE participant_id = ANY($1::int[])`, [waiting.map((p) => p.id)]);
      expect(k).toBe(n);
      expect(await used(t, s)).toBe(n);
      // the first 60 in line (SKIP LOCKED may swap neighbours under contention, never skip past the line)
      const offeredIds = new Set(offered.map((o) => o.participant_id));
      expect(waiting.slice(n).filter((p) => offeredIds.has(p.id))).toHaveLength(0);
    }), 180_000);

    it('40 room cancels over two instances: each freed room offered once, to 40 distinct entries, the counter never over', () => withSecondApp(t, async (app2) => {
      const n = 40;
      const s = await openMeeting(t, org.token);
      const room = await addHotel(t, s.meeting.id, 300, n);
      const hotel = { ...room, checkinDate: day(1), checkoutDate: day(2) };
      const holders = await participants(t, s.meeting, n);
      const waiting = await participants(t, s.meeting, n + 10);
      const regs = await Promise.all(holders.map((p) => submit(t, p, submission(s, { hotel: { needHotel: true, ...hotel } }))));
      expect(regs.every((r) => r.status === 201)).toBe(true);
      for (const p of waiting) {
        const reg = (await submit(t, p, submission(s))).body.data;
        expect((await joinRoom(t, p, { registrationId: reg.id, hotel })).status).toBe(201);
      }
      const apps = [t.app, app2];
      const cancels = await Promise.all(regs.map((r, i) => call(apps[i % 2], 'POST', `/api/registrations/${r.body.data.id}/cancel`, { headers: holders[i].headers })));
      expect(cancels.every((r) => r.status === 200)).toBe(true);
      const offered = await t.db.query(`SELECT participant_id, quota_id FROM waitlist_entries WHERE room_type_id = $1 AND status = 'offered'`, [room.roomTypeId]);
      expect(offered).toHaveLength(n);
      expect(new Set(offered.map((o) => o.participant_id)).size).toBe(n);
      expect(await roomsUsed(t, s, room.roomTypeId)).toBe(n);
      const offeredIds = new Set(offered.map((o) => o.participant_id));
      expect(waiting.slice(n).filter((p) => offeredIds.has(p.id))).toHaveLength(0);
    }), 180_000);
  });
}
