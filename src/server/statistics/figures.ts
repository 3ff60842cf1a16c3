// The data-statistics figures of one meeting (spec 2 §3 Statistics), counted from registrations and
// their lifecycle states (issue 13), not from accounts: a participant is a person with an active
// registration (registrations/people-sql.ts); accounts that never submitted one, or whose registrations
// all ended, are reported apart. Money is finance's (finance/query.ts), so both screens agree. Rates are
// percentages with one decimal; a hotel fee paid at the hotel is no revenue (finance's hotelAtHotelAmount); growth compares the last `days` days with the `days` before them.
// docs/contracts.md (Statistics) defines each figure.
import type { Db } from '../db/driver';
import { paymentStatusSql } from '../payments/status-sql';
import { roomTypeJoin, totalSql } from '../registrations/fees-sql';
import { peopleSql, submittedSql } from '../registrations/people-sql';
import { overview, revenueSql } from '../finance/query';
import { ARRIVALS } from '../checkin/scan-routes';
import { STATES, activeSql, type State } from '../../shared/lifecycle';
import { STANDS } from '../hotels/invoice-sql';

export const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);
/** Growth of `now` over `before` in %: none before and some now reads as 100 %. */
export const growth = (now: number, before: number) => (before > 0 ? Math.round(((now - before) / before) * 1000) / 10 : now > 0 ? 100 : 0);

const within = (at: string, from: string, to?: string) =>
  `${at} >= now() - make_interval(days => ${from})${to ? ` AND ${at} < now() - make_interval(days => ${to})` : ''}`;

/** People: accounts of the meeting joined with what their registrations reached. */
async function people(db: Db, meetingId: number, days: number) {
  const arrived = ARRIVALS.map((s) => `'${s}'`).join(', ');
  const [p] = await db.query(
    `SELECT count(*)::int AS accounts,
       count(*) FILTER (WHERE g.active)::int AS participants,
       count(*) FILTER (WHERE g.participant_id IS NULL)::int AS "withoutRegistration",
       count(*) FILTER (WHERE NOT g.active)::int AS "endedOnly",
       count(*) FILTER (WHERE g.admitted)::int AS admitted,
       count(*) FILTER (WHERE g.checked_in)::int AS "checkedIn",
       count(*) FILTER (WHERE p.checkin_status IN (${arrived}) AND g.checked_in IS NOT TRUE)::int AS "arrivedUnregistered",
       count(*) FILTER (WHERE ${within('g.since', '$2')})::int AS "newNow",
       count(*) FILTER (WHERE ${within('g.since', '$2 * 2', '$2')})::int AS "newBefore"
     FROM participants p LEFT JOIN ${peopleSql(1)} g ON g.participant_id = p.id
     WHERE p.meeting_id = $1`, [meetingId, days]);
  return p;
}

/** Registrations: submitted ones by state, active and paid ones, and revenue by when it came in. */
async function registrations(db: Db, meetingId: number, days: number) {
  const paidAt = 'COALESCE(r.confirmed_at, r.review_time, r.registration_time)';
  const cny = `COALESCE(r.currency, 'CNY') = 'CNY' AND ${revenueSql('r')}`;
  const [r] = await db.query(
    `SELECT count(*) FILTER (WHERE ${activeSql('r')})::int AS registered,
       count(*) FILTER (WHERE ${activeSql('r')} AND ${paymentStatusSql('r')} IN ('approved', 'paid'))::int AS paid,
       COALESCE(sum(${totalSql('r', 'rt')}) FILTER (WHERE ${cny} AND ${within(paidAt, '$2')}), 0) AS "revenueNow",
       COALESCE(sum(${totalSql('r', 'rt')}) FILTER (WHERE ${cny} AND ${within(paidAt, '$2 * 2', '$2')}), 0) AS "revenueBefore"
     FROM registrations r ${roomTypeJoin('r', 'rt')}
     WHERE r.meeting_id = $1 AND ${submittedSql('r')}`, [meetingId, days]);
  const states = await db.query(
    `SELECT r.registration_status AS state, count(*)::int AS n FROM registrations r
     WHERE r.meeting_id = $1 AND ${submittedSql('r')} GROUP BY 1`, [meetingId]);
  const byStatus = Object.fromEntries(STATES.filter((s) => s !== 'draft').map((s) => [s, 0])) as Partial<Record<State, number>>;
  for (const s of states) byStatus[s.state as State] = Number(s.n);
  return { r, byStatus };
}

export async function meetingFigures(db: Db, meetingId: number, days: number) {
  const p = await people(db, meetingId, days);
  const { r, byStatus } = await registrations(db, meetingId, days);
  const [inv] = await db.query(
    `SELECT count(*)::int AS n, count(DISTINCT i.participant_id)::int AS people, count(*) FILTER (WHERE i.issued)::int AS issued
       FROM invoice_requests i LEFT JOIN registrations r ON r.id = i.registration_id WHERE i.meeting_id = $1 AND ${STANDS}`, [meetingId]);
  const money = await overview(db, null, { meetingId, page: 0, size: 1 });
  const registeredCount = Number(r.registered);
  const paidCount = Number(r.paid);
  const admittedCount = Number(p.admitted);
  const checkedInCount = Number(p.checkedIn);
  const invoiceCount = Number(inv.n);
  return {
    totalParticipants: Number(p.participants),
    newParticipants: Number(p.newNow),
    growthRate: growth(Number(p.newNow), Number(p.newBefore)),
    accountCount: Number(p.accounts),
    accountsWithoutRegistration: Number(p.withoutRegistration),
    accountsEndedOnly: Number(p.endedOnly),
    registeredCount,
    byStatus,
    paidCount,
    paymentRate: pct(paidCount, registeredCount),
    admittedCount,
    checkedInCount,
    notCheckedInCount: admittedCount - checkedInCount,
    checkinRate: pct(checkedInCount, admittedCount),
    arrivedWithoutRegistration: Number(p.arrivedUnregistered),
    invoiceCount,
    invoiceIssued: Number(inv.issued),
    invoiceRate: Math.min(100, pct(Number(inv.people), paidCount)),
    currency: 'CNY',
    totalRevenue: money.totalRevenue,
    revenueGrowth: growth(Number(r.revenueNow), Number(r.revenueBefore)),
    pendingRevenue: money.pendingRevenue,
    pendingCount: money.pendingCount,
    awaitingReviewCount: money.awaitingReviewCount,
    refundAmount: money.refundAmount,
    refundCount: money.refundCount,
    refundDueAmount: money.refundDueAmount,
    refundDueCount: money.refundDueCount,
    // hotel fees the hotels take themselves: in none of the amounts above (the organizer's money), shown apart
    hotelAtHotelAmount: money.hotelAtHotelAmount,
    hotelAtHotelCount: money.hotelAtHotelCount,
    byCurrency: money.byCurrency,
    growthDays: days,
    generatedAt: new Date().toISOString(),
  };
}
