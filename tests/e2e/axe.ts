// axe-core in the page under the app's CSP, and the dark theme switched on at once — shared by the
// accessibility sweep (axe.spec.ts) and the specs that check one screen's parts (lifecycle.spec.ts).
// @axe-core/playwright is not a dependency; it would inject the same axe.min.js, which the CSP refuses
// as an inline script, so the source is evaluated instead.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Dark mode at once (no colour transitions half-way while axe measures contrast). */
export async function dark(page: Page) {
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  await page.locator('html').evaluate((el) => el.classList.add('dark'));
}

/** Serious and critical axe findings inside `selector` (the whole page by default), one line per element: `rule: target`. */
export async function axe(page: Page, selector = 'html'): Promise<string[]> {
  // evaluated rather than added as a script tag: the app's CSP (rightly) refuses inline scripts
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (sel) => {
    const r = await (window as any).axe.run(sel, { resultTypes: ['violations'] });
    return r.violations.filter((v: any) => ['serious', 'critical'].includes(v.impact)).flatMap((v: any) => v.nodes.map((n: any) => `${v.id}: ${n.target.join(' ')}`));
  }, selector);
}
