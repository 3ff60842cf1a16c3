// Operations (issue 19 item 5): /api/ready beside /api/health, and /metrics for Prometheus. Readiness
// answers 503 while the process shuts down and while its database does not answer (every connection of
// the pool held); /metrics is served only with METRICS_TOKEN and only to a caller sending it, labels
// requests by route pattern (never the path a caller sent), and shows the pool, the queues and job failures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, makeApp, type TestApp } from './harness';

const TOKEN = 'metrics-token-for-tests-0123456789';
const NOT_READY = ['服务暂未就绪（正在停止，或数据库无响应）', 'The service is not ready for requests (shutting down, or its database is not answering)'] as const;

/** The metrics text, read with the token. */
async function scrape(t: TestApp): Promise<string> {
  const r = await call(t.app, 'GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(r.status).toBe(200);
  expect(r.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return r.body as string;
}

/** The value of one sample, e.g. sample(text, 'conflow_db_pool_connections{state="max"}'). */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe.each(DATABASES)('readiness and metrics (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp(kind, { env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  it('GET /api/ready: 200 with the database kind; 503 in the caller’s language once the process is draining', async () => {
    const r = await call(t.app, 'GET', '/api/ready');
    expect([r.status, r.body.data]).toEqual([200, { db: kind }]);
    t.app.lifecycle.draining = true;
    try {
      await expectMessage(t.app, 'GET', '/api/ready', {}, 503, ...NOT_READY);
      // liveness stays: the process runs and reaches its database
      expect((await call(t.app, 'GET', '/api/health')).status).toBe(200);
    } finally {
      t.app.lifecycle.draining = false;
    }
    expect((await call(t.app, 'GET', '/api/ready')).status).toBe(200);
  });

  it('GET /api/ready: 503 while the database does not answer (every connection held), 200 again after', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const max = t.db.pool().max;
    // PGlite is one connection: one transaction holds it; PostgreSQL: every connection of the pool
    const held = Array.from({ length: max }, () => t.db.tx(() => gate));
    try {
      const r = await call(t.app, 'GET', '/api/ready');
      expect([r.status, r.body.code]).toEqual([503, 503]);
    } finally {
      release();
      await Promise.all(held);
    }
    expect((await call(t.app, 'GET', '/api/ready')).status).toBe(200);
  }, 20_000);

  it('GET /metrics refuses a caller without the token, or with another one (401)', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Bearer ${TOKEN}x`, TOKEN]) {
      const r = await call(t.app, 'GET', '/metrics', { headers: authorization ? { authorization } : {} });
      expect([r.status, r.body.code], String(authorization)).toEqual([401, 401]);
      expect(r.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(String(r.body.message)).not.toMatch(/conflow_/);
    }
  });

  it('without METRICS_TOKEN /metrics is not served at all (404), token or not', async () => {
    const bare = await makeApp(kind);
    try {
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }, { authorization: 'Bearer ' }] as Array<Record<string, string>>) {
        const r = await call(bare.app, 'GET', '/metrics', { headers });
        expect([r.status, r.body.code]).toEqual([404, 404]);
      }
    } finally {
      await bare.close();
    }
  });

  it('requests are counted and timed per route pattern, method and status class; no id from a path becomes a label', async () => {
    for (let i = 0; i < 3; i++) await call(t.app, 'GET', `/api/files/avatars/no-such-${98765 + i}.png`);
    await call(t.app, 'GET', '/api/no-such-area/4567123');
    await call(t.app, 'GET', '/api/health');
    const text = await scrape(t);
    const avatars = 'conflow_http_request_duration_seconds_count{method="GET",route="/api/files/avatars/:filename",status_class="4xx"}';
    expect(sample(text, avatars), text.slice(0, 3000)).toBe(3);
    expect(sample(text, 'conflow_http_request_duration_seconds_count{method="GET",route="unmatched",status_class="4xx"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'conflow_http_request_duration_seconds_count{method="GET",route="/api/health",status_class="2xx"}')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('conflow_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health",status_class="2xx"}');
    // the raw paths never show: no id, no file name
    for (const raw of ['98765', '98766', '4567123', 'no-such-area', 'no-such-']) expect(text).not.toContain(raw);
    // every route label is a pattern the server declares, or `unmatched`
    const labels = new Set([...text.matchAll(/method="(\w+)",route="([^"]*)"/g)].map((m) => `${m[1]} ${m[2]}`));
    const strangers = [...labels].filter((l) => {
      const [method, url] = l.split(' ');
      return url !== 'unmatched' && !t.app.hasRoute({ method: method as 'GET', url });
    });
    expect(strangers).toEqual([]);
    expect(labels.size).toBeGreaterThanOrEqual(3);
  });

  it('shows the pool, the queues due in the database, job failures and the process’s own metrics', async () => {
    const before = await scrape(t);
    expect(sample(before, 'conflow_db_pool_connections{state="max"}')).toBe(kind === 'pglite' ? 1 : 10);
    expect(sample(before, 'conflow_db_pool_waiting')).toBe(0);
    expect(sample(before, 'conflow_db_pool_connections{state="in_use"}')).toBeGreaterThanOrEqual(0);
    for (const job of ['notifications', 'deliveries', 'expiry']) expect(sample(before, `conflow_job_queue_depth{job="${job}"}`), job).toBe(0);
    expect(before).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(before).toMatch(/^nodejs_eventloop_lag_seconds \d/m);

    // an e-mail copy due now is one delivery waiting
    await t.db.query(
      `INSERT INTO notification_deliveries (kind, channel, recipient, status, next_attempt_at) VALUES ('copy', 'email', 'ops@example.com', 'PENDING', now() + interval '1 hour')`,
    );
    // not due yet (a retry waiting): not counted; due now: counted
    expect(sample(await scrape(t), 'conflow_job_queue_depth{job="deliveries"}')).toBe(0);
    await t.db.query(`UPDATE notification_deliveries SET next_attempt_at = now() - interval '1 minute' WHERE recipient = 'ops@example.com'`);
    const queued = await scrape(t);
    expect(sample(queued, 'conflow_job_queue_depth{job="deliveries"}')).toBe(1);
    await t.db.query(`DELETE FROM notification_deliveries WHERE recipient = 'ops@example.com'`);

    // a real failure of the expiry job: its table away for one poll
    const failures = (text: string) => sample(text, 'conflow_job_failures_total{job="expiry"}');
    expect(failures(before)).toBe(0);
    await t.db.query('ALTER TABLE registrations RENAME TO registrations_away');
    try {
      await t.app.expiry.poller.tick();
    } finally {
      await t.db.query('ALTER TABLE registrations_away RENAME TO registrations');
    }
    expect(failures(await scrape(t))).toBe(1);
  });

  it('shows the job queue by job name (waiting, active) and a queued job that failed', async () => {
    const q = t.app.ctx.jobs;
    // no worker for it: waiting; held back until later: not counted
    await q.send('ops-nobody', {});
    await q.send('ops-nobody', {}, { startAfter: new Date(Date.now() + 3600_000) });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let running = false;
    q.work('ops-busy', async () => {
      running = true;
      await gate;
    });
    q.work('ops-fails', async () => {
      throw new Error('a job that fails');
    });
    await q.send('ops-busy', {});
    await q.send('ops-fails', {}, { retryLimit: 0 });
    const end = Date.now() + 10_000;
    let text = '';
    do {
      await new Promise((r) => setTimeout(r, 100));
      text = await scrape(t);
    } while ((!running || sample(text, 'conflow_job_failures_total{job="ops-fails"}') !== 1) && Date.now() < end);
    expect(sample(text, 'conflow_queue_jobs{queue="ops-nobody",state="waiting"}')).toBe(1);
    expect(sample(text, 'conflow_queue_jobs{queue="ops-busy",state="active"}')).toBe(1);
    expect(sample(text, 'conflow_queue_jobs{queue="ops-busy",state="waiting"}')).toBe(0);
    expect(sample(text, 'conflow_job_failures_total{job="ops-fails"}')).toBe(1);
    release();
  });
});
