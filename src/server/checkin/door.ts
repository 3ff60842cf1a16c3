// Who may come in (issue 15): a door code names one registration; its lifecycle state decides. The
// scanner's look-up, the refusal with its reason, and the view a scanner shows (participant record,
// ticket, sub-venues, payment) live here, shared by the look-up, the confirmation and "scan to check in".
import type { Db } from '../db/driver';
import type { Row } from '../db/repo';
import { AppError } from '../http/errors';
import { fromStored, zoneOr } from '../meetings/times';
import { paymentStatusSql } from '../payments/status-sql';
import { TRANSITIONS } from '../../shared/lifecycle';
import { scanView } from './participant-of';

// The states an arrival (checkIn) starts from, from the lifecycle; awaiting_payment only where the flow admits unpaid.
if (TRANSITIONS.checkIn.from.join() !== 'confirmed,awaiting_payment') throw new Error('door.ts: checkIn.from changed, update ENTERS_SQL');

/** The condition a registration `g` must meet to enter, over its flow's setting (trusted SQL, no input). */
export const ENTERS_SQL = (g: string) => `(${g}.registration_status = 'confirmed' OR (${g}.registration_status = 'awaiting_payment'
  AND EXISTS (SELECT 1 FROM registration_flows f WHERE f.id = ${g}.flow_id AND f.admit_unpaid)))`;

/** Whether a registration in state `status` of a flow with `admitUnpaid` may enter (or is already in). */
export const mayEnter = (status: unknown, admitUnpaid: unknown): boolean =>
  status === 'confirmed' || status === 'checked_in' || (status === 'awaiting_payment' && admitUnpaid === true);

/** The registration's columns a scanner is shown, prefixed g_ beside the participant's own. */
export const REG_COLUMNS = (g: string) => `${g}.id AS g_id, ${g}.meeting_id AS g_meeting_id, ${g}.registration_status AS g_status,
  ${paymentStatusSql(g)} AS g_payment, ${g}.selected_ticket_name AS g_ticket, ${g}.selected_sub_venues AS g_sub_venues,
  ${g}.collect_on_site AS g_collect, ${g}.door_code AS g_code`;

/** The registration holding `code` (already normalised), with its participant, flow setting and last arrival. */
export async function doorLookup(db: Db, code: string): Promise<Row | undefined> {
  const [row] = await db.query(
    `SELECT p.*, ${REG_COLUMNS('g')}, f.admit_unpaid AS g_admit_unpaid, e.created_at AS g_in_at, e.actor_name AS g_in_by,
       (SELECT m.time_zone FROM meetings m WHERE m.id = g.meeting_id) AS g_time_zone
     FROM registrations g JOIN participants p ON p.id = g.participant_id LEFT JOIN registration_flows f ON f.id = g.flow_id
     LEFT JOIN LATERAL (SELECT created_at, actor_name FROM registration_events
       WHERE registration_id = g.id AND action = 'checkIn' ORDER BY id DESC LIMIT 1) e ON g.registration_status = 'checked_in'
     WHERE g.door_code = $1`, [code]);
  return row;
}

/** Why the registration `row` (doorLookup's) may not enter at meeting `meetingId`, or null when it may. */
export function refusalOf(row: Row | undefined, meetingId: number): AppError | null {
  if (!row || row.g_status === 'draft') return new AppError(404, 'checkin.codeNotFound');
  if (Number(row.g_meeting_id) !== meetingId) return new AppError(404, 'checkin.otherMeeting');
  if (row.status === 'disabled' || row.is_active === false) return new AppError(409, 'checkin.disabled');
  switch (row.g_status) {
    case 'confirmed': return null;
    case 'awaiting_payment': return row.g_admit_unpaid === true ? null : new AppError(409, 'checkin.awaitingPayment');
    case 'checked_in': return new AppError(409, 'checkin.already', { time: fromStored(row.g_in_at ?? row.checkin_time, zoneOr(row.g_time_zone)) ?? '', operator: row.g_in_by ?? '' });
    case 'cancelled': return new AppError(409, 'checkin.cancelled');
    case 'expired': return new AppError(409, 'checkin.expired');
    default: return new AppError(409, 'checkin.underReview');
  }
}

/** What a scanner shows: the participant's record and the registration (ticket, sub-venues, payment). */
export function doorView(row: Row) {
  const participant = scanView(row);
  const subVenues = Array.isArray(row.g_sub_venues) ? row.g_sub_venues : typeof row.g_sub_venues === 'string' ? JSON.parse(row.g_sub_venues) : [];
  const registration = {
    id: Number(row.g_id),
    registrationStatus: row.g_status,
    paymentStatus: row.g_payment,
    ticket: row.g_ticket ?? null,
    subVenues: subVenues as string[],
    // unpaid and let in (the flow's admitUnpaid): an arrival marks it collectOnSite, a look-up says it will be
    collectOnSite: row.g_collect === true || (row.g_status === 'awaiting_payment' && row.g_admit_unpaid === true),
  };
  const person = { ...participant, checkinCode: row.g_code ?? null };
  return { participant: person, user: person, registration };
}

/**
 * The participant's registration in the meeting that may enter (confirmed, checked in, or awaiting
 * payment where the flow admits unpaid), newest first, with its meeting's title: the one whose code
 * the participant centre shows. Undefined when none may: no code is shown then.
 */
export async function enteringRegistration(db: Db, participantId: number, meetingId: number): Promise<Row | undefined> {
  const [row] = await db.query(
    `SELECT g.id, g.door_code, g.registration_status, g.selected_ticket_name, m.title AS meeting_title
     FROM registrations g JOIN meetings m ON m.id = g.meeting_id
     WHERE g.participant_id = $1 AND g.meeting_id = $2 AND g.door_code IS NOT NULL
       AND (g.registration_status IN ('confirmed', 'checked_in') OR ${ENTERS_SQL('g')})
     ORDER BY g.id DESC LIMIT 1`, [participantId, meetingId]);
  return row;
}
