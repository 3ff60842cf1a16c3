// Finance over the caller's meetings (organizer: its own; super admin: all), from the same newest
// non-draft registration per participant as the payment list, so both screens add up alike.
import type { Db } from '../db/driver';
import { AppError, fieldError } from '../http/errors';
import { latestRegistrationsWhere } from '../registrations/latest';
import { hotelFeeSql, roomTypeJoin, totalSql } from '../registrations/fees-sql';
import { paymentStatusSql } from '../payments/status-sql';
import { dayRange } from '../meetings/times';

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
const REFUNDED = `('refunded', '已退款')`;
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
  if (q.startDate) add('r.registration_time >= ?', day(q.startDate, '/startDate')[0]);
  if (q.endDate) add('r.registration_time < ?', day(q.endDate, '/endDate')[1]);
  if (q.startDate && q.endDate && q.startDate > q.endDate) throw new AppError(400, 'finance.badRange');
  const s = q.search?.trim();
  if (s) add('(p.name ILIKE ? OR p.username ILIKE ? OR p.phone ILIKE ?)', `%${escapeLike(s)}%`);
  const latest = latestRegistrationsWhere('r.meeting_id IN (SELECT id FROM meetings WHERE $1::int IS NULL OR organizer_id = $1) AND ($2::int IS NULL OR r.meeting_id = $2)');
  const sql = `FROM ${latest} r JOIN participants p ON p.id = r.participant_id JOIN meetings m ON m.id = r.meeting_id ${roomTypeJoin('r', 'rt')}
    WHERE ${where.join(' AND ')}`;
  return { sql, params };
}

type Figures = Record<'totalRevenue' | 'pendingRevenue' | 'refundAmount', number> & Record<'paidCount' | 'pendingCount' | 'awaitingReviewCount' | 'refundCount' | 'recordCount', number>;

const zero = (): Figures => ({ totalRevenue: 0, pendingRevenue: 0, refundAmount: 0, paidCount: 0, pendingCount: 0, awaitingReviewCount: 0, refundCount: 0, recordCount: 0 });

/** Sums per currency; the top level repeats the asked currency's (default CNY). */
export async function overview(db: Db, owner: number | null, q: FinanceQuery, currency = 'CNY') {
  const { sql, params } = financeFrom(owner, q);
  const st = paymentStatusSql('r');
  const total = totalSql('r', 'rt');
  const rows = await db.query(
    `SELECT COALESCE(r.currency, 'CNY') AS currency,
      COALESCE(sum(${total}) FILTER (WHERE ${st} IN ('approved', 'paid')), 0) AS "totalRevenue",
      count(*) FILTER (WHERE ${st} IN ('approved', 'paid'))::int AS "paidCount",
      COALESCE(sum(${total}) FILTER (WHERE ${st} IN ('pending', 'unpaid')), 0) AS "pendingRevenue",
      count(*) FILTER (WHERE ${st} IN ('pending', 'unpaid'))::int AS "pendingCount",
      count(*) FILTER (WHERE ${st} = 'pending')::int AS "awaitingReviewCount",
      COALESCE(sum(${total}) FILTER (WHERE r.payment_status IN ${REFUNDED}), 0) AS "refundAmount",
      count(*) FILTER (WHERE r.payment_status IN ${REFUNDED})::int AS "refundCount",
      count(*)::int AS "recordCount"
    ${sql} GROUP BY 1`,
    params,
  );
  const byCurrency: Record<string, Figures> = Object.fromEntries(CURRENCIES.map((c) => [c, zero()]));
  for (const r of rows) {
    const f = zero();
    for (const k of Object.keys(f) as (keyof Figures)[]) f[k] = Number(r[k]);
    byCurrency[r.currency] = f;
  }
  const [{ n }] = await db.query(
    `SELECT count(DISTINCT r.meeting_id)::int AS n ${sql}`,
    params,
  );
  return { currency, ...(byCurrency[currency] ?? zero()), meetingCount: Number(n), byCurrency };
}

export const RECORD_SELECT = `SELECT r.id AS "id", r.meeting_id AS "meetingId", m.title AS "meetingTitle", p.id AS "participantId",
  COALESCE(NULLIF(p.name, ''), p.username) AS "userName", p.phone AS "userPhone",
  COALESCE(r.ticket_price, 0) AS "registrationFee", ${hotelFeeSql('r', 'rt')} AS "hotelFee", ${totalSql('r', 'rt')} AS "totalAmount",
  COALESCE(r.currency, 'CNY') AS "currency", r.payment_method AS "paymentMethod", ${paymentStatusSql('r')} AS "paymentStatus",
  r.registration_status AS "registrationStatus", r.registration_time AS "registrationTime", r.review_time AS "reviewTime", r.reviewer AS "reviewer"`;

export async function records(db: Db, owner: number | null, q: FinanceQuery) {
  const { sql, params } = financeFrom(owner, q);
  const [{ n }] = await db.query(`SELECT count(*)::int AS n ${sql}`, params);
  const rows = await db.query(
    `${RECORD_SELECT} ${sql} ORDER BY r.registration_time DESC NULLS LAST, r.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, q.size, q.page * q.size],
  );
  const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v);
  const content = rows.map((r) => ({
    ...r, registrationFee: Number(r.registrationFee), hotelFee: Number(r.hotelFee), totalAmount: Number(r.totalAmount),
    registrationTime: iso(r.registrationTime), reviewTime: iso(r.reviewTime),
  }));
  const totalElements = Number(n);
  return { content, totalElements, totalPages: Math.ceil(totalElements / q.size), page: q.page, size: q.size };
}
