// First arrivals, the scanner's hot path: each is one statement that proves the caller's session,
// checks the meeting is the caller's and the participant enabled and not yet arrived, updates the
// participant and writes the success record (a data-modifying CTE: atomic without a transaction).
// Scans that arrive while earlier ones are in flight go together in one statement (ArrivalQueue), so a
// busy entrance costs one round trip and one commit per batch instead of per scan; each arrival keeps
// its own conditions (operator, meeting, session), and an arrival that finds no row is explained by the
// caller alone, exactly as before.
import type { Db } from '../db/driver';
import type { Row } from '../db/repo';
import { liveSessionSql } from '../auth/inline-session';

/** The whole concurrency guard of an arrival: PostgreSQL re-checks it after waiting for a parallel update's row lock. */
const NOT_ARRIVED = "checkin_status NOT IN ('checked_in', 'late')";

/**
 * Records an arrival unless the participant has arrived already: NOT_ARRIVED in the UPDATE is the
 * whole concurrency guard (PostgreSQL re-checks it after waiting for a parallel update's row lock).
 * `guarded: false` exists for the race test, to show that without it every caller "succeeds".
 */
export async function arrive(db: Db, participantId: number, status: string, guarded = true): Promise<Row | undefined> {
  const [row] = await db.query(
    `UPDATE participants SET checkin_status = $2, checkin_time = now(), updated_at = now()
     WHERE id = $1 ${guarded ? `AND ${NOT_ARRIVED}` : ''} RETURNING *`,
    [participantId, status]);
  return row;
}

export interface Arrival {
  participantId: number;
  meetingId: number;
  /** ownerScope of the caller: null for a super admin */
  owner: number | null;
  status: string;
  /** the scanned code; else the participant's own */
  code?: string;
  /** the caller's id; the record names it as the users table does */
  operatorId: number;
  /** the caller's session id, user id and role, proven live in the same statement (also once confirmed: an index lookup, and no OR for the planner) */
  claim: [string, number, string];
}

/** The columns a scanner is shown (participant-of.ts scanView), not the participant's whole row. */
const SHOWN = 'id, meeting_id, checkin_code, name, username, phone, email, company, workplace, position, avatar, checkin_status, checkin_time';

const ARRIVE_SQL = `WITH r AS (
    SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::int[], $5::int[], $6::text[], $7::int[], $8::text[], $9::int[], $10::text[])
      AS r(k, pid, new_status, mid, owner, code, operator_id, sid, uid, role)
  ), u AS (
    UPDATE participants p SET checkin_status = r.new_status, checkin_time = now(), updated_at = now()
    FROM r
    WHERE p.id = ANY($2::int[]) AND p.id = r.pid AND p.meeting_id = r.mid AND p.${NOT_ARRIVED}
      AND p.status IS DISTINCT FROM 'disabled' AND p.is_active IS DISTINCT FROM false
      AND EXISTS (SELECT 1 FROM meetings m WHERE m.id = r.mid AND (r.owner IS NULL OR m.organizer_id = r.owner))
      AND ${liveSessionSql('r.sid', 'r.uid', 'r.role')}
    RETURNING p.*, r.k AS arrival_k, r.code AS arrival_code, r.operator_id AS arrival_operator
  ), rec AS (
    INSERT INTO checkin_records (meeting_id, participant_id, code, name, phone, company, status, checkin_status, operator, operator_id)
    SELECT u.meeting_id, u.id, left(coalesce(u.arrival_code, u.checkin_code, ''), 64), left(coalesce(nullif(u.name, ''), u.username, ''), 50), u.phone,
           nullif(left(coalesce(nullif(u.company, ''), u.workplace, ''), 100), ''), 'success', u.checkin_status,
           (SELECT left(coalesce(nullif(o.name, ''), nullif(o.username, ''), ''), 50) FROM users o WHERE o.id = u.arrival_operator), u.arrival_operator
    FROM u
  ), reg AS (
    -- the arrival moves the participant's confirmed registration along its lifecycle (checkIn)
    UPDATE registrations g SET registration_status = 'checked_in', updated_at = now()
    FROM u WHERE g.participant_id = u.id AND g.meeting_id = u.meeting_id AND g.registration_status = 'confirmed'
    RETURNING g.id, g.meeting_id, g.payment_status, u.arrival_operator
  ), ev AS (
    INSERT INTO registration_events (meeting_id, registration_id, action, from_status, to_status, payment_status, actor_type, actor_id, actor_name)
    SELECT reg.meeting_id, reg.id, 'checkIn', 'confirmed', 'checked_in', reg.payment_status, 'organizer', reg.arrival_operator,
           (SELECT left(coalesce(nullif(o.name, ''), nullif(o.username, ''), ''), 50) FROM users o WHERE o.id = reg.arrival_operator)
    FROM reg
  )
  SELECT ${SHOWN}, arrival_k FROM u`;

/** Records these arrivals in one statement; each answer is the participant as now shown, or undefined when its conditions failed. */
export async function arriveMany(db: Db, arrivals: Arrival[]): Promise<Array<Row | undefined>> {
  const col = <T>(f: (a: Arrival, i: number) => T) => arrivals.map(f);
  const rows = await db.query(ARRIVE_SQL, [
    col((_, i) => i), col((a) => a.participantId), col((a) => a.status), col((a) => a.meetingId), col((a) => a.owner),
    col((a) => a.code || null), col((a) => a.operatorId), col((a) => a.claim[0]), col((a) => a.claim[1]), col((a) => a.claim[2]),
  ]);
  const out: Array<Row | undefined> = arrivals.map(() => undefined);
  for (const { arrival_k: k, ...row } of rows) out[Number(k)] = row;
  return out;
}

/**
 * Arrivals go out at once while fewer than `inFlight` statements are running; the ones that come
 * meanwhile wait for the next free slot and go together (at most `batch`). A statement that fails
 * is retried arrival by arrival, so one bad arrival fails alone.
 */
export class ArrivalQueue {
  private waiting: Array<{ a: Arrival; done: (r: Row | undefined) => void; fail: (e: unknown) => void }> = [];
  private running = 0;

  constructor(private readonly db: Db, private readonly inFlight = 2, private readonly batch = 50) {}

  arrive(a: Arrival): Promise<Row | undefined> {
    return new Promise((done, fail) => {
      this.waiting.push({ a, done, fail });
      this.pump();
    });
  }

  private pump(): void {
    while (this.running < this.inFlight && this.waiting.length) {
      const group = this.waiting.splice(0, this.batch);
      this.running++;
      void this.send(group).finally(() => {
        this.running--;
        this.pump();
      });
    }
  }

  private async send(group: ArrivalQueue['waiting']): Promise<void> {
    try {
      const rows = await arriveMany(this.db, group.map((g) => g.a));
      group.forEach((g, i) => g.done(rows[i]));
    } catch (e) {
      if (group.length === 1) return group[0].fail(e);
      for (const g of group) await arriveMany(this.db, [g.a]).then(([r]) => g.done(r), g.fail);
    }
  }
}
