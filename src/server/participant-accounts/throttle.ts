// Registrations per client address: at most participantRegistrationsPerIpHour an hour, so a script cannot
// fill a meeting with accounts; a conference Wi-Fi behind one address still has room. The place is taken
// before the account is made, in one statement (rate/counter.ts), so registrations sent together cannot
// pass the limit; one that fails gives its place back.
import type { Ctx, Req } from '../http/context';
import { tooMany } from '../http/errors';
import { giveBack, take } from '../rate/counter';

export async function withinRegistrationLimit<T>(ctx: Ctx, req: Req, create: () => Promise<T>): Promise<T> {
  const place = await take(ctx.db, { key: `participant-register:${req.ip}`, windowSeconds: 3600, max: ctx.limits.participantRegistrationsPerIpHour, cap: true });
  if (!place.ok) throw tooMany('participantAccount.tooManyRegistrations');
  try {
    return await create();
  } catch (e) {
    await giveBack(ctx.db, place);
    throw e;
  }
}
