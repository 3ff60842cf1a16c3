// The job queue across processes (issue 19 item 2): two real server processes on one PostgreSQL
// database and schema. Jobs sent through one are shared by both workers and each runs exactly once;
// a process killed (SIGKILL) in the middle of a job leaves it active until it expires
// (JOBS_EXPIRE_SECONDS, short here), then the other process runs it again and it completes once.
// PostgreSQL only: on PGlite there is one process.
import { afterAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../src/server/db/driver';
import { childEnv, json, removeChild, startChild, type Child } from './child.fixtures';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.runIf(process.env.DATABASE_URL)('job queue with two processes (postgres)', () => {
  const env: Record<string, string> = { ...childEnv('postgres', 'jobs'), TEST_JOBS: '1', JOBS_EXPIRE_SECONDS: '3', JOBS_SUPERVISE_SECONDS: '1', JOBS_POLL_SECONDS: '0.5' };
  const servers: Child[] = [];
  let db: Db | undefined;
  afterAll(async () => {
    for (const s of servers.slice(1)) s.child.kill('SIGKILL');
    await db?.close();
    await removeChild(servers[0], env);
  });

  const runs = async () =>
    (await db!.query<{ job_id: string; pid: number; step: string }>('SELECT job_id, pid, step FROM test_job_runs ORDER BY at')).map((r) => ({ ...r, pid: Number(r.pid) }));
  const until = async (ok: () => Promise<boolean>, ms: number) => {
    const end = Date.now() + ms;
    while (!(await ok())) {
      if (Date.now() > end) throw new Error(`timed out; ${servers.map((s) => s.output().slice(-2000)).join('\n---\n')}`);
      await sleep(200);
    }
  };

  it('N jobs sent through one process: each runs exactly once, on both workers', async () => {
    servers.push(...(await Promise.all([startChild(env), startChild(env)])));
    db = await openDb({ databaseUrl: process.env.DATABASE_URL, schema: env.PG_SCHEMA });
    const sent = await json(servers[0].base, 'POST', '/test/jobs', { count: 30, ms: 100 });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const ids: string[] = sent.body.ids;
    expect(new Set(ids).size).toBe(30);
    await until(async () => (await runs()).filter((r) => r.step === 'done').length >= 30, 30_000);
    await sleep(1000); // a job run twice would show by now
    const all = await runs();
    for (const step of ['start', 'done']) {
      const seen = all.filter((r) => r.step === step).map((r) => r.job_id);
      expect(seen.sort(), step).toEqual([...ids].sort());
    }
    const pids = new Set(all.map((r) => r.pid));
    expect(pids.size, 'both processes took jobs').toBe(2);
  });

  it('a process killed mid-job: the job runs again in the other one and completes once', async () => {
    const sent = await json(servers[0].base, 'POST', '/test/jobs', { count: 1, ms: 50, hangFirst: true });
    const [id] = sent.body.ids as string[];
    await until(async () => (await runs()).some((r) => r.job_id === id && r.step === 'start'), 10_000);
    const first = (await runs()).find((r) => r.job_id === id)!;
    const victim = servers.find((s) => s.child.pid === first.pid)!;
    const survivor = servers.find((s) => s !== victim)!;
    expect(victim).toBeDefined();
    victim.child.kill('SIGKILL');
    await until(async () => (await runs()).some((r) => r.job_id === id && r.step === 'done'), 30_000);
    await sleep(1500);
    const mine = (await runs()).filter((r) => r.job_id === id);
    expect(mine.map((r) => [r.step, r.pid])).toEqual([['start', victim.child.pid], ['start', survivor.child.pid], ['done', survivor.child.pid]]);
    expect(survivor.alive()).toBe(true);
  });
});
