// The offline scanner's cryptography, all WebCrypto (no library: Ed25519, AES-GCM, HKDF and SHA-256
// are all in the browser, Chromium verifying Ed25519 natively). Signed codes and the list's pages are
// verified with the meeting's public key (src/server/checkin/signed-codes.ts and offline-bundle.ts
// write them); the list is kept sealed with AES-GCM under a key derived from the scanner's login
// session (offlineStore.ts says why).
const subtle = () => globalThis.crypto.subtle;

export const SIGNED_PREFIX = 'CF.';
const PAYLOAD = 21;

export function fromB64url(s: string): Uint8Array<ArrayBuffer> {
  const b64 = s.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (s.length % 4)) % 4);
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

export function toB64url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export const importPublicKey = (raw: string): Promise<CryptoKey> =>
  subtle().importKey('raw', fromB64url(raw), { name: 'Ed25519' }, false, ['verify']);

export interface SignedClaim { meetingId: number; registrationId: number; doorCode: string; payload: Uint8Array<ArrayBuffer>; signature: Uint8Array<ArrayBuffer> }

/** What a signed code claims, unchecked; null when the text is not one. */
export function readSigned(text: string): SignedClaim | null {
  const t = text.trim();
  if (!t.startsWith(SIGNED_PREFIX)) return null;
  let b: Uint8Array<ArrayBuffer>;
  try {
    b = fromB64url(t.slice(SIGNED_PREFIX.length));
  } catch {
    return null;
  }
  if (b.length !== PAYLOAD + 64 || b[0] !== 1) return null;
  const v = new DataView(b.buffer);
  return {
    meetingId: v.getUint32(1), registrationId: v.getUint32(5), doorCode: String.fromCharCode(...b.subarray(9, PAYLOAD)),
    payload: b.slice(0, PAYLOAD), signature: b.slice(PAYLOAD),
  };
}

export const verifySigned = (key: CryptoKey, c: SignedClaim): Promise<boolean> => subtle().verify({ name: 'Ed25519' }, key, c.signature, c.payload);

export const verifyText = (key: CryptoKey, text: string, signature: string): Promise<boolean> =>
  subtle().verify({ name: 'Ed25519' }, key, fromB64url(signature), new TextEncoder().encode(text));

/** The door code's digest as the list carries it (signed-codes.ts codeDigest). */
export async function codeDigest(doorCode: string): Promise<string> {
  const h = new Uint8Array(await subtle().digest('SHA-256', new TextEncoder().encode(doorCode)));
  return toB64url(h).slice(0, 11);
}

/** The list's sealing key: HKDF-SHA-256 of the session token, salted with the device id, for one meeting; never extractable. */
export async function listKey(token: string, deviceId: string, meetingId: number): Promise<CryptoKey> {
  const base = await subtle().importKey('raw', new TextEncoder().encode(token), 'HKDF', false, ['deriveKey']);
  return subtle().deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new TextEncoder().encode(deviceId), info: new TextEncoder().encode(`conflow offline list ${meetingId}`) },
    base, { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

export interface Sealed { iv: Uint8Array<ArrayBuffer>; data: ArrayBuffer }

export async function seal(key: CryptoKey, value: unknown): Promise<Sealed> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  return { iv, data: await subtle().encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(JSON.stringify(value))) };
}

/** The sealed value, or null when this key cannot open it (another session, or changed bytes). */
export async function unseal<T>(key: CryptoKey, s: Sealed): Promise<T | null> {
  try {
    return JSON.parse(new TextDecoder().decode(await subtle().decrypt({ name: 'AES-GCM', iv: s.iv }, key, s.data))) as T;
  } catch {
    return null;
  }
}
