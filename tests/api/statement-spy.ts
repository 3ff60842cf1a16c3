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
