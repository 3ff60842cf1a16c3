// A scanner's offline journal comes home (issue 20). Each line names a scanned code, the device and
// the device's time. The lines are kept once per (meeting, device, entry id) — one INSERT … ON
// CONFLICT DO NOTHING, so a journal sent twice, or by two tabs at once, is kept once — and every
// registration they name that may enter arrives through the door's own statement (arrivals.ts: a
// conditional UPDATE, so any number of syncs naming the same code at once record one arrival). The
// earliest line wins: the participant's check-in time is set back to it when it is earlier. A
// registration with lines from more than one device is a conflict the organizer is shown (conflicts()).
import type { Db } from '../db/driver';
import type { Row } from '../db/repo';
import { arriveMany, type Arrival } from './arrivals';
import { normalDoorCode } from './door-codes';
import { isSigned, verifiedClaim } from './signed-codes';

export interface JournalLine { entryId: string; code: string; scannedAt: string }
export interface Operator { user: Row; owner: number | null; claim: [string, number, string] }

/** What became of a line: `in` its registration is checked in (`first`: this line is its earliest), `refused` it may not enter, `unknown` no registration of this meeting has the code (or its signature fails). */
export interface LineOutcome { entryId: string; registrationId: number | null; outcome: 'in' | 'refused' | 'unknown'; first: boolean; conflict: boolean }

const operatorName = (u: Row) => String(u.name || u.username || '').slice(0, 50);

export async function syncJournal(db: Db, secret: Buffer, meetingId: number, deviceId: string, lines: JournalLine[], op: Operator): Promise<LineOutcome[]> {
  // the door code each line carries: a signed code's only when its signature holds
  const codes = await Promise.all(lines.map(async (l) => {
    if (!isSigned(l.code)) return normalDoorCode(l.code);
    return (await verifiedClaim(db, secret, l.code))?.doorCode ?? null;
  }));
  const regs = await db.query('SELECT id, door_code FROM registrations WHERE meeting_id = $1 AND door_code = ANY($2::text[])',
    [meetingId, codes.filter((c): c is string => !!c)]);
  const regOf = new Map(regs.map((r) => [String(r.door_code), Number(r.id)]));
  const known = lines.map((l, i) => ({ ...l, registrationId: codes[i] ? regOf.get(codes[i]!) ?? null : null, code: codes[i] }));
  const kept = known.filter((l) => l.registrationId !== null);
  if (kept.length) {
    // a device's clock ahead of the server's cannot put a line in the future
    await db.query(
      `INSERT INTO offline_arrivals (meeting_id, registration_id, device_id, entry_id, scanned_at, operator, operator_id)
       SELECT $1, x.r, $2, x.e, least(x.s, now()), $3, $4 FROM unnest($5::int[], $6::text[], $7::timestamptz[]) AS x(r, e, s)
       ON CONFLICT (meeting_id, device_id, entry_id) DO NOTHING`,
      [meetingId, deviceId, operatorName(op.user), Number(op.user.id), kept.map((l) => l.registrationId), kept.map((l) => l.entryId), kept.map((l) => l.scannedAt)]);
    const doorCodes = [...new Set(kept.map((l) => l.code!))];
    await arriveMany(db, doorCodes.map((code): Arrival => ({
      code, participantId: null, meetingId, owner: op.owner, status: 'checked_in', operatorId: Number(op.user.id), claim: op.claim,
    })));
    // the earliest line is the arrival: its time, not the sync's, is the participant's check-in time
    await db.query(
      `UPDATE participants p SET checkin_time = j.first, updated_at = now()
       FROM (SELECT registration_id, min(scanned_at) AS first FROM offline_arrivals WHERE meeting_id = $1 AND registration_id = ANY($2::int[]) GROUP BY 1) j
       JOIN registrations g ON g.id = j.registration_id
       WHERE p.id = g.participant_id AND g.registration_status = 'checked_in' AND (p.checkin_time IS NULL OR p.checkin_time > j.first)`,
      [meetingId, [...new Set(kept.map((l) => l.registrationId))]]);
  }
  const state = kept.length ? await db.query(
    `SELECT g.id, g.registration_status,
       (SELECT a.entry_id FROM offline_arrivals a WHERE a.meeting_id = g.meeting_id AND a.registration_id = g.id ORDER BY a.scanned_at, a.id LIMIT 1) AS first_entry,
       (SELECT a.device_id FROM offline_arrivals a WHERE a.meeting_id = g.meeting_id AND a.registration_id = g.id ORDER BY a.scanned_at, a.id LIMIT 1) AS first_device,
       (SELECT count(DISTINCT a.device_id) FROM offline_arrivals a WHERE a.meeting_id = g.meeting_id AND a.registration_id = g.id)::int AS devices
     FROM registrations g WHERE g.id = ANY($1::int[])`, [[...new Set(kept.map((l) => l.registrationId))]]) : [];
  const byId = new Map(state.map((r) => [Number(r.id), r]));
  return known.map((l) => {
    const s = l.registrationId === null ? undefined : byId.get(l.registrationId);
    if (!s) return { entryId: l.entryId, registrationId: null, outcome: 'unknown', first: false, conflict: false };
    return {
      entryId: l.entryId, registrationId: l.registrationId, outcome: s.registration_status === 'checked_in' ? 'in' : 'refused',
      first: s.first_entry === l.entryId && s.first_device === deviceId, conflict: Number(s.devices) > 1,
    };
  });
}

/** The meeting's registrations scanned offline at more than one device, newest first (at most 200): every scan, earliest (the arrival) first. */
export async function conflicts(db: Db, meetingId: number) {
  const rows = await db.query(
    `SELECT a.registration_id, left(coalesce(nullif(p.name, ''), p.username, ''), 50) AS name, g.selected_ticket_name AS ticket,
       json_agg(json_build_object('deviceId', a.device_id, 'scannedAt', a.scanned_at, 'operator', a.operator) ORDER BY a.scanned_at, a.id) AS scans
     FROM offline_arrivals a JOIN registrations g ON g.id = a.registration_id JOIN participants p ON p.id = g.participant_id
     WHERE a.meeting_id = $1
     GROUP BY a.registration_id, p.name, p.username, g.selected_ticket_name
     HAVING count(DISTINCT a.device_id) > 1
     ORDER BY min(a.scanned_at) DESC LIMIT 200`, [meetingId]);
  return rows.map((r) => {
    const scans = (typeof r.scans === 'string' ? JSON.parse(r.scans) : r.scans) as Array<{ deviceId: string; scannedAt: string; operator: string | null }>;
    const list = scans.map((s) => ({ ...s, scannedAt: new Date(s.scannedAt).toISOString() }));
    return { registrationId: Number(r.registration_id), name: r.name, ticket: r.ticket ?? null, earliest: list[0], scans: list };
  });
}
