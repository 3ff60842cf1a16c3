// What each registration adds to a meeting's money figures, in SQL over the aliases r (registrations),
// rt (its room type, fees-sql.ts roomTypeJoin) and p (its participant, LEFT JOIN: finance counts a
// registration only while its participant exists). One definition for the payment cards (list.ts), the
// finance overview (finance/query.ts) and the summaries kept by triggers (summary.ts).
import { hotelFeeAtHotelSql, paidAtHotelSql, totalSql } from '../registrations/fees-sql';
import { submittedSql } from '../registrations/people-sql';
import { paymentStatusSql } from './status-sql';
import { ENDED, activeSql, statusIn } from '../../shared/lifecycle';

const paidOf = (r: string) => `${paymentStatusSql(r)} IN ('approved', 'paid')`;
const st = paymentStatusSql('r');
const PAID = paidOf('r');
const active = activeSql('r');

/** A record finance counts (non-draft, its participant there). */
export const financeRecordSql = `${submittedSql('r')} AND p.id IS NOT NULL`;
/** Revenue: money received for a registration that still stands (registrations alias `r`). */
export const revenueOf = (r: string) => `${paidOf(r)} AND NOT ${statusIn(r, ENDED)}`;
const revenueSql = revenueOf('r');
/** Outstanding: a registration holding places whose money is not in (a rejected proof included). */
export const outstandingSql = `${active} AND NOT ${PAID}`;
/** Awaiting review: holding places with a proof to look at. */
export const awaitingSql = `${active} AND ${st} = 'pending'`;
/** Refund due: paid, then ended. */
export const refundDueSql = `${PAID} AND ${statusIn('r', ENDED)}`;
/** A legacy refunded payment status. */
export const refundedSql = `r.payment_status IN ('refunded', '已退款')`;
/** A standing booking whose hotel takes its fee itself: the organizer neither receives nor refunds it. */
export const atHotelSql = `${active} AND ${paidAtHotelSql('r')} AND ${hotelFeeAtHotelSql('r', 'rt')} > 0`;

export const totalOf = totalSql('r', 'rt');
export const atHotelFeeOf = hotelFeeAtHotelSql('r', 'rt');

interface Figure {
  /** the summary column */
  name: string;
  /** the rows it counts or sums */
  where: string;
  /** summed (else counted) */
  sum?: string;
}

/** s_*: the payment cards over the meeting's active registrations; f_*: finance over its records. */
export const FIGURES: Figure[] = [
  { name: 's_total', where: active },
  { name: 's_pending_count', where: `${active} AND ${st} = 'pending'` },
  { name: 's_paid_count', where: `${active} AND ${PAID}` },
  { name: 's_rejected_count', where: `${active} AND ${st} = 'rejected'` },
  { name: 's_unpaid_count', where: `${active} AND ${st} = 'unpaid'` },
  { name: 's_paid_amount', where: `${active} AND ${PAID}`, sum: totalOf },
  { name: 's_pending_amount', where: `${active} AND ${st} = 'pending'`, sum: totalOf },
  { name: 'f_record_count', where: financeRecordSql },
  { name: 'f_total_revenue', where: `${financeRecordSql} AND ${revenueSql}`, sum: totalOf },
  { name: 'f_paid_count', where: `${financeRecordSql} AND ${revenueSql}` },
  { name: 'f_pending_revenue', where: `${financeRecordSql} AND ${outstandingSql}`, sum: totalOf },
  { name: 'f_pending_count', where: `${financeRecordSql} AND ${outstandingSql}` },
  { name: 'f_awaiting_review_count', where: `${financeRecordSql} AND ${awaitingSql}` },
  { name: 'f_refund_due_amount', where: `${financeRecordSql} AND ${refundDueSql}`, sum: totalOf },
  { name: 'f_refund_due_count', where: `${financeRecordSql} AND ${refundDueSql}` },
  { name: 'f_refund_amount', where: `${financeRecordSql} AND ${refundedSql}`, sum: totalOf },
  { name: 'f_refund_count', where: `${financeRecordSql} AND ${refundedSql}` },
  { name: 'f_hotel_at_hotel_amount', where: `${financeRecordSql} AND ${atHotelSql}`, sum: atHotelFeeOf },
  { name: 'f_hotel_at_hotel_count', where: `${financeRecordSql} AND ${atHotelSql}` },
];

/** The figures as aggregates over grouped rows, each times `sign` (a statement's old rows count negatively). */
export const figureSelect = (sign: 1 | -1) =>
  FIGURES.map((f) => `${sign} * ${f.sum ? `COALESCE(sum(${f.sum}) FILTER (WHERE ${f.where}), 0)` : `count(*) FILTER (WHERE ${f.where})`} AS ${f.name}`).join(',\n    ');

/** The answer's name of a figure: f_total_revenue → totalRevenue, s_paid_amount → paidAmount. */
export const answerKey = (name: string) => name.slice(2).replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
