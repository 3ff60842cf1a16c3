// One query interface over PGlite (embedded) and pg (PostgreSQL): same SQL, `$1` parameters.
import fs from 'node:fs';
import path from 'node:path';
import { StatementNames } from './prepared';

export interface Db {
  query<T = Record<string, any>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs fn in one transaction; a throw rolls everything back. */
  tx<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}

export interface DbOptions {
  databaseUrl?: string;
  /** PGlite data directory; 'memory://' for an in-memory database */
  dataDir?: string;
  /** PostgreSQL schema to work in (tests isolate themselves this way) */
  schema?: string;
  /** PostgreSQL: name repeated statements (prepared.ts); default on */
  prepare?: boolean;
}

export async function openDb(opts: DbOptions): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts.schema, opts.prepare ?? true) : openPglite(opts.dataDir ?? 'memory://');
}

async function openPglite(dir: string): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  if (!dir.startsWith('memory://')) fs.mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
  const pg = await PGlite.create(dir);
  const wrap = (q: { query: typeof pg.query }): Db['query'] => async (sql, params) => (await q.query<any>(sql, params as any[])).rows;
  const db: Db = {
    kind: 'pglite',
    query: wrap(pg),
    // PGlite is one connection: a nested tx just runs inside the outer one.
    tx: (fn) => pg.transaction((t) => fn({ ...db, query: wrap(t as any), tx: (f) => f(db) })),
    close: () => pg.close(),
  };
  return db;
}

async function openPostgres(url: string, schema: string | undefined, prepare: boolean): Promise<Db> {
  const { default: pg } = await import('pg');
  // bigint counts come back as strings by default; our counts fit in a JS number
  pg.types.setTypeParser(20, (v: string) => Number(v));
  const pool = new pg.Pool({ connectionString: url, max: 10, options: schema ? `-c search_path=${schema}` : undefined });
  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  const make = (q: (sql: string, p?: unknown[]) => Promise<{ rows: any[] }>): Db['query'] => async (sql, params) => (await q(sql, params)).rows;
  const names = new StatementNames(prepare);
  const named = (sql: string, params?: unknown[]) => pool.query({ name: names.nameFor(sql, params), text: sql, values: params as any[] });
  const db: Db = {
    kind: 'postgres',
    // outside a transaction a stale plan is retried at once under a new name (see prepared.ts)
    query: make((s, p) => named(s, p).catch((e) => (names.renewOn(e) ? named(s, p) : Promise.reject(e)))),
    async tx(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        // named too; a stale plan cannot be retried inside the aborted transaction, the names are renewed for the next one
        const run = (s: string, p?: unknown[]) => client.query({ name: names.nameFor(s, p), text: s, values: p as any[] }).catch((e) => {
          names.renewOn(e);
          throw e;
        });
        const inner: Db = { ...db, query: make(run), tx: (f) => f(inner) };
        const out = await fn(inner);
        await client.query('COMMIT');
        return out;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => {});
        throw e;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
  return db;
}
