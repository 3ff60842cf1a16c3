// A server killed (SIGKILL: no graceful close) in the middle of a burst of writes loses no write it
// acknowledged: after a restart on the same PGlite directory or PostgreSQL schema every acknowledged
// meeting is there with its title, and the server takes writes again. The server is a real child
// process (tests/api/reliability.server.ts) reached over HTTP, as behind a load balancer.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASES } from './harness';
import { openDb } from '../../src/server/db/driver';
import { validMeeting } from './meetings.fixtures';

const SERVER = path.join(import.meta.dirname, 'reliability.server.ts');

async function start(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...process.env, NODE_ENV: 'test', CAPTCHA: 'off', SUPER_ADMIN_PASSWORD: 'admin-pass-1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr!.on('data', (d) => (err += d));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      const m = /LISTENING (\d+)/.exec(String(d));
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}: ${err}`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

async function json(base: string, method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(base + url, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as any };
}

const login = async (base: string) => (await json(base, 'POST', '/api/auth/login', { account: 'admin', password: 'admin-pass-1' })).body.token as string;

describe.each(DATABASES)('reliability: killed mid-burst, no acknowledged write lost (%s)', (kind) => {
  const env: Record<string, string> =
    kind === 'postgres'
      ? { DATABASE_URL: process.env.DATABASE_URL!, PG_SCHEMA: `t_rel_${randomBytes(5).toString('hex')}`, DATA_DIR: path.join(os.tmpdir(), `conflow-rel-${randomBytes(4).toString('hex')}`) }
      : { DATABASE_URL: '', DATA_DIR: path.join(os.tmpdir(), `conflow-rel-${randomBytes(4).toString('hex')}`) };
  let server: Awaited<ReturnType<typeof start>> | undefined;
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
    if (kind === 'postgres') {
      const db = await openDb({ databaseUrl: process.env.DATABASE_URL });
      await db.query(`DROP SCHEMA IF EXISTS ${env.PG_SCHEMA} CASCADE`);
      await db.close();
    }
  });

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
