// After submitting (docs/registration.md): the participant's list, the proof upload (sniffed, limited),
// the organizer's payment review and participant list picking the registration up, the place held
// through a rejected proof and given back on cancel, room stock, and each participant seeing only its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, multipart, pngBytes, type TestApp } from './harness';
import { adminAndOrganizer, type Organizer } from './setup';
import { verifiedClaim } from '../../src/server/checkin/signed-codes';
import { addHotel, day, design, openMeeting, participants, submission, submit, type Setup } from './registration.fixtures';

type Who = Awaited<ReturnType<typeof participants>>[number];

describe.each(DATABASES)('registration lifecycle (%s)', (kind) => {
  let t: TestApp;
  let org: Organizer;
  let s: Setup;
  const upload = async (who: Who, id: number, data: Buffer, name = 'proof.png', type = 'image/png', lang: 'zh' | 'en' = 'zh') => {
    const m = multipart('file', name, type, data);
    const res = await t.app.inject({ method: 'POST', url: `/api/registrations/${id}/proof`, payload: m.payload, headers: { ...who.headers, 'content-type': m.contentType, 'accept-language': lang } });
    return { status: res.statusCode, body: res.json() };
  };
  const used = async (kind: string, key: string, scope = `flow:${s.flow.id}`) =>
    Number((await t.db.query('SELECT used FROM registration_quotas WHERE scope = $1 AND kind = $2 AND key = $3', [scope, kind, key]))[0]?.used ?? 0);
  const review = (pid: number, body: Record<string, unknown>) => call(t.app, 'PUT', `/api/participants/${pid}/payment-review`, { token: org.token, body });
  beforeAll(async () => {
    ({ t, org } = await adminAndOrganizer(kind, 'lcorg'));
    const d = design();
    d.ticketPage.priceRows[1].amount = 1; // one VIP place
    s = await openMeeting(t, org.token, d);
  });
  afterAll(() => t.close());

  it('proof upload → pending in the organizer’s payment review and participant list; approve → paid for the participant', async () => {
    const [p] = await participants(t, s.meeting);
    const reg = (await submit(t, p, submission(s))).body.data;
    expect([reg.checkinCode, reg.signedCode]).toEqual([null, null]);
    const up = await upload(p, reg.id, pngBytes());
    expect([up.status, up.body.message, up.body.data.paymentStatus]).toEqual([200, '转账凭证上传成功，等待审核', 'pending']);
    const [told] = await t.db.query('SELECT title FROM notifications WHERE user_id = $1 ORDER BY id DESC LIMIT 1', [org.user.id]);
    const [who] = await t.db.query('SELECT name FROM participants WHERE id = $1', [p.id]);
    expect(told.title).toBe(`待审核转账凭证：${who.name}`);
    const file = await t.app.inject({ method: 'GET', url: up.body.data.bankTransferProof });
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'image/png']);
    const pay = await call(t.app, 'GET', `/api/co/payments/meeting/${s.meeting.id}?size=100`, { token: org.token });
    const row = pay.body.data.content.find((r: any) => r.participantId === p.id);
    expect(row).toMatchObject({ registrationId: reg.id, paymentStatus: 'pending', totalAmount: 199, bankTransferProof: expect.stringContaining(up.body.data.bankTransferProof.split('?')[0]), paymentMethod: 'bankCard' });
    // the organizer matches the bank statement by the reference the participant wrote
    expect(row).toMatchObject({ transferReference: reg.transferReference, registrationStatus: 'awaiting_payment', cancelReason: null });
    expect(reg.transferReference).toMatch(/^[2-9A-Z]{8}$/);
    const list = await call(t.app, 'GET', `/api/user-management/meeting/${s.meeting.id}/participants?size=100`, { token: org.token });
    expect(list.body.data.list.find((r: any) => r.id === p.id)).toMatchObject({ registrationStatus: 'awaiting_payment', paymentStatus: 'pending', selectedTicketName: '标准票', latestRegistrationId: reg.id, currency: 'CNY', transferReference: reg.transferReference });
    expect((await review(p.id, { action: 'approve' })).status).toBe(200);
    const mine = await call(t.app, 'GET', '/api/registrations/mine', { headers: p.headers });
    expect(mine.body.data).toHaveLength(1);
    expect(mine.body.data[0]).toMatchObject({ id: reg.id, paymentStatus: 'approved', registrationStatus: 'confirmed', totalAmount: 199, payTo: null });
    // the e-ticket carries the registration's door code (made at submission, shown once it may enter)
    const [code] = await t.db.query('SELECT door_code FROM registrations WHERE id = $1', [reg.id]);
    expect(mine.body.data[0]).toMatchObject({ checkinCode: code.door_code, doorCode: code.door_code });
    expect(code.door_code).toMatch(/^[2-9A-HJKMNP-Z]{12}$/);
    // its QR carries the door code signed with the meeting's key (issue 20), the same the check-in-code screen shows
    const signed = mine.body.data[0].signedCode as string;
    expect(signed.startsWith('CF.')).toBe(true);
    expect(await verifiedClaim(t.db, t.app.ctx.tokenSecret, signed)).toEqual({ meetingId: s.meeting.id, registrationId: reg.id, doorCode: code.door_code });
    const screen = await call(t.app, 'GET', '/api/user/current-checkin-code', { headers: p.headers });
    expect(screen.body.data.signedCode).toBe(signed);
    await expectMessage(t.app, 'POST', `/api/registrations/${reg.id}/cancel`, { headers: p.headers } as any, 409, '已确认的报名不能自行取消，请联系主办方', 'A confirmed registration cannot be cancelled here; please contact the organizer');
    const again = await upload(p, reg.id, pngBytes());
    expect([again.status, again.body.message]).toEqual([409, '当前报名状态不能上传转账凭证']);
  });

  it('refuses proofs by content and size, and on cash registrations, keeping what was stored', async () => {
    const [p, q] = await participants(t, s.meeting, 2);
    const reg = (await submit(t, p, submission(s))).body.data;
    const fake = await upload(p, reg.id, Buffer.from('not an image at all'), 'proof.png', 'image/png', 'en');
    expect([fake.status, fake.body.message]).toEqual([415, 'The transfer proof must be a JPG, PNG or PDF file']);
    const huge = Buffer.concat([pngBytes(), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const big = await upload(p, reg.id, huge);
    expect([big.status, big.body.message]).toEqual([413, '转账凭证不能超过10MB']);
    const [row] = await t.db.query('SELECT bank_transfer_proof, payment_status FROM registrations WHERE id = $1', [reg.id]);
    expect(row).toEqual({ bank_transfer_proof: null, payment_status: 'unpaid' });
    const cash = (await submit(t, q, submission(s, { paymentMethod: 'cash' }))).body.data;
    expect((await upload(q, cash.id, pngBytes())).status).toBe(409);
  });

  it('a rejected proof keeps the place held: nobody takes it, the new proof is accepted; a cancel then gives it back once', async () => {
    const [a, b] = await participants(t, s.meeting, 2);
    const reg = (await submit(t, a, submission(s, { ticketType: 'VIP票', total: 599 }))).body.data;
    expect(reg.ticketPrice).toBe(599);
    await expectMessage(t.app, 'POST', '/api/registrations/submit', { body: submission(s, { ticketType: 'VIP票' }), headers: b.headers } as any, 409, '该门票名额已满', 'This ticket is sold out');
    await upload(a, reg.id, pngBytes());
    expect(await used('ticket', 'VIP票')).toBe(1);
    expect((await review(a.id, { action: 'reject', rejectReason: 'proof_unclear', rejectDetails: '看不清金额' })).status).toBe(200);
    expect(await used('ticket', 'VIP票')).toBe(1);
    const rejected = await call(t.app, 'GET', `/api/registrations/${reg.id}`, { headers: a.headers });
    expect(rejected.body.data).toMatchObject({ registrationStatus: 'awaiting_payment', paymentStatus: 'rejected', rejectReason: 'proof_unclear', rejectDetails: '看不清金额' });
    // the participant is told why, in the language they registered in (zh here)
    const [n] = await t.db.query('SELECT title, content FROM notifications WHERE participant_id = $1 ORDER BY id DESC LIMIT 1', [a.id]);
    expect(n.title).toBe('转账凭证未通过审核');
    expect(n.content).toContain('凭证不清晰');
    expect(n.content).toContain('看不清金额');
    expect(n.content).toContain('名额仍为您保留');
    // the place is still a's: b is refused (at the ticket choice), a's new proof goes through
    await expectMessage(t.app, 'POST', '/api/registrations/submit', { body: submission(s, { ticketType: 'VIP票' }), headers: b.headers } as any, 409, '该门票名额已满', 'This ticket is sold out');
    const full = await call(t.app, 'POST', '/api/registrations/submit', { body: submission(s, { ticketType: 'VIP票' }), headers: b.headers });
    expect(full.body.errors).toEqual([{ path: '/ticketType', message: '该门票名额已满' }]);
    const ok = await upload(a, reg.id, pngBytes());
    expect([ok.status, ok.body.data.paymentStatus, ok.body.data.rejectReason, ok.body.data.registrationStatus]).toEqual([200, 'pending', null, 'awaiting_payment']);
    expect(await used('ticket', 'VIP票')).toBe(1);
    // a second reject and a cancel after it give back once, not twice
    await review(a.id, { action: 'reject', rejectReason: 'other' });
    const c = await call(t.app, 'POST', `/api/registrations/${reg.id}/cancel`, { headers: a.headers });
    expect([c.status, c.body.message, c.body.data.registrationStatus]).toEqual([200, '报名已取消', 'cancelled']);
    expect(await used('ticket', 'VIP票')).toBe(0);
    expect((await call(t.app, 'POST', `/api/registrations/${reg.id}/cancel`, { headers: a.headers })).status).toBe(409);
    expect((await submit(t, b, submission(s, { ticketType: 'VIP票' }))).status).toBe(201);
  });

  it('room stock: two rooms, three bookings at once → two; a cancel frees one', async () => {
    const room = await addHotel(t, s.meeting.id, 200, 2);
    const people = await participants(t, s.meeting, 3);
    const hotel = { needHotel: true, ...room, checkinDate: day(1), checkoutDate: day(2) };
    const answers = await Promise.all(people.map((p) => submit(t, p, submission(s, { hotel }))));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body.message).toBe('该房型已订满');
    // the refusal names where the room was chosen (the flow goes back to its hotel step)
    expect(refused.body.errors).toEqual([{ path: '/hotel/roomTypeId', message: '该房型已订满' }]);
    const pub = await call(t.app, 'GET', `/api/site/meeting/${s.meeting.id}/registration-flows/${s.flow.id}`);
    expect(pub.body.data.hotels.flatMap((h: any) => h.roomTypes).find((r: any) => r.id === room.roomTypeId).remaining).toBe(0);
    const winner = answers.findIndex((a) => a.status === 201);
    await call(t.app, 'POST', `/api/registrations/${answers[winner].body.data.id}/cancel`, { headers: people[winner].headers });
    const loser = answers.indexOf(refused);
    expect((await submit(t, people[loser], submission(s, { hotel }))).status).toBe(201);
    expect(await used('room', String(room.roomTypeId), `meeting:${s.meeting.id}`)).toBe(2);
  });

  it('a participant sees and changes only its own registrations', async () => {
    const [a, b] = await participants(t, s.meeting, 2);
    const reg = (await submit(t, a, submission(s))).body.data;
    await expectMessage(t.app, 'GET', `/api/registrations/${reg.id}`, { headers: b.headers } as any, 404, '报名记录不存在', 'Registration not found');
    expect((await call(t.app, 'POST', `/api/registrations/${reg.id}/cancel`, { headers: b.headers })).status).toBe(404);
    expect((await upload(b, reg.id, pngBytes())).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/registrations/mine', { headers: b.headers })).body.data).toEqual([]);
    expect((await call(t.app, 'GET', '/api/registrations/mine', { token: org.token })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/registrations/proofs/..%2F..%2Fsecret.png')).status).toBe(404);
  });

  it('a cancelled registration shows as cancelled in the organizer’s participant list and filter', async () => {
    const [p] = await participants(t, s.meeting);
    const reg = (await submit(t, p, submission(s))).body.data;
    await call(t.app, 'POST', `/api/registrations/${reg.id}/cancel`, { headers: p.headers });
    const list = await call(t.app, 'GET', `/api/user-management/meeting/${s.meeting.id}/participants?registrationStatus=cancelled&size=100`, { token: org.token });
    expect(list.status).toBe(200);
    expect(list.body.data.list.map((r: any) => [r.id, r.registrationStatus])).toContainEqual([p.id, 'cancelled']);
  });
});
