// The end of a participant login, by password or by code: a session, the login time and the answer
// both give (kept apart from sessions.ts, which the route guard imports, so no import circle forms).
import type { Ctx, Req } from '../http/context';
import type { Row } from '../db/repo';
import { ok } from '../http/route';
import { createParticipantSession } from './sessions';
import { publicParticipant } from './store';

/**
 * A participant logged in (by password, by code, or just registered): the session, the login time, the
 * answer. `madeKey`: the account was just made, and the message saying so (`created` in the answer).
 */
export async function participantLoggedIn(ctx: Ctx, req: Req, p: Row, madeKey?: string) {
  const { token } = await createParticipantSession(ctx, p, req);
  await ctx.db.query('UPDATE participants SET last_login_time = now() WHERE id = $1', [p.id]);
  const participant = { ...publicParticipant(ctx, p), sessionToken: token, jwtToken: token, token };
  return ok({ participant, token, ...(madeKey ? { created: true } : {}) }, req.t(madeKey ?? 'participantAccount.loggedIn'));
}

