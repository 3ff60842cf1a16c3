// A registration rush, measured (issue 19 item 4): two server processes (the real app, tests/api/
// reliability.server.ts, as npm start builds it) on one PostgreSQL schema behind a load balancer
// (rush-proxy.ts: round-robin, readiness by /api/ready), a meeting whose flow sells three ticket types with
// quotas summing to half the participants (rush-setup.ts), and within RUSH_SECONDS every participant
// submits a registration (arrivals spread evenly, at most RUSH_CONCURRENCY in flight) while a few
// organizer sessions page the participant list. Then the database is asked: sold per ticket type against
// its quota, and every acknowledged (2xx) registration present. The second scenario kills one server
// (SIGKILL) halfway; the client retries what failed with its idempotency key, as a real client would.
// A benchmark, not a test: `npx tsx scripts/bench/rush.ts` (needs DATABASE_URL), or a row of `npm run bench`.
// Knobs: RUSH_PARTICIPANTS (10,000 × BENCH_SCALE), RUSH_SECONDS (60), RUSH_CONCURRENCY (200),
// RUSH_ORGANIZERS (3), RUSH_SCENARIOS (`steady,kill`), RUSH_WARMUP (300 participants first, unreported), RUSH_KEYS (`on`; `off`: submissions carry no
// Idempotency-Key, as the UI's client sends none, to see what a retry then meets), RUSH_TRACE=<file> (one
// line per answered submission: start ms, duration ms, status), RUSH_JSON=<file> (the results). Loopback
// only; every loop is bounded.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { openDb, type Db } from '../../src/server/db/driver';
import { activeSql } from '../../src/shared/lifecycle';
import { translate, type Messages } from '../../src/shared/messages';
import { startChild, type Child } from '../../tests/api/child.fixtures';
import { startProxy, type ProxyStats } from './rush-proxy';
import { rushMeeting, type RushMeeting, type RushParticipant } from './rush-setup';

export interface RushOptions {
  participants: number;
  seconds: number;
  concurrency: number;
  organizers: number;
  /** submissions carry an Idempotency-Key */
  keys: boolean;
}

export const rushOptions = (e = process.env): RushOptions => ({
  participants: Number(e.RUSH_PARTICIPANTS ?? Math.round(10_000 * Number(e.BENCH_SCALE ?? 1))),
  seconds: Number(e.RUSH_SECONDS ?? 60),
  concurrency: Number(e.RUSH_CONCURRENCY ?? 200),
  organizers: Number(e.RUSH_ORGANIZERS ?? 3),
  keys: e.RUSH_KEYS !== 'off',
});

type Scenario = 'steady' | 'kill';

export interface RushResult {
  scenario: Scenario;
  options: RushOptions;
  /** seconds from the sale's opening to the last answer */
  seconds: number;
  acknowledged: number;
  /** of which answered 200 "already submitted" to a retry: the first attempt had gone through */
  ackedOnRetry: number;
  /** of which answered 201 to a retry: the failed attempt had not gone through */
  createdOnRetry: number;
  /** refused 409 "already registered" (您已报名该流程) on a retry without a key: the lost attempt had gone through */
  toldAlreadyRegistered: number;
  soldOut: number;
  /** answers other than 2xx, sold out or 5xx (a 4xx nobody expects) */
  unexpected: Record<string, number>;
  /** failed attempts: a 5xx (the proxy's 502 for a cut request included) or a network error */
  errors: number;
  /** of which within KILL_WINDOW_S after the kill (the requests it cut, and those sent before the proxy saw it) */
  errorsAtKill: number;
  /** participants who gave up after RETRIES failed attempts */
  gaveUp: number;
  submitP50: number;
  submitP99: number;
  /** the same over the answers that took a place (201/200) */
  acceptedP50: number;
  acceptedP99: number;
  /** the longest a participant waited for a free slot after arriving */
  maxQueueMs: number;
  reads: number;
  readErrors: number;
  readP50: number;
  readP99: number;
  check: RushCheck;
  proxy: ProxyStats;
  killedAt?: number;
  /** the 1-minute load average before and after the scenario */
  load: [number, number];
}

export interface RushCheck {
  perTicket: Array<{ type: string; quota: number; sold: number; counter: number; refused: number }>;
  oversold: boolean;
  /** a type refused someone "sold out" while places were left */
  undersold: boolean;
  /** active registrations of the flow in the database */
  rows: number;
  /** acknowledged registrations not found in the database (with their participant) */
  lost: number;
  /** rows no participant was acknowledged (a registration made by an attempt whose answer was lost and never retried) */
  unacknowledgedRows: number;
}

const RETRIES = 6;
/** errors this long after the kill are counted as the kill's */
const KILL_WINDOW_S = 3;
const zh = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../schemas/messages/zh.json'), 'utf8')) as Messages;
const ALREADY = translate(zh, 'registration.alreadyRegistered');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (xs: number[], p: number) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

interface Outcome { kind: 'acked' | 'soldOut' | 'already' | 'unexpected' | 'gaveUp'; id?: number; retried: boolean; created?: boolean; status?: number }

/** One participant: submits, and after a 5xx or a network error submits again with the same idempotency key. */
async function register(base: string, p: RushParticipant, keys: boolean, times: { all: number[]; accepted: number[] }, onError: () => void): Promise<Outcome> {
  const headers = { 'content-type': 'application/json', ...(keys ? { 'idempotency-key': `rush-${p.id}-${randomBytes(6).toString('hex')}` } : {}), ...p.headers };
  const body = JSON.stringify(p.body);
  for (let attempt = 1; ; attempt++) {
    const t0 = performance.now();
    let status = 0;
    let answer: { message?: string; errors?: Array<{ path?: string }>; data?: { id?: number } } | null = null;
    try {
      const res = await fetch(`${base}/api/registrations/submit`, { method: 'POST', headers, body, signal: AbortSignal.timeout(30_000) });
      status = res.status;
      answer = await res.json().catch(() => null);
    } catch {
      status = 0;
    }
    if (status > 0 && status < 500) {
      const ms = performance.now() - t0;
      times.all.push(ms);
      if (process.env.RUSH_TRACE) fs.appendFileSync(process.env.RUSH_TRACE, `${t0.toFixed(0)} ${ms.toFixed(0)} ${status}\n`);
      const retried = attempt > 1;
      if ((status === 200 || status === 201) && answer?.data?.id) {
        times.accepted.push(ms);
        return { kind: 'acked', id: Number(answer.data.id), retried, created: status === 201 };
      }
      if (status === 409 && answer?.errors?.[0]?.path === '/ticketType') return { kind: 'soldOut', retried };
      if (status === 409 && retried && answer?.message === ALREADY) return { kind: 'already', retried };
      return { kind: 'unexpected', status, retried };
    }
    onError();
    if (attempt >= RETRIES) return { kind: 'gaveUp', retried: true };
    await sleep(100 * 2 ** (attempt - 1));
  }
}

/** An organizer paging the participant list (size 20, every third read filtered on awaiting payment) until `until()` says stop. */
async function organizer(base: string, meetingId: number, token: string, k: number, pages: number, times: number[], failed: () => void, busy: () => boolean) {
  for (let n = 0; busy(); n++) {
    const page = (k * 17 + n) % pages;
    const q = n % 3 === 2 ? `?page=0&size=20&registrationStatus=awaiting_payment` : `?page=${page}&size=20`;
    const t0 = performance.now();
    try {
      const res = await fetch(`${base}/api/user-management/meeting/${meetingId}/participants${q}`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(30_000) });
      await res.arrayBuffer();
      if (res.ok) times.push(performance.now() - t0);
      else failed();
    } catch {
      failed();
    }
    await sleep(200);
  }
}

async function check(db: Db, m: RushMeeting, acked: Map<number, number>, refused: Map<string, number>): Promise<RushCheck> {
  const sold = await db.query<{ t: string; n: number }>(
    `SELECT selected_ticket_name AS t, count(*)::int AS n FROM registrations r WHERE r.flow_id = $1 AND ${activeSql('r')} GROUP BY 1`, [m.flowId]);
  const counters = await db.query<{ key: string; used: number }>(`SELECT key, used FROM registration_quotas WHERE scope = $1 AND kind = 'ticket'`, [`flow:${m.flowId}`]);
  const perTicket = Object.entries(m.quotas).map(([type, quota]) => ({
    type, quota, sold: Number(sold.find((s) => s.t === type)?.n ?? 0), counter: Number(counters.find((c) => c.key === type)?.used ?? 0), refused: refused.get(type) ?? 0,
  }));
  const rows = await db.query<{ id: number; participant_id: number }>(`SELECT id, participant_id FROM registrations r WHERE r.flow_id = $1 AND ${activeSql('r')}`, [m.flowId]);
  const inDb = new Map(rows.map((r) => [Number(r.id), Number(r.participant_id)]));
  let lost = 0;
  for (const [id, participantId] of acked) if (inDb.get(id) !== participantId) lost++;
  return {
    perTicket,
    oversold: perTicket.some((t) => t.sold > t.quota || t.counter > t.quota) || sold.some((s) => !(s.t in m.quotas)),
    undersold: perTicket.some((t) => t.refused > 0 && (t.sold < t.quota || t.counter < t.quota)),
    rows: rows.length, lost, unacknowledgedRows: rows.filter((r) => !acked.has(Number(r.id))).length,
  };
}

async function scenario(kind: Scenario, o: RushOptions, db: Db, base: string, servers: Child[], proxy: Awaited<ReturnType<typeof startProxy>>, uploadDir: string): Promise<RushResult> {
  const m = await rushMeeting(db, base, { participants: o.participants, organizers: o.organizers, uploadDir, title: `报名高峰 ${kind} ${new Date().toISOString().slice(0, 19)}` });
  await db.query('ANALYZE');
  const before = await proxy.stats();
  const loadBefore = os.loadavg()[0];
  const order = [...m.participants].sort(() => Math.random() - 0.5);
  const submitTimes = { all: [] as number[], accepted: [] as number[] };
  const readTimes: number[] = [];
  const errorAt: number[] = [];
  let readErrors = 0;
  let maxQueueMs = 0;
  let inFlight = 0;
  let done = false;
  let killedAt: number | undefined;
  const waiting: Array<() => void> = [];
  const outcomes: Array<{ p: RushParticipant; o: Outcome }> = [];
  const start = performance.now();
  const readers = m.organizerTokens.map((t, k) => organizer(base, m.meetingId, t, k, Math.max(1, Math.ceil(o.participants / 20)), readTimes, () => readErrors++, () => !done));
  let killer: Promise<void> = Promise.resolve();
  if (kind === 'kill') {
    killer = (async () => {
      await sleep((o.seconds * 1000) / 2);
      killedAt = (performance.now() - start) / 1000;
      servers[1].child.kill('SIGKILL');
      if (servers[1].alive()) await once(servers[1].child, 'exit');
    })();
  }
  const sends: Promise<void>[] = [];
  for (let i = 0; i < order.length; i++) {
    const due = start + (i * o.seconds * 1000) / order.length;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const arrived = performance.now();
    if (inFlight >= o.concurrency) await new Promise<void>((r) => waiting.push(r));
    maxQueueMs = Math.max(maxQueueMs, performance.now() - arrived);
    inFlight++;
    const p = order[i];
    sends.push(register(base, p, o.keys, submitTimes, () => errorAt.push((performance.now() - start) / 1000)).then((out) => {
      outcomes.push({ p, o: out });
      inFlight--;
      waiting.shift()?.();
    }));
  }
  await Promise.all(sends);
  const seconds = (performance.now() - start) / 1000;
  done = true;
  await Promise.all([...readers, killer]);
  const after = await proxy.stats();

  const acked = new Map<number, number>();
  const refused = new Map<string, number>();
  const unexpected: Record<string, number> = {};
  for (const { p, o: out } of outcomes) {
    if (out.kind === 'acked') acked.set(out.id!, p.id);
    if (out.kind === 'soldOut') refused.set(p.ticketType, (refused.get(p.ticketType) ?? 0) + 1);
    if (out.kind === 'unexpected') unexpected[String(out.status)] = (unexpected[String(out.status)] ?? 0) + 1;
  }
  return {
    scenario: kind, options: o, seconds,
    acknowledged: acked.size,
    ackedOnRetry: outcomes.filter((x) => x.o.kind === 'acked' && x.o.retried && !x.o.created).length,
    createdOnRetry: outcomes.filter((x) => x.o.kind === 'acked' && x.o.retried && x.o.created).length,
    toldAlreadyRegistered: outcomes.filter((x) => x.o.kind === 'already').length,
    soldOut: outcomes.filter((x) => x.o.kind === 'soldOut').length, unexpected, gaveUp: outcomes.filter((x) => x.o.kind === 'gaveUp').length,
    errors: errorAt.length, errorsAtKill: killedAt === undefined ? 0 : errorAt.filter((t) => t >= killedAt! && t < killedAt! + KILL_WINDOW_S).length,
    submitP50: pct(submitTimes.all, 50), submitP99: pct(submitTimes.all, 99), acceptedP50: pct(submitTimes.accepted, 50), acceptedP99: pct(submitTimes.accepted, 99), maxQueueMs,
    reads: readTimes.length, readErrors, readP50: pct(readTimes, 50), readP99: pct(readTimes, 99),
    check: await check(db, m, acked, refused), killedAt, load: [loadBefore, os.loadavg()[0]],
    proxy: {
      perBackend: after.perBackend.map((n, i) => n - before.perBackend[i]), up: after.up,
      redispatched: after.redispatched - before.redispatched, cut: after.cut - before.cut, noBackend: after.noBackend - before.noBackend,
    },
  };
}

/** Both scenarios (or those RUSH_SCENARIOS names) on one schema: two servers, the proxy, a fresh meeting each. */
export async function benchRush(o: RushOptions = rushOptions(), scenarios: Scenario[] = (process.env.RUSH_SCENARIOS ?? 'steady,kill').split(',') as Scenario[]): Promise<RushResult[]> {
  if (!process.env.DATABASE_URL) throw new Error('the rush needs PostgreSQL: set DATABASE_URL');
  const schema = `rush_${process.pid}_${randomBytes(3).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'conflow-rush-'));
  // both processes share one uploads directory, as README's "Running at scale" asks of a local store
  const env = { DATABASE_URL: process.env.DATABASE_URL, PG_SCHEMA: schema, DATA_DIR: dataDir, LOG_LEVEL: 'error' };
  const servers: Child[] = [];
  let proxy: Awaited<ReturnType<typeof startProxy>> | undefined;
  const db = await openDb({ databaseUrl: process.env.DATABASE_URL, schema });
  const out: RushResult[] = [];
  try {
    servers.push(...(await Promise.all([startChild(env), startChild(env)])));
    proxy = await startProxy(servers.map((s) => s.base));
    for (let i = 0; i < 100 && !(await proxy.stats()).up.every(Boolean); i++) await sleep(100);
    // servers in service are warm: a small rush of its own (not reported) compiles the hot paths and fills
    // the pools and prepared statements first
    const warm = Number(process.env.RUSH_WARMUP ?? 300);
    if (warm > 0) await scenario('steady', { ...o, participants: warm, seconds: 3 }, db, proxy.base, servers, proxy, path.join(dataDir, 'uploads'));
    // the kill scenario leaves one server: it runs last
    for (const kind of [...scenarios].sort((a, b) => Number(a === 'kill') - Number(b === 'kill'))) {
      // the kill scenario needs both processes: the steady one left them so
      out.push(await scenario(kind, o, db, proxy.base, servers, proxy, path.join(dataDir, 'uploads')));
    }
  } finally {
    proxy?.stop();
    for (const s of servers) if (s.alive()) s.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => (s.alive() ? once(s.child, 'exit') : undefined)));
    await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return out;
}

const f0 = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '–');

/** The markdown the bench prints: figures beside the issue's targets. */
export function rushTable(results: RushResult[]): string {
  const [first] = results;
  if (!first) return '';
  const o = first.options;
  const lines = [
    `\n## Registration rush (issue 19 item 4): ${o.participants.toLocaleString('en')} participants within ${o.seconds} s, ${o.concurrency} in flight at most, ${o.organizers} organizers reading; two server processes behind a Node round-robin proxy, one PostgreSQL`,
    `\n(${os.cpus().length} cores; 1-minute load average before → after each scenario: ${results.map((r) => `${r.scenario} ${r.load[0].toFixed(1)} → ${r.load[1].toFixed(1)}`).join(', ')}; Node ${process.version})\n`,
    '| scenario | acknowledged | sold out | errors (5xx/network) | other answers | lost | oversold | all answered in | submit p50 / p99 ms (those taking a place) | list reads, p50 / p99 ms | proxy |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of results) {
    const other = Object.entries(r.unexpected).map(([s, n]) => `${n}×${s}`).join(', ') || '0';
    const errors = r.scenario === 'kill' ? `${r.errors} (${r.errorsAtKill} within ${KILL_WINDOW_S} s of the kill)` : String(r.errors);
    const retries = [
      r.ackedOnRetry && `${r.ackedOnRetry} answered 200 "already submitted" to a retry`,
      r.createdOnRetry && `${r.createdOnRetry} made by a retry (201)`,
      r.toldAlreadyRegistered && `${r.toldAlreadyRegistered} retries without a key refused "${ALREADY}"`,
      r.gaveUp && `${r.gaveUp} gave up after ${RETRIES} tries`,
    ].filter(Boolean).join('; ');
    const kill = r.scenario === 'kill' ? `one killed at ${r.killedAt?.toFixed(1)} s; ` : '';
    lines.push(
      `| ${r.scenario === 'kill' ? 'one server SIGKILLed midway' : 'steady'}${r.options.keys ? '' : ', no idempotency keys'} | ${r.acknowledged}${retries ? ` (${retries})` : ''} | ${r.soldOut} | ${errors} | ${other} | ${r.check.lost} | ${r.check.oversold ? '**YES**' : 'no'}${r.check.undersold ? ', **refused with places left**' : ''} | ${r.seconds.toFixed(1)} s (longest wait for a slot ${f0(r.maxQueueMs)} ms) | ${f0(r.submitP50)} / ${f0(r.submitP99)} (${f0(r.acceptedP50)} / ${f0(r.acceptedP99)}) | ${r.reads} (${r.readErrors} failed), ${f0(r.readP50)} / ${f0(r.readP99)} | ${kill}per server ${r.proxy.perBackend.join(' / ')}, ${r.proxy.redispatched} redispatched, ${r.proxy.cut} cut (502) |`,
    );
  }
  lines.push('\n| scenario | ticket type | quota | sold (active rows) | quota counter | refused sold out |\n|---|---|---|---|---|---|');
  for (const r of results) for (const t of r.check.perTicket) lines.push(`| ${r.scenario} | ${t.type} | ${t.quota} | ${t.sold} | ${t.counter} | ${t.refused} |`);
  lines.push('\n| scenario | active rows in the database | = acknowledged | rows never acknowledged |\n|---|---|---|---|');
  for (const r of results) lines.push(`| ${r.scenario} | ${r.check.rows} | ${r.check.rows === r.acknowledged ? 'yes' : `**no** (${r.acknowledged})`} | ${r.check.unacknowledgedRows} |`);
  lines.push('\nTargets: 0 errors, 0 oversold, 0 lost; every participant answered within the minute (the steady scenario); with a server killed, errors only at the kill, each retried to an answer.');
  return lines.join('\n');
}

if (process.argv[1] === import.meta.filename) {
  const results = await benchRush();
  console.log(rushTable(results));
  if (process.env.RUSH_JSON) fs.writeFileSync(process.env.RUSH_JSON, JSON.stringify(results, null, 2));
}
