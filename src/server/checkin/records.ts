// Check-in records (entity checkinRecord): written at each confirmation, read as the scanner's recent
// list and counted by the statistics. Name, phone and company are copied so the list shows who was
// scanned even if the participant is edited later.
import type { Db } from '../db/driver';
import type { Row } from '../db/repo';

export interface NewRecord {
  participant: Row;
  /** the registration the scanned code named */
  registrationId?: number | null;
  code: string;
  status: 'success' | 'failure';
  checkinStatus: string;
  operator: Row;
  message?: string;
}

export async function addRecord(db: Db, r: NewRecord) {
  const p = r.participant;
  await insertRecord(db, [p.meeting_id, p.id, r.registrationId ?? null, r.code, String(p.name || p.username || ''), p.phone ?? null,
    String(p.company || p.workplace || '') || null, r.status, r.checkinStatus, r.message, r.operator]);
}

/**
 * A scan refused before it named anyone of this meeting (an unknown code, another meeting's code): a
 * failure in the scanning meeting's list with the code and the reason only, so another meeting's
 * participant stays unnamed.
 */
export async function addRefusal(db: Db, meetingId: number, code: string, message: string, operator: Row) {
  await insertRecord(db, [meetingId, null, null, code, null, null, null, 'failure', null, message, operator]);
}

type Fields = [meetingId: unknown, participantId: unknown, registrationId: unknown, code: string, name: string | null, phone: unknown, company: string | null,
  status: string, checkinStatus: string | null, message: string | undefined, operator: Row];

/** The one INSERT, with every text cut to its column's length. */
async function insertRecord(db: Db, [meetingId, participantId, registrationId, code, name, phone, company, status, checkinStatus, message, operator]: Fields) {
  await db.query(
    `INSERT INTO checkin_records (meeting_id, participant_id, registration_id, code, name, phone, company, status, checkin_status, message, operator, operator_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [meetingId, participantId, registrationId, code.slice(0, 64), name?.slice(0, 50) ?? null, phone, company?.slice(0, 100) ?? null, status, checkinStatus,
      message?.slice(0, 200) ?? null, String(operator.name || operator.username || '').slice(0, 50), operator.id],
  );
}

/** The newest `limit` records of a meeting, newest first (the (meeting_id, time) index read backwards). */
export async function recentRecords(db: Db, meetingId: number, limit: number) {
  const rows = await db.query('SELECT * FROM checkin_records WHERE meeting_id = $1 ORDER BY time DESC, id DESC LIMIT $2', [meetingId, limit]);
  return rows.map((r) => ({
    id: Number(r.id), time: new Date(r.time).toISOString(), code: r.code, participantId: r.participant_id == null ? null : Number(r.participant_id),
    registrationId: r.registration_id == null ? null : Number(r.registration_id),
    name: r.name, phone: r.phone, company: r.company, status: r.status, checkinStatus: r.checkin_status, message: r.message, operator: r.operator,
  }));
}

/** Spec 3 §3 Check-in stats: late arrivals count as checked in. */
export async function checkinStats(db: Db, meetingId: number) {
  const [r] = await db.query(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE checkin_status IN ('checked_in', 'late'))::int AS "checkedIn"
     FROM participants WHERE meeting_id = $1`, [meetingId]);
  const total = Number(r.total);
  const checkedIn = Number(r.checkedIn);
  return { totalParticipants: total, checkedIn, notCheckedIn: total - checkedIn, checkinRate: total ? Math.round((checkedIn / total) * 1000) / 10 : 0 };
}
