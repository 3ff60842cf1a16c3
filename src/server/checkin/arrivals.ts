// First arrivals, the scanner's hot path. An arrival names a registration by its door code; one
// statement proves the caller's session, checks the meeting is the caller's, the participant enabled
// and the registration in a state that may enter (door.ts ENTERS_SQL: confirmed, or awaiting payment
// where the flow admits unpaid), and then moves it along the lifecycle (checkIn → checked_in, the
// registration_events row beside it), brings the participant's check-in fields along (the figures
// count them) and writes the success record: a data-modifying CTE, atomic without a transaction.
// This is the checkIn transition of transitions.ts move() — one conditional UPDATE that PostgreSQL
// re-checks after waiting for a parallel update's row lock, so of any number of racing scans exactly
// one arrives — written as one statement with its consequences, so a scan costs one round trip
// (move() inside a transaction would take four, and the door's target is 2,000 arrivals a second).
// Scans that arrive while earlier ones are in flight go together in one statement (ArrivalQueue); an
// arrival that finds no row is explained by the caller alone (door.ts refusalOf).
import type { Db } from '../db/driver';
import type { Row } from '../db/repo';
import { liveSessionSql } from '../auth/inline-session';
import { ENTERS_SQL, REG_COLUMNS } from './door';

export interface Arrival {
  /** the registration's door code, normalised (door-codes.ts) */
  code: string;
  /** the participant the caller named, when it named one (update-checkin-status); the code must be theirs */
  participantId: number | null;
  meetingId: number;
  /** ownerScope of the caller: null for a super admin */
  owner: number | null;
  /** the participant's check-in status to record: checked_in or late */
  status: string;
  /** the caller's id; the record names it as the users table does */
  operatorId: number;
  /** the caller's session id, user id and role, proven live in the same statement (also once confirmed: an index lookup, and no OR for the planner) */
  claim: [string, number, string];
}

/** The columns a scanner is shown (participant-of.ts scanView), not the participant's whole row. */
const SHOWN = 'id, meeting_id, checkin_code, name, username, phone, email, company, workplace, position, avatar, checkin_status, checkin_time, status, is_active';
const OPERATOR = (id: string) => `(SELECT left(coalesce(nullif(o.name, ''), nullif(o.username, ''), ''), 50) FROM users o WHERE o.id = ${id})`;

const ARRIVE_SQL = `WITH r AS (
    SELECT * FROM unnest($1::int[], $2::text[], $3::int[], $4::text[], $5::int[], $6::int[], $7::int[], $8::text[], $9::int[], $10::text[])
      AS r(k, code, pid, new_status, mid, owner, operator_id, sid, uid, role)
  ), g AS (
    UPDATE registrations g SET registration_status = 'checked_in', collect_on_site = (g.registration_status = 'awaiting_payment'), updated_at = now()
    FROM r
    WHERE g.door_code = ANY($2::text[]) AND g.door_code = r.code AND g.meeting_id = r.mid AND ${ENTERS_SQL('g')}
      AND (r.pid IS NULL OR g.participant_id = r.pid)
      AND EXISTS (SELECT 1 FROM participants p WHERE p.id = g.participant_id AND p.status IS DISTINCT FROM 'disabled' AND p.is_active IS DISTINCT FROM false)
      AND EXISTS (SELECT 1 FROM meetings m WHERE m.id = r.mid AND (r.owner IS NULL OR m.organizer_id = r.owner))
      AND ${liveSessionSql('r.sid', 'r.uid', 'r.role')}
    RETURNING g.*, r.k AS arrival_k, r.new_status AS arrival_status, r.operator_id AS arrival_operator
  ), u AS (
    -- the participant's fields the figures count; a second registration's arrival keeps the first time
    UPDATE participants p SET checkin_status = g.arrival_status, updated_at = now(),
      checkin_time = CASE WHEN p.checkin_status IN ('checked_in', 'late') THEN coalesce(p.checkin_time, now()) ELSE now() END
    FROM g WHERE p.id = g.participant_id
    RETURNING p.${SHOWN.replaceAll(', ', ', p.')}, g.arrival_k
  ), rec AS (
    INSERT INTO checkin_records (meeting_id, participant_id, registration_id, code, name, phone, company, status, checkin_status, operator, operator_id)
    SELECT g.meeting_id, u.id, g.id, g.door_code, left(coalesce(nullif(u.name, ''), u.username, ''), 50), u.phone,
           nullif(left(coalesce(nullif(u.company, ''), u.workplace, ''), 100), ''), 'success', u.checkin_status, ${OPERATOR('g.arrival_operator')}, g.arrival_operator
    FROM g JOIN u ON u.arrival_k = g.arrival_k
  ), ev AS (
    INSERT INTO registration_events (meeting_id, registration_id, action, from_status, to_status, payment_status, actor_type, actor_id, actor_name)
    SELECT g.meeting_id, g.id, 'checkIn', CASE WHEN g.collect_on_site THEN 'awaiting_payment' ELSE 'confirmed' END, 'checked_in', g.payment_status,
           'organizer', g.arrival_operator, ${OPERATOR('g.arrival_operator')}
    FROM g
  )
  SELECT u.*, ${REG_COLUMNS('g')}, NULL::boolean AS g_admit_unpaid FROM u JOIN g ON g.arrival_k = u.arrival_k`;

/** Records these arrivals in one statement; each answer is the participant and registration as now shown (door.ts doorView), or undefined when its conditions failed. */
export async function arriveMany(db: Db, arrivals: Arrival[]): Promise<Array<Row | undefined>> {
  const col = <T>(f: (a: Arrival, i: number) => T) => arrivals.map(f);
  // the statement writes only rows of each arrival's own meeting, checked there as the caller's: only those
  // meetings' kept answers (and their organizers' lists) are dropped, whichever request sends the batch
  const owners = arrivals.map((a) => a.owner);
  const scope = { meetings: [...new Set(arrivals.map((a) => a.meetingId))], organizers: owners.includes(null) ? null : [...new Set(owners as number[])] };
  const rows = await db.changes.within(scope, () => db.query(ARRIVE_SQL, [
    col((_, i) => i), col((a) => a.code), col((a) => a.participantId), col((a) => a.status), col((a) => a.meetingId), col((a) => a.owner),
    col((a) => a.operatorId), col((a) => a.claim[0]), col((a) => a.claim[1]), col((a) => a.claim[2]),
  ]));
  const out: Array<Row | undefined> = arrivals.map(() => undefined);
  for (const { arrival_k: k, ...row } of rows) out[Number(k)] = row;
  return out;
}

/**
 * Arrivals go out at once while fewer than `inFlight` statements are running; the ones that come
 * meanwhile wait for the next free slot and go together (at most `batch`). A statement that fails
 * is retried arrival by arrival, so one bad arrival fails alone. One statement at a time is the
 * default on PostgreSQL too: the larger batches cost both processes less per arrival than two
 * statements side by side (BENCHMARKS.md, 1,533 against 1,223 arrivals a second on one run).
 *
 * Scanners wait for each answer before their next scan, so when a statement ends, the scanners it
 * answered are about to send again while others may be queued already. Sent at once, the queue
 * alternates between part statements, each paying the commit's flush (about 1.5 ms on the benchmark
 * machine). Instead the next statement waits, at most `gatherMs` after the last one ended, until as
 * many arrivals are there as were queued then plus the scanners it answered, as PostgreSQL's own
 * commit_delay does for commits: a scanner alone never waits (the one it waits for is itself), and a
 * scanner that does not come back costs the others `gatherMs` once.
 */
export class ArrivalQueue {
  private waiting: Array<{ a: Arrival; done: (r: Row | undefined) => void; fail: (e: unknown) => void }> = [];
  private running = 0;
  /** how many arrivals the next statement waits for (the queued and those just answered), until `until` (performance.now()) */
  private expected = 0;
  private until = 0;
  private gathering: NodeJS.Timeout | undefined;

  constructor(private readonly db: Db, private readonly inFlight = 1, private readonly batch = 50, private readonly gatherMs = 1) {}

  arrive(a: Arrival): Promise<Row | undefined> {
    return new Promise((done, fail) => {
      this.waiting.push({ a, done, fail });
      this.pump();
    });
  }

  private pump(): void {
    while (this.running < this.inFlight && this.waiting.length) {
      const left = this.until - performance.now();
      if (this.waiting.length < Math.min(this.expected, this.batch) && left > 0) {
        this.gathering ??= setTimeout(() => {
          this.gathering = undefined;
          this.expected = 0;
          this.pump();
        }, left);
        return;
      }
      clearTimeout(this.gathering);
      this.gathering = undefined;
      this.expected = 0;
      const group = this.waiting.splice(0, this.batch);
      this.running++;
      void this.send(group);
    }
  }

  private async send(group: ArrivalQueue['waiting']): Promise<void> {
    let answer = () => {};
    try {
      const rows = await arriveMany(this.db, group.map((g) => g.a));
      answer = () => group.forEach((g, i) => g.done(rows[i]));
    } catch (e) {
      if (group.length === 1) answer = () => group[0].fail(e);
      else for (const g of group) await arriveMany(this.db, [g.a]).then(([r]) => g.done(r), g.fail);
    }
    this.running--;
    // counted before anyone is answered: the next statement waits for the queued and the scanners about to be answered
    this.expected = this.waiting.length + group.length;
    this.until = performance.now() + this.gatherMs;
    answer();
    this.pump();
  }
}
