// verifyToken remembers a token whose signature held (auth/token.ts): what it remembers must never let
// a token through that the full check would refuse.
import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from '../../src/server/auth/token';

const secret = randomBytes(32);
const now = Date.now();
const claims = { sub: 7, role: 'ORGANIZER', sid: 's1', iat: Math.floor(now / 1000), exp: Math.floor(now / 1000) + 60 };

describe('verifyToken, remembered', () => {
  it('answers the same payload again, and expired once its time passed', () => {
    const token = signToken(claims, secret);
    expect(verifyToken(token, secret, now)).toMatchObject({ sub: 7, sid: 's1' });
    expect(verifyToken(token, secret, now)).toMatchObject({ sub: 7, sid: 's1' });
    expect(verifyToken(token, secret, now + 61_000)).toBe('expired');
  });

  it('a token checked under one secret is not taken under another; a changed signature or payload is invalid', () => {
    const token = signToken(claims, secret);
    expect(verifyToken(token, secret, now)).not.toBe('invalid');
    expect(verifyToken(token, randomBytes(32), now)).toBe('invalid');
    const [h, p, s] = token.split('.');
    expect(verifyToken(`${h}.${p}.${s.slice(0, -2)}AA`, secret, now)).toBe('invalid');
    const other = Buffer.from(JSON.stringify({ ...claims, sub: 8 })).toString('base64url');
    expect(verifyToken(`${h}.${other}.${s}`, secret, now)).toBe('invalid');
  });

  it('a payload that is not an object is invalid, not a crash', () => {
    const [h] = signToken(claims, secret).split('.');
    const body = Buffer.from('null').toString('base64url');
    const sig = createHmac('sha256', secret).update(`${h}.${body}`).digest('base64url');
    expect(verifyToken(`${h}.${body}.${sig}`, secret, now)).toBe('invalid');
  });

  it('the remembered payload cannot be changed by a caller', () => {
    const token = signToken(claims, secret);
    const p = verifyToken(token, secret, now) as { sub: number };
    expect(() => { p.sub = 1; }).toThrow();
    expect(verifyToken(token, secret, now)).toMatchObject({ sub: 7 });
  });
});
