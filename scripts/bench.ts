// `npm run bench`: a benchmark, not a test. Builds the UI if needed, then prints the weight of the
// front end, the home page in Chromium, and API throughput next to a bare Fastify route, on PGlite
// (and PostgreSQL when DATABASE_URL is set). Every loop is bounded and only talks to loopback.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { load, type LoadResult } from './bench/load';
import { weights } from './bench/weight';
import { homeInBrowser } from './bench/browser';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
if (!fs.existsSync(path.join(dist, 'index.html'))) execSync('npm run build', { cwd: root, stdio: 'inherit' });
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const row = (name: string, r: LoadResult, base?: LoadResult) =>
  `| ${name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${base ? `${((100 * r.rps) / base.rps).toFixed(0)} %` : '—'} | ${r.errors} |`;

const w = weights(dist);
console.log(`\n## Front end (vite build)\n\nhome page initial JS: ${kb(w.initialJs.raw)} raw, ${kb(w.initialJs.gzip)} gzip; CSS ${kb(w.initialCss.gzip)} gzip\n`);
console.log('| chunk | raw | gzip |\n|---|---|---|');
for (const c of w.chunks.slice(0, 12)) console.log(`| ${c.file} | ${kb(c.raw)} | ${kb(c.gzip)} |`);

for (const kind of ['pglite', ...(process.env.DATABASE_URL ? ['postgres'] : [])]) {
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'conflow-bench-')), SUPER_ADMIN_PASSWORD: 'bench-pass', LOG_LEVEL: 'error' }),
    captcha: false,
    databaseUrl: kind === 'postgres' ? process.env.DATABASE_URL : undefined,
  };
  const app = await buildApp({ config, distDir: dist, logger: false, print: () => {}, pgSchema: kind === 'postgres' ? `bench_${process.pid}` : undefined, limits: { loginMaxFailures: 1e9 } });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(base + url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const loginBody = { method: 'account', account: 'admin', password: 'bench-pass' };
  const { token } = await (await post('/api/auth/login', loginBody)).json();
  const auth = { authorization: `Bearer ${token}` };
  const me = await (await fetch(`${base}/api/auth/current-user`, { headers: auth })).text();

  const bare = Fastify();
  bare.get('/me', async (_req, reply) => reply.type('application/json').send(me));
  const bareBase = await bare.listen({ port: 0, host: '127.0.0.1' });

  const bareR = await load(() => fetch(`${bareBase}/me`), { total: 4000 });
  const meR = await load(() => fetch(`${base}/api/auth/current-user`, { headers: auth }), { total: 4000 });
  const usersR = await load(() => fetch(`${base}/api/auth/users`), { total: 1000 });
  const loginR = await load(() => post('/api/auth/login', loginBody), { total: 200, workers: 4 });
  console.log(`\n## API on ${kind} (${os.cpus().length} cores, closed loop, 20 workers; login 4 workers)\n`);
  console.log('| route | req/s | p50 ms | p99 ms | vs bare | errors |\n|---|---|---|---|---|---|');
  console.log(row('bare Fastify, same bytes', bareR));
  console.log(row('GET /api/auth/current-user (token + session check)', meR, bareR));
  console.log(row('GET /api/auth/users (public list)', usersR, bareR));
  console.log(row('POST /api/auth/login (scrypt)', loginR));
  if (kind === 'pglite') {
    const b = await homeInBrowser(`${base}/`);
    console.log(`\n## Home page in Chromium\n\nfirst contentful paint (median of 5): ${b.fcpMedian.toFixed(0)} ms; JavaScript downloaded: ${kb(b.jsBytesUncompressed)} (uncompressed)`);
  }
  if (kind === 'postgres') await app.ctx.db.query(`DROP SCHEMA IF EXISTS bench_${process.pid} CASCADE`);
  await bare.close();
  await app.close();
}
