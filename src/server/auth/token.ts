// Compact HS256 JWTs: the client reads `exp`; the server also checks the session row.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface TokenPayload {
  sub: number;
  role: string;
  sid: string;
  iat: number;
  exp: number;
}

const b64 = (b: Buffer | string) => Buffer.from(b).toString('base64url');
const HEADER = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

export function signToken(payload: TokenPayload, secret: Buffer): string {
  const body = `${HEADER}.${b64(JSON.stringify(payload))}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/**
 * Tokens whose signature held, per secret, with their payloads: a caller sends the same token with every
 * request, and its HMAC and JSON are worked out once (the expiry is still checked each time, the session
 * by the database). Only a token signed with that secret gets in; bounded, emptied when full.
 */
const verified = new WeakMap<Buffer, Map<string, Readonly<TokenPayload>>>();
const VERIFIED_MAX = 10_000;

/** The payload if the signature holds and it has not expired; otherwise why not. */
export function verifyToken(token: string, secret: Buffer, now = Date.now()): Readonly<TokenPayload> | 'invalid' | 'expired' {
  let seen = verified.get(secret);
  let payload = seen?.get(token);
  if (!payload) {
    const signed = signedPayload(token, secret);
    if (!signed) return 'invalid';
    if (!seen) verified.set(secret, (seen = new Map()));
    if (seen.size >= VERIFIED_MAX) seen.clear();
    seen.set(token, (payload = Object.freeze(signed)));
  }
  if (typeof payload.exp !== 'number' || payload.exp * 1000 <= now) return 'expired';
  return payload;
}

/** The payload when the token is well formed and its signature holds, else null. */
function signedPayload(token: string, secret: Buffer): TokenPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  const expected = createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
  const got = Buffer.from(parts[2], 'base64url');
  if (got.length !== expected.length || !timingSafeEqual(got, expected)) return null;
  try {
    const payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    return payload && typeof payload === 'object' ? payload : null;
  } catch {
    return null;
  }
}
