// axe-core in the page under the app's CSP, and the dark theme switched on at once — shared by the
// accessibility sweeps (axe*.spec.ts) and the specs that check one screen's parts (lifecycle.spec.ts).
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
  // AXE_HTML=1 adds each element's opening tag (to find it while fixing)
  return page.evaluate(async ([sel, html]) => {
    const r = await (window as any).axe.run(sel, { resultTypes: ['violations'] });
    return r.violations.filter((v: any) => ['serious', 'critical'].includes(v.impact))
      .flatMap((v: any) => v.nodes.map((n: any) => `${v.id}: ${n.target.join(' ')}${html ? ` ${n.html.slice(0, 160)} ${n.failureSummary?.slice(0, 200)}` : ''}`));
  }, [selector, !!process.env.AXE_HTML] as const);
}

/** The page's landmark problems: anything but exactly one <main> and one <h1>. */
export async function landmarks(page: Page): Promise<string[]> {
  const [mains, h1s] = await page.evaluate(() => [document.querySelectorAll('main').length, document.querySelectorAll('h1').length]);
  return [...(mains !== 1 ? [`${mains} <main>`] : []), ...(h1s !== 1 ? [`${h1s} <h1>`] : [])];
}

/**
 * The state now shown, checked in the light theme and then, left open, in the dark one: its serious and
 * critical findings (and, for a whole page, its landmarks), each line named `name (theme): …`.
 */
export async function inBothThemes(page: Page, name: string, whole = true): Promise<string[]> {
  const one = async () => [...await axe(page), ...(whole ? await landmarks(page) : [])];
  const light = (await one()).map((f) => `${name} (light): ${f}`);
  await dark(page);
  const night = (await one()).map((f) => `${name} (dark): ${f}`);
  await page.locator('html').evaluate((el) => el.classList.remove('dark'));
  return [...light, ...night];
}
