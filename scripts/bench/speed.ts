// Issue 19 item 3, honest speed: each target a row beside a bare Fastify route answering the same bytes
// in the same run (api.ts pair, autocannon in its own process, 10 connections), with the target and
// whether it is met. The reads are loaded twice: with answers kept (the default ANSWER_CACHE_MS) and with
// nothing kept (an AnswerCache of 0 ms: every answer made by the database, as right after a write to the
// same meeting); the participant page once more while another meeting is written to every 20 ms (kept
// answers are dropped per meeting, db/change-feed.ts). Then a registration submission and a check-in.
// On PostgreSQL when DATABASE_URL is set, else PGlite. `npx tsx scripts/bench/speed.ts`; bounded, loopback only.
// SPEED_ONLY=participant,meeting/list (words of the row names, case-insensitive): only the rows so named, to compare
// one change before and after in a short run.
import os from 'node:os';
import { AnswerCache } from '../../src/server/http/answer-cache';
import { doorCodes, seededBenchApp, type Kind } from './seeded-app';
import { pair, registrationSetup, type ApiRow, type Job } from './api';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const n = (x: number) => Math.max(20, Math.round(x * SCALE));
/** SPEED_ONLY=<substring>[,<substring>…]: only the rows whose name holds one of them, any case (a quicker run while working on one target) */
const ONLY = process.env.SPEED_ONLY?.toLowerCase().split(',');
const wanted = (name: string) => !ONLY || ONLY.some((w) => name.toLowerCase().includes(w));

interface Target {
  /** at least this share of the bare route's req/s */
  ofBare?: number;
  /** at least this many req/s */
  rps?: number;
  /** p99 at most this many ms */
  p99?: number;
}
export interface SpeedRow extends ApiRow { target: Target }

const targetText = (t: Target) => [t.ofBare && `≥ ${t.ofBare * 100} % of bare`, t.rps && `≥ ${t.rps.toLocaleString('en')} req/s`, t.p99 && `p99 ≤ ${t.p99} ms`].filter(Boolean).join(', ');
const met = (r: SpeedRow) => (!r.target.ofBare || r.route.rps >= r.target.ofBare * r.bare.rps) && (!r.target.rps || r.route.rps >= r.target.rps) && (!r.target.p99 || r.route.p99 <= r.target.p99);

export async function benchSpeed(kind: Kind): Promise<SpeedRow[]> {
  const { app, base, auth, meetingId: m, close } = await seededBenchApp(kind, { meetings: 999 });
  const rows: SpeedRow[] = [];
  const get = (path: string, amount: number): Job => ({ method: 'GET', path, amount: n(amount), variants: [{ headers: auth }] });
  const reads: Array<[string, string, Target, Target]> = [
    // name, path, target when kept, target with nothing kept
    ['GET /api/co/meeting/list (page 0 of 1,000 meetings)', '/api/co/meeting/list?page=0&size=10', {}, { ofBare: 0.4 }],
    ['GET participant page of the 10,000-participant meeting', `/api/user-management/meeting/${m}/participants?page=0&size=20`, {}, { ofBare: 0.4 }],
    ['GET payment list (page 0, size 20)', `/api/co/payments/meeting/${m}?page=0&size=20`, { rps: 1000, p99: 30 }, { rps: 1000, p99: 30 }],
    ['GET payment statistics', `/api/co/payments/meeting/${m}/stats`, { rps: 1000, p99: 30 }, { rps: 1000, p99: 30 }],
    ['GET finance overview', '/api/co/finance/overview', { rps: 1000, p99: 30 }, { rps: 1000, p99: 30 }],
    ['GET finance records (page 0, size 20)', '/api/co/finance/records?page=0&size=20', { rps: 1000, p99: 30 }, { rps: 1000, p99: 30 }],
  ];
  for (const [name, path, kept] of reads) if (wanted(`${name}, kept`)) rows.push({ ...(await pair(base, `${name}, kept`, get(path, 2000))), target: kept });
  const keeping = app.ctx.answers;
  app.ctx.answers = new AnswerCache(app.ctx.db.changes, 0);
  for (const [name, path, , none] of reads) if (wanted(`${name}, nothing kept`)) rows.push({ ...(await pair(base, `${name}, nothing kept`, get(path, 1000))), target: none });
  app.ctx.answers = keeping;

  // another meeting of the same organizer gets a participant every 20 ms through the API while the page is read
  if (wanted('GET participant page while another meeting is written to')) {
    const [other] = await app.ctx.db.query('SELECT id FROM meetings WHERE id <> $1 ORDER BY id LIMIT 1', [m]);
    let writes = 0;
    let failed = 0;
    let writing = true;
    const writer = (async () => {
      while (writing) {
        const i = writes++;
        const r = await fetch(`${base}/api/user-management/meeting/${other.id}/users`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ name: `写入${i}`, phone: `139${String(10_000_000 + i).slice(-8)}` }) });
        if (!r.ok) failed++;
        await new Promise((res) => setTimeout(res, 20));
      }
    })();
    const during = await pair(base, 'GET participant page while another meeting is written to (every 20 ms)', get(`/api/user-management/meeting/${m}/participants?page=0&size=20`, 2000));
    writing = false;
    await writer;
    rows.push({ ...during, note: `${during.note}; ${writes} writes, ${failed} refused`, target: { ofBare: 0.4 } });
  }

  // twice as many participants as requests: autocannon may prepare a request it never sends
  if (wanted('POST /api/registrations/submit')) {
    const submissions = await registrationSetup(app, base, auth, m, 2 * n(1000) + 1);
    rows.push({ ...(await pair(base, 'POST /api/registrations/submit (one per participant)', { method: 'POST', path: '/api/registrations/submit', amount: n(1000), variants: submissions }, 'new registration each')), target: { rps: 1000, p99: 50 } });
  }
  if (wanted('POST /api/user/update-checkin-status')) {
    const codes = await doorCodes(app, m, 2 * n(3000) + 1);
    const arrivals = codes.map((c) => ({ headers: auth, body: { userId: c.participantId, meetingId: m, status: 'checked_in', checkinCode: c.code } }));
    rows.push({ ...(await pair(base, 'POST /api/user/update-checkin-status (one per registration)', { method: 'POST', path: '/api/user/update-checkin-status', amount: n(3000), variants: arrivals }, 'first arrival each')), target: { rps: 4000, p99: 50 } });
  }
  await close();
  return rows;
}

export function speedTable(kind: string, rows: SpeedRow[]): string {
  const load = os.loadavg().map((l) => l.toFixed(1)).join(' / ');
  const lines = rows.map((r) => `| ${r.name} | ${r.route.rps.toFixed(0)} | ${r.route.p50.toFixed(1)} | ${r.route.p99.toFixed(1)} | ${r.bare.rps.toFixed(0)} | ${r.bare.p99.toFixed(1)} | **${((100 * r.route.rps) / r.bare.rps).toFixed(0)} %** | ${targetText(r.target) || '—'} | ${targetText(r.target) ? (met(r) ? 'met' : '**not met**') : ''} | ${r.route.errors} | ${r.note} |`);
  return [
    `\n## Issue 19 targets on ${kind} (autocannon in its own process, ${os.cpus().length} cores, 10 connections; load average after the run ${load})\n`,
    '| call | req/s | p50 ms | p99 ms | bare req/s | bare p99 | vs bare | target | | errors | note |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...lines,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const kind: Kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  console.log(`load average before: ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')}`);
  console.log(speedTable(kind, await benchSpeed(kind)));
}
