// A second app instance on the same PostgreSQL schema as a test app (another process behind the load
// balancer, in this process): same configuration, limits and code capture.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { openDb, type Db } from '../../src/server/db/driver';
import type { TestApp } from './harness';

export interface Twin {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

export async function twinOf(t: TestApp): Promise<Twin> {
  if (t.kind !== 'postgres') throw new Error('a twin needs PostgreSQL');
  const [{ schema }] = await t.db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const db = await openDb({ databaseUrl: process.env.DATABASE_URL, schema });
  const { config, limits, sender } = t.app.ctx;
  const app = await buildApp({ config, db, limits, sender, logger: false, print: () => {} });
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
