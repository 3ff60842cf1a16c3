// The home page in Debian's Chromium: first contentful paint and the JavaScript it really downloads.
import { chromium } from '@playwright/test';

export async function homeInBrowser(url: string, runs = 5) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] });
  const fcps: number[] = [];
  let jsBytes = 0;
  for (let i = 0; i < runs; i++) {
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    let bytes = 0;
    page.on('response', async (r) => {
      if (r.url().endsWith('.js')) bytes += Number((await r.allHeaders())['content-length'] ?? (await r.body()).length);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    fcps.push(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN));
    jsBytes = bytes;
    await ctx.close();
  }
  await browser.close();
  fcps.sort((a, b) => a - b);
  return { fcpMedian: fcps[Math.floor(fcps.length / 2)], jsBytesUncompressed: jsBytes };
}
