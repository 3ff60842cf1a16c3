// `npm run seed:meeting`: a meeting with 10,000 participants and 2,000 registrations (see
// scripts/seed/meeting-data.ts) on DATA_DIR's PGlite, or on DATABASE_URL's PostgreSQL. The schema is
// migrated first, as the server does at start. Sizes and the organizer's login through the
// environment: SEED_PARTICIPANTS, SEED_REGISTRATIONS, SEED_USERNAME, SEED_PASSWORD; SEED_CONFIRMED=1 makes every
// registration confirmed and paid (badges: all print); SEED_PG_SCHEMA seeds a
// PostgreSQL schema other than public. Prints JSON last.
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { openDb } from '../src/server/db/driver';
import { migrate } from '../src/server/db/migrate';
import { loadSchemas } from '../src/server/schemas';
import { seedMeeting } from './seed/meeting-data';
import { openStorage } from '../src/server/storage/open';

const env = process.env;
const config = loadConfig(env);
const count = (v: string | undefined, d: number) => {
  const n = v === undefined ? d : Number(v);
  if (!Number.isInteger(n) || n < 0 || n > 1_000_000) throw new Error(`not a count: ${v}`);
  return n;
};
const started = Date.now();
const phase = (name: string) => console.error(`${name}: ${Date.now() - started} ms`);
// a running server must not hold the same PGlite directory (PGlite is one process)
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite'), schema: env.SEED_PG_SCHEMA });
try {
  phase('opened');
  await migrate(db, loadSchemas().entities);
  phase('migrated');
  const participants = count(env.SEED_PARTICIPANTS, 10_000);
  const out = await seedMeeting(db, {
    participants,
    registrations: Math.min(participants, count(env.SEED_REGISTRATIONS, 2_000)),
    username: env.SEED_USERNAME ?? 'seed-organizer',
    password: env.SEED_PASSWORD ?? 'seed-pass-123',
    uploadDir: path.join(config.dataDir, 'uploads'),
    storage: openStorage(config.storage, path.join(config.dataDir, 'uploads')),
    title: env.SEED_TITLE,
    confirmed: env.SEED_CONFIRMED === '1',
  });
  console.error(`seeded on ${db.kind} in ${Date.now() - started} ms`);
  console.log(JSON.stringify(out));
} finally {
  await db.close();
}
