// GET /api/co/payments/meeting/{meetingId}: one row per participant from its newest non-draft
// registration (spec 2 §4), fees from fees.ts and the room's current price, filters, paging, tenants.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, loginAdmin, makeApp, registerOrganizer, type TestApp } from './harness';
import { createMeeting } from './meetings.fixtures';
import { addParticipant, addRegistration, addRoomType } from './payments.fixtures';
import { hotelFee, nights, totalAmount } from '../../src/server/registrations/fees';

const URL = (id: number) => `/api/co/payments/meeting/${id}`;

describe.each(DATABASES)('payments: the list (%s)', (kind) => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof registerOrganizer>>;
  let b: Awaited<ReturnType<typeof registerOrganizer>>;
  let admin: string;
  let sub: string;
  let m: Record<string, any>;
  const p: Record<string, Record<string, any>> = {};
  let roomTypeId: number;
  // engineer A's message (meetings/scoped.ts), read from the files so its wording can evolve
  let MEETING_NOT_FOUND: [string, string];
  const PRICE = 388.5;
  const STAY = { checkinDate: '2026-12-01', checkoutDate: '2026-12-03 12:00' };

  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    a = await registerOrganizer(t, 'payorga');
    b = await registerOrganizer(t, 'payorgb');
    admin = await loginAdmin(t);
    const msg = t.app.ctx.schemas.messages;
    MEETING_NOT_FOUND = [(msg.zh as any).meetingSettings.meetingNotFound, (msg.en as any).meetingSettings.meetingNotFound];
    const s = await call(t.app, 'POST', '/api/auth/sub-accounts', { token: a.token, body: { username: 'payorga-staff' } });
    sub = (await call(t.app, 'POST', '/api/auth/login', { body: { method: 'subAccount', masterAccount: 'payorga', subAccount: 'payorga-staff', authToken: s.body.data.authToken } })).body.token;
    m = await createMeeting(t, a.token, { title: '支付会议' });
    roomTypeId = await addRoomType(t, m.id, PRICE);
    const at = (d: number) => new Date(Date.UTC(2026, 10, d, 2)).toISOString();
    p.none = await addParticipant(t, m, { name: '无报名' });
    p.draftOnly = await addParticipant(t, m, { name: '只有草稿' });
    await addRegistration(t, p.draftOnly, { registrationStatus: 'draft', paymentStatus: 'pending', bankTransferProof: '/p/x.png', registrationTime: at(9) });
    p.newest = await addParticipant(t, m, { name: '最新待审' });
    await addRegistration(t, p.newest, { paymentStatus: 'approved', registrationTime: at(1) });
    await addRegistration(t, p.newest, { paymentStatus: 'pending', paymentMethod: 'bankCard', bankTransferProof: '/uploads/proof-1.png', registrationTime: at(5) });
    await addRegistration(t, p.newest, { registrationStatus: 'draft', paymentStatus: 'unpaid', registrationTime: at(8) });
    p.proofOnly = await addParticipant(t, m, { name: '仅凭证' });
    await addRegistration(t, p.proofOnly, { paymentStatus: '', paymentMethod: 'bankCard', bankTransferProof: '/uploads/proof-2.png', registrationTime: at(4) });
    p.hotel = await addParticipant(t, m, { name: '订酒店', phone: '13912345678' });
    await addRegistration(t, p.hotel, { paymentMethod: 'cash', hotelSelection: { hotelId: 1, roomTypeId, ...STAY }, registrationTime: at(3) });
    p.stored = await addParticipant(t, m, { name: '已存费用' });
    await addRegistration(t, p.stored, { paymentStatus: 'approved', paymentMethod: 'bankCard', hotelSelection: { roomTypeId, ...STAY }, hotelFee: 500, totalAmount: 699, registrationTime: at(2) });
    p.rejected = await addParticipant(t, m, { name: '已拒绝' });
    await addRegistration(t, p.rejected, { paymentStatus: 'rejected', paymentMethod: 'wechat', rejectReason: 'fake_proof', registrationTime: at(6) });
    // paid, then cancelled by the organizer: a row of the list, no place held, so no payment figure
    p.cancelled = await addParticipant(t, m, { name: '已取消' });
    await addRegistration(t, p.cancelled, { registrationStatus: 'cancelled', paymentStatus: 'paid', paymentMethod: 'bankCard', ticketPrice: 999, registrationTime: at(0) });
  });
  afterAll(() => t.close());

  const list = async (q = '', token = a.token) => {
    const r = await call(t.app, 'GET', `${URL(m.id)}${q}`, { token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data as { content: Record<string, any>[]; totalElements: number; totalPages: number };
  };
  const byName = (rows: Record<string, any>[]) => Object.fromEntries(rows.map((r) => [r.userName, r]));

  it('answers one row per participant with the spec’s fields, built by the newest-non-draft rule', async () => {
    const d = await list('?size=100');
    expect(d.totalElements).toBe(Object.keys(p).length);
    const rows = byName(d.content);
    for (const key of ['userName', 'userPhone', 'registrationFee', 'hotelFee', 'paymentMethod', 'paymentStatus', 'bankTransferProof', 'registrationTime', 'registrationStatus', 'hasRegistration', 'totalAmount']) {
      expect(Object.keys(rows['最新待审'])).toContain(key);
    }
    // no registration, or only a draft: unpaid, no_registration
    for (const n of ['无报名', '只有草稿']) expect(rows[n]).toMatchObject({ paymentStatus: 'unpaid', registrationStatus: 'no_registration', hasRegistration: false, registrationFee: 0, hotelFee: 0, bankTransferProof: null });
    // the newest non-draft record wins over an older approved one and a newer draft
    expect(rows['最新待审']).toMatchObject({ paymentStatus: 'pending', bankTransferProof: '/uploads/proof-1.png', hasRegistration: true, registrationStatus: 'awaiting_payment' });
    // no status but a proof: pending
    expect(rows['仅凭证'].paymentStatus).toBe('pending');
    expect(rows['已拒绝']).toMatchObject({ paymentStatus: 'rejected', rejectReason: 'fake_proof' });
  });

  it('hotel fee = current room price × nights (ceil) when none is stored; a stored fee is kept; total = ticket + hotel', async () => {
    const n = nights(STAY.checkinDate, STAY.checkoutDate);
    expect(n).toBe(3); // 2.5 days, rounded up
    let rows = byName((await list('?size=100')).content);
    expect(rows['订酒店']).toMatchObject({ registrationFee: 199, hotelFee: hotelFee(PRICE, n), totalAmount: totalAmount(199, hotelFee(PRICE, n)), nights: n, roomPrice: PRICE });
    expect(rows['已存费用']).toMatchObject({ hotelFee: 500, totalAmount: 699 });
    // the price is read, not written in: a new price changes the computed fee only
    await t.db.query('UPDATE room_types SET price = $2 WHERE id = $1', [roomTypeId, 420]);
    rows = byName((await list('?size=100')).content);
    expect(rows['订酒店'].hotelFee).toBe(hotelFee(420, n));
    expect(rows['已存费用'].hotelFee).toBe(500);
    await t.db.query('UPDATE room_types SET price = $2 WHERE id = $1', [roomTypeId, PRICE]);
  });

  it('filters by status, method and search; pages on the server', async () => {
    expect((await list('?paymentStatus=pending')).content.map((r) => r.userName).sort()).toEqual(['仅凭证', '最新待审'].sort());
    expect((await list('?paymentStatus=unpaid')).content.map((r) => r.userName).sort()).toEqual(['无报名', '只有草稿', '订酒店'].sort());
    expect((await list('?paymentMethod=cash')).content.map((r) => r.userName)).toEqual(['订酒店']);
    expect((await list('?paymentMethod=bankCard&paymentStatus=approved')).content.map((r) => r.userName)).toEqual(['已存费用']);
    expect((await list(`?search=${encodeURIComponent('1391234')}`)).content.map((r) => r.userName)).toEqual(['订酒店']);
    expect((await list(`?search=${encodeURIComponent('凭证')}`)).content.map((r) => r.userName)).toEqual(['仅凭证']);
    expect((await list('?search=%25')).totalElements).toBe(0); // a % is a character, not a wildcard
    const first = await list('?size=10&page=0');
    expect([first.content.length, first.totalElements, first.totalPages]).toEqual([Object.keys(p).length, Object.keys(p).length, 1]);
    const empty = await list('?size=10&page=1');
    expect([empty.content.length, empty.totalElements]).toEqual([0, Object.keys(p).length]);
    // newest registration first, participants without one last
    expect(first.content[0].userName).toBe('已拒绝');
    expect(first.content.slice(-2).every((r) => !r.hasRegistration)).toBe(true);
  });

  it('stats count the active registrations (holding places) by shown status, not accounts; sums of paid and pending', async () => {
    const r = await call(t.app, 'GET', `${URL(m.id)}/stats`, { token: a.token });
    // active: 最新待审 ×2 (an older approved 199, the newest pending 199), 仅凭证 (pending by its proof), 订酒店 (unpaid),
    // 已存费用 (approved, 699), 已拒绝 (a rejected proof keeps its place); not 无报名, 只有草稿 (a draft), 已取消 (cancelled)
    expect(r.body.data).toEqual({
      total: 6, pendingCount: 2, paidCount: 2, rejectedCount: 1, unpaidCount: 1,
      paidAmount: 199 + 699,
      pendingAmount: 199 + 199,
      paidByCurrency: { CNY: 199 + 699 },
      pendingByCurrency: { CNY: 199 + 199 },
    });
  });

  it('stats sum each currency apart, so a card never shows a sum without its currency', async () => {
    const mm = await createMeeting(t, a.token, { title: '多币种会议' });
    const add = async (currency: string, paymentStatus: string, ticketPrice: number) =>
      addRegistration(t, await addParticipant(t, mm, { name: `${currency}${paymentStatus}` }), { currency, paymentStatus, ticketPrice, totalAmount: ticketPrice, bankTransferProof: '/p/x.png' });
    await add('CNY', 'pending', 199);
    await add('USD', 'pending', 99.5);
    await add('USD', 'approved', 50);
    await add('EUR', 'unpaid', 10);
    const r = (await call(t.app, 'GET', `${URL(mm.id)}/stats`, { token: a.token })).body.data;
    expect(r).toMatchObject({ total: 4, pendingCount: 2, paidCount: 1, unpaidCount: 1 });
    expect([r.pendingByCurrency, r.paidByCurrency]).toEqual([{ CNY: 199, USD: 99.5 }, { USD: 50 }]);
  });

  it('refuses bad queries with the schema’s message', async () => {
    const r = await call(t.app, 'GET', `${URL(m.id)}?size=7`, { token: a.token });
    expect(r.status).toBe(400);
    const s = await call(t.app, 'GET', `${URL(m.id)}?paymentStatus=whatever`, { token: a.token });
    expect(s.status).toBe(400);
  });

  it('tenants: another organizer’s meeting answers 404 like a missing one; the super admin sees it; no token 401; staff 403', async () => {
    await expectMessage(t.app, 'GET', URL(m.id), { token: b.token }, 404, ...MEETING_NOT_FOUND);
    await expectMessage(t.app, 'GET', `${URL(m.id)}/stats`, { token: b.token }, 404, ...MEETING_NOT_FOUND);
    await expectMessage(t.app, 'GET', URL(987654), { token: a.token }, 404, ...MEETING_NOT_FOUND);
    await expectMessage(t.app, 'GET', '/api/co/payments/meeting/abc', { token: a.token }, 404, ...MEETING_NOT_FOUND);
    expect((await list('?size=100', admin)).totalElements).toBe(Object.keys(p).length);
    expect((await call(t.app, 'GET', URL(m.id))).status).toBe(401);
    expect((await call(t.app, 'GET', URL(m.id), { token: sub })).status).toBe(403);
    // B's own meeting shows none of A's participants
    const mb = await createMeeting(t, b.token, { title: 'B 的会议' });
    const rb = await call(t.app, 'GET', URL(mb.id), { token: b.token });
    expect([rb.status, rb.body.data.totalElements]).toEqual([200, 0]);
  });
});
