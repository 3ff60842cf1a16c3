// Verification codes: 6 digits, 10 minutes, one use, 5 tries; send limits counted in the database.
import { randomInt } from 'node:crypto';
import type { Ctx } from '../http/context';
import { AppError, fieldError, tooMany } from '../http/errors';
import { giveBack, take } from '../rate/counter';

export async function issueCode(ctx: Ctx, recipient: string, type: 'phone' | 'email', ip: string, lang: 'zh' | 'en') {
  const L = ctx.limits;
  // production without a provider for this kind: say so, rather than 'sent' with the code in a log
  if (ctx.sender.canSend && !ctx.sender.canSend(type)) throw new AppError(503, `auth.sendCode.${type === 'phone' ? 'sms' : 'email'}Unavailable`);
  // each send takes its place under both limits in one statement apiece (rate/counter.ts), so sends
  // arriving together cannot pass them; refused by the address's limit, it gives the recipient's back
  const toRecipient = await take(ctx.db, { key: `code:${recipient}`, windowSeconds: 3600, max: L.codePerRecipientHour, cap: true, gapSeconds: L.codeResendSeconds });
  if (!toRecipient.ok) {
    if (toRecipient.sinceLast < L.codeResendSeconds) throw tooMany('auth.sendCode.tooSoon', { seconds: Math.ceil(L.codeResendSeconds - toRecipient.sinceLast) });
    throw tooMany('auth.sendCode.hourLimit');
  }
  const fromIp = await take(ctx.db, { key: `code-ip:${ip}`, windowSeconds: 3600, max: L.codePerIpHour, cap: true });
  if (!fromIp.ok) {
    await giveBack(ctx.db, toRecipient);
    throw tooMany('auth.sendCode.ipLimit');
  }

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db.tx(async (db) => {
    await db.query('UPDATE verification_codes SET expired = true WHERE phone = $1 AND verified = false AND expired = false', [recipient]);
    await ctx.repo('verificationCode').insert(db, {
      phone: recipient,
      type,
      code,
      ip,
      expiresAt: new Date(Date.now() + L.codeTtlSeconds * 1000).toISOString(),
      environment: ctx.config.production ? 'prod' : 'dev',
    });
  });
  try {
    await ctx.sender.send({ recipient, type }, code, lang);
  } catch {
    throw new AppError(502, 'auth.sendCode.failed');
  }
}

/**
 * Spends the newest live code for the recipient. The try is counted, compared and settled in one
 * statement, so tries sent together are compared no more than codeMaxTries times and a code works once.
 */
export async function consumeCode(ctx: Ctx, recipient: string, code: string) {
  const path = '/verificationCode';
  const [row] = await ctx.db.query(
    `UPDATE verification_codes v SET
        attempts = attempts + 1,
        verified = (code = $2 AND expires_at > now()),
        verified_time = CASE WHEN code = $2 AND expires_at > now() THEN now() END,
        expired = (expires_at <= now() OR (code <> $2 AND attempts + 1 >= $3))
      WHERE id = (SELECT id FROM verification_codes WHERE phone = $1 AND verified = false AND expired = false ORDER BY send_time DESC, id DESC LIMIT 1)
        AND verified = false AND expired = false
      RETURNING verified, expired, expires_at <= now() AS late`,
    [recipient, code, ctx.limits.codeMaxTries],
  );
  if (!row) throw fieldError(path, 'auth.verificationCode.missing');
  if (row.verified) return;
  if (row.late) throw fieldError(path, 'auth.verificationCode.expired');
  throw fieldError(path, row.expired ? 'auth.verificationCode.tooManyTries' : 'auth.verificationCode.wrong');
}

/** The address a code was sent to, as the send stored it: a phone as typed, an e-mail in lower case. */
export function codeRecipient(b: { mode: 'phone' | 'email'; phone?: unknown; email?: unknown }): string {
  return b.mode === 'email' ? String(b.email).toLowerCase() : String(b.phone);
}

/** SQL naming the accounts whose phone or e-mail (any letter case) is the code's address `param`; `alias` as `a.`. */
export function addressMatch(mode: 'phone' | 'email', param: string, alias = ''): string {
  return mode === 'email' ? `lower(${alias}email) = ${param}` : `${alias}phone = ${param}`;
}
