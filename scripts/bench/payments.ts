// The payment list, the finance overview and records (and the participant list) over one meeting
// with 10,000 participants and 2,000 registrations (scripts/seed/meeting-data.ts), as its organizer,
// on PGlite and PostgreSQL (DATABASE_URL). A benchmark, not a test: bounded loops on loopback only.
// `npx tsx scripts/bench/payments.ts` alone, or as part of `npm run bench`. Prints markdown tables.
import os from 'node:os';
import { load } from './load';
import { KINDS, seededBenchApp, type Kind } from './seeded-app';

const rowsOf = (body: any): string => {
  const d = body?.data ?? body;
  const list = d?.content ?? d?.list;
  const total = d?.totalElements ?? d?.total;
  return Array.isArray(list) ? `${list.length} of ${total}` : 'figures';
};

export async function benchPayments(kind: Kind, total = 400) {
  const { base, auth: headers, meetingId: m, seedMs, close } = await seededBenchApp(kind);
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
  await close();
  return out.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const kind of KINDS) console.log(await benchPayments(kind));
}
