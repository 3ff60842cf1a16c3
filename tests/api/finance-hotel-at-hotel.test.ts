// A hotel fee the hotel takes itself (hotel.json paymentMethods without withRegistration) is none of the
// organizer's money: finance's overview and records, the meeting statistics and the payment list leave
// it out of every amount and show it apart (hotelAtHotelAmount / hotelPaidAtHotel). One meeting, two
// hotels: the same bookings with both paid with the registration would count exactly that fee more.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, type TestApp } from './harness';
import { adminAndOrganizer, type Organizer } from './setup';
import { HOTELS } from './hotels.fixtures';
import { addHotel, day, openMeeting, participants, submission, submit, type Setup } from './registration.fixtures';
import { addParticipant, addRegistration } from './payments.fixtures';

const TICKET = 199;

describe.each(DATABASES)('finance: hotel fees paid at the hotel (%s)', (kind) => {
  let t: TestApp;
  let org: Organizer;
  let s: Setup;
  let withReg: { hotelId: number; roomTypeId: number };
  let atHotel: { hotelId: number; roomTypeId: number };
  const ids: Record<string, number> = {};
  const overview = async () => (await call(t.app, 'GET', `/api/co/finance/overview?meetingId=${s.meeting.id}`, { token: org.token })).body.data;
  const statistics = async () => (await call(t.app, 'GET', `/api/co/statistics/meeting/${s.meeting.id}`, { token: org.token })).body.data;
  const records = async () => (await call(t.app, 'GET', `/api/co/finance/records?meetingId=${s.meeting.id}&size=50`, { token: org.token })).body.data.content as Array<Record<string, any>>;

  beforeAll(async () => {
    ({ t, org } = await adminAndOrganizer(kind, 'fahorg'));
    s = await openMeeting(t, org.token);
    withReg = await addHotel(t, s.meeting.id, 300, 5);
    await t.db.query(`UPDATE hotels SET name = '随报名付款酒店' WHERE id = $1`, [withReg.hotelId]);
    atHotel = await addHotel(t, s.meeting.id, 450, 5);
    const put = await call(t.app, 'PUT', `${HOTELS}/${atHotel.hotelId}/payment-methods`, { token: org.token, body: { paymentMethods: ['onArrival'] } });
    expect(put.status).toBe(200);
    const [a, b] = await participants(t, s.meeting, 2);
    const stay = { checkinDate: day(1), checkoutDate: day(3) };
    // 2 nights each: 600 with the registration, 900 to the hotel itself
    const ra = await submit(t, a, submission(s, { hotel: { needHotel: true, ...withReg, ...stay }, total: TICKET + 600 }));
    const rb = await submit(t, b, submission(s, { hotel: { needHotel: true, ...atHotel, ...stay }, total: TICKET }));
    expect([ra.status, rb.status]).toEqual([201, 201]);
    ids.withReg = ra.body.data.id;
    ids.atHotel = rb.body.data.id;
    // a free ticket whose stored total is 0: the computed total must not fall back to counting the hotel's fee
    const p = await addParticipant(t, s.meeting);
    const free = await addRegistration(t, p, {
      ticketPrice: 0, totalAmount: 0, hotelFee: 900, paymentStatus: 'approved', registrationStatus: 'confirmed',
      hotelSelection: { needHotel: true, ...atHotel, ...stay, nights: 2, paidWithRegistration: false },
    });
    ids.free = free.id;
  });
  afterAll(() => t.close());

  it('outstanding money leaves the hotel’s fees out and shows them apart', async () => {
    const o = await overview();
    expect(o.pendingRevenue).toBe(TICKET + 600 + TICKET);
    expect(o.totalRevenue).toBe(0);
    expect(o).toMatchObject({ hotelAtHotelAmount: 1800, hotelAtHotelCount: 2, recordCount: 3 });
  });

  it('the records say which hotel fee is paid at the hotel and total without it', async () => {
    const rows = await records();
    const by = (id: number) => rows.find((r) => r.id === id)!;
    expect(by(ids.withReg)).toMatchObject({ hotelFee: 600, hotelPaidAtHotel: false, totalAmount: TICKET + 600 });
    expect(by(ids.atHotel)).toMatchObject({ hotelFee: 900, hotelPaidAtHotel: true, totalAmount: TICKET });
    expect(by(ids.free)).toMatchObject({ hotelFee: 900, hotelPaidAtHotel: true, totalAmount: 0 });
    // the screen's figure is the records' sum: what the organizer is owed
    const o = await overview();
    expect(rows.filter((r) => r.paymentStatus !== 'approved').reduce((n, r) => n + r.totalAmount, 0)).toBe(o.pendingRevenue);
  });

  it('paid, both count as revenue by exactly the hotel-paid fee less than if every hotel took its fee with the registration', async () => {
    await t.db.query(`UPDATE registrations SET payment_status = 'approved', registration_status = 'confirmed' WHERE id = ANY($1::int[])`, [[ids.withReg, ids.atHotel]]);
    const o = await overview();
    expect(o.totalRevenue).toBe(TICKET + 600 + TICKET + 0);
    expect(o.pendingRevenue).toBe(0);
    // the same bookings, the hotel taking its fee with the registration: exactly the fee more
    await t.db.query(`UPDATE registrations SET hotel_selection = hotel_selection - 'paidWithRegistration', total_amount = ticket_price + hotel_fee WHERE id = ANY($1::int[])`, [[ids.atHotel, ids.free]]);
    const all = await overview();
    expect(all.totalRevenue - o.totalRevenue).toBe(o.hotelAtHotelAmount);
    expect(all.hotelAtHotelAmount).toBe(0);
    await t.db.query(`UPDATE registrations SET hotel_selection = hotel_selection || '{"paidWithRegistration": false}'::jsonb, total_amount = ticket_price WHERE id = ANY($1::int[])`, [[ids.atHotel, ids.free]]);
  });

  it('the meeting statistics agree with finance, the hotel’s fees apart', async () => {
    const [f, o] = await Promise.all([statistics(), overview()]);
    expect(f).toMatchObject({ totalRevenue: o.totalRevenue, pendingRevenue: o.pendingRevenue, hotelAtHotelAmount: 1800, hotelAtHotelCount: 2 });
    expect(f.totalRevenue).toBe(TICKET * 2 + 600);
  });

  it('the payment list totals without the hotel’s fee', async () => {
    const r = await call(t.app, 'GET', `/api/co/payments/meeting/${s.meeting.id}?size=50`, { token: org.token });
    expect(r.status).toBe(200);
    const row = (r.body.data.content as Array<Record<string, any>>).find((x) => x.registrationId === ids.atHotel)!;
    expect(row).toMatchObject({ hotelFee: 900, hotelPaidAtHotel: true, totalAmount: TICKET });
  });
});
