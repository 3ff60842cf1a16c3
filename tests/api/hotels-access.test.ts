// Tenant isolation for every hotel, room-type, guest, invoice and upload call: another organizer's
// meeting, hotel, room-type and invoice ids answer 404 and change nothing; a super admin reaches
// all; no token 401; a staff sub-account (role USER) 403 like every admin call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, makeApp, type TestApp } from './harness';
import { MEETING_NOT_FOUND, NOT_LOGGED_IN, cast, type Organizer, STAFF_FORBIDDEN } from './cast.fixtures';
import { HOTELS, HOTEL_NOT_FOUND, ROOM_NOT_FOUND, createHotel, createMeeting, createRoom, seedGuest, validHotel, validRoom } from './hotels.fixtures';


describe.each(DATABASES)('hotels: access (%s)', (kind) => {
  let t: TestApp;
  let a: Organizer;
  let b: Organizer;
  let admin: string;
  let sub: string;
  let meeting: Record<string, any>;
  let hotel: Record<string, any>;
  let room: Record<string, any>;
  let invoiceId: number;
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    ({ a, b, admin, sub } = await cast(t, 'hotel'));
    meeting = await createMeeting(t, a.token, { title: 'A 的会议' });
    hotel = await createHotel(t, a.token, meeting.id, { name: 'A 的酒店' });
    room = await createRoom(t, a.token, hotel.id);
    const g = await seedGuest(t, meeting, { name: '甲' }, { hotelSelection: { hotelId: hotel.id, roomTypeId: room.id } });
    invoiceId = (await t.app.ctx.repo('invoiceRequest').insert(t.db, { meetingId: meeting.id, registrationId: g.registration.id, participantId: g.participant.id, title: '甲公司', amount: 100 })).id;
  });
  afterAll(() => t.close());

  const snapshot = async () => JSON.stringify(await Promise.all(['hotels', 'room_types', 'invoice_requests', 'invoice_settings'].map((x) => t.db.query(`SELECT * FROM ${x} ORDER BY id`))));
  const meetingCalls = (): Array<[string, string, unknown?]> => [
    ['GET', `${HOTELS}/meeting/${meeting.id}`],
    ['GET', `${HOTELS}/meeting/${meeting.id}/search?keyword=A`],
    ['GET', `${HOTELS}/meeting/${meeting.id}/stats`],
    ['GET', `${HOTELS}/meeting/${meeting.id}/validate-name?hotelName=x`],
    ['GET', `${HOTELS}/meeting/${meeting.id}/guests`],
    ['GET', `${HOTELS}/meeting/${meeting.id}/room-types`],
    ['GET', `${HOTELS}/meeting/${meeting.id}/guests/export`],
    ['POST', HOTELS, validHotel(meeting.id)],
    ['GET', `/api/co/invoices/meeting/${meeting.id}/settings`],
    ['PUT', `/api/co/invoices/meeting/${meeting.id}/settings`, { enabled: true }],
    ['GET', `/api/co/invoices/meeting/${meeting.id}/requests`],
    ['GET', `/api/co/invoices/meeting/${meeting.id}/stats`],
  ];
  const hotelCalls = (): Array<[string, string, unknown?]> => [
    ['GET', `${HOTELS}/${hotel.id}`],
    ['PUT', `${HOTELS}/${hotel.id}`, validHotel(meeting.id, { name: 'B 改的' })],
    ['DELETE', `${HOTELS}/${hotel.id}`],
    ['PUT', `${HOTELS}/${hotel.id}/toggle-status`],
    ['PUT', `${HOTELS}/${hotel.id}/payment-methods`, { paymentMethods: ['onArrival'] }],
    ['PUT', `${HOTELS}/batch-update-status`, { hotelIds: [hotel.id], status: 'inactive' }],
    ['GET', `${HOTELS}/${hotel.id}/room-types`],
    ['POST', `${HOTELS}/${hotel.id}/room-types`, validRoom()],
  ];
  const roomCalls = (): Array<[string, string, unknown?]> => [
    ['PUT', `/api/co/room-types/${room.id}`, validRoom({ name: 'B 改的' })],
    ['DELETE', `/api/co/room-types/${room.id}`],
    ['PUT', `/api/co/room-types/${room.id}/toggle-status`],
    ['PUT', `/api/co/room-types/${room.id}/move`, { direction: 'down' }],
    ['PUT', `/api/co/room-types/batch-update-status`, { roomTypeIds: [room.id], status: 'inactive' }],
  ];

  it('organizer B gets 404 for every call on A’s meeting, hotel, room type and invoice, and nothing changes', async () => {
    const before = await snapshot();
    for (const [m, url, body] of meetingCalls()) await expectMessage(t.app, m, url, { token: b.token, body }, 404, ...MEETING_NOT_FOUND);
    for (const [m, url, body] of hotelCalls()) await expectMessage(t.app, m, url, { token: b.token, body }, 404, ...HOTEL_NOT_FOUND);
    for (const [m, url, body] of roomCalls()) await expectMessage(t.app, m, url, { token: b.token, body }, 404, ...ROOM_NOT_FOUND);
    await expectMessage(t.app, 'PUT', `/api/co/invoices/requests/${invoiceId}/issued`, { token: b.token, body: { issued: true } }, 404, '发票申请不存在或无权访问', 'The invoice request does not exist or you may not access it');
    expect(await snapshot()).toBe(before);
  });

  it('a batch mixing one’s own and another’s ids changes none of them', async () => {
    const mine = await createMeeting(t, b.token);
    const h = await createHotel(t, b.token, mine.id);
    const r = await createRoom(t, b.token, h.id);
    const before = await snapshot();
    await expectMessage(t.app, 'PUT', `${HOTELS}/batch-update-status`, { token: b.token, body: { hotelIds: [h.id, hotel.id], status: 'inactive' } }, 404, ...HOTEL_NOT_FOUND);
    await expectMessage(t.app, 'PUT', '/api/co/room-types/batch-update-status', { token: b.token, body: { roomTypeIds: [r.id, room.id], status: 'inactive' } }, 404, ...ROOM_NOT_FOUND);
    expect(await snapshot()).toBe(before);
  });

  it('unknown and non-numeric ids answer the same 404', async () => {
    await expectMessage(t.app, 'GET', `${HOTELS}/meeting/999999`, { token: a.token }, 404, ...MEETING_NOT_FOUND);
    await expectMessage(t.app, 'GET', `${HOTELS}/meeting/abc`, { token: a.token }, 404, ...MEETING_NOT_FOUND);
    await expectMessage(t.app, 'GET', `${HOTELS}/999999`, { token: a.token }, 404, ...HOTEL_NOT_FOUND);
    await expectMessage(t.app, 'GET', `${HOTELS}/x1`, { token: a.token }, 404, ...HOTEL_NOT_FOUND);
    await expectMessage(t.app, 'DELETE', '/api/co/room-types/999999', { token: a.token }, 404, ...ROOM_NOT_FOUND);
  });

  it('a super admin reaches another organizer’s hotels and room types', async () => {
    const list = await call(t.app, 'GET', `${HOTELS}/meeting/${meeting.id}`, { token: admin });
    expect(list.body.data.map((h: any) => h.id)).toContain(hotel.id);
    const r = await call(t.app, 'POST', `${HOTELS}/${hotel.id}/room-types`, { token: admin, body: validRoom({ name: '管理员加的' }) });
    expect([r.status, r.body.data.meetingId]).toEqual([200, meeting.id]);
    const h = await call(t.app, 'POST', HOTELS, { token: admin, body: validHotel(meeting.id, { name: '管理员的酒店' }) });
    expect([h.status, h.body.data.meetingId]).toEqual([200, meeting.id]);
  });

  it('no token: 401 on every call; a staff sub-account: 403', async () => {
    for (const [m, url, body] of [...meetingCalls(), ...hotelCalls(), ...roomCalls()]) {
      await expectMessage(t.app, m, url, { body }, 401, ...NOT_LOGGED_IN);
      await expectMessage(t.app, m, url, { token: sub, body }, 403, ...STAFF_FORBIDDEN);
    }
  });
});
