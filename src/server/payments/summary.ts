// The money figures of each meeting kept up to date in the database, so the payment cards (list.ts
// paymentStats) and the finance overview and record count (finance/query.ts) read a few summary rows
// instead of computing every registration's status and total on each request (2,000 registrations: 6-13 ms
// of PostgreSQL per request, the whole cost of those calls when no answer is kept).
// Why triggers: registrations are written by many paths (submission, review, the door, expiry, the
// generic repo, data migrations, seeds); statement-level triggers see every one of them, in the writing
// transaction, so a summary can never disagree with the rows. Each statement adds the figures of its new
// rows and takes off those of its old rows (transition tables); a change of a room type's price (a hotel
// fee computed from it) or a participant's removal (finance counts only registrations whose participant
// exists) recomputes the meetings concerned. The figures are the same SQL expressions the live
// aggregates use (figures-sql.ts), so the two cannot drift; summary.test.ts compares them after mixed writes.
// Why stripes: a summary row per meeting would be one lock for the whole meeting on every submission
// (DESIGN.md: never one); the rows are split by participant id modulo STRIPES and added up when read.
// A statement whose rows change no figure (a check-in: confirmed to checked_in) writes no summary row.
import { createHash } from 'node:crypto';
import type { Db } from '../db/driver';
import type { Row } from '../db/repo';
import { FIGURES, figureSelect } from './figures-sql';
import { roomTypeJoin } from '../registrations/fees-sql';
import { submittedSql } from '../registrations/people-sql';
import { ENDED, activeSql, statusIn } from '../../shared/lifecycle';

export const SUMMARY_TABLE = 'payment_summaries';
/** The participants of each meeting, counted (the payment list's totalElements without a filter). */
export const COUNT_TABLE = 'meeting_participant_counts';
const STRIPES = 16;

/**
 * The order in which a transaction writing several registrations (registrations rows, snake_case) should
 * write them, one statement each: the order of the summary rows each statement locks until the commit
 * (applyDeltas' key order), then of their participants. Two such transactions over one meeting then take
 * those locks in one order and cannot deadlock on them (db/retry.ts runs a deadlock's victim again anyway).
 */
export const summaryLockOrder = (a: Row, b: Row): number => {
  const key = (r: Row) => [String(r.currency ?? 'CNY'), Number(r.participant_id ?? 0) % STRIPES, Number(r.participant_id ?? 0), Number(r.id)] as const;
  const [x, y] = [key(a), key(b)];
  return x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : x[1] - y[1] || x[2] - y[2] || x[3] - y[3];
};

const cols = FIGURES.map((f) => f.name);

/** Figures per meeting, currency and stripe of the registrations in `source` (aliased r), each multiplied by `sign`. */
const aggregate = (source: string, sign: 1 | -1, where = 'TRUE') =>
  `SELECT r.meeting_id, COALESCE(r.currency, 'CNY') AS currency, (COALESCE(r.participant_id, 0) % ${STRIPES}) AS stripe,
    ${figureSelect(sign)}
  FROM ${source} r LEFT JOIN participants p ON p.id = r.participant_id ${roomTypeJoin('r', 'rt')}
  WHERE ${submittedSql('r')} AND r.meeting_id IS NOT NULL AND ${where}
  GROUP BY 1, 2, 3`;

/**
 * What a registration's figures depend on (figures-sql.ts): equal for two rows, equal figures. Its
 * lifecycle state only as the groups the figures tell apart (submitted, holding places, ended).
 */
const signature = (r: string) => `${r}.meeting_id, ${r}.participant_id, ${r}.currency, ${r}.payment_status, COALESCE(${r}.bank_transfer_proof, '') <> '',
  ${r}.total_amount, ${r}.ticket_price, ${r}.hotel_fee, ${r}.hotel_selection, ${submittedSql(r)}, ${activeSql(r)}, ${statusIn(r, ENDED)}`;

/** The meetings in the int[] expression `ids` computed afresh from their registrations. */
const recompute = (ids: string) => `
  DELETE FROM ${SUMMARY_TABLE} WHERE meeting_id = ANY(${ids});
  INSERT INTO ${SUMMARY_TABLE} (meeting_id, currency, stripe, ${cols.join(', ')})
    ${aggregate('registrations', 1, `r.meeting_id = ANY(${ids})`)};`;

/** Adds the deltas of a registrations statement (new rows in, old rows out), in key order (no lock cycles between statements). */
const applyDeltas = (parts: string[]) => `
  INSERT INTO ${SUMMARY_TABLE} AS s (meeting_id, currency, stripe, ${cols.join(', ')})
  SELECT meeting_id, currency, stripe, ${cols.map((c) => `sum(${c})`).join(', ')}
  FROM (${parts.join(' UNION ALL ')}) d
  GROUP BY 1, 2, 3 HAVING ${cols.map((c) => `sum(${c}) <> 0`).join(' OR ')}
  ORDER BY 1, 2, 3
  ON CONFLICT (meeting_id, currency, stripe) DO UPDATE SET ${cols.map((c) => `${c} = s.${c} + EXCLUDED.${c}`).join(', ')};`;

function ddl(): string[] {
  const table = `CREATE TABLE IF NOT EXISTS ${SUMMARY_TABLE} (meeting_id integer NOT NULL, currency text NOT NULL, stripe integer NOT NULL,
    ${FIGURES.map((f) => `${f.name} ${f.sum ? 'numeric' : 'bigint'} NOT NULL DEFAULT 0`).join(', ')},
    PRIMARY KEY (meeting_id, currency, stripe))`;
  const counts = `CREATE TABLE IF NOT EXISTS ${COUNT_TABLE} (meeting_id integer NOT NULL, stripe integer NOT NULL, n bigint NOT NULL DEFAULT 0, PRIMARY KEY (meeting_id, stripe))`;
  const regFn = `CREATE OR REPLACE FUNCTION ${SUMMARY_TABLE}_registrations() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  -- a statement that matched no row (an expiry sweep finding nothing) does not touch the summaries, nor lock them
  IF TG_OP = 'INSERT' THEN
    IF EXISTS (SELECT 1 FROM new_rows) THEN ${applyDeltas([aggregate('new_rows', 1)])} END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM old_rows) THEN ${applyDeltas([aggregate('old_rows', -1)])} END IF;
  -- an update that leaves every row's figures as they were (a check-in: confirmed to checked_in, an e-mail sent)
  -- is told by the columns the figures read, without computing them
  ELSIF EXISTS (SELECT ${signature('new_rows')} FROM new_rows EXCEPT ALL SELECT ${signature('old_rows')} FROM old_rows) THEN
    ${applyDeltas([aggregate('new_rows', 1), aggregate('old_rows', -1)])}
  END IF;
  RETURN NULL;
END $fn$`;
  // a room type's price, id or meeting changed (or it came or went): the fees computed from it move
  const rtFn = `CREATE OR REPLACE FUNCTION ${SUMMARY_TABLE}_room_types() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE ids int[];
BEGIN
  IF TG_OP = 'INSERT' THEN SELECT array_agg(DISTINCT meeting_id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN SELECT array_agg(DISTINCT meeting_id) INTO ids FROM old_rows;
  ELSE SELECT array_agg(DISTINCT meeting_id) INTO ids FROM (
    (SELECT id, meeting_id, price FROM new_rows EXCEPT SELECT id, meeting_id, price FROM old_rows)
    UNION ALL (SELECT id, meeting_id, price FROM old_rows EXCEPT SELECT id, meeting_id, price FROM new_rows)) c;
  END IF;
  IF ids IS NOT NULL AND EXISTS (SELECT 1 FROM registrations WHERE meeting_id = ANY(ids) AND hotel_selection IS NOT NULL) THEN ${recompute('ids')}
  END IF;
  RETURN NULL;
END $fn$`;
  // finance counts a registration only while its participant exists; the payment list's count is the meeting's participants
  const count = (rows: string, sign: string) => `SELECT meeting_id, id % ${STRIPES} AS stripe, ${sign}count(*) AS n FROM ${rows} WHERE meeting_id IS NOT NULL GROUP BY 1, 2`;
  const addCounts = (parts: string[]) => `INSERT INTO ${COUNT_TABLE} AS c (meeting_id, stripe, n)
    SELECT meeting_id, stripe, sum(n) FROM (${parts.join(' UNION ALL ')}) d GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
    ON CONFLICT (meeting_id, stripe) DO UPDATE SET n = c.n + EXCLUDED.n;`;
  const pFn = `CREATE OR REPLACE FUNCTION ${SUMMARY_TABLE}_participants() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE ids int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ${addCounts([count('new_rows', '')])}
    SELECT array_agg(DISTINCT r.meeting_id) INTO ids FROM new_rows n JOIN registrations r ON r.participant_id = n.id;
  ELSE
    ${addCounts([count('old_rows', '-')])}
    SELECT array_agg(DISTINCT r.meeting_id) INTO ids FROM old_rows o JOIN registrations r ON r.participant_id = o.id;
  END IF;
  IF ids IS NOT NULL THEN ${recompute('ids')}
  END IF;
  RETURN NULL;
END $fn$`;
  // a participant moved to another meeting (no route does it; a row-level trigger, so other updates cost nothing)
  const movedFn = `CREATE OR REPLACE FUNCTION ${SUMMARY_TABLE}_participant_moved() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  ${addCounts([`SELECT NEW.meeting_id AS meeting_id, NEW.id % ${STRIPES} AS stripe, 1 AS n WHERE NEW.meeting_id IS NOT NULL`, `SELECT OLD.meeting_id, OLD.id % ${STRIPES}, -1 WHERE OLD.meeting_id IS NOT NULL`])}
  RETURN NULL;
END $fn$`;
  const trig = (table: string, fn: string, ev: 'INSERT' | 'UPDATE' | 'DELETE') =>
    `CREATE OR REPLACE TRIGGER ${SUMMARY_TABLE}_${table}_${ev.toLowerCase()} AFTER ${ev} ON ${table}
      REFERENCING ${ev === 'INSERT' ? 'NEW TABLE AS new_rows' : ev === 'DELETE' ? 'OLD TABLE AS old_rows' : 'NEW TABLE AS new_rows OLD TABLE AS old_rows'}
      FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`;
  const events = ['INSERT', 'UPDATE', 'DELETE'] as const;
  return [
    table, counts, regFn, rtFn, pFn, movedFn,
    ...events.map((e) => trig('registrations', `${SUMMARY_TABLE}_registrations`, e)),
    ...events.map((e) => trig('room_types', `${SUMMARY_TABLE}_room_types`, e)),
    trig('participants', `${SUMMARY_TABLE}_participants`, 'INSERT'),
    trig('participants', `${SUMMARY_TABLE}_participants`, 'DELETE'),
    `CREATE OR REPLACE TRIGGER ${SUMMARY_TABLE}_participants_moved AFTER UPDATE OF meeting_id ON participants FOR EACH ROW
      WHEN (OLD.meeting_id IS DISTINCT FROM NEW.meeting_id) EXECUTE FUNCTION ${SUMMARY_TABLE}_participant_moved()`,
    // TRUNCATE has no transition table: the summary follows it whole
    `CREATE OR REPLACE FUNCTION ${SUMMARY_TABLE}_truncate() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        TRUNCATE ${SUMMARY_TABLE};
        -- no participant left: the cards' figures stay, finance's drop to none
        IF TG_TABLE_NAME = 'participants' THEN
          TRUNCATE ${COUNT_TABLE};
          INSERT INTO ${SUMMARY_TABLE} (meeting_id, currency, stripe, ${cols.join(', ')}) ${aggregate('registrations', 1)};
        END IF;
        RETURN NULL;
      END $fn$`,
    `CREATE OR REPLACE TRIGGER ${SUMMARY_TABLE}_registrations_truncate AFTER TRUNCATE ON registrations FOR EACH STATEMENT EXECUTE FUNCTION ${SUMMARY_TABLE}_truncate()`,
    `CREATE OR REPLACE TRIGGER ${SUMMARY_TABLE}_participants_truncate AFTER TRUNCATE ON participants FOR EACH STATEMENT EXECUTE FUNCTION ${SUMMARY_TABLE}_truncate()`,
  ];
}

/**
 * Creates the table and its triggers at start (under migrate()'s advisory lock, as the other start-up
 * DDL). When the figures' definition changed (a new hash), every summary is recomputed in the same
 * transaction: CREATE TRIGGER locks registrations against writes until the commit, so none is missed.
 */
export async function ensurePaymentSummaries(db: Db): Promise<void> {
  const stmts = ddl();
  const version = createHash('sha256').update(stmts.join(';')).digest('hex').slice(0, 16);
  await db.tx(async (t) => {
    await t.query('SELECT pg_advisory_xact_lock(727274)');
    const [have] = await t.query<{ v: string | null }>(`SELECT obj_description(to_regclass('${SUMMARY_TABLE}'), 'pg_class') AS v`);
    if (have?.v === version) return;
    for (const s of stmts) await t.query(s);
    await t.query(`TRUNCATE ${SUMMARY_TABLE}, ${COUNT_TABLE}`);
    await t.query(`INSERT INTO ${COUNT_TABLE} (meeting_id, stripe, n) SELECT meeting_id, id % ${STRIPES}, count(*) FROM participants WHERE meeting_id IS NOT NULL GROUP BY 1, 2`);
    await t.query(`INSERT INTO ${SUMMARY_TABLE} (meeting_id, currency, stripe, ${cols.join(', ')}) ${aggregate('registrations', 1)}`);
    await t.query(`COMMENT ON TABLE ${SUMMARY_TABLE} IS '${version}'`);
  });
}

/**
 * Where the kept figures differ from the registrations and participants as they are now (per meeting and
 * currency, or per meeting for the participant count): none when the triggers did their work.
 */
export async function summaryDrift(db: Db): Promise<Record<string, unknown>[]> {
  const sums = cols.map((c) => `sum(${c}) AS ${c}`).join(', ');
  return db.query(
    `WITH kept AS (SELECT meeting_id, currency, ${sums} FROM ${SUMMARY_TABLE} GROUP BY 1, 2),
      fresh AS (SELECT meeting_id, currency, ${sums} FROM (${aggregate('registrations', 1)}) a GROUP BY 1, 2)
    SELECT 'figures' AS what, meeting_id, currency FROM kept FULL JOIN fresh USING (meeting_id, currency)
      WHERE ${cols.map((c) => `COALESCE(kept.${c}, 0) <> COALESCE(fresh.${c}, 0)`).join(' OR ')}
    UNION ALL
    SELECT 'participants', meeting_id, NULL FROM (SELECT meeting_id, sum(n) AS n FROM ${COUNT_TABLE} GROUP BY 1) k
      FULL JOIN (SELECT meeting_id, count(*) AS n FROM participants WHERE meeting_id IS NOT NULL GROUP BY 1) f USING (meeting_id)
      WHERE COALESCE(k.n, 0) <> COALESCE(f.n, 0)`,
  );
}
