// Private files (transfer proofs, form attachments) are reached only through a short-lived signed URL:
// HMAC-SHA256 over path + expiry with the server's token secret. The stored value stays the plain path;
// answers sign it for callers allowed to see it (the meeting's organizer, the participant itself), so a
// leaked or guessed link stops working after SIGNED_TTL and a plain path is refused.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../http/errors';

export const SIGNED_TTL_SECONDS = 10 * 60;
/**
 * The paths that are private: a proof or a form attachment by its random name, maybe followed by the
 * original name percent-encoded (no query yet).
 */
const PRIVATE = /^\/api\/registrations\/(proofs|files)\/[a-f0-9]{32}\.[a-z]{3,4}(\/[\w.!~*'()%-]{1,2000})?$/;
const PREFIX = '/api/registrations/';

const mac = (secret: Buffer, path: string, exp: number) => createHmac('sha256', secret).update(`${path}\n${exp}`).digest('base64url');

/** The path with `?exp=…&sig=…` when it names a private file; anything else unchanged. */
export function signPath(secret: Buffer, path: string, now = Date.now()): string {
  return PRIVATE.test(path) ? signedLink(secret, path, now) : path;
}

/** A path of ours with `?exp=…&sig=…` for SIGNED_TTL: for a caller just checked for the file it names (an export's download). */
export function signedLink(secret: Buffer, path: string, now = Date.now()): string {
  const exp = Math.floor(now / 1000) + SIGNED_TTL_SECONDS;
  return `${path}?exp=${exp}&sig=${mac(secret, path, exp)}`;
}

/**
 * Where private files legitimately sit in an answer: the transfer proof the server stored, and the
 * form answers (checked at submission to name only the participant's own uploads). A private path
 * written anywhere else (a profile field, a hotel request) is never signed, so nobody gets a working
 * link by typing another's file name there.
 */
const SIGNED_KEYS = new Set(['bankTransferProof', 'formData']);

/**
 * Signs every private path under a `bankTransferProof` or `formData` key of a value (formData holds
 * them at any depth). The input is never changed: what holds a private path is copied along its way,
 * the rest is returned as it is (a page of rows mostly holds none, and copying it whole was a large
 * part of a list's cost).
 */
export function signDeep<T>(secret: Buffer, value: T, now = Date.now(), inside = false): T {
  if (typeof value === 'string') return (inside && value.startsWith(PREFIX) ? signPath(secret, value, now) : value) as T;
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const s = signDeep(secret, value[i], now, inside);
      if (s !== value[i]) (out ??= value.slice())[i] = s;
    }
    return (out ?? value) as T;
  }
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    let out: Record<string, unknown> | undefined;
    const src = value as Record<string, unknown>;
    for (const k in src) {
      const s = signDeep(secret, src[k], now, inside || SIGNED_KEYS.has(k));
      if (s !== src[k]) (out ??= { ...src })[k] = s;
    }
    return (out ?? value) as T;
  }
  return value;
}

/** Every private path (files or proofs) inside a value, as signDeep would find them. */
export function privatePathsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (PRIVATE.test(value)) out.push(value);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) privatePathsIn(v, out);
  }
  return out;
}

/** The stored file (relative to uploads/) a private path names: `form-files/<name>` or `proofs/<name>`. */
export function storedPathOf(privatePath: string): string {
  const [, , , kind, name] = privatePath.split('/');
  return `${kind === 'files' ? 'form-files' : 'proofs'}/${name}`;
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

/**
 * The cache header of a file served through a checked link: kept no longer than the link lives, so a
 * browser never shows a private file from its cache after the link has expired.
 */
export function linkCacheControl(query: unknown, now = Date.now()): string {
  return `private, max-age=${linkSeconds(query, now)}`;
}

/** Seconds a checked link has left (0 … SIGNED_TTL_SECONDS): a store's own link made for it lives no longer. */
export function linkSeconds(query: unknown, now = Date.now()): number {
  const exp = Number((query as { exp?: string })?.exp);
  return Math.max(0, Math.min(SIGNED_TTL_SECONDS, exp - Math.floor(now / 1000)));
}
