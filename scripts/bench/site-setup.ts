// What the site benches (site.ts, site-banner.ts, bench.ts) set up the same way: a server on a build
// of the UI with its own PGlite directory, and through its API the super admin's login, a new meeting,
// its home page saved and the site published with a preview token — the public site's URL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { validMeeting } from '../../tests/api/meetings.fixtures';

export const BENCH_PASSWORD = 'bench-pass';

/** A server on `dist` (a fresh data directory, no captcha) listening on loopback; `base` is its address. */
export async function benchServer(dist: string, port = 0) {
  const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'conflow-bench-')), SUPER_ADMIN_PASSWORD: BENCH_PASSWORD, LOG_LEVEL: 'error' }), captcha: false };
  const app = await buildApp({ config, distDir: dist, logger: false, print: () => {} });
  const base = await app.listen({ port, host: '127.0.0.1' });
  return { app, base };
}

export type Page = { id: string; components: unknown[]; [k: string]: unknown };
type Record_ = { dataType: string; dataKey: string; dataValue: string };

/** The super admin logged in on `base`, with a new meeting of its own and the calls the benches make on it. */
export async function benchMeeting(base: string, password: string, title = '2026 开发者大会') {
  const json = async (method: string, url: string, body?: unknown, token?: string) => {
    const res = await fetch(base + url, { method, headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: body ? JSON.stringify(body) : undefined });
    const out = await res.json();
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(out)}`);
    return out;
  };
  const { token, user } = await json('POST', '/api/auth/login', { account: 'admin', password });
  const meeting = (await json('POST', '/api/co/meeting', validMeeting({ title }), token)).data;
  return {
    token, user, meeting,
    /** the pages saved for the meeting (a new meeting's template pages, when the platform gives some) */
    pages: async () => ((await json('GET', `/api/website-data/meeting/${meeting.id}`, undefined, token)).data as Record_[]).filter((r) => r.dataType === 'pages'),
    savePage: (key: string, page: Page) => json('POST', `/api/website-data/meeting/${meeting.id}/batch`, [{ dataType: 'pages', dataKey: key, dataValue: JSON.stringify(page) }], token),
    /** switches the site on and answers its public URL (with the preview token the address carries) */
    async publish(): Promise<string> {
      await json('PUT', `/api/co/meeting/${meeting.id}/website-status`, { websiteStatus: 'active' }, token);
      const preview = (await json('POST', `/api/co/meeting/${meeting.id}/generate-preview-token`, {}, token)).data.previewToken;
      return `${base}/${user.id}/p/${meeting.id}/${preview}`;
    },
  };
}
