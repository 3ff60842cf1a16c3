// A spec's own server on its own port and PGlite directory, with a meeting from
// scripts/seed-meeting.ts and the seeded organizer logged in through the API (the same built UI
// as the main run: E2E_DIST_DIR). Spares each spec the start, wait and clean-up.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { expect, request as pwRequest, type APIRequestContext } from '@playwright/test';
import { apiCaptcha } from './helpers';
import { removeDir, stopGroup } from '../process-group';

export type Seeded = { meetingId: number; username: string; password: string };

export interface SeededServer {
  base: string;
  api: APIRequestContext;
  seeded: Seeded;
  /** meetings seeded after the first (`also`), in order */
  more: Seeded[];
  token: string;
  user: unknown;
  stop(): Promise<void>;
}

/** The address of the seeded server at `offset` (known before it starts, for test.use({ baseURL })). */
export const seededBase = (offset: number) => `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3917) + offset}`;

/**
 * `offset` is added to E2E_PORT; `seed` is SEED_* variables (SEED_USERNAME, SEED_PARTICIPANTS, …);
 * `also` seeds more meetings in the same directory, each with `seed` overridden by its own variables.
 */
export async function startSeededServer(name: string, offset: number, seed: Record<string, string>, also: Array<Record<string, string>> = []): Promise<SeededServer> {
  const base = seededBase(offset);
  const port = Number(new URL(base).port);
  const data = `/tmp/conflow-e2e-${name}-${process.pid}`;
  const env = { ...process.env, DATA_DIR: data, DATABASE_URL: '', SEED_PASSWORD: 'seed-pass-123', ...seed };
  removeDir(data);
  if (await fetch(`${base}/api/health`).then(() => true, () => false)) throw new Error(`port ${port} is taken: the ${name} spec needs its own server`);
  const seed1 = (more: Record<string, string>): Seeded =>
    JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', 'scripts/seed-meeting.ts'], { env: { ...env, ...more }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim().split('\n').pop()!);
  const seeded = seed1({});
  const more = also.map(seed1);
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', SUPER_ADMIN_PASSWORD: 'e2e-admin-pass', CAPTCHA: 'on', LOG_LEVEL: 'warn', ...(process.env.E2E_DIST_DIR ? { DIST_DIR: process.env.E2E_DIST_DIR } : {}) },
    stdio: 'ignore', detached: true,
  });
  const api = await pwRequest.newContext({ baseURL: base });
  for (let i = 0; i < 120; i++) {
    if (await api.get('/api/health').then((r) => r.ok(), () => false)) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const login = await api.post('/api/auth/login', { data: { method: 'account', account: seeded.username, password: seeded.password, captchaToken: await apiCaptcha(api) } });
  expect(login.status(), await login.text()).toBe(200);
  const { token, user } = await login.json();
  return {
    base, api, seeded, more, token, user,
    async stop() {
      await api.dispose();
      await stopGroup(server.pid); // the whole group: the server and anything it started
      removeDir(data);
    },
  };
}
