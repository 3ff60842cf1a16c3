// Graceful shutdown (src/server/ops/shutdown.ts) on the real server process: SIGTERM while a slow
// request is in flight. Readiness turns 503 at once while requests are still taken (the drain), then
// new connections are refused, the request in flight still gets its whole answer, and the process
// exits 0 after closing its pool.
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASES } from './harness';
import { childEnv, json, removeChild, startChild, type Child } from './child.fixtures';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Whether a new TCP connection to the server's port is accepted. */
const accepts = (base: string) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect(Number(new URL(base).port), '127.0.0.1');
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });

describe.each(DATABASES)('graceful shutdown (%s)', (kind) => {
  const env = { ...childEnv(kind, 'shutdown'), SLOW_ROUTE: '1', SLOW_MS: '3000', SHUTDOWN_DRAIN_MS: '1000', SHUTDOWN_TIMEOUT_MS: '10000' };
  let server: Child | undefined;
  afterAll(() => removeChild(server, env));

  it('SIGTERM: ready 503 at once, new connections refused after the drain, the request in flight answered, exit 0', async () => {
    server = await startChild(env);
    const { base, child } = server;
    expect((await json(base, 'GET', '/api/ready')).status).toBe(200);
    const exited = new Promise<{ code: number | null; signal: string | null }>((r) => child.once('exit', (code, signal) => r({ code, signal })));

    const started = Date.now();
    const slow = fetch(`${base}/test/slow`).then(async (r) => ({ status: r.status, body: await r.json(), at: Date.now() - started }));
    await sleep(300); // the slow request is in its handler
    child.kill('SIGTERM');
    await sleep(100);

    // the drain: still answering, but not ready
    const ready = await json(base, 'GET', '/api/ready');
    expect([ready.status, ready.body.code], server.output()).toEqual([503, 503]);
    expect((await json(base, 'GET', '/api/health')).status).toBe(200);

    // after the drain, while the slow request still runs: no new connection
    await sleep(1200);
    expect(Date.now() - started).toBeLessThan(2800);
    expect(await accepts(base)).toBe(false);

    // the request in flight got its whole answer, after its 3 s
    const answered = await slow;
    expect([answered.status, answered.body]).toEqual([200, { done: true }]);
    expect(answered.at).toBeGreaterThanOrEqual(2900);
    expect(await exited, server.output()).toEqual({ code: 0, signal: null });
  }, 60_000);

  describe('a request longer than SHUTDOWN_TIMEOUT_MS', () => {
    const late = { ...childEnv(kind, 'shutdown_late'), SLOW_ROUTE: '1', SLOW_MS: '30000', SHUTDOWN_DRAIN_MS: '0', SHUTDOWN_TIMEOUT_MS: '500' };
    let lateServer: Child | undefined;
    afterAll(() => removeChild(lateServer, late));

    it('has its connection cut at the timeout, and the process exits 1 (not clean) without waiting for it', async () => {
      lateServer = await startChild(late);
      const { base, child } = lateServer;
      const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
      const slow = fetch(`${base}/test/slow`).then((r) => r.status, (e: Error) => e.message);
      await sleep(300);
      const signalled = Date.now();
      child.kill('SIGTERM');
      expect(await slow).toBe('fetch failed');
      expect(await exited, lateServer.output()).toBe(1);
      expect(Date.now() - signalled).toBeLessThan(10_000);
    }, 60_000);
  });
});
