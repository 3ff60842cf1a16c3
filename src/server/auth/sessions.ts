// Sessions live in the database so that logout, a password change or a disabled account
// refuses a token at once, whichever process issued it.
import { randomBytes } from 'node:crypto';
import type { Ctx } from '../http/context';
import type { Row } from '../db/repo';
import { signToken, verifyToken } from './token';
import { AppError } from '../http/errors';

export async function createSession(ctx: Ctx, user: Row, opts: { rememberMe?: boolean; ip?: string; userAgent?: string }) {
  const id = randomBytes(24).toString('base64url');
  const ms = opts.rememberMe ? ctx.limits.rememberDays * 86400_000 : ctx.limits.sessionHours * 3600_000;
  const expiresAt = new Date(Date.now() + ms);
  await ctx.repo('session').insert(ctx.db, {
    id,
    userId: user.id,
    expiresAt: expiresAt.toISOString(),
    rememberMe: !!opts.rememberMe,
    ip: opts.ip,
    userAgent: opts.userAgent?.slice(0, 500),
  });
  const now = Math.floor(Date.now() / 1000);
  const token = signToken({ sub: user.id, role: user.role, sid: id, iat: now, exp: Math.floor(expiresAt.getTime() / 1000) }, ctx.tokenSecret);
  return { token, sessionId: id, expiresAt };
}

/** The caller behind a bearer token, or a 401 saying why not. */
export async function resolveToken(ctx: Ctx, token: string): Promise<{ user: Row; sessionId: string }> {
  const payload = verifyToken(token, ctx.tokenSecret);
  if (payload === 'expired') throw new AppError(401, 'errors.tokenExpired');
  if (payload === 'invalid') throw new AppError(401, 'errors.unauthorized');
  const [row] = await ctx.db.query(
    `SELECT s.revoked_at, s.expires_at, mu.status AS master_status, u.* FROM sessions s JOIN users u ON u.id = s.user_id
       LEFT JOIN users mu ON mu.id = u.master_id WHERE s.id = $1`,
    [payload.sid],
  );
  if (!row || row.revoked_at || new Date(row.expires_at).getTime() <= Date.now()) throw new AppError(401, 'errors.unauthorized');
  // a sub-account works for its master: disabling (or deleting) the organizer stops its staff at once
  if (row.status !== 'active' || (row.master_id != null && row.master_status !== 'active')) throw new AppError(401, 'auth.login.disabled');
  const { revoked_at: _r, expires_at: _e, master_status: _m, ...userRow } = row;
  return { user: ctx.repo('user').fromRow(userRow)!, sessionId: payload.sid };
}

export async function revokeSession(ctx: Ctx, sessionId: string) {
  await ctx.db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
  await sessionsEnded(ctx);
}

export async function revokeUserSessions(ctx: Ctx, userId: number) {
  await ctx.db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
  await sessionsEnded(ctx);
}

/**
 * Call after sessions were ended (committed): returns once every other process has heard of it, so
 * none answers from memory for them afterwards (http/answer-cache.ts, db/change-feed.ts).
 */
export const sessionsEnded = (ctx: Ctx) => ctx.db.changes.acknowledged();
