// The payment list, the finance overview and records (and the participant list) over one meeting
// with 10,000 participants and 2,000 registrations (scripts/seed/meeting-data.ts), as its organizer,
// on PGlite and PostgreSQL (DATABASE_URL). A benchmark, not a test: bounded loops on loopback only.
// `npx tsx scripts/bench/payments.ts` alone, or as part of `npm run bench`. Prints markdown tables.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { load } from './load';
import { seedMeeting } from '../seed/meeting-data';

const rowsOf = (body: any): string => {
  const d = body?.data ?? body;
  const list = d?.content ?? d?.list;
  const total = d?.totalElements ?? d?.total;
  return Array.isArray(list) ? `${list.length} of ${total}` : 'figures';
};

export async function benchPayments(kind: 'pglite' | 'postgres', total = 400) {
  const schema = `bench_p_${process.pid}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'conflow-bench-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SUPER_ADMIN_PASSWORD: 'bench-pass', LOG_LEVEL: 'error' }),
    captcha: false,
    databaseUrl: kind === 'postgres' ? process.env.DATABASE_URL : undefined,
  };
  const app = await buildApp({ config, logger: false, print: () => {}, pgSchema: kind === 'postgres' ? schema : undefined });
  const t0 = performance.now();
  const seeded = await seedMeeting(app.ctx.db, { participants: 10_000, registrations: 2_000, username: 'bench-org', password: 'bench-pass', uploadDir: app.ctx.uploadDir });
  const seedMs = performance.now() - t0;
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ method: 'account', account: 'bench-org', password: 'bench-pass' }),
  });
  const { token } = await login.json();
  const headers = { authorization: `Bearer ${token}` };
  const m = seeded.meetingId;
  const calls: Array<[string, string]> = [
    ['payment list, page 0, size 20', `/api/co/payments/meeting/${m}?page=0&size=20`],
    ['payment list, last page (size 20)', `/api/co/payments/meeting/${m}?page=499&size=20`],
    ['payment list, pending only', `/api/co/payments/meeting/${m}?size=20&paymentStatus=pending`],
    ['payment list, cash + search', `/api/co/payments/meeting/${m}?size=20&paymentMethod=cash&search=${encodeURIComponent('李')}`],
    ['payment stats (cards)', `/api/co/payments/meeting/${m}/stats`],
    ['finance overview', '/api/co/finance/overview'],
    ['finance records, page 0, size 20', '/api/co/finance/records?page=0&size=20'],
    ['finance records, meeting + approved + dates', `/api/co/finance/records?size=20&meetingId=${m}&paymentStatus=approved&startDate=2026-10-01&endDate=2026-10-02`],
    ['participant list, page 0, size 20 (engineer C)', `/api/user-management/meeting/${m}/participants?page=0&size=20`],
  ];
  const out = [`\n## Payments and finance over 10,000 participants / 2,000 registrations, ${kind} (${os.cpus().length} cores, closed loop, 10 workers, ${total} requests a row)\n`,
    `seeded in ${(seedMs / 1000).toFixed(1)} s\n`, '| call | rows answered | req/s | p50 ms | p99 ms | errors |', '|---|---|---|---|---|---|'];
  for (const [name, url] of calls) {
    const first = await fetch(base + url, { headers });
    if (first.status === 404) continue; // an endpoint not built yet
    const one = await first.json();
    const r = await load(() => fetch(base + url, { headers }), { total, workers: 10 });
    out.push(`| ${name} | ${rowsOf(one)} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`);
  }
  if (kind === 'postgres') await app.ctx.db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return out.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const kinds: Array<'pglite' | 'postgres'> = ['pglite', ...(process.env.DATABASE_URL ? (['postgres'] as const) : [])];
  for (const kind of kinds) console.log(await benchPayments(kind));
}
