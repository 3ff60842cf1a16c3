// Verification codes: 6 digits, 10 minutes, one use, 5 tries; send limits counted in the database.
import { randomInt } from 'node:crypto';
import type { Ctx } from '../http/context';
import { AppError, fieldError, tooMany } from '../http/errors';

export async function issueCode(ctx: Ctx, recipient: string, type: 'phone' | 'email', ip: string, lang: 'zh' | 'en') {
  const L = ctx.limits;
  const [last] = await ctx.db.query(
    `SELECT extract(epoch FROM now() - max(send_time)) AS ago,
            count(*) FILTER (WHERE send_time > now() - interval '1 hour') AS hour
       FROM verification_codes WHERE phone = $1`,
    [recipient],
  );
  if (last?.ago != null && Number(last.ago) < L.codeResendSeconds) throw tooMany('auth.sendCode.tooSoon', { seconds: Math.ceil(L.codeResendSeconds - Number(last.ago)) });
  if (Number(last?.hour ?? 0) >= L.codePerRecipientHour) throw tooMany('auth.sendCode.hourLimit');
  const [byIp] = await ctx.db.query(`SELECT count(*) AS n FROM verification_codes WHERE ip = $1 AND send_time > now() - interval '1 hour'`, [ip]);
  if (Number(byIp.n) >= L.codePerIpHour) throw tooMany('auth.sendCode.ipLimit');

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

/** Spends the newest live code for the recipient; each wrong try counts, the fifth burns it. */
export async function consumeCode(ctx: Ctx, recipient: string, code: string) {
  const path = '/verificationCode';
  const [row] = await ctx.db.query(
    `SELECT id, code, attempts, expires_at > now() AS live FROM verification_codes
      WHERE phone = $1 AND verified = false AND expired = false ORDER BY send_time DESC, id DESC LIMIT 1`,
    [recipient],
  );
  if (!row) throw fieldError(path, 'auth.verificationCode.missing');
  if (!row.live) {
    await ctx.db.query('UPDATE verification_codes SET expired = true WHERE id = $1', [row.id]);
    throw fieldError(path, 'auth.verificationCode.expired');
  }
  if (row.code !== code) {
    const [u] = await ctx.db.query(
      `UPDATE verification_codes SET attempts = attempts + 1, expired = (attempts + 1 >= $2) WHERE id = $1 RETURNING expired`,
      [row.id, ctx.limits.codeMaxTries],
    );
    throw fieldError(path, u?.expired ? 'auth.verificationCode.tooManyTries' : 'auth.verificationCode.wrong');
  }
  // the conditional update makes a code work once even when two requests race
  const used = await ctx.db.query(
    'UPDATE verification_codes SET verified = true, verified_time = now() WHERE id = $1 AND verified = false AND expired = false RETURNING id',
    [row.id],
  );
  if (!used.length) throw fieldError(path, 'auth.verificationCode.missing');
}
