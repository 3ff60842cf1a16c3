// `npx tsx scripts/bench/meetings.ts`: the meeting list over 1,000 meetings, one page at a time, plain
// and filtered, on PGlite (and PostgreSQL when DATABASE_URL is set). A benchmark, not a test; bounded
// loops on loopback only. Prints a markdown table for BENCHMARKS.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { load } from './load';
import { seedMeetings } from './meetings-seed';
import { KINDS } from './seeded-app';

const queries: Array<[string, string]> = [
  ['page 0, size 10', '?page=0&size=10'],
  ['page 99, size 10 (the last)', '?page=99&size=10'],
  ['page 0, size 50', '?page=0&size=50'],
  ['search in title or location', `?size=10&search=${encodeURIComponent('深圳')}`],
  ['status + start day', '?size=10&status=finished&startDate=2027-03-05'],
];

for (const kind of KINDS) {
  const schema = `bench_m_${process.pid}`;
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'conflow-bench-')), SUPER_ADMIN_PASSWORD: 'bench-pass', LOG_LEVEL: 'error' }),
    captcha: false,
    databaseUrl: kind === 'postgres' ? process.env.DATABASE_URL : undefined,
  };
  const app = await buildApp({ config, logger: false, print: () => {}, pgSchema: kind === 'postgres' ? schema : undefined });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ method: 'account', account: 'admin', password: 'bench-pass' }),
  });
  const { token, user } = await login.json();
  await seedMeetings(app.ctx.db, user.id, 1000);
  const headers = { authorization: `Bearer ${token}` };
  console.log(`\n## GET /api/co/meeting/list over 1,000 meetings, ${kind} (${os.cpus().length} cores, closed loop, 20 workers)\n`);
  console.log('| query | rows answered | req/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|---|');
  for (const [name, q] of queries) {
    const one = await (await fetch(`${base}/api/co/meeting/list${q}`, { headers })).json();
    const r = await load(() => fetch(`${base}/api/co/meeting/list${q}`, { headers }), { total: 1000 });
    console.log(`| ${name} | ${one.meetings.length} of ${one.totalItems} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`);
  }
  if (kind === 'postgres') await app.ctx.db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await app.close();
}
