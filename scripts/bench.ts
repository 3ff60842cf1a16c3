// `npm run bench`: a benchmark, not a test. Builds the UI if needed (DIST_DIR: use this build), then
// prints the first-load weight of each entry with the public site's budget, the issue-8 API rows
// (autocannon beside a bare Fastify route answering the same bytes) on PGlite and PostgreSQL when
// DATABASE_URL is set, the home page, the JavaScript of each console tab and our renderers in
// Chromium, the payment/finance rows, issue 19's targets beside the bare route (PostgreSQL) and, on PostgreSQL, the registration rush (two server processes
// behind a proxy, one of them killed midway: scripts/bench/rush.ts).
// Every loop is bounded and only talks to loopback; BENCH_SCALE (default 1) scales request counts.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { weights } from './bench/weight';
import { homeInBrowser } from './bench/browser';
import { uiInBrowser } from './bench/browser-ui';
import { apiTable, benchApi } from './bench/api';
import { KINDS } from './bench/seeded-app';
import { benchPayments } from './bench/payments';
import { publishedSite } from './bench/site';
import { siteBannerRows } from './bench/site-banner';
import { BENCH_PASSWORD, benchMeeting, benchServer } from './bench/site-setup';
import { tabWeights, TAB_BUDGET } from './bench/console-tabs';
import { chromium } from '@playwright/test';
import { withThisNode } from './this-node';
import { benchRush, rushTable } from './bench/rush';
import { serverBadgesPdf, serverPdfRow } from './bench/badges-server';
import { benchSpeed, speedTable } from './bench/speed';

const root = path.resolve(import.meta.dirname, '..');
// DIST_DIR: a build of one's own (as the server and the e2e tests take it)
const dist = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(root, 'dist');
if (!fs.existsSync(path.join(dist, 'index.html'))) execSync('npm run build', { cwd: root, stdio: 'inherit', env: withThisNode() });
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const SITE_BUDGET = 150 * 1024;

const w = weights(dist);
console.log('\n## Front end (vite build): the first load of each entry\n');
console.log('| entry | JS raw | JS gzip | CSS gzip | budget |\n|---|---|---|---|---|');
for (const e of w.entries) {
  const budget = e.html === 'site.html' ? `public site ≤ 150 KB gzip: **${e.js.gzip <= SITE_BUDGET ? 'PASS' : 'FAIL'}**` : '';
  console.log(`| ${e.html} | ${kb(e.js.raw)} | ${kb(e.js.gzip)} | ${kb(e.css.gzip)} | ${budget} |`);
}
for (const e of w.editors) console.log(`| editor, loaded on demand: ${e.file} and what it adds | ${kb(e.raw)} | ${kb(e.gzip)} | | |`);
if (!w.entries.some((e) => e.html === 'site.html')) console.log('\n(no site.html in this build: the public site entry is not there yet)');
console.log('\n| largest chunks | raw | gzip |\n|---|---|---|');
for (const c of w.chunks.slice(0, 12)) console.log(`| ${c.file} | ${kb(c.raw)} | ${kb(c.gzip)} |`);

// the API rows, autocannon beside a bare route answering the same bytes (scripts/bench/api.ts)
for (const kind of KINDS) console.log(apiTable(kind, await benchApi(kind)));
// issue 19 item 3: each target beside the bare route in the same run, kept and with nothing kept (scripts/bench/speed.ts)
if (process.env.DATABASE_URL) console.log(speedTable('postgres', await benchSpeed('postgres')));

{
  // the home page as the server sends it (pre-compressed, cached), in Chromium
  const { app, base } = await benchServer(dist);
  const b = await homeInBrowser(`${base}/`);
  console.log(`\n## Home page in Chromium\n\nfirst contentful paint (median of 5): ${b.fcpMedian.toFixed(0)} ms; JavaScript transferred: ${kb(b.jsBytesUncompressed)} (content-length, compressed as sent)`);
  if (w.entries.some((e) => e.html === 'site.html')) {
    const site = await homeInBrowser(await publishedSite(base, BENCH_PASSWORD));
    console.log(`\npublic meeting site (site.html, one text block): first contentful paint (median of 5) ${site.fcpMedian.toFixed(0)} ms; JavaScript transferred: ${kb(site.jsBytesUncompressed)}`);
    // issue 18: with a banner image, bytes at 390/1440 px and Lighthouse's mobile score (bench/site-banner.ts)
    console.log(await siteBannerRows(base, BENCH_PASSWORD));
  }
  // issue 17: every console tab opened cold as the super admin, the JavaScript it receives
  const { token, user, meeting } = await benchMeeting(base, BENCH_PASSWORD, '标签页');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  const tabs = await tabWeights(browser, base, { token, user }, meeting.id);
  await browser.close();
  console.log('\n## JavaScript per console tab (opened cold, compressed as sent; budget ≤ 500 KB each)\n');
  console.log('| tab | kinds | files | JS as sent | JS decoded | ≤ 500 KB |\n|---|---|---|---|---|---|');
  for (const t of tabs) console.log(`| ${t.name} | ${t.kinds.slice(1).join(', ')} | ${t.files.length} | ${kb(t.bytes)} | ${kb(t.rawBytes)} | ${t.bytes <= TAB_BUDGET ? 'PASS' : '**FAIL**'} |`);
  await app.close();
}

{
  const ui = await uiInBrowser();
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const f = ui.form;
  console.log('\n## Renderers in Chromium (production build, median of 5 alternating runs; 30 keys in field 100)\n');
  console.log('| what | generated (SchemaForm) | hand-written | ratio | target |\n|---|---|---|---|---|');
  console.log(`| 200-field form, first render on screen | ${ms(f.generated.firstRender)} | ${ms(f.hand.firstRender)} | ${(f.generated.firstRender / f.hand.firstRender).toFixed(2)}× | ≤ 2× |`);
  console.log(`| keystroke → handled and rendered, median (p95) | ${ms(f.generated.workMedian)} (${ms(f.generated.workP95)}) | ${ms(f.hand.workMedian)} (${ms(f.hand.workP95)}) | ${(f.generated.workMedian / f.hand.workMedian).toFixed(2)}× | < 16 ms |`);
  const tb = ui.table;
  console.log(`\n10,000-row participant grid (virtual): first render ${ms(tb.firstRender)}; scrolled top to bottom in ${tb.frames} frames: median ${ms(tb.frameMedian)}, p95 ${ms(tb.frameP95)}, ${tb.longFrames} frames over 50 ms; at most ${tb.maxRows} rows in the DOM`);
  const bg = ui.badges;
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
  console.log('\n| badge export in Chromium (schema-default design, scale 2) | time | rate | file | peak memory |\n|---|---|---|---|---|');
  console.log(`| ${bg.count} badges, print PDF (${bg.pdfPages} A4 pages) | ${(bg.pdfMs / 1000).toFixed(1)} s | ${((bg.count * 1000) / bg.pdfMs).toFixed(0)} badges/s | ${mb(bg.pdfBytes)} | JS heap ${mb(bg.peakHeap)}, renderer RSS ${mb(bg.peakRss)} (whole run) |`);
  console.log(`| the same, cancelled after 2 s (${bg.doneAtCancel} drawn) | stopped ${bg.cancelStopMs.toFixed(0)} ms after the cancel${bg.cancelled ? '' : ' — NOT cancelled'} | | | |`);
  console.log(`| ${bg.zipCount} badges, ZIP of PNGs | ${(bg.zipMs / 1000).toFixed(1)} s | ${((bg.zipCount * 1000) / bg.zipMs).toFixed(0)} badges/s | ${mb(bg.zipBytes)} | |`);
  // issue 19 item 2: what the badge screen now asks for, the PDF built on the server (scripts/bench/badges-server.ts)
  console.log(serverPdfRow(await serverBadgesPdf()));
}

// payments and finance over a 10,000-participant meeting (scripts/bench/payments.ts)
for (const kind of KINDS) console.log(await benchPayments(kind));

// issue 19 item 4: 10,000 participants (× BENCH_SCALE) registering within a minute for limited tickets on two
// server processes behind a proxy, steady and with one process killed midway (scripts/bench/rush.ts)
if (process.env.DATABASE_URL) console.log(rushTable(await benchRush()));
else console.log('\n(registration rush: two server processes need PostgreSQL; set DATABASE_URL)');
