// GET /api/co/finance/overview and /records: every submitted registration of the caller's meetings (a
// super admin: all), counted by lifecycle state and payment status: revenue = paid-like and not ended,
// outstanding = active and not paid-like, refund due = paid-like but cancelled; per currency; filters and paging.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, loginAdmin, makeApp, registerOrganizer, type TestApp } from './harness';
import { createMeeting } from './meetings.fixtures';
import { addParticipant, addRegistration, addRoomType } from './payments.fixtures';
import { hotelFee, nights, totalAmount } from '../../src/server/registrations/fees';

interface Reg { meeting: Record<string, any>; status: string; method: string; total: number; currency: string; day: number; state?: string }

describe.each(DATABASES)('finance (%s)', (kind) => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof registerOrganizer>>;
  let b: Awaited<ReturnType<typeof registerOrganizer>>;
  let admin: string;
  let sub: string;
  let m1: Record<string, any>;
  let m2: Record<string, any>;
  let mb: Record<string, any>;
  const regs: Reg[] = [];
  let MEETING_NOT_FOUND: [string, string];

  const add = async (meeting: Record<string, any>, status: string, method: string, ticket: number, currency: string, day: number, extra: Record<string, unknown> = {}) => {
    const p = await addParticipant(t, meeting);
    const r = await addRegistration(t, p, { paymentStatus: status, paymentMethod: method, ticketPrice: ticket, currency, registrationTime: `2026-11-${String(day).padStart(2, '0')}T04:00:00Z`, ...extra });
    return { p, r };
  };

  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    a = await registerOrganizer(t, 'finorga');
    b = await registerOrganizer(t, 'finorgb');
    admin = await loginAdmin(t);
    const msg = t.app.ctx.schemas.messages as any;
    MEETING_NOT_FOUND = [msg.zh.meetingSettings.meetingNotFound, msg.en.meetingSettings.meetingNotFound];
    const s = await call(t.app, 'POST', '/api/auth/sub-accounts', { token: a.token, body: { username: 'finorga-staff' } });
    sub = (await call(t.app, 'POST', '/api/auth/login', { body: { method: 'subAccount', masterAccount: 'finorga', subAccount: 'finorga-staff', authToken: s.body.data.authToken } })).body.token;
    m1 = await createMeeting(t, a.token, { title: '财务会议一' });
    m2 = await createMeeting(t, a.token, { title: '财务会议二' });
    mb = await createMeeting(t, b.token, { title: 'B 的财务会议' });
    const plain: Array<[Record<string, any>, string, string, number, string, number]> = [
      [m1, 'approved', 'bankCard', 199, 'CNY', 1],
      [m1, 'paid', 'cash', 599, 'CNY', 2],
      [m1, 'pending', 'bankCard', 199, 'CNY', 3],
      [m1, 'unpaid', 'cash', 299, 'CNY', 4],
      [m1, 'rejected', 'bankCard', 199, 'CNY', 5],
      [m2, 'approved', 'bankCard', 100, 'USD', 6],
      [m2, 'approved', 'bankCard', 80, 'EUR', 7],
      [mb, 'approved', 'bankCard', 1000, 'CNY', 8],
    ];
    for (const [meeting, status, method, ticket, currency, day] of plain) {
      await add(meeting, status, method, ticket, currency, day);
      regs.push({ meeting, status, method, total: ticket, currency, day });
    }
    // a hotel booked, fee not yet fixed: counted at the room's current price × nights
    const rt = await addRoomType(t, m2.id, 300);
    await add(m2, 'approved', 'cash', 199, 'CNY', 9, { hotelSelection: { roomTypeId: rt, checkinDate: '2026-12-01', checkoutDate: '2026-12-03' } });
    regs.push({ meeting: m2, status: 'approved', method: 'cash', total: totalAmount(199, hotelFee(300, nights('2026-12-01', '2026-12-03'))), currency: 'CNY', day: 9 });
    // one participant's older paid registration and a newer pending one: both are money records; drafts never
    const { p } = await add(m1, 'approved', 'bankCard', 50, 'CNY', 1, { registrationStatus: 'confirmed' });
    regs.push({ meeting: m1, status: 'approved', method: 'bankCard', total: 50, currency: 'CNY', day: 1, state: 'confirmed' });
    await addRegistration(t, p, { paymentStatus: 'pending', paymentMethod: 'bankCard', ticketPrice: 70, registrationTime: '2026-11-10T04:00:00Z' });
    await addRegistration(t, p, { registrationStatus: 'draft', paymentStatus: 'approved', ticketPrice: 9999, registrationTime: '2026-11-11T04:00:00Z' });
    regs.push({ meeting: m1, status: 'pending', method: 'bankCard', total: 70, currency: 'CNY', day: 10 });
    // paid, then cancelled by the organizer: a refund due, no revenue; an expired unpaid one: nothing outstanding
    await add(m1, 'paid', 'bankCard', 120, 'CNY', 11, { registrationStatus: 'cancelled', cancelledBy: 'organizer', cancelReason: '会议改期' });
    regs.push({ meeting: m1, status: 'paid', method: 'bankCard', total: 120, currency: 'CNY', day: 11, state: 'cancelled' });
    await add(m1, 'unpaid', 'bankCard', 130, 'CNY', 12, { registrationStatus: 'expired' });
    regs.push({ meeting: m1, status: 'unpaid', method: 'bankCard', total: 130, currency: 'CNY', day: 12, state: 'expired' });
  });
  afterAll(() => t.close());

  const PAID = ['approved', 'paid'];
  const ENDED = ['cancelled', 'expired'];
  const ended = (r: Reg) => ENDED.includes(r.state ?? '');
  const expected = (of: Reg[], currency: string) => {
    const c = of.filter((r) => r.currency === currency);
    const sum = (xs: Reg[]) => Math.round(xs.reduce((s, r) => s + r.total, 0) * 100) / 100;
    const revenue = c.filter((r) => PAID.includes(r.status) && !ended(r));
    // still expected: a registration holding its place that is not paid (a rejected proof too)
    const outstanding = c.filter((r) => !PAID.includes(r.status) && !ended(r));
    const refundDue = c.filter((r) => PAID.includes(r.status) && ended(r));
    return {
      totalRevenue: sum(revenue), paidCount: revenue.length, pendingRevenue: sum(outstanding), pendingCount: outstanding.length,
      awaitingReviewCount: c.filter((r) => r.status === 'pending' && !ended(r)).length,
      refundDueAmount: sum(refundDue), refundDueCount: refundDue.length, refundAmount: 0, refundCount: 0, recordCount: c.length,
      // no hotel here takes its fee itself (finance-hotel-at-hotel.test.ts)
      hotelAtHotelAmount: 0, hotelAtHotelCount: 0,
    };
  };
  const get = async (url: string, token: string) => {
    const r = await call(t.app, 'GET', url, { token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data;
  };

  it('overview: an organizer’s own meetings only, paid-like revenue, pending-like outstanding, per currency', async () => {
    const mine = regs.filter((r) => r.meeting !== mb);
    const d = await get('/api/co/finance/overview', a.token);
    expect(d).toMatchObject({ currency: 'CNY', ...expected(mine, 'CNY'), meetingCount: 2 });
    expect(d.byCurrency.USD).toEqual(expected(mine, 'USD'));
    expect(d.byCurrency.EUR).toEqual(expected(mine, 'EUR'));
    const one = await get(`/api/co/finance/overview?meetingId=${m2.id}`, a.token);
    expect(one).toMatchObject({ ...expected(mine.filter((r) => r.meeting === m2), 'CNY'), meetingCount: 1 });
  });

  it('overview: the super admin sums every organizer’s meetings', async () => {
    const d = await get('/api/co/finance/overview', admin);
    expect(d).toMatchObject(expected(regs, 'CNY'));
    expect(d.meetingCount).toBe(3);
  });

  it('records: the same registrations, newest first, paged, with meeting and participant', async () => {
    const mine = regs.filter((r) => r.meeting !== mb);
    const page0 = await get('/api/co/finance/records?size=10&page=0', a.token);
    expect([page0.totalElements, page0.totalPages, page0.content.length]).toEqual([mine.length, Math.ceil(mine.length / 10), Math.min(10, mine.length)]);
    const page1 = await get('/api/co/finance/records?size=10&page=1', a.token);
    const all = [...page0.content, ...page1.content];
    expect(all.map((r: any) => r.registrationTime.slice(8, 10)).map(Number)).toEqual(mine.map((r) => r.day).sort((x, y) => y - x));
    expect(all.every((r: any) => ['财务会议一', '财务会议二'].includes(r.meetingTitle) && r.userName && r.participantId)).toBe(true);
    const hotel = all.find((r: any) => r.hotelFee > 0);
    expect(hotel).toMatchObject({ hotelFee: hotelFee(300, 2), totalAmount: totalAmount(199, hotelFee(300, 2)), paymentMethod: 'cash' });
  });

  it('records: filters by meeting, status, method and registration days', async () => {
    const mine = regs.filter((r) => r.meeting !== mb);
    const count = async (q: string) => (await get(`/api/co/finance/records?size=100&${q}`, a.token)).totalElements;
    expect(await count(`meetingId=${m1.id}`)).toBe(mine.filter((r) => r.meeting === m1).length);
    expect(await count('paymentStatus=pending')).toBe(mine.filter((r) => r.status === 'pending').length);
    expect(await count('paymentMethod=cash')).toBe(mine.filter((r) => r.method === 'cash').length);
    // days are UTC+8: 04:00Z is noon of the same day
    expect(await count('startDate=2026-11-03&endDate=2026-11-06')).toBe(mine.filter((r) => r.day >= 3 && r.day <= 6).length);
    await expectMessage(t.app, 'GET', '/api/co/finance/records?startDate=2026-11-09&endDate=2026-11-01', { token: a.token }, 400, '开始日期不能晚于结束日期', 'The start date cannot be after the end date');
    expect((await call(t.app, 'GET', '/api/co/finance/records?startDate=2026-13-01', { token: a.token })).status).toBe(400);
  });

  it('tenants: another organizer’s meeting as a filter is 404; 401 without token; 403 for staff; the meeting options are one’s own', async () => {
    await expectMessage(t.app, 'GET', `/api/co/finance/records?meetingId=${mb.id}`, { token: a.token }, 404, ...MEETING_NOT_FOUND);
    await expectMessage(t.app, 'GET', `/api/co/finance/overview?meetingId=${mb.id}`, { token: a.token }, 404, ...MEETING_NOT_FOUND);
    for (const u of ['/api/co/finance/overview', '/api/co/finance/records', '/api/co/finance/meetings']) {
      expect((await call(t.app, 'GET', u)).status).toBe(401);
      expect((await call(t.app, 'GET', u, { token: sub })).status).toBe(403);
    }
    const opts = await get('/api/co/finance/meetings', a.token);
    expect(opts.map((x: any) => x.title).sort()).toEqual(['财务会议一', '财务会议二']);
    expect((await get('/api/co/finance/records?size=100', b.token)).content.map((r: any) => r.meetingTitle)).toEqual(['B 的财务会议']);
  });
});
