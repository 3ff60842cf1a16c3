// Access levels a route declares. Checked before validation, so an unauthorised caller learns nothing.
import type { FastifyInstance } from 'fastify';
import type { Req } from '../http/context';
import { AppError, idParam } from '../http/errors';
import { resolveToken } from './sessions';
import { claimParticipant, resolveParticipant } from '../participant-accounts/sessions';
import { claimCaller } from './inline-session';
import { noteMeeting } from '../http/write-scope';
import { admitStaff, isMeetingAccess, type MeetingAccess } from './staff';

export type Access =
  | 'public'
  /** any logged-in account */
  | 'user'
  /** SUPER_ADMIN or ORGANIZER */
  | 'admin'
  | 'superAdmin'
  /** a participant of a meeting, by its own token (participant-accounts/sessions.ts), never an organizer's */
  | 'participant'
  /** the user whose id is in the named path parameter, or a super admin */
  | { self: string }
  /** as 'admin', and staff sub-accounts holding one of the roles on the meeting the request names (staff.ts) */
  | MeetingAccess;

export const ADMIN_ROLES = ['SUPER_ADMIN', 'ORGANIZER'];

export function bearer(req: Req): string | undefined {
  const h = req.headers.authorization;
  if (!h) return undefined;
  const m = /^Bearer\s+(.+)$/i.exec(h);
  return m?.[1]?.trim() || undefined;
}

/** Resolves the caller when a token is sent, even on public routes (they may answer more). */
export async function identify(app: FastifyInstance, req: Req) {
  const token = bearer(req);
  if (token && !req.caller) req.caller = await resolveToken(app.ctx, token);
}

/** `inline`: the route proves the session in its own statement (inline-session.ts); only 'admin', meeting and participant routes do. */
export async function requireAccess(app: FastifyInstance, req: Req, access: Access, inline = false) {
  if (access === 'public') {
    // a bad token on a public route is ignored rather than refused
    await identify(app, req).catch(() => undefined);
    return;
  }
  if (access === 'participant' && inline) {
    // the route's statement proves the session (submit: open-flow.ts); the meeting is the token's, which its session was made for
    req.participantClaim = claimParticipant(app.ctx, req);
    noteMeeting(req.participantClaim.meetingId);
    return;
  }
  if (access === 'participant') {
    req.participant = await resolveParticipant(app.ctx, req);
    // a participant acts within its own meeting (write-scope.ts)
    noteMeeting(req.participant.participant.meeting_id ?? req.participant.participant.meetingId);
    return;
  }
  const token = bearer(req);
  if (!token) throw new AppError(401, 'errors.unauthorized');
  const meeting = isMeetingAccess(access);
  if (inline && (access === 'admin' || meeting)) claimCaller(app.ctx, req, token);
  // a staff caller's whole record is needed (its master, its grants): no inline proof
  if (!req.caller || (req.caller.unconfirmed && !ADMIN_ROLES.includes(String(req.caller.user.role)))) {
    req.caller = undefined;
    await identify(app, req);
  }
  const role = req.caller!.user.role as string;
  if (access === 'user') return;
  if (meeting) {
    if (!ADMIN_ROLES.includes(role)) await admitStaff(app.ctx, req, access);
    return;
  }
  if (access === 'admin' && !ADMIN_ROLES.includes(role)) throw new AppError(403, 'errors.adminOnly');
  if (access === 'superAdmin' && role !== 'SUPER_ADMIN') throw new AppError(403, 'errors.superAdminOnly');
  if (typeof access === 'object' && 'self' in access) {
    const id = idParam(req.params, access.self);
    if (role !== 'SUPER_ADMIN' && id !== req.caller!.user.id) throw new AppError(403, 'errors.forbidden');
  }
}
