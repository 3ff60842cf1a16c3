// Private files (transfer proofs, form attachments) are reached only through a short-lived signed URL:
// HMAC-SHA256 over path + expiry with the server's token secret. The stored value stays the plain path;
// answers sign it for callers allowed to see it (the meeting's organizer, the participant itself), so a
// leaked or guessed link stops working after SIGNED_TTL and a plain path is refused.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../http/errors';

export const SIGNED_TTL_SECONDS = 10 * 60;
/** The paths that are private: a proof or a form attachment by its random name (no query yet). */
const PRIVATE = /^\/api\/registrations\/(proofs|files)\/[a-f0-9]{32}\.[a-z]{3,4}$/;

const mac = (secret: Buffer, path: string, exp: number) => createHmac('sha256', secret).update(`${path}\n${exp}`).digest('base64url');

/** The path with `?exp=…&sig=…` when it names a private file; anything else unchanged. */
export function signPath(secret: Buffer, path: string, now = Date.now()): string {
  if (!PRIVATE.test(path)) return path;
  const exp = Math.floor(now / 1000) + SIGNED_TTL_SECONDS;
  return `${path}?exp=${exp}&sig=${mac(secret, path, exp)}`;
}

/** Signs every private path inside a value (formData holds them at any depth); a copy, the input untouched. */
export function signDeep<T>(secret: Buffer, value: T, now = Date.now()): T {
  if (typeof value === 'string') return signPath(secret, value, now) as T;
  if (Array.isArray(value)) return value.map((v) => signDeep(secret, v, now)) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, signDeep(secret, v, now)])) as T;
  }
  return value;
}

/** A signed link back to the plain path: what a client sends back as a value is stored unsigned. */
export const unsignPath = (v: string) => {
  const plain = v.split('?')[0];
  return PRIVATE.test(plain) ? plain : v;
};

/** Throws 403 unless the request carries a valid, unexpired signature for `path`. */
export function checkSigned(secret: Buffer, path: string, query: unknown, now = Date.now()): void {
  const q = (query ?? {}) as { exp?: string; sig?: string };
  const exp = Number(q.exp);
  if (!q.sig || !Number.isInteger(exp)) throw new AppError(403, 'privateFiles.unsigned');
  const want = Buffer.from(mac(secret, path, exp));
  const got = Buffer.from(String(q.sig));
  if (got.length !== want.length || !timingSafeEqual(got, want)) throw new AppError(403, 'privateFiles.badSignature');
  if (exp * 1000 <= now) throw new AppError(403, 'privateFiles.expired');
}
