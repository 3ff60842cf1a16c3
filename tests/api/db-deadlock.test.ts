// Two transactions that lock the same rows in opposite orders deadlock on PostgreSQL; it aborts one with
// 40P01. The driver runs the victim's transaction function again (src/server/db/retry.ts), so both finish
// with their writes, and a transaction that keeps failing gives up after a bounded number of runs with
// PostgreSQL's own error. PGlite is one connection (no deadlock can form): it is not retried, shown below.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDb, type Db } from '../../src/server/db/driver';
import { TX_RETRIES } from '../../src/server/db/retry';

/** A real PostgreSQL error with the given SQLSTATE (what a deadlock's victim or a serialization failure receives). */
const raise = (code: string) => `DO $$ BEGIN RAISE EXCEPTION 'raised %', '${code}' USING ERRCODE = '${code}'; END $$`;

/** Resolves once `n` callers have arrived. */
function barrier(n: number) {
  let open!: () => void;
  const all = new Promise<void>((ok) => (open = ok));
  let arrived = 0;
  return () => {
    if (++arrived === n) open();
    return all;
  };
}

// PostgreSQL only: PGlite (one connection) cannot hold two transactions at once
describe.runIf(process.env.DATABASE_URL)('deadlocks and serialization failures are retried (postgres)', () => {
  const schema = `d_${randomBytes(6).toString('hex')}`;
  let db: Db;
  beforeAll(async () => {
    db = await openDb({ databaseUrl: process.env.DATABASE_URL, schema });
    await db.query("CREATE TABLE regs (id int PRIMARY KEY, n int NOT NULL, who text[] NOT NULL DEFAULT '{}')");
    await db.query('CREATE SEQUENCE tries');
    // counts its calls in a sequence (not rolled back) and fails as a deadlock's victim
    await db.query(`CREATE FUNCTION victim() RETURNS int LANGUAGE plpgsql AS $$ BEGIN PERFORM nextval('tries'); ${raise('40P01').replace(/^DO \$\$ BEGIN |; END \$\$$/g, '')}; RETURN 0; END $$`);
  });
  afterAll(async () => {
    await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await db.close();
  });

  it('two transactions updating two rows in opposite orders both complete, one of them run again', async () => {
    await db.query('DELETE FROM regs');
    await db.query('INSERT INTO regs (id, n) VALUES (1, 0), (2, 0)');
    const bothHoldTheirFirst = barrier(2);
    const runs = { a: 0, b: 0 };
    const update = (t: Db, id: number, who: string) => t.query('UPDATE regs SET n = n + 1, who = who || $2::text WHERE id = $1', [id, who]);
    const cross = (who: 'a' | 'b', first: number, second: number) =>
      db.tx(async (t) => {
        runs[who]++;
        await update(t, first, who);
        // only the first run waits for the other: a run again takes both locks while the other has finished
        if (runs[who] === 1) await bothHoldTheirFirst();
        await update(t, second, who);
        return who;
      });
    await expect(Promise.all([cross('a', 1, 2), cross('b', 2, 1)])).resolves.toEqual(['a', 'b']);
    // one was the victim and ran twice; the other once
    expect(runs.a + runs.b).toBe(3);
    const rows = await db.query('SELECT id, n, who FROM regs ORDER BY id');
    // each row updated once by each transaction: the victim's first run left nothing behind
    expect(rows.map((r) => r.n)).toEqual([2, 2]);
    for (const r of rows) expect([...r.who].sort()).toEqual(['a', 'b']);
  });

  it('a transaction failing every time runs 1 + TX_RETRIES times and rejects with PostgreSQL\'s error', async () => {
    for (const code of ['40P01', '40001']) {
      let runs = 0;
      const failing = db.tx(async (t) => {
        runs++;
        await t.query('UPDATE regs SET n = n + 100 WHERE id = 1');
        await t.query(raise(code));
      });
      await expect(failing).rejects.toMatchObject({ code, message: `raised ${code}` });
      expect(runs).toBe(1 + TX_RETRIES);
    }
    expect((await db.query('SELECT n FROM regs WHERE id = 1'))[0].n).toBeLessThan(100);
  });

  it('any other error is not retried', async () => {
    let runs = 0;
    await expect(db.tx(async (t) => {
      runs++;
      await t.query(raise('23505'));
    })).rejects.toMatchObject({ code: '23505' });
    expect(runs).toBe(1);
  });

  it('a nested transaction is run again only with its outer one', async () => {
    let outer = 0;
    let inner = 0;
    await expect(db.tx(async (t) => {
      outer++;
      await t.tx(async (u) => {
        inner++;
        await u.query(raise('40P01'));
      });
    })).rejects.toMatchObject({ code: '40P01' });
    expect([outer, inner]).toEqual([1 + TX_RETRIES, 1 + TX_RETRIES]);
  });

  it('the change feed hears the statements of the attempt that committed only', async () => {
    const heard = vi.spyOn(db.changes, 'wrote');
    let runs = 0;
    await db.tx(async (t) => {
      runs++;
      await t.query(runs === 1 ? 'INSERT INTO regs (id, n) VALUES (99, 0)' : 'UPDATE regs SET n = n WHERE id = 1');
      if (runs === 1) await t.query(raise('40P01'));
    });
    const calls = heard.mock.calls.map((c) => c[0]);
    heard.mockRestore();
    expect(calls).toEqual([['UPDATE regs SET n = n WHERE id = 1']]);
    expect(await db.query('SELECT id FROM regs WHERE id = 99')).toEqual([]);
  });

  it('a statement outside a transaction chosen as a deadlock\'s victim is sent once more, then fails', async () => {
    await expect(db.query('SELECT victim()')).rejects.toMatchObject({ code: '40P01' });
    expect((await db.query('SELECT last_value FROM tries'))[0].last_value).toBe(2);
  });
});

describe('PGlite: one connection, no deadlock, no retry', () => {
  it('a transaction failing with 40P01 runs once', async () => {
    const db = await openDb({ dataDir: 'memory://' });
    try {
      let runs = 0;
      await expect(db.tx(async (t) => {
        runs++;
        await t.query(raise('40P01'));
      })).rejects.toMatchObject({ code: '40P01' });
      expect(runs).toBe(1);
    } finally {
      await db.close();
    }
  });
});
