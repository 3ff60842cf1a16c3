// `npx tsx scripts/bench/participants.ts`: a meeting's participant list over 10,000 participants and
// 2,000 registrations (scripts/seed/meeting-data.ts), one page at a time, plain, filtered on the newest
// registration's status and searched, on PGlite (and PostgreSQL when DATABASE_URL is set). A benchmark,
// not a test; bounded loops on loopback only. Prints a markdown table for BENCHMARKS.md.
import os from 'node:os';
import { load } from './load';
import { KINDS, seededBenchApp } from './seeded-app';

const queries: Array<[string, string]> = [
  ['page 0, size 20', '?page=0&size=20'],
  ['page 499, size 20 (the last)', '?page=499&size=20'],
  ['page 0, size 100', '?page=0&size=100'],
  ['registrationStatus=no_registration, size 100', '?size=100&registrationStatus=no_registration'],
  ['paymentStatus=pending', '?size=20&paymentStatus=pending'],
  ['search 王 (name, phone, e-mail, workplace)', `?size=20&search=${encodeURIComponent('王')}`],
];
const total = Number(process.env.BENCH_REQUESTS ?? 300);

for (const kind of KINDS) {
  const { base, auth: headers, meetingId, close } = await seededBenchApp(kind, { analyze: process.env.BENCH_ANALYZE !== '0' });
  const url = `${base}/api/user-management/meeting/${meetingId}/participants`;
  console.log(`\n## participant list over 10,000 participants, ${kind}${process.env.BENCH_ANALYZE === '0' ? ', no ANALYZE' : ', after ANALYZE'} (${os.cpus().length} cores, closed loop, 10 workers, ${total} requests a row)\n`);
  console.log('| query | rows answered | req/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|---|');
  for (const [name, q] of queries) {
    const one = await (await fetch(`${url}${q}`, { headers })).json();
    const r = await load(() => fetch(`${url}${q}`, { headers }), { total, workers: 10 });
    console.log(`| ${name} | ${one.data.list.length} of ${one.data.total} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`);
  }
  await close();
}
