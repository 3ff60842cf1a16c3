// Finance over the caller's meetings (organizer: its own; super admin: all): every submitted (non-draft)
// registration is a money record, whatever newer one its participant made. What a record counts as
// follows its lifecycle state (src/shared/lifecycle.ts) and its payment status (status-sql.ts):
// revenue = paid-like and not ended; outstanding = active and not paid-like (awaiting approval or
// money, a rejected proof included: the place is held); refund due = paid-like but ended (cancelled
// after paying); refunded = a legacy `refunded` payment status. A hotel fee the hotel takes itself
// (fees-sql.ts paidAtHotelSql) is none of these: it is left out of every amount and shown apart as
// hotelAtHotelAmount (the standing bookings' fees paid at the hotel).
import type { Db } from '../db/driver';
import { AppError, fieldError } from '../http/errors';
import { hotelFeeSql, nightsJoin, paidAtHotelSql, roomTypeJoin, totalSql } from '../registrations/fees-sql';
import { submittedSql } from '../registrations/people-sql';
import { paymentStatusSql } from '../payments/status-sql';
import { FIGURES, answerKey, atHotelFeeOf, atHotelSql, awaitingSql, outstandingSql, refundDueSql, refundedSql, revenueOf, totalOf } from '../payments/figures-sql';
import { SUMMARY_TABLE } from '../payments/summary';
import type { Guard } from '../payments/list';
import { dayRange, ZONE_SQL } from '../meetings/times';
import { reachOf } from '../db/page-bounds';

export interface FinanceQuery {
  page: number;
  size: number;
  meetingId?: number;
  paymentStatus?: string;
  paymentMethod?: string;
  startDate?: string;
  endDate?: string;
  search?: string;
}

export const CURRENCIES = ['CNY', 'USD', 'EUR'] as const;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/** FROM … WHERE … with its params: $1 the owner (NULL: every meeting), $2 one meeting or NULL. */
export function financeFrom(owner: number | null, q: Omit<FinanceQuery, 'page' | 'size'>) {
  const params: unknown[] = [owner, q.meetingId ?? null];
  const where: string[] = ['TRUE'];
  const add = (sql: string, v: unknown) => {
    params.push(v);
    where.push(sql.replaceAll('?', `$${params.length}`));
  };
  if (q.paymentStatus) add(`${paymentStatusSql('r')} = ?`, q.paymentStatus);
  if (q.paymentMethod) add('r.payment_method = ?', q.paymentMethod);
  const day = (v: string, path: string) => {
    const d = dayRange(v);
    if (!d) throw fieldError(path, `finance.${path.slice(1)}.pattern`);
    return d;
  };
  // days in each registration's meeting's time zone
  if (q.startDate && day(q.startDate, '/startDate')) add(`r.registration_time >= (?::date::timestamp AT TIME ZONE ${ZONE_SQL('m')})`, q.startDate);
  if (q.endDate && day(q.endDate, '/endDate')) add(`r.registration_time < ((?::date + 1)::timestamp AT TIME ZONE ${ZONE_SQL('m')})`, q.endDate);
  if (q.startDate && q.endDate && q.startDate > q.endDate) throw new AppError(400, 'finance.badRange');
  const s = q.search?.trim();
  if (s) add('(p.name ILIKE ? OR p.username ILIKE ? OR p.phone ILIKE ?)', `%${escapeLike(s)}%`);
  const sql = `FROM registrations r JOIN participants p ON p.id = r.participant_id JOIN meetings m ON m.id = r.meeting_id ${roomTypeJoin('r', 'rt')}
    WHERE ${submittedSql('r')} AND ($1::int IS NULL OR m.organizer_id = $1) AND ($2::int IS NULL OR r.meeting_id = $2) AND ${where.join(' AND ')}`;
  return { sql, params };
}

type Figures = Record<'totalRevenue' | 'pendingRevenue' | 'refundAmount' | 'refundDueAmount' | 'hotelAtHotelAmount', number>
  & Record<'paidCount' | 'pendingCount' | 'awaitingReviewCount' | 'refundCount' | 'refundDueCount' | 'recordCount' | 'hotelAtHotelCount', number>;

const zero = (): Figures => ({
  totalRevenue: 0, pendingRevenue: 0, refundAmount: 0, refundDueAmount: 0, hotelAtHotelAmount: 0,
  paidCount: 0, pendingCount: 0, awaitingReviewCount: 0, refundCount: 0, refundDueCount: 0, recordCount: 0, hotelAtHotelCount: 0,
});

/** Revenue: money received for a registration that still stands. */
export const revenueSql = revenueOf;

/** Only the meeting named, if any: the figures are then the meetings' kept summaries (payments/summary.ts). */
const unfiltered = (q: Omit<FinanceQuery, 'page' | 'size'>) => !q.paymentStatus && !q.paymentMethod && !q.startDate && !q.endDate && !q.search?.trim();

const FINANCE_FIGURES = FIGURES.filter((f) => f.name.startsWith('f_'));

/** The summary rows of the caller's meetings ($1 owner or NULL, $2 one meeting or NULL), per meeting and currency, with records. */
const SUMMARY_GROUPS = `SELECT s.meeting_id, s.currency, ${FINANCE_FIGURES.map((f) => `sum(s.${f.name}) AS ${f.name}`).join(', ')}
  FROM ${SUMMARY_TABLE} s JOIN meetings m ON m.id = s.meeting_id
  WHERE ($1::int IS NULL OR m.organizer_id = $1) AND ($2::int IS NULL OR s.meeting_id = $2)
  GROUP BY 1, 2 HAVING sum(s.f_record_count) > 0`;

/** The figures per currency with the meeting count, from the summaries (no filter but the meeting) or live. */
function overviewRows(db: Db, owner: number | null, q: FinanceQuery, guard?: Guard) {
  if (unfiltered(q)) {
    const g = guard ? guard(3) : { sql: 'TRUE', params: [] };
    return db.query(
      `WITH g AS (${SUMMARY_GROUPS})
      SELECT currency, (SELECT count(DISTINCT meeting_id)::int FROM g) AS "meetingCount",
        ${FINANCE_FIGURES.map((f) => `sum(${f.name}) AS "${answerKey(f.name)}"`).join(', ')}
      FROM g WHERE ${g.sql} GROUP BY currency ORDER BY currency`,
      [owner, q.meetingId ?? null, ...g.params],
    );
  }
  const { sql, params } = financeFrom(owner, q);
  // each record's figures are computed once (OFFSET 0: not copied into every FILTER that reads them), and
  // the meetings are counted over the same rows: one statement, one pass
  return db.query(
    `WITH x AS (SELECT COALESCE(r.currency, 'CNY') AS currency, r.meeting_id, ${totalOf} AS total,
        ${revenueSql('r')} AS revenue, ${outstandingSql} AS outstanding, ${awaitingSql} AS awaiting,
        ${refundDueSql} AS refund_due, ${refundedSql} AS refunded, ${atHotelSql} AS at_hotel,
        ${atHotelFeeOf} AS at_hotel_fee
      ${sql} OFFSET 0)
    SELECT currency, (SELECT count(DISTINCT meeting_id)::int FROM x) AS "meetingCount",
      COALESCE(sum(total) FILTER (WHERE revenue), 0) AS "totalRevenue",
      count(*) FILTER (WHERE revenue)::int AS "paidCount",
      COALESCE(sum(total) FILTER (WHERE outstanding), 0) AS "pendingRevenue",
      count(*) FILTER (WHERE outstanding)::int AS "pendingCount",
      count(*) FILTER (WHERE awaiting)::int AS "awaitingReviewCount",
      COALESCE(sum(total) FILTER (WHERE refund_due), 0) AS "refundDueAmount",
      count(*) FILTER (WHERE refund_due)::int AS "refundDueCount",
      COALESCE(sum(total) FILTER (WHERE refunded), 0) AS "refundAmount",
      count(*) FILTER (WHERE refunded)::int AS "refundCount",
      COALESCE(sum(at_hotel_fee) FILTER (WHERE at_hotel), 0) AS "hotelAtHotelAmount",
      count(*) FILTER (WHERE at_hotel)::int AS "hotelAtHotelCount",
      count(*)::int AS "recordCount"
    FROM x GROUP BY 1 ORDER BY 1`,
    params,
  );
}

/**
 * Sums per currency; the top level repeats the asked currency's (default CNY). With a guard (the route's
 * session proof, payments/list.ts Guard), only unfiltered, and null when it found no row.
 */
export async function guardedOverview(db: Db, owner: number | null, q: FinanceQuery, currency = 'CNY', guard?: Guard) {
  if (guard && !unfiltered(q)) return null;
  const rows = await overviewRows(db, owner, q, guard);
  if (guard && !rows.length) return null;
  const byCurrency: Record<string, Figures> = Object.fromEntries(CURRENCIES.map((c) => [c, zero()]));
  for (const r of rows) {
    const f = zero();
    for (const k of Object.keys(f) as (keyof Figures)[]) f[k] = Number(r[k]);
    byCurrency[r.currency] = f;
  }
  // no record: no meeting counted either
  const n = rows.length ? Number(rows[0].meetingCount) : 0;
  return { currency, ...(byCurrency[currency] ?? zero()), meetingCount: Number(n), byCurrency };
}

/** A record (alias r); its FROM joins the nights `fx` after the room type `rt` (nightsJoin: read once for the fee and the total). */
export const RECORD_SELECT = `SELECT r.id AS "id", r.meeting_id AS "meetingId", m.title AS "meetingTitle", p.id AS "participantId",
  COALESCE(NULLIF(p.name, ''), p.username) AS "userName", p.phone AS "userPhone",
  COALESCE(r.ticket_price, 0) AS "registrationFee", ${hotelFeeSql('r', 'rt', 'fx.nights')} AS "hotelFee", ${paidAtHotelSql('r')} AS "hotelPaidAtHotel", ${totalSql('r', 'rt', 'fx.nights')} AS "totalAmount",
  COALESCE(r.currency, 'CNY') AS "currency", r.payment_method AS "paymentMethod", ${paymentStatusSql('r')} AS "paymentStatus",
  r.registration_status AS "registrationStatus", r.registration_time AS "registrationTime", r.review_time AS "reviewTime", r.reviewer AS "reviewer"`;

/** The records of a chosen page (CTE `page`: rid, rtime), joined whole only once chosen. */
const PAGE_ROWS = `FROM page JOIN registrations r ON r.id = page.rid JOIN participants p ON p.id = r.participant_id JOIN meetings m ON m.id = r.meeting_id
  ${roomTypeJoin('r', 'rt')} ${nightsJoin('r', 'rt', 'fx')}`;
const PAGE_ORDER = 'ORDER BY page.rtime DESC NULLS LAST, page.rid DESC';

/**
 * An unfiltered page ($1 owner, $2 meeting, $3 size, $4 offset) without sorting every record of the
 * caller: the meetings with records come from the summaries, each gives its own newest offset + size
 * (the (meeting_id, registration_time, …) index read backwards; records without a time after, by id;
 * a constant reach for the first pages: db/page-bounds.ts reachOf),
 * and only those are merged and sorted. The count is the summaries' (the same records), in the same statement.
 */
const UNFILTERED_PAGE = (guard: string, reach: number | string) => `WITH ms AS (SELECT meeting_id, sum(f_record_count) AS f_record_count FROM (${SUMMARY_GROUPS}) g GROUP BY meeting_id),
  page AS (SELECT x.rid, x.rtime FROM ms CROSS JOIN LATERAL (
      (SELECT r.id AS rid, r.registration_time AS rtime FROM registrations r JOIN participants p ON p.id = r.participant_id
        WHERE r.meeting_id = ms.meeting_id AND ${submittedSql('r')} AND r.registration_time IS NOT NULL
        ORDER BY r.registration_time DESC, r.id DESC LIMIT ${reach})
      UNION ALL
      (SELECT r.id, NULL::timestamptz FROM registrations r JOIN participants p ON p.id = r.participant_id
        WHERE r.meeting_id = ms.meeting_id AND ${submittedSql('r')} AND r.registration_time IS NULL
        ORDER BY r.id DESC LIMIT ${reach})) x
    ORDER BY x.rtime DESC NULLS LAST, x.rid DESC LIMIT $3 OFFSET $4)
  ${RECORD_SELECT}, (SELECT COALESCE(sum(f_record_count), 0)::int FROM ms) AS "totalElements"
  ${PAGE_ROWS} WHERE ${guard} ${PAGE_ORDER}`;

/** Sums per currency; the top level repeats the asked currency's (default CNY). */
export const overview = async (db: Db, owner: number | null, q: FinanceQuery, currency = 'CNY') =>
  (await guardedOverview(db, owner, q, currency))!; // without a guard there is always an answer

/** The page; with a guard (as guardedOverview's), only unfiltered, and null when it found no row. */
export async function guardedRecords(db: Db, owner: number | null, q: FinanceQuery, guard?: Guard) {
  let n: number;
  let rows: Record<string, any>[];
  if (guard && !unfiltered(q)) return null;
  if (unfiltered(q)) {
    const scope = [owner, q.meetingId ?? null];
    const g = guard ? guard(5) : { sql: 'TRUE', params: [] };
    rows = await db.query(UNFILTERED_PAGE(g.sql, reachOf(q, '$3::int + $4::int')), [...scope, q.size, q.page * q.size, ...g.params]);
    if (guard && !rows.length) return null;
    // a page past the end carries no count: asked alone
    n = rows.length ? Number(rows[0].totalElements) : Number((await db.query(`SELECT COALESCE(sum(f_record_count), 0)::int AS n FROM (${SUMMARY_GROUPS}) g`, scope))[0].n);
  } else {
    const { sql, params } = financeFrom(owner, q);
    // as the unfiltered page: the page is chosen on the ids and the sort key, then only its records are
    // joined whole, with the count in the same statement (a page past the end asks for it alone)
    const countSql = `SELECT count(*)::int AS n ${sql}`;
    rows = await db.query(
      `WITH page AS (SELECT r.id AS rid, r.registration_time AS rtime ${sql}
        ORDER BY r.registration_time DESC NULLS LAST, r.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2})
      ${RECORD_SELECT}, (${countSql}) AS "totalElements" ${PAGE_ROWS} ${PAGE_ORDER}`,
      [...params, q.size, q.page * q.size],
    );
    n = rows.length ? Number(rows[0].totalElements) : Number((await db.query(countSql, params))[0].n);
  }
  const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v);
  const content = rows.map(({ totalElements: _n, ...r }) => ({
    ...r, registrationFee: Number(r.registrationFee), hotelFee: Number(r.hotelFee), totalAmount: Number(r.totalAmount),
    registrationTime: iso(r.registrationTime), reviewTime: iso(r.reviewTime),
  }));
  const totalElements = n;
  return { content, totalElements, totalPages: Math.ceil(totalElements / q.size), page: q.page, size: q.size };
}

export const records = async (db: Db, owner: number | null, q: FinanceQuery) => (await guardedRecords(db, owner, q))!; // always an answer without a guard
