// Reading and writing meetings within the caller's scope: another organizer's meeting is simply not
// found (404), so its existence is not revealed.
import type { Ctx } from '../http/context';
import type { Row } from '../db/repo';
import { notFound } from '../http/errors';
import { ownerScope } from './owner';
import { assertStaffMeeting } from '../auth/staff';
import { attendeeCountSql } from '../registrations/people-sql';

/** Rows with the owner's username, for the view link. */
export const SELECT = 'SELECT m.*, u.username AS organizer_username FROM meetings m LEFT JOIN users u ON u.id = m.organizer_id';

/**
 * The meeting's attendee count as present() answers it: people with an active registration, counted
 * when read (the stored attendee_count column is never written; a count kept beside every transition
 * would be one more thing to keep right), for the rows of alias `m` only.
 */
export const ATTENDEES = (m: string) => `${attendeeCountSql(m)} AS active_attendee_count`;

/** The raw row of a meeting the caller may see, or a 404. */
export async function findScoped(ctx: Ctx, caller: Row, id: number): Promise<Row> {
  const owner = ownerScope(caller);
  const [row] = await ctx.db.query(`${SELECT.replace('SELECT m.*', `SELECT m.*, ${ATTENDEES('m')}`)} WHERE m.id = $1 AND ($2::int IS NULL OR m.organizer_id = $2)`, [id, owner]);
  if (!row) throw notFound();
  assertStaffMeeting(caller, row.id);
  return row;
}

/** Updates a meeting in the caller's scope and answers the new raw row (with the owner's username). */
export async function updateScoped(ctx: Ctx, caller: Row, id: number, record: Row): Promise<Row> {
  const owner = ownerScope(caller);
  const where = owner === null ? { id } : { id, organizerId: owner };
  const saved = await ctx.repo('meeting').update(ctx.db, where, { ...record, updatedAt: new Date().toISOString() });
  if (!saved) throw notFound();
  return findScoped(ctx, caller, id);
}

export async function insertMeeting(ctx: Ctx, caller: Row, record: Row): Promise<Row> {
  const saved = await ctx.repo('meeting').insert(ctx.db, record);
  return findScoped(ctx, caller, saved.id);
}
