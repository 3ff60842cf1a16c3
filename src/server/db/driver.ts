// One query interface over PGlite (embedded) and pg (PostgreSQL): same SQL, `$1` parameters.
import fs from 'node:fs';
import path from 'node:path';
import { StatementNames } from './prepared';
import { changesChannel, ChangeFeed, isWrite, PEER_BEAT_MS } from './change-feed';
import { isUniqueViolation } from './unique';
import { TX_RETRIES, backoff, isDeadlock, retrying } from './retry';

export interface Db {
  query<T = Record<string, any>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs fn in one transaction; a throw rolls everything back. */
  tx<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /** when the data may have changed (change-feed.ts); every write sent through this Db moves it */
  readonly changes: ChangeFeed;
  /** Hears other processes' writes until the returned stop is called (PostgreSQL; PGlite has no other process). */
  listenForChanges(): Promise<() => Promise<void>>;
  /** The connections as they are now (the metrics read them at each scrape). */
  pool(): PoolStats;
  /** PGlite: the instance itself, for a library that speaks to it directly (the job queue, jobs/boss-queue.ts) */
  readonly pglite?: import('@electric-sql/pglite').PGlite;
  /** PostgreSQL: the address and schema it was opened with (the job queue opens its own small pool) */
  readonly postgres?: { url: string; schema?: string };
}

/**
 * PostgreSQL: pg.Pool's counts. PGlite is one connection that runs one statement at a time: `inUse` is 1
 * while a statement or transaction runs and `waiting` the statements queued behind it.
 */
export interface PoolStats {
  max: number;
  inUse: number;
  idle: number;
  waiting: number;
}

/** Tells the feed once `run` settled (committed or failed) that these statements may have written (none given: unknown ones). */
const wrote = <T>(feed: ChangeFeed, run: Promise<T>, sql?: string | string[]): Promise<T> => run.finally(() => feed.wrote(sql));

/** A statement: the feed hears of it when it may write. */
const noting = <T>(feed: ChangeFeed, sql: string, run: Promise<T>): Promise<T> => (isWrite(sql) ? wrote(feed, run, sql) : run);

/** A transaction's statements as they are sent, so the feed learns how far its writes reach. */
const sentIn = (sent: string[], q: Db['query']): Db['query'] => (sql, params) => {
  if (isWrite(sql)) sent.push(sql);
  return q(sql, params);
};

export interface DbOptions {
  databaseUrl?: string;
  /** PGlite data directory; 'memory://' for an in-memory database */
  dataDir?: string;
  /** PostgreSQL schema to work in (tests isolate themselves this way) */
  schema?: string;
  /** PostgreSQL: name repeated statements (prepared.ts); default on */
  prepare?: boolean;
  /** PostgreSQL: how often a transaction aborted by a deadlock or serialization failure runs again (retry.ts); default TX_RETRIES */
  retries?: number;
}

export async function openDb(opts: DbOptions): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts.schema, opts.prepare ?? true, opts.retries ?? TX_RETRIES) : openPglite(opts.dataDir ?? 'memory://');
}

async function openPglite(dir: string): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  if (!dir.startsWith('memory://')) fs.mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
  const pg = await PGlite.create(dir);
  const changes = new ChangeFeed();
  const wrap = (q: { query: typeof pg.query }): Db['query'] => async (sql, params) => (await q.query<any>(sql, params as any[])).rows;
  const outside = wrap(pg);
  // statements and transactions sent and not yet settled (PGlite runs them one after another)
  let pending = 0;
  const counted = <T>(run: () => Promise<T>): Promise<T> => {
    pending++;
    return run().finally(() => pending--);
  };
  const db: Db = {
    kind: 'pglite',
    pglite: pg,
    changes,
    query: (sql, params) => counted(() => noting(changes, sql, outside(sql, params))),
    // PGlite is one connection: a nested tx just runs inside the outer one; the feed moves once it settled.
    tx: (fn) => {
      const sent: string[] = [];
      return counted(() => wrote(changes, pg.transaction((t) => fn({ ...db, query: sentIn(sent, wrap(t as any)), tx: (f) => f(db) })), sent));
    },
    close: () => pg.close(),
    listenForChanges: async () => async () => {},
    pool: () => ({ max: 1, inUse: Math.min(pending, 1), idle: pending ? 0 : 1, waiting: Math.max(0, pending - 1) }),
  };
  return db;
}

/** connections each process's pool opens at most (README: processes × 11 under max_connections) */
const POOL_MAX = 10;

async function openPostgres(url: string, schema: string | undefined, prepare: boolean, retries: number): Promise<Db> {
  const { default: pg } = await import('pg');
  // bigint counts come back as strings by default; our counts fit in a JS number
  pg.types.setTypeParser(20, (v: string) => Number(v));
  const pool = new pg.Pool({ connectionString: url, max: POOL_MAX, options: schema ? `-c search_path=${schema}` : undefined });
  // processes starting together race on IF NOT EXISTS: the loser's unique violation comes once the
  // winner's schema is committed, so it is there
  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`).catch((e) => (isUniqueViolation(e) ? undefined : Promise.reject(e)));
  const make = (q: (sql: string, p?: unknown[]) => Promise<{ rows: any[] }>): Db['query'] => async (sql, params) => (await q(sql, params)).rows;
  const names = new StatementNames(prepare);
  const named = (sql: string, params?: unknown[]) => pool.query({ name: names.nameFor(sql, params), text: sql, values: params as any[] });
  const changes = new ChangeFeed((payload) => pool.query('SELECT pg_notify($1, $2)', [changesChannel(schema), payload]));
  // outside a transaction a stale plan is retried at once under a new name (see prepared.ts), and a statement
  // chosen as a deadlock's victim once more (PostgreSQL rolled it back whole; the other side has gone on by then)
  const once = (s: string, p?: unknown[]) => named(s, p).catch((e) => (names.renewOn(e) ? named(s, p) : Promise.reject(e)));
  const outside = make((s, p) => once(s, p).catch((e) => (retries > 0 && isDeadlock(e) ? backoff(0).then(() => once(s, p)) : Promise.reject(e))));
  const db: Db = {
    kind: 'postgres',
    postgres: { url, schema },
    changes,
    query: (sql, params) => noting(changes, sql, outside(sql, params)),
    // the whole function runs again when PostgreSQL aborted the transaction as a deadlock's victim or a
    // serialization failure (retry.ts); each attempt's statements replace the last one's in `sent`, since a
    // rolled-back attempt wrote nothing. A nested tx runs inside the outer one (inner.tx), never retried alone.
    tx: (fn) => {
      const sent: string[] = [];
      return wrote(changes, retrying(retries, () => {
        sent.length = 0;
        return transaction(fn, sent);
      }), sent);
    },
    close: async () => {
      await changes.settle();
      await pool.end();
    },
    listenForChanges: () => listen(url, schema, changes),
    pool: () => ({ max: POOL_MAX, inUse: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
  async function transaction<T>(fn: (db: Db) => Promise<T>, sent: string[]): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      // named too; a stale plan cannot be retried inside the aborted transaction, the names are renewed for the next one
      const run = (s: string, p?: unknown[]) => client.query({ name: names.nameFor(s, p), text: s, values: p as any[] }).catch((e) => {
        names.renewOn(e);
        throw e;
      });
      const inner: Db = { ...db, query: sentIn(sent, make(run)), tx: (f) => f(inner) };
      const out = await fn(inner);
      await client.query('COMMIT');
      return out;
    } catch (e) {
      await client.query('ROLLBACK').catch(() => {});
      throw e;
    } finally {
      client.release();
    }
  }
  return db;
}

/** The listener connection's application_name. */
export const listenerName = (feed: ChangeFeed) => `conflow-listen-${feed.instance.slice(0, 8)}`;

/**
 * A connection of its own that LISTENs for other processes' announcements; while it is away the feed
 * is not live (nothing kept is trusted) and it reconnects after a second.
 */
async function listen(url: string, schema: string | undefined, feed: ChangeFeed): Promise<() => Promise<void>> {
  const { default: pg } = await import('pg');
  let stopped = false;
  let client: InstanceType<typeof pg.Client> | null = null;
  let retry: NodeJS.Timeout | undefined;
  const beat = setInterval(() => feed.beat(), PEER_BEAT_MS).unref();
  const connect = async () => {
    if (stopped) return;
    // named so an operator (or a test) can tell the listeners apart in pg_stat_activity
    const c = new pg.Client({ connectionString: url, options: schema ? `-c search_path=${schema}` : undefined, application_name: listenerName(feed) });
    let down = false;
    const drop = () => {
      if (down) return;
      down = true;
      feed.lost();
      c.end().catch(() => {});
      if (client === c) client = null;
      if (!stopped) retry = setTimeout(() => void connect(), 1000);
    };
    c.on('error', drop);
    c.on('end', drop);
    c.on('notification', (n) => feed.heard(n.payload ?? ''));
    try {
      await c.connect();
      await c.query(`LISTEN "${changesChannel(schema)}"`);
      if (down || stopped) return void c.end().catch(() => {});
      client = c;
      feed.joined();
    } catch {
      drop();
    }
  };
  await connect();
  return async () => {
    feed.bye();
    stopped = true;
    clearTimeout(retry);
    clearInterval(beat);
    feed.lost();
    await client?.end().catch(() => {});
  };
}
