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

/** The payload if the signature holds and it has not expired; otherwise why not. */
export function verifyToken(token: string, secret: Buffer, now = Date.now()): TokenPayload | 'invalid' | 'expired' {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return 'invalid';
  const expected = createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
  const got = Buffer.from(parts[2], 'base64url');
  if (got.length !== expected.length || !timingSafeEqual(got, expected)) return 'invalid';
  let payload: TokenPayload;
  try {
    payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    return 'invalid';
  }
  if (typeof payload.exp !== 'number' || payload.exp * 1000 <= now) return 'expired';
  return payload;
}
