// Password reset by a code sent to the account's phone or e-mail (issue 16 item 3), for organizers and
// participants alike: the code is spent first (a wrong try counts whoever the address belongs to), then
// the account that address names gets the new hash in the same statement that ends its sessions, so an
// old token stops working the moment the reset is answered.
import type { Ctx } from '../http/context';
import { fieldError } from '../http/errors';
import { hashPassword } from '../auth/password';
import { addressMatch, codeRecipient, consumeCode } from './codes';
import { requireCaptcha } from '../captcha/routes';
import { sessionsEnded } from '../auth/sessions';

export interface ResetBody {
  mode: 'phone' | 'email';
  phone?: string;
  email?: string;
  verificationCode: string;
  password: string;
  captchaToken?: string;
}

export interface ResetTarget {
  /** the accounts table and its sessions table */
  table: 'users' | 'participants';
  sessions: 'sessions' | 'participant_sessions';
  owner: 'user_id' | 'participant_id';
  /** more conditions on the account (`$3` onward are `params`) */
  where?: string;
  params?: unknown[];
  /** message key prefix for "no such phone / e-mail" */
  unknownKey: string;
  /** the login lockout's name of the account (accounts/lockout.ts), whose failures the reset forgets */
  lockoutName: (account: { id: number; phone: string | null; email: string | null }) => string;
}

/** Resets the password of the account the code's address names; answers its id. */
export async function resetByCode(ctx: Ctx, b: ResetBody, target: ResetTarget): Promise<number> {
  await requireCaptcha(ctx, b.captchaToken);
  const recipient = codeRecipient(b);
  await consumeCode(ctx, recipient, b.verificationCode);
  const passwordHash = await hashPassword(b.password);
  const match = addressMatch(b.mode, '$1', 'a.');
  const extra = target.where ? ` AND ${target.where}` : '';
  // one statement: the account's new hash and the end of every session it had
  const [row] = await ctx.db.query(
    `WITH account AS (
       UPDATE ${target.table} a SET password_hash = $2 WHERE a.id = (SELECT a.id FROM ${target.table} a WHERE ${match}${extra} ORDER BY a.id LIMIT 1) RETURNING a.id, a.phone, a.email
     ), ended AS (
       UPDATE ${target.sessions} s SET revoked_at = now() FROM account WHERE s.${target.owner} = account.id AND s.revoked_at IS NULL RETURNING s.id
     )
     SELECT account.*, (SELECT count(*) FROM ended) AS ended FROM account`,
    [recipient, passwordHash, ...(target.params ?? [])],
  );
  if (!row) throw fieldError(`/${b.mode}`, `${target.unknownKey}.${b.mode}Unknown`);
  // the owner proved the address: the failures a stranger piled up on the account no longer hold them back
  const name = `login:${target.lockoutName({ id: Number(row.id), phone: row.phone ?? null, email: row.email ?? null }).toLowerCase()}`;
  await ctx.db.query(`DELETE FROM rate_counters WHERE key = $1 OR key LIKE $2`, [name, `${name.replace(/[%_\\]/g, '\\$&')}@%`]);
  await sessionsEnded(ctx);
  return Number(row.id);
}
