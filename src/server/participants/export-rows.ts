// The records of the participant and registration exports, read a chunk at a time: first the ordered
// ids of everything the filters match (two integers a row, however large the meeting), then per chunk
// of 500 the participants, their registrations with what the columns need joined (flow, hotel, room
// type, nights; fees as finance computes them; the shown payment status) and the form answers.
import type { Ctx } from '../http/context';
import type { Row } from '../db/repo';
import { rowFilters, type RowFilters } from './filters';
import { rowSpec, rowsSql } from './row';
import type { ExportRow } from './export-columns';
import { NEWEST } from '../registrations/latest';
import { submittedSql } from '../registrations/people-sql';
import { hotelFeeSql, nightsSql, roomTypeJoin, selectionIdSql, totalSql } from '../registrations/fees-sql';
import { paymentStatusSql } from '../payments/status-sql';
import { answersOf, answerValues } from '../exports/form-answers';
import { isActive } from '../../shared/lifecycle';

const CHUNK = 500;

const DETAILS = `SELECT r.*, ${paymentStatusSql('r')} AS shown_payment_status, ${hotelFeeSql('r', 'rt')} AS hotel_fee_now, ${totalSql('r', 'rt')} AS total_now,
    f.name AS flow_name, h.name AS hotel_name, rt.name AS room_type_name,
    CASE WHEN h.id IS NOT NULL THEN left(r.hotel_selection->>'checkinDate', 10) END AS checkin_date,
    CASE WHEN h.id IS NOT NULL THEN left(r.hotel_selection->>'checkoutDate', 10) END AS checkout_date,
    CASE WHEN h.id IS NOT NULL THEN ${nightsSql('r.hotel_selection')} END AS nights
  FROM registrations r LEFT JOIN registration_flows f ON f.id = r.flow_id
  LEFT JOIN hotels h ON h.id = ${selectionIdSql('r.hotel_selection', 'hotelId')} AND h.meeting_id = r.meeting_id
  ${roomTypeJoin('r', 'rt')}
  WHERE r.meeting_id = $1 AND r.id = ANY($2::int[])`;

/** Registrations by id, as the columns read them. */
async function registrationsById(ctx: Ctx, meetingId: number, ids: number[]): Promise<Map<number, Row>> {
  const rows = ids.length ? await ctx.db.query(DETAILS, [meetingId, ids]) : [];
  const repo = ctx.repo('registration');
  return new Map(rows.map((row) => {
    const r = repo.fromRow(row)!;
    r.paymentStatus = r.shownPaymentStatus;
    r.hotelFee = Number(r.hotelFeeNow);
    r.totalAmount = Number(r.totalNow);
    return [Number(r.id), r];
  }));
}

async function participantsById(ctx: Ctx, meetingId: number, ids: number[]): Promise<Map<number, Row>> {
  const rows = ids.length ? await ctx.db.query('SELECT * FROM participants WHERE meeting_id = $1 AND id = ANY($2::int[])', [meetingId, ids]) : [];
  const repo = ctx.repo('participant');
  return new Map(rows.map((row) => [Number(row.id), repo.fromRow(row)!]));
}

const defined = (xs: Array<number | null>) => xs.filter((x): x is number => x !== null);

/** Every participant the list's filters match, in the list's order, with the registration the list shows. */
export async function* participantRows(ctx: Ctx, meetingId: number, q: RowFilters, yesNo: [string, string]): AsyncGenerator<ExportRow> {
  const params: unknown[] = [meetingId];
  const where = rowFilters(q, params);
  const order = await ctx.db.query(
    `SELECT x.id, x.r_id FROM (${rowsSql(rowSpec(ctx))}) x ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY x.register_time DESC, x.id DESC`, params);
  for (let i = 0; i < order.length; i += CHUNK) {
    const chunk = order.slice(i, i + CHUNK).map((o) => ({ pid: Number(o.id), rid: o.r_id === null ? null : Number(o.r_id) }));
    const pids = chunk.map((c) => c.pid);
    const [people, regs] = await Promise.all([participantsById(ctx, meetingId, pids), registrationsById(ctx, meetingId, defined(chunk.map((c) => c.rid)))]);
    // the answers are those of the newest active registration: the row's own when it is active (being the
    // newest submitted one); only the others are looked up
    const shown = (c: (typeof chunk)[number]) => (c.rid === null ? undefined : regs.get(c.rid));
    const others = chunk.filter((c) => !isActive(shown(c)?.registrationStatus)).map((c) => c.pid);
    const answers = await answerValues(ctx.db, meetingId, others, yesNo);
    for (const c of chunk) {
      const participant = people.get(c.pid);
      const registration = shown(c) ?? null;
      if (participant) yield { participant, registration, answers: (isActive(registration?.registrationStatus) ? answersOf(registration!.formData, yesNo) : answers.get(c.pid)) ?? {} };
    }
  }
}

/** Every submitted registration (cancelled and expired ones too) the filters match, newest first, with its own answers. */
export async function* registrationRows(ctx: Ctx, meetingId: number, q: RowFilters, yesNo: [string, string]): AsyncGenerator<ExportRow> {
  const params: unknown[] = [meetingId];
  // search and check-in status are the participant's (alias x); the states are each registration's own
  const where = rowFilters({ search: q.search, checkinStatus: q.checkinStatus }, params);
  const add = (sql: string, v: unknown) => where.push(sql.replace('?', `$${params.push(v)}`));
  if (q.registrationStatus) add('r.registration_status = ?', q.registrationStatus);
  if (q.paymentStatus) add(`${paymentStatusSql('r')} = ?`, q.paymentStatus);
  const order = await ctx.db.query(
    `SELECT r.id, r.participant_id FROM registrations r JOIN participants x ON x.id = r.participant_id AND x.meeting_id = $1
     WHERE r.meeting_id = $1 AND ${submittedSql('r')} ${where.map((w) => `AND ${w}`).join(' ')}
     ORDER BY ${NEWEST}`, params);
  for (let i = 0; i < order.length; i += CHUNK) {
    const chunk = order.slice(i, i + CHUNK).map((o) => ({ rid: Number(o.id), pid: Number(o.participant_id) }));
    const [people, regs] = await Promise.all([
      participantsById(ctx, meetingId, [...new Set(chunk.map((c) => c.pid))]), registrationsById(ctx, meetingId, chunk.map((c) => c.rid)),
    ]);
    for (const c of chunk) {
      const participant = people.get(c.pid);
      const registration = regs.get(c.rid);
      if (participant && registration) yield { participant, registration, answers: answersOf(registration.formData, yesNo) };
    }
  }
}
