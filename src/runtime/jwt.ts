// Reading a JWT's payload on the client: only to learn `exp`; the server verifies the signature.
export interface JwtPayload {
  sub?: string | number;
  role?: string;
  sid?: string;
  exp?: number;
  [k: string]: unknown;
}

export function decodeJwt(token: string | null | undefined): JwtPayload | null {
  const part = token?.split('.')[1];
  if (!part) return null;
  try {
    const b64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const payload = JSON.parse(new TextDecoder().decode(bytes));
    return payload && typeof payload === 'object' ? (payload as JwtPayload) : null;
  } catch {
    return null;
  }
}

/** True when the token carries an `exp` (seconds) that has passed. Opaque tokens never expire here. */
export function tokenExpired(token: string | null | undefined, now = Date.now()): boolean {
  const exp = decodeJwt(token)?.exp;
  return typeof exp === 'number' && exp * 1000 <= now;
}

/** Milliseconds until expiry, or null when the token has no `exp`. */
export function msUntilExpiry(token: string | null | undefined, now = Date.now()): number | null {
  const exp = decodeJwt(token)?.exp;
  return typeof exp === 'number' ? exp * 1000 - now : null;
}
