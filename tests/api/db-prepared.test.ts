// The PostgreSQL driver prepares repeated statements (src/server/db/prepared.ts). Another process's
// additive migration then changes what a prepared `SELECT *` returns; the next call must still answer,
// with the new column, instead of PostgreSQL's "cached plan must not change result type".
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../src/server/db/driver';
import { StatementNames } from '../../src/server/db/prepared';
import { DATABASES } from './harness';

describe.each(DATABASES)('prepared statements (%s)', (kind) => {
  let db: Db;
  let other: Db;
  beforeAll(async () => {
    const schema = `p_${randomBytes(6).toString('hex')}`;
    const open = () => openDb(kind === 'postgres' ? { databaseUrl: process.env.DATABASE_URL, schema } : { dataDir: 'memory://' });
    db = await open();
    // another process on the same database (PGlite is one process: the same handle)
    other = kind === 'postgres' ? await open() : db;
    await db.query('CREATE TABLE things (id int PRIMARY KEY, a text)');
    await db.query("INSERT INTO things VALUES (1, 'one'), (2, 'two')");
  });
  afterAll(async () => {
    if (kind === 'postgres') {
      await other.query(`DROP SCHEMA IF EXISTS ${(await other.query('SELECT current_schema() AS s'))[0].s} CASCADE`);
      await other.close();
    }
    await db.close();
  });

  it('a statement prepared before another process adds a column answers with the column afterwards', async () => {
    const select = 'SELECT * FROM things WHERE id = $1';
    // every pooled connection prepares it: ten calls at once, several times
    for (let i = 0; i < 3; i++) await Promise.all(Array.from({ length: 10 }, () => db.query(select, [1])));
    expect(await db.query(select, [1])).toEqual([{ id: 1, a: 'one' }]);
    await other.query("ALTER TABLE things ADD COLUMN b text DEFAULT 'new'");
    const after = await Promise.all(Array.from({ length: 10 }, () => db.query(select, [2])));
    for (const rows of after) expect(rows).toEqual([{ id: 2, a: 'two', b: 'new' }]);
    if (kind === 'postgres') {
      const [n] = await db.query('SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1', [select]);
      expect(n.n).toBeGreaterThanOrEqual(1);
    }
  });

  it('a failing statement leaves the data as it was and the next call works', async () => {
    await expect(db.query('INSERT INTO things (id, a) VALUES ($1, $2)', [1, 'dup'])).rejects.toThrow();
    await expect(db.query('INSERT INTO things (id, a) VALUES ($1, $2)', [1, 'dup'])).rejects.toThrow();
    expect(await db.query('SELECT a FROM things WHERE id = $1', [1])).toEqual([{ a: 'one' }]);
  });
});

describe('statement names', () => {
  it('names DML with parameters, once per text, and renews every name on a stale plan only', () => {
    const n = new StatementNames();
    const a = n.nameFor('SELECT * FROM t WHERE id = $1', [1]);
    expect(a).toMatch(/^conflow_0_\d+$/);
    expect(n.nameFor('SELECT * FROM t WHERE id = $1', [2])).toBe(a);
    expect(n.nameFor('SELECT * FROM u WHERE id = $1', [2])).not.toBe(a);
    expect(n.nameFor('SELECT 1; SELECT 2')).toBeUndefined();
    expect(n.nameFor('CREATE TABLE x (id int)', [1])).toBeUndefined();
    expect(n.renewOn({ code: '23505', message: 'duplicate key' })).toBe(false);
    expect(n.nameFor('SELECT * FROM t WHERE id = $1', [1])).toBe(a);
    expect(n.renewOn({ code: '0A000', message: 'cached plan must not change result type' })).toBe(true);
    expect(n.nameFor('SELECT * FROM t WHERE id = $1', [1])).toBe(a!.replace('conflow_0_', 'conflow_1_'));
    // PG_PREPARE=off
    expect(new StatementNames(false).nameFor('SELECT * FROM t WHERE id = $1', [1])).toBeUndefined();
  });
});
