// The session check folded into a route's own statement, so the hottest calls (the meeting list, a
// participant page, a check-in) take one database round trip instead of two. Sessions stay checked in
// the database on every request: the token's signature, expiry and role claim are checked first (no
// database), then the route's statement holds sessionGuard(), so it yields rows only while that session
// is live, its user active and of that role. When it yields none, confirmCaller() runs the full check,
// which answers the exact 401 (logged out, disabled, expired session) or lets the route explain its
// refusal with the caller's whole record as before.
import type { Ctx, Req } from '../http/context';
import { AppError } from '../http/errors';
import { resolveToken } from './sessions';
import { verifyToken } from './token';
import { bearer } from './guard';

/** The caller from the token alone, marked unconfirmed until a statement or confirmCaller proves the session. */
export function claimCaller(ctx: Ctx, req: Req, token: string) {
  const payload = verifyToken(token, ctx.tokenSecret);
  if (payload === 'expired') throw new AppError(401, 'errors.tokenExpired');
  if (payload === 'invalid') throw new AppError(401, 'errors.unauthorized');
  req.caller = { user: { id: Number(payload.sub), role: payload.role }, sessionId: payload.sid, unconfirmed: true };
}

/** The condition of a live session of an active user of that role, over any three SQL expressions. */
export const liveSessionSql = (sid: string, uid: string, role: string) =>
  `EXISTS (SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id = ${sid} AND s.user_id = ${uid} AND u.role = ${role}
        AND s.revoked_at IS NULL AND s.expires_at > now() AND u.status = 'active')`;

/** What liveSessionSql needs of an unconfirmed caller (session id, user id, role); null once confirmed. */
export function sessionClaim(req: Req): [string, number, string] | null {
  const c = req.caller!;
  return c.unconfirmed ? [c.sessionId, Number(c.user.id), String(c.user.role)] : null;
}

/**
 * An SQL condition (true only for the caller's live session) with its parameters numbered from
 * `first`; a confirmed caller needs none ('true'). Append the parameters after the statement's own.
 */
export function sessionGuard(req: Req, first: number): { sql: string; params: unknown[] } {
  const claim = sessionClaim(req);
  if (!claim) return { sql: 'true', params: [] };
  return { sql: liveSessionSql(`$${first}`, `$${first + 1}`, `$${first + 2}`), params: claim };
}

/**
 * The full check (the caller's whole record, or the 401 saying why not) when a guarded statement found
 * nothing. True when the caller was unconfirmed until now: the route then answers again with the whole record.
 */
export async function confirmCaller(ctx: Ctx, req: Req): Promise<boolean> {
  if (!req.caller?.unconfirmed) return false;
  req.caller = await resolveToken(ctx, bearer(req)!);
  return true;
}
