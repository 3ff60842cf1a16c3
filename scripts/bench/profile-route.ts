// A profiling aid for the API rows of `npm run bench`: seeds the bench data on one database, loads one
// call with autocannon from its own process and prints the server's CPU time per request (this process)
// and the database's (PostgreSQL backends, from /proc), so a change to a hot path can be judged by the
// work it costs rather than by a noisy req/s. PROFILE_OUT=x.cpuprofile writes a profile of the load window.
//   PROFILE=list|participants|submit|checkin (or PROFILE_PATH=/api/…, {meetingId} filled) DATABASE_URL=… npx tsx scripts/bench/profile-route.ts
import fs from 'node:fs';
import { execSync } from 'node:child_process';
import { cannon, type CannonJob } from './cannon';
import { doorCodes, seededBenchApp } from './seeded-app';
import { bareTwin, registrationSetup } from './api';
import { AnswerCache } from '../../src/server/http/answer-cache';

const which = process.env.PROFILE ?? 'list';
const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/** CPU seconds used so far by the postgres backends of DATABASE_URL's database (utime + stime), 0 when not on PostgreSQL here. */
function pgCpu(): number {
  if (kind !== 'postgres') return 0;
  const hz = Number(execSync('getconf CLK_TCK').toString().trim());
  let ticks = 0;
  // only the backends of this run's database: the server may be shared with other databases' work
  const db = new URL(process.env.DATABASE_URL!).pathname.slice(1);
  for (const pid of execSync(`pgrep -f 'postgres: .*: [^ ]+ ${db} ' || true`).toString().split('\n').filter(Boolean)) {
    try {
      const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(f[11]) + Number(f[12]);
    } catch { /* gone */ }
  }
  return ticks / hz;
}

/** The inspector's CPU profiler, started: `stop()` answers the profile and closes the session. */
async function startProfile() {
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop() {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      return profile;
    },
  };
}

async function main() {
  const { app, base, auth, meetingId: m, close } = await seededBenchApp(kind, { meetings: 999 });
  const amount = Number(process.env.AMOUNT ?? 4000);
  // PROFILE_FRESH=1: nothing kept (every answer made by the database, as right after a write)
  if (process.env.PROFILE_FRESH) app.ctx.answers = new AnswerCache(app.ctx.db.changes, 0);
  let job: Omit<CannonJob, 'connections'>;
  if (process.env.PROFILE_PATH) job = { method: 'GET', url: base + process.env.PROFILE_PATH.replace('{meetingId}', String(m)), amount, variants: [{ headers: process.env.PROFILE_ANONYMOUS ? {} : auth }] };
  else if (which === 'list') job = { method: 'GET' as const, url: `${base}/api/co/meeting/list?page=0&size=10`, amount, variants: [{ headers: auth }] };
  else if (which === 'participants') job = { method: 'GET' as const, url: `${base}/api/user-management/meeting/${m}/participants?page=0&size=20`, amount, variants: [{ headers: auth }] };
  else if (which === 'submit') job = { method: 'POST' as const, url: `${base}/api/registrations/submit`, amount, variants: await registrationSetup(app, base, auth, m, 2 * amount + 1) };
  else {
    const codes = await doorCodes(app, m, 2 * amount + 1);
    job = { method: 'POST' as const, url: `${base}/api/user/update-checkin-status`, amount, variants: codes.map((c) => ({ headers: auth, body: { userId: c.participantId, meetingId: m, status: 'checked_in', checkinCode: c.code } })) };
  }
  const c0 = process.cpuUsage();
  const p0 = pgCpu();
  // PROFILE_OUT=file.cpuprofile: a CPU profile of the load window only (seeding left out); PROFILE_TAIL ms more after it
  const profiler = process.env.PROFILE_OUT ? await startProfile() : null;
  const r = await cannon(job);
  if (profiler) {
    await new Promise((res) => setTimeout(res, Number(process.env.PROFILE_TAIL ?? 0)));
    fs.writeFileSync(process.env.PROFILE_OUT!, JSON.stringify(await profiler.stop()));
  }
  const c = process.cpuUsage(c0);
  const p = pgCpu() - p0;
  const per = (s: number) => ((s * 1e6) / amount).toFixed(0);
  console.log(`${which} on ${kind}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors}`);
  console.log(`server CPU ${per((c.user + c.system) / 1e6)} µs/request (user ${per(c.user / 1e6)}, system ${per(c.system / 1e6)}); postgres CPU ${per(p)} µs/request`);
  // the bare route of api.ts: the same bytes from memory, loaded alike
  const v = job.variants[0];
  const one = await fetch(job.url, { method: job.method, headers: { ...v.headers, ...(v.body ? { 'content-type': 'application/json' } : {}) }, body: v.body ? JSON.stringify(v.body) : undefined });
  const bytes = Buffer.from(await one.arrayBuffer());
  const { pathname, search } = new URL(job.url);
  const bare = await bareTwin(job.method, pathname, bytes, one.headers.get('content-type') ?? 'application/json');
  const b0 = process.cpuUsage();
  const br = await cannon({ ...job, url: bare.base + pathname + search });
  const bc = process.cpuUsage(b0);
  console.log(`bare: ${br.rps.toFixed(0)} req/s (${((100 * r.rps) / br.rps).toFixed(0)} %), server CPU ${per((bc.user + bc.system) / 1e6)} µs/request, ${bytes.length} bytes`);
  await bare.close();
  await close();
}
main().catch((e) => { console.error(e); process.exit(1); });
