// What a piece of a test sends to the database: the statements (with their parameters) that pass
// through an app's Db while `fn` runs.
import type { Db } from '../../src/server/db/driver';

export interface Sent {
  sql: string;
  params?: unknown[];
}

export async function statements(t: { db: Db }, fn: () => Promise<unknown>): Promise<Sent[]> {
  const db = t.db as { query: Db['query'] };
  const orig = db.query;
  const seen: Sent[] = [];
  db.query = ((sql: string, params?: unknown[]) => {
    seen.push({ sql, params });
    return orig.call(t.db, sql, params);
  }) as typeof orig;
  try {
    await fn();
  } finally {
    db.query = orig;
  }
  return seen;
}

/** The statements sent inside the transactions an app opens while `fn` runs (each tx's own connection). */
export async function statementsInTx(t: { db: Db }, fn: () => Promise<unknown>): Promise<Sent[]> {
  const db = t.db as { tx: Db['tx'] };
  const orig = db.tx;
  const seen: Sent[] = [];
  db.tx = ((body: (inner: Db) => Promise<unknown>) => orig.call(t.db, (inner: Db) => body({
    ...inner,
    query: ((sql: string, params?: unknown[]) => {
      seen.push({ sql, params });
      return inner.query(sql, params);
    }) as Db['query'],
  }))) as Db['tx'];
  try {
    await fn();
  } finally {
    db.tx = orig;
  }
  return seen;
}
