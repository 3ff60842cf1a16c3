// Reading users for answers: never a hash; phone and e-mail masked for callers who are not admins.
import type { Ctx } from '../http/context';
import type { Row } from '../db/repo';
import { fieldError } from '../http/errors';
import { isUniqueViolation } from '../db/unique';

export function publicUser(ctx: Ctx, u: Row | undefined): Row | undefined {
  const p = ctx.repo('user').public(u);
  return p && { ...p, userId: p.id };
}

export function maskUser(u: Row): Row {
  const mask = (s?: string) => (s ? s.replace(/^(.{2}).*(.{2})$/, '$1****$2') : s);
  return { ...u, phone: mask(u.phone), email: mask(u.email), idNumber: undefined };
}

/** A user found by username, phone or e-mail (login accepts any of the three). */
export async function findByAccount(ctx: Ctx, account: string): Promise<Row | undefined> {
  const [row] = await ctx.db.query('SELECT * FROM users WHERE username = $1 OR phone = $1 OR lower(email) = lower($1) ORDER BY id LIMIT 1', [account]);
  return ctx.repo('user').fromRow(row, true);
}

/** How each identifier is looked for among other users: login takes any of them for any other. */
const CLASHES = {
  username: 'username = $1 OR phone = $1',
  phone: 'phone = $1 OR username = $1',
  email: 'lower(email) = lower($1)',
} as const;

/**
 * Username, phone and e-mail must each be free; answers which one is taken, as a field error. A
 * username may not look like a phone number (user.phone's pattern) nor be another user's phone, and a
 * phone may not be another user's username: login by account would otherwise find the wrong one.
 */
export async function assertFree(ctx: Ctx, data: { username?: string; phone?: string; email?: string }, exceptId?: number) {
  const phone = new RegExp(ctx.schemas.entities.user.properties.phone.pattern);
  if (data.username && phone.test(data.username)) throw fieldError('/username', 'user.username.phoneLike');
  for (const field of ['username', 'phone', 'email'] as const) {
    const v = data[field];
    if (!v) continue;
    const rows = await ctx.db.query(`SELECT id FROM users WHERE (${CLASHES[field]}) AND id <> $2 LIMIT 1`, [v, exceptId ?? -1]);
    if (rows.length) throw fieldError(`/${field}`, `user.${field}.taken`);
  }
}

/** Postgres unique violations become the same field error as the pre-check (a race lost). */
export function uniqueViolation(e: unknown): never {
  const err = e as { code?: string; constraint?: string; message?: string };
  if (isUniqueViolation(err)) {
    const field = ['username', 'phone', 'email'].find((f) => `${err.constraint ?? ''} ${err.message ?? ''}`.includes(f)) ?? 'username';
    throw fieldError(`/${field}`, `user.${field}.taken`);
  }
  throw e;
}
