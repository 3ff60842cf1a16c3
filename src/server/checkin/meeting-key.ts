// The meeting's signing key (issue 20, offline check-in): one Ed25519 key pair per meeting, made the
// first time a code or bundle of the meeting is signed (one INSERT … ON CONFLICT, so racing requests
// agree on one pair). The private key is kept sealed with AES-256-GCM under a key derived (HKDF) from
// the app's token secret: a copy of the meeting_keys table alone (an export, a stray backup of one
// table) signs nothing. The token secret lives in the same database (settings.ts), so this is not a
// defence against a full database copy; there is no separate app secret to put it beyond that. The
// public key is served raw (32 bytes, base64url) because that is what WebCrypto imports as "raw".
import { createCipheriv, createDecipheriv, createPrivateKey, createPublicKey, generateKeyPairSync, hkdfSync, randomBytes, sign, verify, type KeyObject } from 'node:crypto';
import type { Db } from '../db/driver';

export interface MeetingKey {
  meetingId: number;
  /** raw public key, base64url (what the scanner imports) */
  publicRaw: string;
  publicKey: KeyObject;
  privateKey: KeyObject;
}

// the public key's DER is this fixed 12-byte SPKI prefix and the raw 32 bytes (RFC 8410)
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

const sealKey = (secret: Buffer) => Buffer.from(hkdfSync('sha256', secret, 'conflow', 'meeting signing key v1', 32));

export function seal(secret: Buffer, plain: Buffer): string {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', sealKey(secret), iv);
  const body = Buffer.concat([c.update(plain), c.final()]);
  return [iv, c.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function unseal(secret: Buffer, sealed: string): Buffer {
  const [iv, tag, body] = sealed.split('.').map((s) => Buffer.from(s, 'base64url'));
  const d = createDecipheriv('aes-256-gcm', sealKey(secret), iv);
  d.setAuthTag(tag);
  return Buffer.concat([d.update(body), d.final()]);
}

export const publicKeyOfRaw = (raw: string): KeyObject =>
  createPublicKey({ key: Buffer.concat([SPKI_PREFIX, Buffer.from(raw, 'base64url')]), format: 'der', type: 'spki' });

// a key never changes once made, so each database's keys are kept in memory after the first read
const cached = new WeakMap<Db, Map<number, MeetingKey>>();

/** The meeting's key pair, made on first use (unless `make` is false: then null when it has none). */
export async function meetingKey(db: Db, secret: Buffer, meetingId: number): Promise<MeetingKey>;
export async function meetingKey(db: Db, secret: Buffer, meetingId: number, make: false): Promise<MeetingKey | null>;
export async function meetingKey(db: Db, secret: Buffer, meetingId: number, make = true): Promise<MeetingKey | null> {
  const known = cached.get(db) ?? new Map<number, MeetingKey>();
  cached.set(db, known);
  const hit = known.get(meetingId);
  if (hit) return hit;
  let [row] = await db.query('SELECT public_key, private_key FROM meeting_keys WHERE meeting_id = $1', [meetingId]);
  if (!row && !make) return null;
  if (!row) {
    const pair = generateKeyPairSync('ed25519');
    const raw = pair.publicKey.export({ format: 'der', type: 'spki' }).subarray(SPKI_PREFIX.length).toString('base64url');
    const sealed = seal(secret, pair.privateKey.export({ format: 'der', type: 'pkcs8' }));
    await db.query('INSERT INTO meeting_keys (meeting_id, public_key, private_key) VALUES ($1, $2, $3) ON CONFLICT (meeting_id) DO NOTHING', [meetingId, raw, sealed]);
    [row] = await db.query('SELECT public_key, private_key FROM meeting_keys WHERE meeting_id = $1', [meetingId]);
  }
  const key: MeetingKey = {
    meetingId, publicRaw: row.public_key, publicKey: publicKeyOfRaw(row.public_key),
    privateKey: createPrivateKey({ key: unseal(secret, row.private_key), format: 'der', type: 'pkcs8' }),
  };
  known.set(meetingId, key);
  return key;
}

export const signWith = (key: MeetingKey, data: Buffer): Buffer => sign(null, data, key.privateKey);
export const verifyWith = (key: MeetingKey, data: Buffer, signature: Buffer): boolean =>
  signature.length === 64 && verify(null, data, key.publicKey, signature);
