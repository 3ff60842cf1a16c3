// Signed door codes (issue 20): what a participant's QR code carries so a scanner can tell, offline,
// that the server issued it. "CF." and base64url of 21 payload bytes and the 64-byte Ed25519
// signature over them (117 characters, a version-5 QR code at level M):
//   byte 0 format (1) · 1–4 meeting id · 5–8 registration id (both unsigned, big-endian) · 9–20 the door code.
// The door code inside is the code's version: renewing it (generate-checkin-code) makes the signed
// code name a code no registration holds, online and in the next offline bundle (its digest is there).
// Online the door verifies the signature and carries on with the door code inside, so plain door
// codes (typed, or on a badge printed before) and signed ones are both accepted.
import { createHash } from 'node:crypto';
import type { Db } from '../db/driver';
import { meetingKey, signWith, verifyWith, type MeetingKey } from './meeting-key';
import { DOOR_CODE_LENGTH } from './door-codes';

export const SIGNED_PREFIX = 'CF.';
const PAYLOAD = 9 + DOOR_CODE_LENGTH;
export const SIGNED_LENGTH = SIGNED_PREFIX.length + Math.ceil(((PAYLOAD + 64) * 4) / 3);

export interface CodeClaim { meetingId: number; registrationId: number; doorCode: string }

export const isSigned = (typed: string): boolean => typed.trim().startsWith(SIGNED_PREFIX);

function payloadOf(c: CodeClaim): Buffer {
  const b = Buffer.alloc(PAYLOAD);
  b[0] = 1;
  b.writeUInt32BE(c.meetingId, 1);
  b.writeUInt32BE(c.registrationId, 5);
  b.write(c.doorCode, 9, DOOR_CODE_LENGTH, 'latin1');
  return b;
}

export const signCode = (key: MeetingKey, c: CodeClaim): string => {
  const p = payloadOf(c);
  return SIGNED_PREFIX + Buffer.concat([p, signWith(key, p)]).toString('base64url');
};

/**
 * What a registration's QR code carries: its door code signed with its meeting's key (made on first
 * use). The one derivation behind the check-in-code screen, the participant centre's e-ticket and the
 * confirmation e-mail, so all three show the same code. `db` is the caller's (a transaction's, when in one).
 */
export const signedDoorCode = async (db: Db, secret: Buffer, c: CodeClaim): Promise<string> => signCode(await meetingKey(db, secret, c.meetingId), c);

/** What a signed code claims, read without checking (the meeting it names picks the key to check with); null when it is not one. */
export function readClaim(typed: string): (CodeClaim & { payload: Buffer; signature: Buffer }) | null {
  const t = typed.trim();
  if (!t.startsWith(SIGNED_PREFIX) || t.length !== SIGNED_LENGTH) return null;
  const b = Buffer.from(t.slice(SIGNED_PREFIX.length), 'base64url');
  if (b.length !== PAYLOAD + 64 || b[0] !== 1) return null;
  const payload = b.subarray(0, PAYLOAD);
  return { meetingId: b.readUInt32BE(1), registrationId: b.readUInt32BE(5), doorCode: payload.subarray(9).toString('latin1'), payload, signature: b.subarray(PAYLOAD) };
}

/**
 * The claim of a signed code whose signature the key of the meeting it names verifies; null for a
 * forgery or a damaged code. Never makes a key for a meeting that has none. (Whether that meeting is
 * the scanning one is the door's question, answered as for a plain code: door.ts refusalOf.)
 */
export async function verifiedClaim(db: Db, secret: Buffer, typed: string): Promise<CodeClaim | null> {
  const c = readClaim(typed);
  if (!c) return null;
  const key = await meetingKey(db, secret, c.meetingId, false);
  return key && verifyWith(key, c.payload, c.signature) ? { meetingId: c.meetingId, registrationId: c.registrationId, doorCode: c.doorCode } : null;
}

/** The door code's digest the offline bundle lists, so a scanner tells a renewed code from the current one without learning the code. */
export const codeDigest = (doorCode: string): string => createHash('sha256').update(doorCode).digest('base64url').slice(0, 11);
