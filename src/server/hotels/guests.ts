// A meeting's hotel guests: every active registration (one holding its places, src/shared/lifecycle.ts)
// that chose a hotel — a cancelled or expired booking released its room, so its holder is no guest —
// with the participant, hotel and room type joined in one query. Shared by the paged list and the
// export, so both answer the same rows for the same filters.
import type { Ctx } from '../http/context';
import type { Row } from '../db/repo';
import { activeSql } from '../../shared/lifecycle';
import { likeEscape } from './store';
import { paidAtHotelSql } from '../registrations/fees-sql';

export interface GuestFilters {
  keyword?: string;
  hotelId?: number;
  roomTypeId?: number;
  checkinDate?: string;
  paymentStatus?: string;
}

// ids in hotelSelection are JSON values (number or text): only digits are joined, anything else is no hotel
const idOf = (field: string) => `CASE WHEN (lr.hotel_selection->>'${field}') ~ '^[0-9]{1,9}$' THEN (lr.hotel_selection->>'${field}')::int END`;

function fromWhere(f: GuestFilters): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const add = (v: unknown) => `$${params.push(v) + 1}`; // $1 is the meeting
  const where = ['lr.meeting_id = $1', activeSql('lr'), `${idOf('hotelId')} IS NOT NULL`];
  if (f.keyword?.trim()) {
    const k = add(`%${likeEscape(f.keyword.trim())}%`);
    where.push(`(p.name ILIKE ${k} ESCAPE '\\' OR p.username ILIKE ${k} ESCAPE '\\' OR p.phone ILIKE ${k} ESCAPE '\\')`);
  }
  if (f.hotelId) where.push(`${idOf('hotelId')} = ${add(f.hotelId)}`);
  if (f.roomTypeId) where.push(`${idOf('roomTypeId')} = ${add(f.roomTypeId)}`);
  if (f.checkinDate) where.push(`left(lr.hotel_selection->>'checkinDate', 10) = ${add(f.checkinDate)}`);
  if (f.paymentStatus) where.push(`lr.payment_status = ${add(f.paymentStatus)}`);
  const sql = `FROM registrations lr
    JOIN participants p ON p.id = lr.participant_id
    LEFT JOIN hotels h ON h.id = ${idOf('hotelId')} AND h.meeting_id = $1
    LEFT JOIN room_types rt ON rt.id = ${idOf('roomTypeId')} AND rt.hotel_id = h.id
    WHERE ${where.join(' AND ')}`;
  return { sql, params };
}

// nights as chosen, else from the dates (spec 2 §9: the day difference, at least 1), else 1
const DAY = (f: string) => `(CASE WHEN (lr.hotel_selection->>'${f}') ~ '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])' THEN left(lr.hotel_selection->>'${f}', 10)::date END)`;
const NIGHTS = `(CASE WHEN (lr.hotel_selection->>'nights') ~ '^[0-9]{1,4}$' THEN (lr.hotel_selection->>'nights')::int
  ELSE greatest(1, coalesce(${DAY('checkoutDate')} - ${DAY('checkinDate')}, 1)) END)`;
// the participant whole (row_to_json), so its guest columns (participant x-guest) come without a list here
const COLUMNS = `lr.id AS registration_id, lr.participant_id, row_to_json(p) AS participant,
  coalesce(nullif(p.name, ''), p.username) AS name, p.email, coalesce(nullif(p.company, ''), p.workplace) AS company,
  h.id AS hotel_id, h.name AS hotel_name, rt.id AS room_type_id, rt.name AS room_type_name, rt.price AS room_price,
  left(lr.hotel_selection->>'checkinDate', 10) AS checkin_date, left(lr.hotel_selection->>'checkoutDate', 10) AS checkout_date,
  ${NIGHTS} AS nights, lr.hotel_selection->>'specialRequests' AS special_requests,
  lr.hotel_fee, ${paidAtHotelSql('lr')} AS paid_at_hotel, lr.payment_status, lr.registration_status, lr.registration_time`;
const ORDER = 'ORDER BY lr.registration_time DESC NULLS LAST, lr.id DESC';

/** The participant's columns of a guest (participant.json `x-guest`), in order. */
export const guestColumns = (ctx: Ctx): string[] => ctx.schemas.entities.participant['x-guest'].columns;

export function guestOf(ctx: Ctx, r: Row): Row {
  const num = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));
  const p = ctx.repo('participant').fromRow(typeof r.participant === 'string' ? JSON.parse(r.participant) : r.participant) ?? {};
  const own = Object.fromEntries(guestColumns(ctx).map((c) => [c, p[c] ?? null]));
  return {
    registrationId: r.registration_id, participantId: r.participant_id, ...own, name: r.name, email: r.email, company: r.company,
    hotelId: r.hotel_id, hotelName: r.hotel_name, roomTypeId: r.room_type_id, roomTypeName: r.room_type_name, roomPrice: num(r.room_price),
    checkinDate: r.checkin_date, checkoutDate: r.checkout_date, nights: num(r.nights), specialRequests: r.special_requests,
    // who takes the hotel fee: the organizer with the registration, or the hotel itself (its payment methods when booked)
    hotelFee: num(r.hotel_fee), hotelPayee: r.paid_at_hotel === true || r.paid_at_hotel === 't' ? 'hotel' : 'organizer', paymentStatus: r.payment_status, registrationStatus: r.registration_status,
    registrationTime: r.registration_time instanceof Date ? r.registration_time.toISOString() : r.registration_time,
  };
}

/** How many guests the meeting has (the hotel figures' guestCount: the list's total without filters). */
export async function guestCount(ctx: Ctx, meetingId: number): Promise<number> {
  const { sql, params } = fromWhere({});
  const [{ n }] = await ctx.db.query(`SELECT count(*)::int AS n ${sql}`, [meetingId, ...params]);
  return Number(n);
}

export async function guestPage(ctx: Ctx, meetingId: number, f: GuestFilters, page: number, size: number) {
  const { sql, params } = fromWhere(f);
  const [{ n }] = await ctx.db.query(`SELECT count(*)::int AS n ${sql}`, [meetingId, ...params]);
  const rows = await ctx.db.query(`SELECT ${COLUMNS} ${sql} ${ORDER} LIMIT ${size} OFFSET ${page * size}`, [meetingId, ...params]);
  return { content: rows.map((r) => guestOf(ctx, r)), totalElements: n, totalPages: Math.ceil(n / size), currentPage: page, size };
}

/** Every matching guest, fetched in pages of `batch` so a large meeting never sits whole in memory. */
export async function* allGuests(ctx: Ctx, meetingId: number, f: GuestFilters, batch = 500): AsyncGenerator<Row> {
  const { sql, params } = fromWhere(f);
  for (let offset = 0; ; offset += batch) {
    const rows = await ctx.db.query(`SELECT ${COLUMNS} ${sql} ${ORDER} LIMIT ${batch} OFFSET ${offset}`, [meetingId, ...params]);
    for (const r of rows) yield guestOf(ctx, r);
    if (rows.length < batch) return;
  }
}
