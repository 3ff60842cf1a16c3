// Issue 18 bench rows: a public meeting site with a banner image, as a visitor first loads it. The meeting
// is created through the API (so it starts from whatever the platform gives a new meeting), a 4000-px JPEG
// made with sharp is uploaded through POST /api/media/upload and shown by a carousel block on the home
// page, and the site is switched on. Measured in Debian's Chromium: the bytes transferred at 390 and
// 1440 px (all, images, JavaScript; from the DevTools protocol, as sent), and Lighthouse 12's mobile
// performance score (its default: simulated slow 4G and a 4× slower CPU).
// Alone: `npx tsx scripts/bench/site-banner.ts` (builds nothing: needs dist/).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { chromium, type Browser } from '@playwright/test';
import { BENCH_PASSWORD, benchMeeting, benchServer } from './site-setup';

const CHROMIUM = '/usr/bin/chromium';

/** A 4000 × 2000 JPEG with detail (gradients and noise), as a camera's banner photo would be. */
async function bannerJpeg(): Promise<Buffer> {
  const width = 4000;
  const height = 2000;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const n = (Math.sin(x * 0.05) * Math.cos(y * 0.03) + 1) * 40;
      raw[i] = (x / width) * 200 + n;
      raw[i + 1] = (y / height) * 180 + ((x * y) % 37);
      raw[i + 2] = 120 + n;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

/** The published site's URL: meeting (API), banner upload, a carousel on the home page, site on. */
export async function bannerSite(base: string, password: string): Promise<{ url: string; jpegBytes: number }> {
  const m = await benchMeeting(base, password);
  const jpeg = await bannerJpeg();
  const form = new FormData();
  form.set('meetingId', String(m.meeting.id));
  form.set('category', 'image');
  form.set('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'banner.jpg');
  const up = await fetch(`${base}/api/media/upload`, { method: 'POST', headers: { authorization: `Bearer ${m.token}` }, body: form });
  const upBody = await up.json();
  if (!up.ok) throw new Error(`upload: ${up.status} ${JSON.stringify(upBody)}`);
  const src = (Array.isArray(upBody.data) ? upBody.data[0] : upBody.data).url;
  // the home page the meeting starts with (a template, when the platform gives one), the banner first
  const [first] = await m.pages();
  const existing = first ? JSON.parse(first.dataValue) : null;
  const banner = { id: 'banner', type: 'carousel', props: { images: [{ src, alt: '大会主视觉' }], moduleHeight: 400 }, style: {} };
  const page = existing
    ? { ...existing, components: [banner, ...existing.components.filter((c: { type: string }) => c.type !== 'carousel')] }
    : { id: 'home', name: '首页', showInNav: true, appearance: 'light', components: [banner, { id: 't1', type: 'text', props: { content: '<h2>欢迎参会</h2><p>大会将于上海举行。</p>' }, style: {} }] };
  await m.savePage(first?.dataKey ?? 'home', page);
  return { url: await m.publish(), jpegBytes: jpeg.length };
}

export interface FirstLoad { width: number; total: number; images: number; js: number; requests: number; imageFiles: string[] }

/** What a first visit at `width` px transfers (encoded bytes as sent, headers included), cold cache. */
export async function firstLoad(browser: Browser, url: string, width: number): Promise<FirstLoad> {
  const ctx = await browser.newContext({ viewport: { width, height: width < 800 ? 844 : 900 }, deviceScaleFactor: width < 800 ? 3 : 1, isMobile: width < 800 });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const kinds = new Map<string, { type: string; url: string }>();
  const out: FirstLoad = { width, total: 0, images: 0, js: 0, requests: 0, imageFiles: [] };
  cdp.on('Network.responseReceived', (e) => kinds.set(e.requestId, { type: e.type, url: e.response.url }));
  cdp.on('Network.loadingFinished', (e) => {
    const k = kinds.get(e.requestId);
    out.total += e.encodedDataLength;
    out.requests++;
    if (k?.type === 'Image') {
      out.images += e.encodedDataLength;
      out.imageFiles.push(`${k.url.split('/').pop()} ${(e.encodedDataLength / 1024).toFixed(0)} KB`);
    }
    if (k?.type === 'Script') out.js += e.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await ctx.close();
  return out;
}

export interface LighthouseRow { score: number; fcp: number; lcp: number; tbt: number; cls: number; si: number; opportunities: string[] }

/** Lighthouse 12's mobile performance run (its default settings), headless Debian Chromium. */
export async function lighthouseMobile(url: string): Promise<LighthouseRow> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    const r = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
    const lhr = r!.lhr;
    // LH_JSON=<folder>: each run's whole report kept, to read what the score blames
    if (process.env.LH_JSON) fs.writeFileSync(path.join(process.env.LH_JSON, `lighthouse-${Date.now()}.json`), JSON.stringify(lhr));
    const a = lhr.audits;
    const ms = (id: string) => Number(a[id]?.numericValue ?? NaN);
    const opportunities = Object.values(a)
      .filter((x) => x.score !== null && x.score < 0.9 && (x.details?.type === 'opportunity' || x.scoreDisplayMode === 'metricSavings'))
      .map((x) => `${x.id}${x.displayValue ? ` (${x.displayValue})` : ''}`);
    return { score: Math.round((lhr.categories.performance.score ?? 0) * 100), fcp: ms('first-contentful-paint'), lcp: ms('largest-contentful-paint'), tbt: ms('total-blocking-time'), cls: ms('cumulative-layout-shift'), si: ms('speed-index'), opportunities };
  } finally {
    await chrome.kill();
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const load = () => os.loadavg().map((x) => x.toFixed(2)).join(' ');

/** Lighthouse `runs` times in a row (LH_RUNS, default 3), each with the machine's load average before it;
 *  the median run by score is the one reported (a shared machine's contention moves TBT run to run). */
export async function lighthouseMedian(url: string, runs = Number(process.env.LH_RUNS ?? 3)): Promise<{ median: LighthouseRow; all: Array<LighthouseRow & { load: string }> }> {
  const all: Array<LighthouseRow & { load: string }> = [];
  for (let i = 0; i < runs; i++) {
    const before = load();
    all.push({ ...(await lighthouseMobile(url)), load: before });
  }
  const sorted = [...all].sort((a, b) => a.score - b.score);
  return { median: sorted[Math.floor((sorted.length - 1) / 2)], all };
}

const lhLine = (r: LighthouseRow) => `FCP ${r.fcp.toFixed(0)} ms, LCP ${r.lcp.toFixed(0)} ms, TBT ${r.tbt.toFixed(0)} ms, CLS ${r.cls.toFixed(3)}, Speed Index ${r.si.toFixed(0)} ms`;

/** The rows as Markdown, for a server at `base` whose super admin has `password`. */
export async function siteBannerRows(base: string, password: string): Promise<string> {
  const { url, jpegBytes } = await bannerSite(base, password);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  const loads = [await firstLoad(browser, url, 390), await firstLoad(browser, url, 1440)];
  await browser.close();
  const { median: lh, all } = await lighthouseMedian(url);
  const lines = [
    `\n## Public site with a banner image: first load (uploaded JPEG 4000 × 2000, ${kb(jpegBytes)})\n`,
    '| viewport | requests | transferred | images | JavaScript | image files |', '|---|---|---|---|---|---|',
    ...loads.map((l) => `| ${l.width} px${l.width < 800 ? ' (DPR 3)' : ''} | ${l.requests} | ${kb(l.total)} | ${kb(l.images)} | ${kb(l.js)} | ${l.imageFiles.join(', ')} |`),
    '',
    ...all.map((r, i) => `- Lighthouse run ${i + 1}: ${r.score} (load average before it ${r.load}); ${lhLine(r)}`),
    `\nLIGHTHOUSE MOBILE PERFORMANCE (median of ${all.length}): **${lh.score}** (target ≥ 95); ${lhLine(lh)}`,
    lh.opportunities.length ? `below 0.9 in the median run: ${lh.opportunities.join('; ')}` : 'no audit below 0.9 in the median run',
  ];
  return lines.join('\n');
}

// alone: a server on the built UI, the rows printed
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  const dist = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.resolve(import.meta.dirname, '../../dist');
  const { app, base } = await benchServer(dist, Number(process.env.BENCH_PORT ?? 0));
  try {
    console.log(await siteBannerRows(base, BENCH_PASSWORD));
  } finally {
    await app.close();
  }
}
