// `npx tsx scripts/bench/participants.ts`: a meeting's participant list over 10,000 participants and
// 2,000 registrations (scripts/seed/meeting-data.ts), one page at a time, plain, filtered on the newest
// registration's status and searched, on PGlite (and PostgreSQL when DATABASE_URL is set). A benchmark,
// not a test; bounded loops on loopback only. Prints a markdown table for BENCHMARKS.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { seedMeeting } from '../seed/meeting-data';
import { load } from './load';

const queries: Array<[string, string]> = [
  ['page 0, size 20', '?page=0&size=20'],
  ['page 499, size 20 (the last)', '?page=499&size=20'],
  ['page 0, size 100', '?page=0&size=100'],
  ['registrationStatus=no_registration, size 100', '?size=100&registrationStatus=no_registration'],
  ['paymentStatus=pending', '?size=20&paymentStatus=pending'],
  ['search 王 (name, phone, e-mail, workplace)', `?size=20&search=${encodeURIComponent('王')}`],
];
const total = Number(process.env.BENCH_REQUESTS ?? 300);

for (const kind of ['pglite', ...(process.env.DATABASE_URL ? ['postgres'] : [])]) {
  const schema = `bench_p_${process.pid}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'conflow-bench-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SUPER_ADMIN_PASSWORD: 'bench-pass', LOG_LEVEL: 'error' }),
    captcha: false,
    databaseUrl: kind === 'postgres' ? process.env.DATABASE_URL : undefined,
  };
  const app = await buildApp({ config, logger: false, print: () => {}, pgSchema: kind === 'postgres' ? schema : undefined });
  const seeded = await seedMeeting(app.ctx.db, { participants: 10_000, registrations: 2_000, username: 'bench-organizer', password: 'bench-pass-1', uploadDir: path.join(dataDir, 'uploads') });
  // statistics as PostgreSQL's autovacuum keeps them after a bulk load (PGlite runs no autovacuum)
  if (process.env.BENCH_ANALYZE !== '0') await app.ctx.db.query('ANALYZE participants, registrations');
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ method: 'account', account: 'bench-organizer', password: 'bench-pass-1' }),
  });
  const { token } = await login.json();
  const headers = { authorization: `Bearer ${token}` };
  const url = `${base}/api/user-management/meeting/${seeded.meetingId}/participants`;
  console.log(`\n## participant list over 10,000 participants, ${kind}${process.env.BENCH_ANALYZE === '0' ? ', no ANALYZE' : ', after ANALYZE'} (${os.cpus().length} cores, closed loop, 10 workers, ${total} requests a row)\n`);
  console.log('| query | rows answered | req/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|---|');
  for (const [name, q] of queries) {
    const one = await (await fetch(`${url}${q}`, { headers })).json();
    const r = await load(() => fetch(`${url}${q}`, { headers }), { total, workers: 10 });
    console.log(`| ${name} | ${one.data.list.length} of ${one.data.total} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`);
  }
  if (kind === 'postgres') await app.ctx.db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await app.close();
}
