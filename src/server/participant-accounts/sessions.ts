// Participant tokens (spec 3 §6): a 24-hour login per meeting, kept apart from organizer sessions.
// The same HS256 JWT as organizers' (the check-in area verifies it so), with role PARTICIPANT and
// a session in participant_sessions: organizer routes look their session id up in `sessions` and
// never find it, and this resolver wants role PARTICIPANT and a participant session.
import { randomBytes } from 'node:crypto';
import type { Ctx, Req } from '../http/context';
import type { Row } from '../db/repo';
import { signToken, verifyToken, type TokenPayload } from '../auth/token';
import { AppError } from '../http/errors';

export const PARTICIPANT_SESSION_HOURS = 24;

/** The participant signing key (shared with organizer tokens: the role and session table tell them apart). */
export const participantSecret = (ctx: Ctx): Buffer => ctx.tokenSecret;

export interface ParticipantPayload extends TokenPayload {
  /** the meeting the login is for */
  mid: number;
}

export async function createParticipantSession(ctx: Ctx, p: Row, req: Req) {
  const id = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + PARTICIPANT_SESSION_HOURS * 3600_000);
  await ctx.repo('participantSession').insert(ctx.db, {
    id, participantId: p.id, meetingId: p.meetingId, expiresAt: expiresAt.toISOString(), ip: req.ip, userAgent: req.headers['user-agent']?.slice(0, 500),
  });
  const now = Math.floor(Date.now() / 1000);
  const payload: ParticipantPayload = { sub: p.id, role: 'PARTICIPANT', sid: id, mid: p.meetingId, iat: now, exp: Math.floor(expiresAt.getTime() / 1000) };
  return { token: signToken(payload, participantSecret(ctx)), expiresAt };
}

/** The token of a participant call: the participant-token header (spec 3 §7), else the bearer header. */
export function participantTokenOf(req: Req): string | undefined {
  for (const h of [req.headers['participant-token'], req.headers.authorization]) {
    const v = Array.isArray(h) ? h[0] : h;
    const m = v && /^(?:Bearer\s+)?(\S+)$/i.exec(v.trim());
    if (m) return m[1];
  }
  return undefined;
}

/**
 * What the request's token claims, checked without the database (signature, expiry, role), or a 401:
 * its session is still to be proven, by resolveParticipant or inside a route's own statement
 * (liveParticipantSql, on routes declared inlineSession).
 */
export interface ParticipantClaim {
  sessionId: string;
  participantId: number;
  meetingId: number;
}

export function claimParticipant(ctx: Ctx, req: Req): ParticipantClaim {
  const token = participantTokenOf(req);
  if (!token) throw new AppError(401, 'errors.unauthorized');
  const payload = verifyToken(token, participantSecret(ctx));
  if (payload === 'expired') throw new AppError(401, 'errors.tokenExpired');
  if (payload === 'invalid' || payload.role !== 'PARTICIPANT') throw new AppError(401, 'errors.unauthorized');
  return { sessionId: payload.sid, participantId: Number(payload.sub), meetingId: Number((payload as ParticipantPayload).mid) };
}

/**
 * The participant row (p.*) of a live session of an enabled participant, over two SQL expressions (the
 * claim's session and participant id): empty when resolveParticipant would refuse, which then says why.
 */
export const liveParticipantSql = (sid: string, pid: string) =>
  `SELECT p.* FROM participant_sessions s JOIN participants p ON p.id = s.participant_id
    WHERE s.id = ${sid} AND p.id = ${pid} AND s.revoked_at IS NULL AND s.expires_at > now()
      AND p.status IS DISTINCT FROM 'disabled' AND p.is_active IS DISTINCT FROM false`;

/** The participant behind the request's token, or a 401 saying why not. */
export async function resolveParticipant(ctx: Ctx, req: Req): Promise<{ participant: Row; sessionId: string }> {
  const claim = req.participantClaim ?? claimParticipant(ctx, req);
  const [row] = await ctx.db.query(
    `SELECT s.revoked_at, s.expires_at, p.* FROM participant_sessions s JOIN participants p ON p.id = s.participant_id WHERE s.id = $1 AND p.id = $2`,
    [claim.sessionId, claim.participantId],
  );
  if (!row || row.revoked_at || new Date(row.expires_at).getTime() <= Date.now()) throw new AppError(401, 'errors.unauthorized');
  if (row.status === 'disabled' || row.is_active === false) throw new AppError(401, 'auth.login.disabled');
  const { revoked_at: _r, expires_at: _e, ...rest } = row;
  return { participant: ctx.repo('participant').fromRow(rest, true)!, sessionId: claim.sessionId };
}

/**
 * The participant an inlineSession route acts for: the row its statement read under liveParticipantSql
 * (set as req.participant), else the full check, which answers the exact 401 (or the row, when the
 * session came alive since).
 */
export async function proveParticipant(ctx: Ctx, req: Req, row?: Row | null): Promise<Row> {
  if (!req.participant) {
    req.participant = row ? { participant: ctx.repo('participant').fromRow(row, true)!, sessionId: req.participantClaim!.sessionId } : await resolveParticipant(ctx, req);
  }
  return req.participant.participant;
}

export async function revokeParticipantSession(ctx: Ctx, id: string) {
  await ctx.db.query('UPDATE participant_sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [id]);
}
