// The real server in a child process (tests/api/reliability.server.ts), reached over HTTP as behind a load
// balancer: on PGlite in its own DATA_DIR or on PostgreSQL in its own schema. A request that ends the
// process shows as an exit here, not as an error inside the test runner.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { openDb } from '../../src/server/db/driver';
import { jobSchema } from '../../src/server/jobs/boss-queue';

const SERVER = path.join(import.meta.dirname, 'reliability.server.ts');

export interface Child {
  child: ChildProcess;
  base: string;
  /** what the process wrote to stdout and stderr so far */
  output(): string;
  alive(): boolean;
}

/** A data directory (and PostgreSQL schema) of its own for a child server on the given database. */
export function childEnv(kind: 'pglite' | 'postgres', name: string): Record<string, string> {
  const dataDir = path.join(os.tmpdir(), `conflow-${name}-${randomBytes(4).toString('hex')}`);
  return kind === 'postgres'
    ? { DATABASE_URL: process.env.DATABASE_URL!, PG_SCHEMA: `t_${name}_${randomBytes(5).toString('hex')}`, DATA_DIR: dataDir }
    : { DATABASE_URL: '', DATA_DIR: dataDir };
}

export async function startChild(env: Record<string, string>): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...process.env, NODE_ENV: 'test', CAPTCHA: 'off', SUPER_ADMIN_PASSWORD: 'admin-pass-1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stderr!.on('data', (d) => (out += d));
  child.stdout!.on('data', (d) => (out += d));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', () => {
      const m = /LISTENING (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
  return { child, base: `http://127.0.0.1:${port}`, output: () => out, alive: () => child.exitCode === null && child.signalCode === null };
}

/** Stops the child and removes its data directory and schema. */
export async function removeChild(c: Child | undefined, env: Record<string, string>) {
  c?.child.kill('SIGKILL');
  fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  if (env.PG_SCHEMA) {
    const db = await openDb({ databaseUrl: process.env.DATABASE_URL });
    await db.query(`DROP SCHEMA IF EXISTS ${env.PG_SCHEMA}, ${jobSchema(env.PG_SCHEMA)} CASCADE`);
    await db.close();
  }
}

export async function json(base: string, method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(base + url, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let parsed: any = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: kept as text
  }
  return { status: res.status, body: parsed };
}

export const loginAdminAt = async (base: string) => (await json(base, 'POST', '/api/auth/login', { account: 'admin', password: 'admin-pass-1' })).body.token as string;
