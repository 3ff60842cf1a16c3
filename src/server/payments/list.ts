// The payment list of one meeting (spec 2 §2.8): one row per participant, built from that
// participant's newest non-draft registration (latest.ts), filtered and paged in the database.
import type { Db } from '../db/driver';
import { latestRegistrationOf, latestRegistrations, newerSql } from '../registrations/latest';
import { submittedSql } from '../registrations/people-sql';
import { hotelFeeSql, nightsJoin, paidAtHotelSql, roomTypeJoin, totalSql } from '../registrations/fees-sql';
import { paymentStatusSql } from './status-sql';
import { FIGURES, answerKey } from './figures-sql';
import { COUNT_TABLE, SUMMARY_TABLE } from './summary';
import { reachOf } from '../db/page-bounds';

export interface PaymentQuery {
  page: number;
  size: number;
  search?: string;
  paymentStatus?: string;
  paymentMethod?: string;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/** The columns of the newest registration the filters (paymentStatusSql, payment method) and the page order read. */
const RANKED = 'r.id, r.participant_id, r.registration_time, r.payment_status, r.bank_transfer_proof, r.payment_method';

/** FROM … WHERE … for meeting $1 and the filters; params continue from $2. */
function fromWhere(q: Omit<PaymentQuery, 'page' | 'size'>) {
  const params: unknown[] = [];
  const where = ['p.meeting_id = $1'];
  const add = (sql: string, v: unknown) => {
    params.push(v);
    where.push(sql.replaceAll('?', `$${params.length + 1}`));
  };
  if (q.paymentStatus) add(`${paymentStatusSql('r')} = ?`, q.paymentStatus);
  if (q.paymentMethod) add('r.payment_method = ?', q.paymentMethod);
  const s = q.search?.trim();
  if (s) add(`(p.name ILIKE ? OR p.username ILIKE ? OR p.phone ILIKE ?)`, `%${escapeLike(s)}%`);
  // the page's rows are chosen on the columns the filters and the order read; only the chosen rows are
  // joined whole (paymentPage)
  const from = `FROM participants p LEFT JOIN ${latestRegistrations(1, RANKED)} r ON r.participant_id = p.id`;
  // each participant joins at most one registration and one room type, so without a filter on the
  // registration the count needs the participants alone (not the meeting's newest registrations ranked)
  const countFrom = q.paymentStatus || q.paymentMethod ? from : 'FROM participants p';
  return { sql: `${from} WHERE ${where.join(' AND ')}`, countSql: `${countFrom} WHERE ${where.join(' AND ')}`, params };
}

/** A page's row; its FROM joins the room type `rt` and the nights `fx` (ROW_JOINS). */
export const ROW_SELECT = `SELECT p.id AS "participantId", r.id AS "registrationId",
  COALESCE(NULLIF(p.name, ''), p.username) AS "userName", p.username AS "username", p.phone AS "userPhone", p.email AS "userEmail",
  COALESCE(r.ticket_price, 0) AS "registrationFee", ${hotelFeeSql('r', 'rt', 'fx.nights')} AS "hotelFee", ${paidAtHotelSql('r')} AS "hotelPaidAtHotel", COALESCE(${totalSql('r', 'rt', 'fx.nights')}, 0) AS "totalAmount",
  r.currency AS "currency", r.payment_method AS "paymentMethod", ${paymentStatusSql('r')} AS "paymentStatus",
  r.bank_transfer_proof AS "bankTransferProof", r.registration_time AS "registrationTime",
  COALESCE(r.registration_status, 'no_registration') AS "registrationStatus", (r.id IS NOT NULL) AS "hasRegistration",
  r.selected_ticket_name AS "selectedTicketName", rt.name AS "roomTypeName", rt.price AS "roomPrice",
  fx.nights AS "nights",
  r.review_time AS "reviewTime", r.reviewer AS "reviewer", r.reject_reason AS "rejectReason", r.reject_details AS "rejectDetails",
  r.transfer_reference AS "transferReference", r.payment_deadline AS "paymentDeadline", r.cancel_reason AS "cancelReason", r.cancelled_by AS "cancelledBy"`;

/** The room type and the nights (read once for the fee, the total and the nights shown) of ROW_SELECT. */
const ROW_JOINS = `${roomTypeJoin('r', 'rt')} ${nightsJoin('r', 'rt', 'fx')}`;

const num = (v: unknown) => (v === null || v === undefined ? v : Number(v));

/** A row as answered: money as numbers, times as ISO text. */
export function presentRow(r: Record<string, any>) {
  const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v);
  return {
    ...r,
    registrationFee: num(r.registrationFee),
    hotelFee: num(r.hotelFee),
    totalAmount: num(r.totalAmount),
    total: num(r.totalAmount),
    roomPrice: num(r.roomPrice),
    nights: num(r.nights),
    registrationTime: iso(r.registrationTime),
    reviewTime: iso(r.reviewTime),
    paymentDeadline: iso(r.paymentDeadline),
  };
}

/** The newest registration's id of participant `p` (NULL: none). */
const latestIdOf = (p: string) => `(SELECT l.id FROM ${latestRegistrationOf(1, p)} l)`;

/**
 * The ids of an unfiltered page, without ranking the whole meeting: the order (newest registration time
 * first, none last, then participant id) splits into participants whose newest registration has a time,
 * walked newest first on the (meeting_id, registration_time, participant_id) index and kept when no newer
 * registration of theirs exists, and then everyone else by id. Each part stops after `reach` rows
 * (≥ offset + size: db/page-bounds.ts reachOf), so page 0 reads about 20 index entries instead of sorting 10,000 participants.
 * The newest (untimed) registration of a participant of the second part is looked up for the page's rows
 * alone, after the cut: looked up for every row read, a deep page (offset 8,000) spent 50 ms on it.
 */
const unfilteredPageSql = (reach: number | string) => `SELECT pid, COALESCE(rid, ${latestIdOf('pid')}) AS rid, rtime FROM (SELECT pid, rid, rtime FROM (
    (SELECT p.id AS pid, r.id AS rid, r.registration_time AS rtime
      FROM registrations r JOIN participants p ON p.id = r.participant_id AND p.meeting_id = $1
      WHERE r.meeting_id = $1 AND ${submittedSql('r')} AND r.registration_time IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM registrations r2 WHERE r2.meeting_id = $1 AND r2.participant_id = r.participant_id AND ${submittedSql('r2')} AND ${newerSql('r2', 'r')})
      ORDER BY r.registration_time DESC, r.participant_id DESC LIMIT ${reach})
    UNION ALL
    (SELECT p.id, NULL::int, NULL::timestamptz FROM participants p
      WHERE p.meeting_id = $1
        AND NOT EXISTS (SELECT 1 FROM registrations r WHERE r.meeting_id = $1 AND r.participant_id = p.id AND ${submittedSql('r')} AND r.registration_time IS NOT NULL)
      ORDER BY p.id DESC LIMIT ${reach})
  ) u ORDER BY rtime DESC NULLS LAST, pid DESC LIMIT $2 OFFSET $3) kept`;

const unfiltered = (q: PaymentQuery) => !q.paymentStatus && !q.paymentMethod && !q.search?.trim();

/**
 * An extra condition on the statement (numbered from `first`, after the statement's own parameters): the
 * route's proof of the caller's session and meeting (routes.ts), so one round trip answers the call.
 */
export type Guard = (first: number) => { sql: string; params: unknown[] };

/** The page; with a guard, null when the statement found no row (the route then checks the slow way). */
export async function paymentPage(db: Db, meetingId: number, q: PaymentQuery, guard?: Guard) {
  const { sql, countSql, params } = fromWhere(q);
  // the page is chosen on narrow rows (ids and the sort key), then only its rows are joined and
  // computed: sorting 10,000 full rows to keep 20 is what made the first version slow; ordering by
  // the key itself (no row_number() window) lets PostgreSQL keep only the top rows while sorting
  const pageSql = unfiltered(q)
    ? unfilteredPageSql(reachOf(q, '$2::int + $3::int'))
    : `SELECT p.id AS pid, r.id AS rid, r.registration_time AS rtime
        ${sql} ORDER BY r.registration_time DESC NULLS LAST, p.id DESC LIMIT $${params.length + 2} OFFSET $${params.length + 3}`;
  // without a filter the count is the meeting's participants, counted as they come and go (summary.ts)
  const countOf = unfiltered(q)
    ? `SELECT COALESCE(sum(n), 0)::int AS n FROM ${COUNT_TABLE} WHERE meeting_id = $1`
    : `SELECT count(*)::int AS n ${countSql}`;
  // the count rides along with the page's rows (one round trip); a page past the end asks for it alone
  const g = guard ? guard(params.length + 4) : { sql: 'TRUE', params: [] };
  const rows = await db.query(
    `WITH page AS (${pageSql})
     ${ROW_SELECT}, (${countOf}) AS "totalElements" FROM page JOIN participants p ON p.id = page.pid LEFT JOIN registrations r ON r.id = page.rid ${ROW_JOINS}
     WHERE ${g.sql} ORDER BY page.rtime DESC NULLS LAST, page.pid DESC`,
    [meetingId, ...params, q.size, q.page * q.size, ...g.params],
  );
  if (guard && !rows.length) return null;
  const totalElements = rows.length ? Number(rows[0].totalElements) : Number((await db.query(countOf, [meetingId, ...params]))[0].n);
  const content = rows.map(({ totalElements: _n, ...r }) => presentRow(r));
  return { content, totalElements, totalPages: Math.ceil(totalElements / q.size), page: q.page, size: q.size };
}

/**
 * The payment screen's cards: the meeting's active registrations (holding places; an account that never
 * registered is no payment, and an ended registration expects none) by shown payment status, with sums in
 * all and per currency (`paidByCurrency`, `pendingByCurrency`: only currencies with money in them), so a
 * card never shows a sum without its currency. Read from the meeting's summary rows (summary.ts: the
 * figures of figures-sql.ts, kept by triggers), grouped by currency and added up here.
 */
export async function paymentStats(db: Db, meetingId: number, guard?: Guard) {
  const stats = FIGURES.filter((f) => f.name.startsWith('s_'));
  const g = guard ? guard(2) : { sql: 'TRUE', params: [] };
  const groups = await db.query(
    `SELECT currency AS cur, ${stats.map((f) => `sum(${f.name}) AS "${answerKey(f.name)}"`).join(', ')}
    FROM ${SUMMARY_TABLE} WHERE meeting_id = $1 AND ${g.sql} GROUP BY currency HAVING sum(s_total) > 0 ORDER BY currency`,
    [meetingId, ...g.params],
  );
  // with a guard no row is no proof (the route checks the slow way): a meeting without registrations comes here too
  if (guard && !groups.length) return null;
  const out = { total: 0, pendingCount: 0, paidCount: 0, rejectedCount: 0, unpaidCount: 0, paidAmount: 0, pendingAmount: 0 };
  const paidByCurrency: Record<string, number> = {};
  const pendingByCurrency: Record<string, number> = {};
  for (const g of groups) {
    for (const k of Object.keys(out) as Array<keyof typeof out>) out[k] += Number(g[k]);
    if (Number(g.paidAmount)) paidByCurrency[g.cur] = Number(g.paidAmount);
    if (Number(g.pendingAmount)) pendingByCurrency[g.cur] = Number(g.pendingAmount);
  }
  return { ...out, paidByCurrency, pendingByCurrency };
}
