// Processes may start together (README "Running at scale"): several app instances, each with its own pool,
// built at once on an empty PostgreSQL schema all start — the schema, the migration and the DDL a module
// runs at start (the hotel-name index) are each made once, the others waiting, instead of one process
// dying on "duplicate key … pg_class" (found by the registration rush bench, scripts/bench/rush.ts, whose
// two servers start at once). Only where PostgreSQL is given: PGlite is one process's database.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDb, type Db } from '../../src/server/db/driver';
import { ensureHotelIndexes } from '../../src/server/hotels/hotel-routes';
import { jobSchema } from '../../src/server/jobs/boss-queue';

const INSTANCES = 4;

if (process.env.DATABASE_URL) {
  describe('app instances starting together on an empty schema (postgres)', () => {
    it(`${INSTANCES} instances built at once all start, and the start-up index is there once`, async () => {
      const schema = `t_together_${randomBytes(5).toString('hex')}`;
      const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(os.tmpdir(), `conflow-together-${randomBytes(4).toString('hex')}`), SUPER_ADMIN_PASSWORD: 'admin-pass-1' }), captcha: false };
      const dbs: Db[] = [];
      const started = await Promise.allSettled(Array.from({ length: INSTANCES }, async () => {
        const db = await openDb({ databaseUrl: process.env.DATABASE_URL, schema });
        dbs.push(db);
        return buildApp({ config, db, logger: false, print: () => {}, sender: { async send() {} } });
      }));
      try {
        const failed = started.filter((s) => s.status === 'rejected').map((s) => String((s as PromiseRejectedResult).reason));
        expect(failed).toEqual([]);
        for (const s of started) {
          const app = (s as PromiseFulfilledResult<Awaited<ReturnType<typeof buildApp>>>).value;
          expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
        }
        const [{ n }] = await dbs[0].query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_indexes WHERE schemaname = $1 AND indexname = 'ux_hotels_meeting_name'`, [schema]);
        expect(n).toBe(1);
        // the start-up index alone, made at once from every pool (a later version adding such an index
        // meets processes already running): one makes it, none fails
        await dbs[0].query('DROP INDEX ux_hotels_meeting_name');
        const again = await Promise.allSettled(dbs.flatMap((db) => [ensureHotelIndexes(db), ensureHotelIndexes(db)]));
        expect(again.filter((s) => s.status === 'rejected').map((s) => String((s as PromiseRejectedResult).reason))).toEqual([]);
      } finally {
        for (const s of started) if (s.status === 'fulfilled') await s.value.close();
        if (dbs[0]) await dbs[0].query(`DROP SCHEMA IF EXISTS ${schema}, ${jobSchema(schema)} CASCADE`);
        for (const db of dbs) await db.close();
      }
    }, 120_000);
  });
}
