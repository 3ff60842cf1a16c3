// The participant a check-in call names, within a meeting the caller owns (meetings/scoped.ts):
// another organizer's meeting is "meeting not found", another meeting's participant "not found".
import type { Ctx, Req } from '../http/context';
import type { Row } from '../db/repo';
import { AppError } from '../http/errors';
import { MEETING_NOT_FOUND } from '../meetings/scoped';
import { ownerScope } from '../meetings/owner';

/**
 * One round trip: the meeting row decides "meeting not found" (not the caller's, or none), the
 * joined participant "participant not found"; the check-in hot path pays this once per scan.
 */
export async function participantIn(ctx: Ctx, req: Req, meetingId: number, userId: number): Promise<{ participant: Row }> {
  const [row] = await ctx.db.query(
    `SELECT m.id AS owned_meeting_id, p.* FROM meetings m LEFT JOIN participants p ON p.meeting_id = m.id AND p.id = $3
     WHERE m.id = $1 AND ($2::int IS NULL OR m.organizer_id = $2)`,
    [meetingId, ownerScope(req.caller!.user), userId]);
  if (!row) throw new AppError(404, MEETING_NOT_FOUND);
  if (row.id == null) throw new AppError(404, 'participant.notFound');
  const { owned_meeting_id: _m, ...participant } = row;
  return { participant };
}

/** What a scanner shows about a participant (spec 3 §3 Check-in): no account secrets, no other columns. */
export function scanView(p: Row) {
  return {
    id: Number(p.id),
    meetingId: Number(p.meeting_id),
    checkinCode: p.checkin_code ?? null,
    name: p.name || p.username,
    username: p.username,
    phone: p.phone ?? null,
    email: p.email ?? null,
    company: p.company || p.workplace || null,
    workplace: p.workplace ?? null,
    position: p.position ?? null,
    avatar: p.avatar ?? null,
    checkinStatus: p.checkin_status ?? 'not_checked_in',
    checkinTime: p.checkin_time ? new Date(p.checkin_time).toISOString() : null,
  };
}
