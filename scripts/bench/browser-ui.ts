// Chromium timings of our renderers (issue 8): the generated 200-field form against a hand-written
// form of the same fields, in the same run (first render; keystroke to the next painted frame), and
// the 10,000-row participant grid scrolled top to bottom. Builds scripts/bench/page with the project's
// Vite config (production React) into a temporary folder and serves it on loopback.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { chromium, type Page } from '@playwright/test';
import { peakRendererRss } from './rss';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

async function buildPage(): Promise<string> {
  const root = path.resolve(import.meta.dirname, '../..');
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'conflow-bench-page-'));
  await build({ root, logLevel: 'warn', configFile: path.join(root, 'vite.config.ts'), build: { outDir: out, emptyOutDir: true, rollupOptions: { input: path.join(root, 'scripts/bench/page/bench.html') } } });
  return path.join(out, 'scripts/bench/page');
}

function serve(dir: string, assets: string): Promise<{ url: string; close: () => void }> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };
  const server = http.createServer((req, res) => {
    const p = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
    const file = p.startsWith('/assets/') ? path.join(assets, p) : path.join(dir, p === '/' ? 'bench.html' : p);
    if (!file.startsWith(dir) && !file.startsWith(assets)) return res.writeHead(404).end();
    fs.readFile(file, (err, buf) => (err ? res.writeHead(404).end() : res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' }).end(buf)));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, close: () => server.close() })));
}

async function firstRender(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await page.waitForFunction(() => window.__bench?.rendered !== undefined, undefined, { timeout: 60_000 });
  return page.evaluate(() => window.__bench.rendered! - window.__bench.start);
}

/**
 * Types into the field in the middle of the form; per key the time from keydown until the input's
 * handlers and React's render are done (a message posted after the input event runs after them).
 */
async function keystrokes(page: Page, label: string, count = 30): Promise<{ work: number[] }> {
  await page.evaluate(() => {
    const w = window as any;
    w.__work = [];
    let t0 = 0;
    document.addEventListener('keydown', () => void (t0 = performance.now()), true);
    document.addEventListener('input', () => {
      const start = t0;
      const ch = new MessageChannel();
      ch.port1.onmessage = () => w.__work.push(performance.now() - start);
      ch.port2.postMessage(0);
    });
  });
  await page.getByLabel(label, { exact: true }).click();
  for (let i = 0; i < count; i++) {
    await page.keyboard.press(String.fromCharCode(97 + (i % 26)));
    await page.waitForTimeout(30);
  }
  await page.waitForTimeout(200);
  return page.evaluate(() => ({ work: (window as any).__work as number[] }));
}

/** Scrolls the grid top to bottom one step a frame; answers each frame's duration and the rows in the DOM. */
async function scrollGrid(page: Page) {
  return page.evaluate(async () => {
    const box = [...document.querySelectorAll<HTMLElement>('div')].find((d) => d.scrollHeight > d.clientHeight + 1000)!;
    const frames: number[] = [];
    let maxRows = 0;
    const steps = 300;
    let last = performance.now();
    for (let i = 1; i <= steps; i++) {
      box.scrollTop = (i / steps) * (box.scrollHeight - box.clientHeight);
      await new Promise((r) => requestAnimationFrame(r));
      const now = performance.now();
      frames.push(now - last);
      last = now;
      maxRows = Math.max(maxRows, box.querySelectorAll('tbody tr[data-row]').length);
    }
    const lastRow = box.querySelector('tbody tr[data-row]:last-of-type')?.getAttribute('data-row');
    return { frames, maxRows, lastRow, height: box.scrollHeight };
  });
}

/** BENCH_BADGES (10,000) badges as the print PDF, the same cancelled, then 1,000 as a ZIP of PNGs; with the renderers' peak RSS. */
export async function badgesOnPage(page: Page, base: string): Promise<Record<string, number>> {
  const rss = peakRendererRss();
  await page.goto(`${base}/bench.html?mode=badges&count=${Number(process.env.BENCH_BADGES ?? 10_000)}&zip=1000`);
  await page.waitForFunction(() => window.__bench?.badges !== undefined, undefined, { timeout: 1_800_000, polling: 1000 });
  const figures: Record<string, number> = await page.evaluate(() => window.__bench.badges!);
  return { ...figures, peakRss: rss.stop() };
}

/** The bench page built and served on loopback. */
export async function benchPage() {
  const dir = await buildPage();
  return serve(dir, path.resolve(dir, '../../..'));
}

const keyFigures = (k: { work: number[] }) => ({ workMedian: median(k.work), workP95: pct(k.work, 95), keys: k.work.length });

export async function uiInBrowser(runs = 5) {
  const srv = await benchPage();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--enable-precise-memory-info'] });
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const times: Record<string, number[]> = { generated: [], hand: [] };
  const keys: Record<string, { work: number[] }> = {};
  // alternate the two so that load on the machine falls on both alike
  for (let i = 0; i < runs; i++) {
    for (const mode of ['generated', 'hand']) {
      const page = await ctx.newPage();
      times[mode].push(await firstRender(page, `${srv.url}/bench.html?mode=${mode}`));
      if (i === 0) keys[mode] = await keystrokes(page, '字段 100');
      await page.close();
    }
  }
  const page = await ctx.newPage();
  const tableRender = await firstRender(page, `${srv.url}/bench.html?mode=table`);
  const scroll = await scrollGrid(page);
  const badges = await badgesOnPage(page, srv.url);
  await browser.close();
  srv.close();
  return {
    form: {
      generated: { firstRender: median(times.generated), ...keyFigures(keys.generated) },
      hand: { firstRender: median(times.hand), ...keyFigures(keys.hand) },
    },
    badges,
    table: { firstRender: tableRender, frameMedian: median(scroll.frames), frameP95: pct(scroll.frames, 95), longFrames: scroll.frames.filter((f) => f > 50).length, frames: scroll.frames.length, maxRows: scroll.maxRows, lastRow: scroll.lastRow },
  };
}
