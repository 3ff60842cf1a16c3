// The durable job queue (issue 19 item 2, jobs/boss-queue.ts) through the app's own ctx.jobs: a sent
// job runs once, a failing one is tried again up to its retry limit, a singleton key refuses a second
// job while the first waits or runs, startAfter holds a job back, and jobs sent before a restart run
// after it (they are rows in pg-boss's schema of the database, not memory).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, makeApp, type TestApp } from './harness';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `ok()` holds (polling), at most `ms`. */
async function until(ok: () => boolean, ms = 10_000) {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(25);
  }
}

describe.each(DATABASES)('job queue (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp(kind);
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('send → the worker runs it once, with its data', async () => {
    const seen: unknown[] = [];
    t.app.ctx.jobs.work<{ n: number }>('test-once', async (job) => void seen.push(job.data.n));
    const ids = await Promise.all([1, 2, 3].map((n) => t.app.ctx.jobs.send('test-once', { n })));
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    await until(() => seen.length === 3);
    await sleep(300);
    expect(seen.sort()).toEqual([1, 2, 3]);
  });

  it('a handler that throws is tried again, retryLimit times, then given up (each failure counted)', async () => {
    let tries = 0;
    let flaky = 0;
    t.app.ctx.jobs.work('test-fails', async () => {
      tries++;
      throw new Error('always');
    });
    t.app.ctx.jobs.work('test-flaky', async () => {
      if (++flaky < 2) throw new Error('once');
    });
    await t.app.ctx.jobs.send('test-fails', {}, { retryLimit: 2, retryDelaySeconds: 0 });
    await t.app.ctx.jobs.send('test-flaky', {}, { retryLimit: 3, retryDelaySeconds: 0 });
    await until(() => tries === 3 && flaky === 2);
    await sleep(1500);
    expect([tries, flaky]).toEqual([3, 2]);
    const text = (await t.app.metrics.registry.getSingleMetricAsString('conflow_job_failures_total')) as string;
    expect(text).toContain('conflow_job_failures_total{job="test-fails"} 3');
    expect(text).toContain('conflow_job_failures_total{job="test-flaky"} 1');
  });

  it('singletonKey: a second job with the key is refused (null) while the first waits or runs; free again after', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let runs = 0;
    t.app.ctx.jobs.work('test-single', async () => {
      runs++;
      await gate;
    });
    const first = await t.app.ctx.jobs.send('test-single', {}, { singletonKey: 'meeting-7' });
    expect(first).toEqual(expect.any(String));
    expect(await t.app.ctx.jobs.send('test-single', {}, { singletonKey: 'meeting-7' })).toBeNull(); // waiting
    await until(() => runs === 1);
    expect(await t.app.ctx.jobs.send('test-single', {}, { singletonKey: 'meeting-7' })).toBeNull(); // running
    expect(await t.app.ctx.jobs.send('test-single', {}, { singletonKey: 'meeting-8' })).toEqual(expect.any(String)); // another key
    release();
    await until(() => runs === 2);
    await sleep(500); // completed
    expect(await t.app.ctx.jobs.send('test-single', {}, { singletonKey: 'meeting-7' })).toEqual(expect.any(String));
    await until(() => runs === 3);
  });

  it('startAfter: the job does not run before its time', async () => {
    const ran: number[] = [];
    t.app.ctx.jobs.work('test-later', async () => void ran.push(Date.now()));
    const at = Date.now() + 2500;
    await t.app.ctx.jobs.send('test-later', {}, { startAfter: new Date(at) });
    await sleep(1500);
    expect(ran).toEqual([]);
    await until(() => ran.length === 1, 15_000);
    expect(ran[0]).toBeGreaterThanOrEqual(at - 50);
  });

  it('depths: due jobs waiting per name; a job sent before a restart runs after it', async () => {
    await t.app.ctx.jobs.send('test-restart', { n: 1 });
    await t.app.ctx.jobs.send('test-restart', { n: 2 });
    const depths = await t.app.ctx.jobs.depths!();
    expect(depths.find((d) => d.name === 'test-restart')).toEqual({ name: 'test-restart', waiting: 2, active: 0 });
    await t.restart();
    const seen: number[] = [];
    t.app.ctx.jobs.work<{ n: number }>('test-restart', async (job) => void seen.push(job.data.n));
    await t.app.ready();
    await until(() => seen.length === 2);
    expect(seen.sort()).toEqual([1, 2]);
  });
});
