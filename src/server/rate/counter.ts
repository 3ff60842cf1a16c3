// Limits that hold under concurrency. Each key (a login source, a code recipient, an address) has one
// row of recent hits; `take` checks the rule and records the hit in ONE statement (an upsert whose
// update is conditional), so the row lock orders requests arriving together: 100 at once against a
// limit of 10 let exactly 10 through, in one process or several on one PostgreSQL.
// The window slides: a hit counts until it is `windowSeconds` old. Hits are stamped with clock_timestamp(),
// not now(): now() is when the statement began, so a statement that waited for the row lock would stamp
// (and judge) with a time older than hits committed meanwhile.
import type { Db } from '../db/driver';

export interface Rule {
  key: string;
  windowSeconds: number;
  /** hits counted in the window at most */
  max: number;
  /**
   * true: a full window refuses until its oldest hit leaves it (10 codes an hour);
   * false: the newest `max` are kept and a full window only waits `lockSeconds` after the last hit
   * (a login source is locked for a while, then may try once more).
   */
  cap: boolean;
  /** the wait after the last hit below `max` (60 s between two codes) */
  gapSeconds?: number;
  /** from this many hits on, the wait after the last doubles from 1 s up to lockSeconds (progressive delay) */
  backoffFrom?: number;
  /** the wait after the last hit once the window is full (cap: false) */
  lockSeconds?: number;
}

export type Taken = { ok: true; key: string; at: string } | { ok: false; hits: number; retryAfter: number; sinceLast: number };

/** $1 key, $2 window, $3 max, $4 cap, $5 gap, $6 backoff from, $7 lock (seconds). */
const params = (r: Rule) => [r.key, r.windowSeconds, r.max, r.cap, r.gapSeconds ?? 0, r.backoffFrom ?? null, r.lockSeconds ?? 0];

const WINDOW = 'make_interval(secs => $2::float8)';
/** the hits of row `c` still in the window */
const LIVE = `FROM unnest(c.hits) h WHERE h > clock_timestamp() - ${WINDOW}`;
/** the wait after the last hit, for n = count(*) hits in the window */
const WAIT = `make_interval(secs => CASE
    WHEN count(*) >= $3::int THEN $7::float8
    WHEN $6::int IS NOT NULL AND count(*) >= $6::int THEN least(power(2, count(*) - $6::int), $7::float8)
    ELSE $5::float8 END)`;
const FULL = '($4::boolean AND count(*) >= $3::int)';

const TAKE = `
  INSERT INTO rate_counters AS c (key, hits, expires_at)
  VALUES ($1, ARRAY[clock_timestamp()], clock_timestamp() + make_interval(secs => greatest($2::float8, $7::float8)))
  ON CONFLICT (key) DO UPDATE SET
    hits = ARRAY(SELECT h FROM (SELECT h ${LIVE} ORDER BY h DESC LIMIT greatest($3::int - 1, 0)) newest ORDER BY h) || clock_timestamp(),
    expires_at = clock_timestamp() + make_interval(secs => greatest($2::float8, $7::float8))
  WHERE (SELECT NOT ${FULL} AND (count(*) = 0 OR max(h) + ${WAIT} <= clock_timestamp()) ${LIVE})
  RETURNING (hits[cardinality(hits)])::text AS at`;

/** Why a take was refused: the hits in the window, the seconds until one would be taken, since the last. */
const REFUSAL = `
  SELECT count(*)::int AS hits,
         extract(epoch FROM greatest(
           CASE WHEN ${FULL} THEN min(h) + ${WINDOW} END,
           max(h) + ${WAIT}) - clock_timestamp())::float8 AS retry,
         extract(epoch FROM clock_timestamp() - max(h))::float8 AS since
    FROM rate_counters c, unnest(c.hits) h WHERE c.key = $1 AND h > clock_timestamp() - ${WINDOW}`;

/** Takes one hit under the rule, or says why not (nothing recorded then). */
export async function take(db: Db, rule: Rule): Promise<Taken> {
  const p = params(rule);
  const [row] = await db.query<{ at: string }>(TAKE, p);
  if (row) {
    // rows whose hits have all run out are removed now and then (an index on expires_at)
    if (Math.random() < 0.01) await db.query('DELETE FROM rate_counters WHERE expires_at < now()');
    return { ok: true, key: rule.key, at: row.at };
  }
  const [why] = await db.query<{ hits: number; retry: number | null; since: number | null }>(REFUSAL, p);
  return { ok: false, hits: Number(why?.hits ?? 0), retryAfter: Math.max(1, Math.ceil(Number(why?.retry ?? 1))), sinceLast: Number(why?.since ?? Infinity) };
}

/** Gives a taken hit back (the request it was taken for was refused by another limit, or succeeded). */
export async function giveBack(db: Db, taken: Taken): Promise<void> {
  if (taken.ok) await db.query('UPDATE rate_counters SET hits = array_remove(hits, $2::timestamptz) WHERE key = $1', [taken.key, taken.at]);
}

/** Forgets every hit of a key (a successful login starts its source's count again). */
export async function forget(db: Db, key: string): Promise<void> {
  await db.query('DELETE FROM rate_counters WHERE key = $1', [key]);
}
