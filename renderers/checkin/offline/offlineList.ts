// The offline list as the scanner holds it, and the door's verdict on a scanned code without the
// server: a signed code is checked against the meeting key, then found in the list (by registration
// id; the door code inside must be the current one, by digest); a plain typed code is found by its
// digest alone. Arrivals already in this device's journal are refused as a second arrival.
import { codeDigest, readSigned, verifySigned } from './offlineCrypto';

/** [registration id, name, ticket, 1 when already in, code digest] (offline-bundle.ts) */
export type Attendee = [number, string, string, 0 | 1, string];

export interface Page { payload: string; signature: string; publicKey: string }

export interface OfflineList {
  meetingId: number;
  publicKey: string;
  /** when the server made the first page */
  version: string;
  attendees: Attendee[];
  revoked: Array<[number, string]>;
  /** the signed pages as received: checked again whenever the list is read back */
  pages: Page[];
}

export type Verdict =
  | { kind: 'admitted'; attendee: Attendee; code: string }
  | { kind: 'already'; attendee: Attendee; at?: string }
  | { kind: 'revoked'; state: string }
  | { kind: 'forged' | 'otherMeeting' | 'renewed' | 'unknown' };

export interface Index {
  list: OfflineList;
  key: CryptoKey;
  byId: Map<number, Attendee>;
  byDigest: Map<string, Attendee>;
  revoked: Map<number, string>;
}

export const indexOf = (list: OfflineList, key: CryptoKey): Index => ({
  list, key,
  byId: new Map(list.attendees.map((a) => [a[0], a])),
  byDigest: new Map(list.attendees.map((a) => [a[4], a])),
  revoked: new Map(list.revoked),
});

/** The verdict on `text`; `arrivedAt` answers when this device already let the registration in. */
export async function judge(ix: Index, text: string, arrivedAt: (registrationId: number) => string | undefined): Promise<Verdict> {
  const claim = readSigned(text);
  let attendee: Attendee | undefined;
  let code: string;
  if (claim) {
    if (claim.meetingId !== ix.list.meetingId) return { kind: 'otherMeeting' };
    if (!(await verifySigned(ix.key, claim))) return { kind: 'forged' };
    const state = ix.revoked.get(claim.registrationId);
    if (state) return { kind: 'revoked', state };
    attendee = ix.byId.get(claim.registrationId);
    if (!attendee) return { kind: 'unknown' };
    if ((await codeDigest(claim.doorCode)) !== attendee[4]) return { kind: 'renewed' };
    code = text.trim();
  } else {
    code = text.trim().toUpperCase();
    attendee = ix.byDigest.get(await codeDigest(code));
    if (!attendee) return { kind: 'unknown' };
  }
  const at = arrivedAt(attendee[0]);
  if (at || attendee[3] === 1) return { kind: 'already', attendee, at };
  return { kind: 'admitted', attendee, code };
}
