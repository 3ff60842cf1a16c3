// Registrations per client address: at most PER_HOUR an hour, so a script cannot fill a meeting
// with accounts. Counted in the login-attempt log (one row per registration under the address's
// own key), which every process shares; a conference Wi-Fi behind one address still has room.
import type { Ctx, Req } from '../http/context';
import { tooMany } from '../http/errors';

export const REGISTRATIONS_PER_IP_HOUR = 60;

const keyOf = (req: Req) => `participant-register@${req.ip}`;

export async function assertRegisterAllowed(ctx: Ctx, req: Req, perHour = REGISTRATIONS_PER_IP_HOUR) {
  const [r] = await ctx.db.query("SELECT count(*)::int AS n FROM login_attempts WHERE account = $1 AND at > now() - interval '1 hour'", [keyOf(req)]);
  if (Number(r.n) >= perHour) throw tooMany('participantAccount.tooManyRegistrations');
}

export async function countRegistration(ctx: Ctx, req: Req) {
  await ctx.repo('loginAttempt').insert(ctx.db, { account: keyOf(req), ip: req.ip, success: true });
}
