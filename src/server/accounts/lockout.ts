// Failed logins per account, counted in the database so every process sees the same lock.
import type { Ctx } from '../http/context';
import { tooMany } from '../http/errors';

export async function assertNotLocked(ctx: Ctx, account: string) {
  const L = ctx.limits;
  const [r] = await ctx.db.query(
    `SELECT count(*) AS n, max(at) AS last FROM login_attempts
      WHERE account = $1 AND success = false AND at > now() - ($2 || ' minutes')::interval`,
    [account.toLowerCase(), String(L.loginWindowMinutes)],
  );
  if (Number(r.n) < L.loginMaxFailures) return;
  const unlock = new Date(r.last).getTime() + L.loginLockMinutes * 60_000;
  if (unlock > Date.now()) throw tooMany('auth.login.locked', { minutes: Math.ceil((unlock - Date.now()) / 60_000) });
}

export async function recordAttempt(ctx: Ctx, account: string, ip: string, success: boolean) {
  await ctx.repo('loginAttempt').insert(ctx.db, { account: account.toLowerCase(), ip, success });
  // a success starts the count again
  if (success) await ctx.db.query('DELETE FROM login_attempts WHERE account = $1 AND success = false', [account.toLowerCase()]);
}
