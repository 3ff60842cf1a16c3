// The money summaries kept by triggers (src/server/payments/summary.ts) against a fresh aggregate of
// the rows: after every kind of write that moves a figure — inserts through the repo, a payment review
// through the API, bulk updates, a room type's price, deletions of registrations and participants, a
// participant moved, currencies changed — the kept figures and participant counts equal the fresh
// ones, and the cards, the finance overview and the participant list's total answer them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, makeApp, registerOrganizer, type TestApp } from './harness';
import { createMeeting } from './meetings.fixtures';
import { addParticipant, addRegistration, addRoomType } from './payments.fixtures';
import { summaryDrift } from '../../src/server/payments/summary';
import { overview } from '../../src/server/finance/query';

describe.each(DATABASES)('payment summaries (%s)', (kind) => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof registerOrganizer>>;
  let m1: Record<string, any>;
  let m2: Record<string, any>;

  beforeAll(async () => {
    t = await makeApp(kind);
    org = await registerOrganizer(t, 'sumorg');
    m1 = await createMeeting(t, org.token, { title: '汇总一' });
    m2 = await createMeeting(t, org.token, { title: '汇总二' });
  });
  afterAll(() => t?.close());

  const noDrift = async () => expect(await summaryDrift(t.db)).toEqual([]);
  /** The overview of one meeting with a filter that matches every record: computed live, not from the summaries. */
  const live = (meetingId: number) => overview(t.db, null, { page: 0, size: 20, meetingId, startDate: '2000-01-01' });

  it('a mixed sequence of writes leaves every kept figure equal to the fresh aggregate', async () => {
    const room = await addRoomType(t, m1.id, 300);
    const stay = { hotelId: 1, roomTypeId: room, checkinDate: '2026-12-10', checkoutDate: '2026-12-12' };
    const people = [];
    for (let i = 0; i < 12; i++) people.push(await addParticipant(t, i % 3 ? m1 : m2));
    await noDrift();
    const regs = [];
    for (const [i, p] of people.entries()) {
      regs.push(await addRegistration(t, p, {
        paymentStatus: ['pending', 'approved', 'unpaid', 'rejected', '已支付'][i % 5],
        registrationStatus: ['awaiting_payment', 'confirmed', 'submitted', 'awaiting_payment', 'confirmed', 'draft'][i % 6],
        bankTransferProof: i % 2 ? '/uploads/proof.png' : null,
        paymentMethod: 'bankCard',
        currency: ['CNY', 'USD', 'EUR'][i % 3],
        ...(p.meetingId === m1.id && i % 4 === 1 ? { hotelSelection: stay } : {}),
        ...(i === 7 ? { hotelSelection: { ...stay, paidWithRegistration: false } } : {}),
      }));
    }
    await noDrift();

    // a review through the API
    const pending = people.find((_, i) => i % 5 === 0 && i % 6 !== 5)!;
    const reviewed = await call(t.app, 'PUT', `/api/participants/${pending.id}/payment-review`, { token: org.token, body: { action: 'approve' } });
    expect(reviewed.status).toBe(200);
    await noDrift();

    // one statement over many rows, in both meetings
    await t.db.query(`UPDATE registrations SET registration_status = 'cancelled' WHERE participant_id = ANY($1::int[])`, [people.slice(0, 4).map((p) => p.id)]);
    await t.db.query(`UPDATE registrations SET payment_status = 'refunded' WHERE id = $1`, [regs[5].id]);
    await t.db.query(`UPDATE registrations SET currency = NULL, total_amount = 0 WHERE id = $1`, [regs[6].id]);
    await noDrift();
    // a check-in moves no figure (and writes no summary row)
    await t.db.query(`UPDATE registrations SET registration_status = 'checked_in' WHERE registration_status = 'confirmed'`);
    await noDrift();

    // the room type's price moves the fees computed from it
    await t.db.query('UPDATE room_types SET price = 420 WHERE id = $1', [room]);
    await noDrift();
    await t.db.query('DELETE FROM room_types WHERE id = $1', [room]);
    await noDrift();

    // a second registration of one participant, a registration deleted, a participant deleted, one moved
    await addRegistration(t, people[1], { paymentStatus: 'pending', bankTransferProof: '/uploads/p2.png', currency: 'USD' });
    await t.db.query('DELETE FROM registrations WHERE id = $1', [regs[2].id]);
    await t.db.query('DELETE FROM participants WHERE id = $1', [people[4].id]);
    await t.db.query('UPDATE participants SET meeting_id = $2 WHERE id = $1', [people[7].id, m2.id]);
    await t.db.query('UPDATE registrations SET meeting_id = $2 WHERE participant_id = $1', [people[7].id, m2.id]);
    await noDrift();

    // what the routes answer is the fresh figures
    for (const m of [m1, m2]) {
      const [fresh, kept] = [await live(m.id), await overview(t.db, null, { page: 0, size: 20, meetingId: m.id })];
      expect(kept).toEqual(fresh);
    }
    const stats = await call(t.app, 'GET', `/api/co/payments/meeting/${m1.id}/stats`, { token: org.token });
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM registrations WHERE meeting_id = $1 AND registration_status IN ('submitted', 'awaiting_payment', 'confirmed', 'checked_in')`, [m1.id]);
    expect(stats.body.data.total).toBe(n);
    const list = await call(t.app, 'GET', `/api/co/payments/meeting/${m1.id}?page=0&size=10`, { token: org.token });
    const [{ c }] = await t.db.query('SELECT count(*)::int AS c FROM participants WHERE meeting_id = $1', [m1.id]);
    expect(list.body.data.totalElements).toBe(c);
    // the participant list's unfiltered total reads the same kept count (a filtered one still counts the rows)
    for (const m of [m1, m2]) {
      const [{ c: people }] = await t.db.query('SELECT count(*)::int AS c FROM participants WHERE meeting_id = $1', [m.id]);
      const page = await call(t.app, 'GET', `/api/user-management/meeting/${m.id}/participants?page=0&size=10`, { token: org.token });
      expect([page.body.data.total, page.body.data.totalPages]).toEqual([people, Math.ceil(people / 10)]);
    }
  });
});
