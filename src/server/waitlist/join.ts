// Joining and leaving a waiting list (issue 20): a sold-out ticket's, or a sold-out room type's. Joining
// with a submission (the registration form) is allowed only while what it chose is sold out: the
// submission is checked like a registration (answers against the design, choices, agreement) and kept, so
// a claim later makes the registration from it; a sold-out ticket and room both sold out put the
// participant in both lines. A registered participant without a room joins a room type's line with their
// hotel choice alone (joinRoom), the claim attaching the room to their registration. The counter row is
// locked while the entry is written, so "sold out" and the place in line are decided against the same
// count the submissions change; one entry in line per participant and line is a unique index's rule.
import type { Ctx } from '../http/context';
import type { Db } from '../db/driver';
import type { Row } from '../db/repo';
import { AppError, fieldError } from '../http/errors';
import { hotelChoice, type HotelChoice, type SubmitBody } from '../registration/choices';
import { checkSubmission } from '../registration/submit';
import { counter, type Want } from '../registration/quotas';
import { activeSql } from '../../shared/lifecycle';
import { uniqueViolationOn } from '../db/unique';
import { endOffer } from './offers';
import { sameLine } from './kinds';

/** The submission as sent (checked now, checked again at the claim against the same design version), without
 *  the total seen then (priced again at the claim) and the retry key. */
const kept = (b: SubmitBody): Row => {
  const { total: _t, idempotencyKey: _k, ...rest } = b;
  return rest;
};

/** The refusals of each kind of line: still places, in line already. */
const REFUSE = {
  ticket: { path: '/ticketType', notSoldOut: 'waitlist.notSoldOut', already: 'waitlist.alreadyWaiting' },
  room: { path: '/hotel/roomTypeId', notSoldOut: 'waitlist.room.notSoldOut', already: 'waitlist.room.alreadyWaiting' },
} as const;

/** Whether the counter of `w` has no place left (its row locked for the rest of the transaction). */
async function soldOut(db: Db, w: Want): Promise<boolean> {
  const q = await counter(db, w);
  const [c] = await db.query('SELECT used, capacity FROM registration_quotas WHERE id = $1 FOR UPDATE', [q]);
  return c.capacity !== null && Number(c.used) >= Number(c.capacity);
}

/** Writes an entry at the end of its line (`entry`: its waitlistEntry properties but the position). */
async function enter(ctx: Ctx, db: Db, entry: Row): Promise<Row> {
  try {
    // the line's end, over the line's own rows (kinds.ts)
    const [last] = await db.query(
      `SELECT coalesce(max(x.position), 0) + 1 AS next FROM waitlist_entries x,
         (SELECT $1::text AS kind, $2::int AS flow_id, $3::text AS ticket_type, $4::int AS meeting_id, $5::int AS room_type_id) w WHERE ${sameLine('x', 'w')}`,
      [entry.kind, entry.flowId, entry.ticketType ?? null, entry.meetingId, entry.roomTypeId ?? null],
    );
    return await ctx.repo('waitlistEntry').insert(db, { ...entry, position: Number(last.next) });
  } catch (e) {
    const r = REFUSE[entry.kind as 'ticket' | 'room'];
    if (uniqueViolationOn(e, 'in_line')) throw new AppError(409, r.already, {}, [{ path: r.path, key: r.already }]);
    throw e;
  }
}

const who = (participant: Row, lang: 'zh' | 'en') => ({
  participantId: participant.id, participantName: String(participant.name || participant.username || '').slice(0, 100), status: 'waiting', language: lang,
});
const roomName = (selection: Row) => `${selection.hotelName} · ${selection.roomTypeName}`.slice(0, 200);

/** Joins with a submission: the line of each sold-out choice (the ticket's, the room type's); answers the first entry. */
export async function join(ctx: Ctx, participant: Row, b: SubmitBody, lang: 'zh' | 'en'): Promise<Row> {
  if (!b.ticketType && !b.hotel?.needHotel) throw fieldError('/ticketType', 'waitlist.noTicket');
  const { flow, d } = await checkSubmission(ctx, participant, b);
  const lines = d.wants.filter((w) => w.kind === 'ticket' || w.kind === 'room');
  if (!lines.length) throw fieldError('/ticketType', 'waitlist.noTicket');
  const stay = d.columns.hotelSelection as Row;
  return ctx.db.tx(async (db) => {
    const out: Row[] = [];
    for (const w of lines) {
      if (!(await soldOut(db, w))) continue;
      if (!out.length) {
        const [active] = await db.query(`SELECT 1 FROM registrations r WHERE r.participant_id = $1 AND r.flow_id = $2 AND ${activeSql('r')}`, [participant.id, flow.id]);
        if (active) throw new AppError(409, 'registration.alreadyRegistered');
      }
      const line = w.kind === 'ticket' ? { kind: 'ticket', ticketType: w.key } : { kind: 'room', roomTypeId: Number(w.key), roomTypeName: roomName(stay) };
      out.push(await enter(ctx, db, { meetingId: flow.meeting_id, flowId: flow.id, ...who(participant, lang), ...line, answers: kept(b) }));
    }
    if (!out.length) {
      const r = REFUSE[lines[0].kind as 'ticket' | 'room'];
      throw new AppError(409, r.notSoldOut, {}, [{ path: r.path, key: r.notSoldOut }]);
    }
    return out[0];
  });
}

/** A registered participant (registration `registrationId`, theirs, active, without a room) joins a sold-out room type's line. */
export async function joinRoom(ctx: Ctx, participant: Row, b: { registrationId: number; hotel: HotelChoice }, lang: 'zh' | 'en'): Promise<Row> {
  const [reg] = await ctx.db.query(
    `SELECT r.id, r.flow_id, r.meeting_id, coalesce(r.hotel_selection->>'needHotel', 'false') = 'true' AS has_room FROM registrations r
      WHERE r.id = $1 AND r.participant_id = $2 AND ${activeSql('r')}`, [b.registrationId, participant.id]);
  if (!reg) throw new AppError(404, 'waitlist.room.noRegistration');
  if (reg.has_room) throw new AppError(409, 'waitlist.room.hasRoom');
  const stay = await hotelChoice(ctx.db, Number(reg.meeting_id), { ...b.hotel, needHotel: true }, Date.now());
  if (!stay) throw fieldError('/hotel/roomTypeId', 'waitlist.room.noHotel');
  return ctx.db.tx(async (db) => {
    if (!(await soldOut(db, stay.want))) throw new AppError(409, REFUSE.room.notSoldOut, {}, [{ path: REFUSE.room.path, key: REFUSE.room.notSoldOut }]);
    return enter(ctx, db, {
      meetingId: reg.meeting_id, flowId: reg.flow_id, ...who(participant, lang), kind: 'room', roomTypeId: Number(stay.want.key), roomTypeName: roomName(stay.selection),
      registrationId: reg.id, answers: { hotel: { ...b.hotel, needHotel: true } },
    });
  });
}

/** The participant leaves the line (an offer they hold passes to the next in line at once). */
export async function leave(ctx: Ctx, entry: Row): Promise<void> {
  await ctx.db.tx(async (db) => {
    if (entry.status === 'offered' && (await endOffer(ctx, db, Number(entry.id), 'left'))) return;
    const [e] = await db.query(`UPDATE waitlist_entries SET status = 'left', updated_at = now() WHERE id = $1 AND status = 'waiting' RETURNING id`, [entry.id]);
    if (!e) throw new AppError(409, 'waitlist.notWaiting');
  });
}
