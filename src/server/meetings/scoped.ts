// The one check every meeting-scoped call (website, flows, hotels, participants, payments) makes first:
// the meeting belongs to the caller (a super admin reaches every meeting, an organizer or its staff
// only its own; staff only the meetings the route's roles were granted on, else 403: auth/staff.ts). Anything else answers 404 with the meeting-not-found message, so others' ids are not
// revealed. Child rows (hotel, flow, participant, registration) are checked through their meeting too.
import type { Ctx, Req } from '../http/context';
import type { Row } from '../db/repo';
import { AppError, idParam } from '../http/errors';
import { ownerScope } from './owner';
import { assertStaffMeeting } from '../auth/staff';
import { noteMeeting } from '../http/write-scope';

export const MEETING_NOT_FOUND = 'meetingSettings.meetingNotFound';

/** The raw meetings row of a meeting the caller owns, or a 404 (`meetingSettings.meetingNotFound`). */
export async function ownedMeeting(ctx: Ctx, caller: Row, meetingId: number): Promise<Row> {
  const owner = ownerScope(caller);
  const [row] = await ctx.db.query('SELECT * FROM meetings WHERE id = $1 AND ($2::int IS NULL OR organizer_id = $2)', [meetingId, owner]);
  if (!row) throw new AppError(404, MEETING_NOT_FOUND);
  assertStaffMeeting(caller, row.id);
  noteMeeting(row.id, row.organizer_id);
  return row;
}

/** Reads the meeting id from the path (`:meetingId`, else `:id`) and loads it as ownedMeeting does. */
export async function meetingOf(ctx: Ctx, req: Req, param = 'meetingId'): Promise<Row> {
  const params = req.params as Record<string, string | undefined>;
  let id: number;
  try {
    id = idParam(params, params[param] !== undefined ? param : 'id');
  } catch {
    throw new AppError(404, MEETING_NOT_FOUND);
  }
  return ownedMeeting(ctx, req.caller!.user, id);
}

/**
 * A child row (its table has a meeting_id column) whose meeting the caller owns, or a 404 with the
 * given message key: another organizer's hotel or flow id is as unknown as a missing one.
 * `table` is a trusted identifier from an entity schema (ctx.repo(entity).table), never user input.
 */
export async function ownedChild(ctx: Ctx, caller: Row, table: string, id: number, notFoundKey: string): Promise<Row> {
  const owner = ownerScope(caller);
  const [row] = await ctx.db.query<Row>(
    `SELECT c.*, m.organizer_id AS scope_organizer_id FROM ${table} c JOIN meetings m ON m.id = c.meeting_id WHERE c.id = $1 AND ($2::int IS NULL OR m.organizer_id = $2)`,
    [id, owner],
  );
  if (!row) throw new AppError(404, notFoundKey);
  assertStaffMeeting(caller, row.meeting_id);
  const { scope_organizer_id: organizer, ...child } = row;
  noteMeeting(row.meeting_id, organizer);
  return child;
  return row;
}

/** An id from the path for a child row; a non-numeric id is the same 404 as an unknown one. */
export function childIdParam(req: Req, name: string, notFoundKey: string): number {
  try {
    return idParam(req.params, name);
  } catch {
    throw new AppError(404, notFoundKey);
  }
}
