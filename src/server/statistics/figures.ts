// The data-statistics figures of one meeting (spec 2 §3 Statistics), computed from the rows as they
// are: participants, each participant's newest non-draft registration (payment status by the rules
// of spec 2 §4, amounts by registrations/fees-sql.ts, so finance and payment review agree), check-ins
// and invoice requests. Rates are percentages with one decimal; growth compares the last `days`
// days with the `days` before them.
import type { Db } from '../db/driver';
import { latestRegistrations } from '../registrations/latest';
import { paymentStatusSql } from '../payments/status-sql';
import { roomTypeJoin, totalSql } from '../registrations/fees-sql';
import { overview } from '../finance/query';

export const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);
/** Growth of `now` over `before` in %: none before and some now reads as 100 %. */
export const growth = (now: number, before: number) => (before > 0 ? Math.round(((now - before) / before) * 1000) / 10 : now > 0 ? 100 : 0);

export async function meetingFigures(db: Db, meetingId: number, days: number) {
  const st = paymentStatusSql('r');
  const [p] = await db.query(
    `SELECT count(*)::int AS total,
       count(*) FILTER (WHERE register_time >= now() - make_interval(days => $2))::int AS "newNow",
       count(*) FILTER (WHERE register_time < now() - make_interval(days => $2) AND register_time >= now() - make_interval(days => $2 * 2))::int AS "newBefore",
       count(*) FILTER (WHERE checkin_status IN ('checked_in', 'late'))::int AS "checkedIn"
     FROM participants WHERE meeting_id = $1`, [meetingId, days]);
  const paidAt = 'COALESCE(r.review_time, r.registration_time)';
  const [r] = await db.query(
    `SELECT count(*)::int AS registered,
       count(*) FILTER (WHERE ${st} IN ('approved', 'paid'))::int AS paid,
       COALESCE(sum(${totalSql('r', 'rt')}) FILTER (WHERE ${st} IN ('approved', 'paid') AND COALESCE(r.currency, 'CNY') = 'CNY' AND ${paidAt} >= now() - make_interval(days => $2)), 0) AS "revenueNow",
       COALESCE(sum(${totalSql('r', 'rt')}) FILTER (WHERE ${st} IN ('approved', 'paid') AND COALESCE(r.currency, 'CNY') = 'CNY' AND ${paidAt} < now() - make_interval(days => $2)
         AND ${paidAt} >= now() - make_interval(days => $2 * 2)), 0) AS "revenueBefore"
     FROM ${latestRegistrations(1)} r ${roomTypeJoin('r', 'rt')}`, [meetingId, days]);
  const [inv] = await db.query(
    `SELECT count(*)::int AS n, count(DISTINCT participant_id)::int AS people, count(*) FILTER (WHERE issued)::int AS issued FROM invoice_requests WHERE meeting_id = $1`, [meetingId]);
  const money = await overview(db, null, { meetingId, page: 0, size: 1 });
  const total = Number(p.total);
  const paidCount = Number(r.paid);
  const checkedInCount = Number(p.checkedIn);
  const invoiceCount = Number(inv.n);
  return {
    totalParticipants: total,
    newParticipants: Number(p.newNow),
    growthRate: growth(Number(p.newNow), Number(p.newBefore)),
    registeredCount: Number(r.registered),
    paidCount,
    paymentRate: pct(paidCount, Number(r.registered)),
    checkedInCount,
    notCheckedInCount: total - checkedInCount,
    checkinRate: pct(checkedInCount, total),
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
    byCurrency: money.byCurrency,
    growthDays: days,
    generatedAt: new Date().toISOString(),
  };
}
