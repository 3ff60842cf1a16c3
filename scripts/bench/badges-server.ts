// The badge print PDF built on the server (issue 19 item 2): a meeting with BENCH_BADGES (10,000)
// confirmed registrations, gradient style, the schema's default fields (name, workplace, position, the
// check-in QR code), started through POST /api/co/exports/meeting/:id and polled to done, as the badge
// screen does. Reports the time from the start to done, badges per second, the PDF's size and pages,
// and this process's resident memory: before the start and its peak while the job ran (the server and
// its embedded PGlite share the process, so the peak includes the database's pages as well).
// `npx tsx scripts/bench/badges-server.ts` alone, or a row of `npm run bench`. A benchmark, not a test.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { seedMeeting } from '../seed/meeting-data';

export interface ServerPdfFigures {
  count: number;
  ms: number;
  bytes: number;
  pages: number;
  rssBefore: number;
  rssPeak: number;
}

export async function serverBadgesPdf(people = Number(process.env.BENCH_BADGES ?? 10_000)): Promise<ServerPdfFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'conflow-bench-server-pdf-'));
  const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SUPER_ADMIN_PASSWORD: 'bench-pass', LOG_LEVEL: 'error' }), captcha: false };
  const app = await buildApp({ config, logger: false, print: () => {} });
  try {
    const seeded = await seedMeeting(app.ctx.db, { participants: people, registrations: people, confirmed: true, username: 'bench-pdf', password: 'bench-pass-1', uploadDir: path.join(dataDir, 'uploads') });
    await app.ready();
    const inject = async (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, body?: unknown) => {
      const r = await app.inject({ method, url, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) }, payload: body ? JSON.stringify(body) : undefined });
      return r.json();
    };
    const login = await inject('POST', '/api/auth/login', undefined, { method: 'account', account: 'bench-pdf', password: 'bench-pass-1' });
    const designUrl = `/api/co/badges/meeting/${seeded.meetingId}/design`;
    const design = (await inject('GET', designUrl, login.token)).data;
    await inject('PUT', designUrl, login.token, { schemaVersion: 1, style: { ...design.style, background: 'gradient', gradientColor: '#bfdbfe' }, fields: design.fields });
    // the check-in codes every QR holds
    await app.ctx.db.query(`UPDATE registrations SET door_code = 'K' || lpad(id::text, 11, '0') WHERE meeting_id = $1 AND door_code IS NULL`, [seeded.meetingId]);
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 100);
    const started = Date.now();
    const job = (await inject('POST', `/api/co/exports/meeting/${seeded.meetingId}`, login.token, { kind: 'badges-pdf' })).data;
    let now = job;
    while (now.status === 'queued' || now.status === 'running') {
      await new Promise((r) => setTimeout(r, 500));
      now = (await inject('GET', `/api/co/exports/${job.id}`, login.token)).data;
    }
    const ms = Date.now() - started;
    clearInterval(sampler);
    if (now.status !== 'done') throw new Error(`the export ${now.status}: ${now.errorKey}`);
    return { count: now.done, ms, bytes: Number(now.size), pages: now.pages, rssBefore, rssPeak };
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function serverPdfRow(f: ServerPdfFigures): string {
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
  return `| ${f.count} badges, print PDF built on the server (${f.pages} A4 pages; ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}) | ${(f.ms / 1000).toFixed(1)} s | ${((f.count * 1000) / f.ms).toFixed(0)} badges/s | ${mb(f.bytes)} | process RSS ${mb(f.rssBefore)} before, peak ${mb(f.rssPeak)} |`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('| badge export on the server (gradient, default fields, scale 2) | time | rate | file | memory |\n|---|---|---|---|---|');
  console.log(serverPdfRow(await serverBadgesPdf()));
}
