// The scanners' offline list (issue 20): the meeting's registrations with a door code, a page at a
// time in registration order, signed with the meeting key so a scanner can prove (again, each time it
// reads the list back from its own storage) that the server made it. An attendee is what the door
// shows and needs: registration id, name, ticket, whether already in, and the digest of the current
// door code (signed-codes.ts codeDigest: a renewed code's old QR is refused offline too). A
// registration that may not enter (cancelled, expired, unpaid, in review, its participant disabled)
// is listed as revoked with its state, so the scanner can say why.
import type { Db } from '../db/driver';
import { ENTERS_SQL } from './door';
import { meetingKey, signWith } from './meeting-key';
import { codeDigest } from './signed-codes';

/** Registrations a page: 10,000 attendees come in two requests of about 0.5 MB (BENCHMARKS.md). */
export const BUNDLE_PAGE = 5000;

/** [registration id, name, ticket, 1 when already checked in, code digest] */
export type BundleAttendee = [number, string, string, 0 | 1, string];
/** [registration id, state] */
export type BundleRevoked = [number, string];

export interface BundlePayload {
  format: 1;
  meetingId: number;
  /** when the server made this page (ISO); the scanner shows it as the list's age */
  version: string;
  after: number;
  /** the `after` of the next page; null on the last */
  next: number | null;
  attendees: BundleAttendee[];
  revoked: BundleRevoked[];
}

export interface SignedBundle { payload: string; signature: string; publicKey: string }

export async function bundlePage(db: Db, secret: Buffer, meetingId: number, after: number): Promise<SignedBundle> {
  const rows = await db.query(
    `SELECT g.id, g.registration_status AS state, g.door_code, left(coalesce(g.selected_ticket_name, ''), 50) AS ticket,
       left(coalesce(nullif(p.name, ''), p.username, ''), 50) AS name,
       (g.registration_status = 'checked_in' OR ${ENTERS_SQL('g')}) AND p.status IS DISTINCT FROM 'disabled' AND p.is_active IS DISTINCT FROM false AS enters
     FROM registrations g JOIN participants p ON p.id = g.participant_id
     WHERE g.meeting_id = $1 AND g.id > $2 AND g.door_code IS NOT NULL AND g.registration_status <> 'draft'
     ORDER BY g.id LIMIT ${BUNDLE_PAGE + 1}`, [meetingId, after]);
  const page = rows.slice(0, BUNDLE_PAGE);
  const payload: BundlePayload = {
    format: 1, meetingId, version: new Date().toISOString(), after,
    next: rows.length > BUNDLE_PAGE ? Number(page[page.length - 1].id) : null,
    attendees: page.filter((r) => r.enters).map((r) => [Number(r.id), r.name, r.ticket, r.state === 'checked_in' ? 1 : 0, codeDigest(r.door_code)]),
    revoked: page.filter((r) => !r.enters).map((r) => [Number(r.id), r.state === 'confirmed' || r.state === 'checked_in' ? 'disabled' : r.state]),
  };
  const text = JSON.stringify(payload);
  const key = await meetingKey(db, secret, meetingId);
  return { payload: text, signature: signWith(key, Buffer.from(text)).toString('base64url'), publicKey: key.publicRaw };
}
