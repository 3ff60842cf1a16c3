// A server killed (SIGKILL: no graceful close) in the middle of a burst of writes loses no write it
// acknowledged: after a restart on the same PGlite directory or PostgreSQL schema every acknowledged
// meeting is there with its title, and the server takes writes again. The server is a real child
// process (child.fixtures.ts) reached over HTTP, as behind a load balancer.
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASES } from './harness';
import { childEnv, json, loginAdminAt as login, removeChild, startChild as start, type Child } from './child.fixtures';
import { validMeeting } from './meetings.fixtures';

describe.each(DATABASES)('reliability: killed mid-burst, no acknowledged write lost (%s)', (kind) => {
  const env = childEnv(kind, 'rel');
  let server: Child | undefined;
  afterAll(() => removeChild(server, env));

  it('every meeting acknowledged before the kill is there after the restart', async () => {
    server = await start(env);
    const token = await login(server.base);
    const acked = new Map<number, string>();
    let sent = 0;
    let killed = false;
    const KILL_AFTER = 40;
    // 8 clients write until the server dies under them; only 200 answers with an id count as acknowledged
    const worker = async () => {
      while (!killed || sent < KILL_AFTER) {
        const title = `burst ${sent++} ${randomBytes(3).toString('hex')}`;
        try {
          const r = await json(server!.base, 'POST', '/api/co/meeting', validMeeting({ title }), token);
          if (r.status === 200 && r.body.data?.id) acked.set(r.body.data.id, title);
          if (acked.size >= KILL_AFTER && !killed) {
            killed = true;
            server!.child.kill('SIGKILL');
          }
        } catch {
          return; // connection refused or reset: the server is gone
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(killed).toBe(true);
    expect(acked.size).toBeGreaterThanOrEqual(KILL_AFTER);
    if (server.child.exitCode === null && server.child.signalCode === null) await once(server.child, 'exit');

    server = await start(env);
    const again = await login(server.base);
    for (const [id, title] of acked) {
      const r = await json(server.base, 'GET', `/api/co/meeting/${id}`, undefined, again);
      expect([r.status, r.body.data?.title], `meeting ${id}`).toEqual([200, title]);
    }
    // and it takes writes again
    const after = await json(server.base, 'POST', '/api/co/meeting', validMeeting({ title: 'after the restart' }), again);
    expect(after.status).toBe(200);
    expect((await json(server.base, 'GET', '/api/health')).body.data.db).toBe(kind);
  }, 120_000);
});
