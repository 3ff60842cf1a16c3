// Failed logins, for organizers and participants alike (README, Security). A try is counted before its
// password is checked, by one statement per limit (rate/counter.ts), so tries sent together are
// checked no more often than tries sent one by one:
// - per account and source address: after loginDelayAfter failures each next try waits 1 s, 2 s, 4 s…,
//   and after loginMaxFailures in loginWindowMinutes that source waits loginLockMinutes. Only the
//   source that failed is held back: a stranger cannot lock the owner out;
// - per account, from every source it never logged in from: after loginCaptchaAfter failures in the
//   window each such try needs a captcha solved for it; never a lock. Sources the account logged in
//   from before (a session from that address) are not held back by others' failures.
// A success forgets its source's failures.
import type { Ctx } from '../http/context';
import { AppError, tooMany } from '../http/errors';
import { forget, giveBack, take } from '../rate/counter';

export interface LoginTry {
  /** the account tried: `user:<id>`, `participant:<identity>`, or the unknown name typed */
  account: string;
  ip: string;
  /** the account logged in from this address before */
  knownSource: boolean;
  /** the request spent a captcha solved for it (requireCaptcha's answer) */
  freshCaptcha: boolean;
}

const CAPTCHA_PATH = '/captchaToken';

/** Runs `check` (the password check) if the try may be made now; counts it as a failure unless it answers true. */
export async function countedLogin(ctx: Ctx, t: LoginTry, check: () => Promise<boolean>): Promise<boolean> {
  const L = ctx.limits;
  const account = t.account.toLowerCase();
  const window = L.loginWindowMinutes * 60;
  const fromSource = await take(ctx.db, {
    key: `login:${account}@${t.ip}`, windowSeconds: window, max: L.loginMaxFailures, cap: false,
    backoffFrom: L.loginDelayAfter, lockSeconds: L.loginLockMinutes * 60,
  });
  if (!fromSource.ok) {
    if (fromSource.hits >= L.loginMaxFailures) throw tooMany('auth.login.locked', { minutes: Math.ceil(fromSource.retryAfter / 60) });
    throw tooMany('auth.login.wait', { seconds: fromSource.retryAfter });
  }
  const wide = t.knownSource ? null : await take(ctx.db, { key: `login:${account}`, windowSeconds: window, max: L.loginCaptchaAfter, cap: !t.freshCaptcha });
  if (wide && !wide.ok) {
    await giveBack(ctx.db, fromSource);
    throw new AppError(429, 'auth.login.captchaAgain', {}, [{ path: CAPTCHA_PATH, key: 'auth.login.captchaAgain' }]);
  }
  const good = await check();
  if (good) {
    await forget(ctx.db, fromSource.key);
    if (wide) await giveBack(ctx.db, wide);
  }
  return good;
}

/** How long an address the account logged in from stays a known source. */
const KNOWN_SOURCE_DAYS = 90;

/** Whether the account opened a session from this address lately (its sessions keep the address). */
export async function loggedInFrom(ctx: Ctx, table: 'sessions' | 'participant_sessions', owner: 'user_id' | 'participant_id', id: number, ip: string): Promise<boolean> {
  const rows = await ctx.db.query(
    `SELECT 1 FROM ${table} WHERE ${owner} = $1 AND ip = $2 AND created_at > now() - make_interval(days => $3::int) LIMIT 1`,
    [id, ip, KNOWN_SOURCE_DAYS],
  );
  return rows.length > 0;
}
