// JavaScript per console tab (issue 17): every tab of every console screen in schemas/routes.json
// (and each sub-tab of a `sub-tabs` screen), opened cold in its own browser context with a stored
// session, and the JavaScript Chromium received for it, as sent (brotli from the server's
// pre-compressed files). The bench prints it; tests/e2e/tab-weight.spec.ts holds every tab to the budget.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '../..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
const screenJson = (name: string) => readJson(`schemas/screens/${name}.json`);

/** The budget of one tab's JavaScript, compressed as sent. */
export const TAB_BUDGET = 500 * 1024;

type Screen = { kind: string } & Record<string, any>;
export interface ConsoleTab {
  /** `admin-center/meetings`, `meeting-settings/user-management/scanner` */
  name: string;
  /** the URL path and query, `:id` params filled with the meeting */
  url: string;
  /** the screen kinds this tab draws (the console's own included) */
  kinds: string[];
}

const screenOf = (s: string | Screen): Screen => (typeof s === 'string' ? screenJson(s) : s);

/** Every console tab the routes reach; `meetingId` fills a route's params. */
export function consoleTabs(meetingId: number): ConsoleTab[] {
  const seen = new Set<string>();
  const tabs: ConsoleTab[] = [];
  for (const route of readJson('schemas/routes.json').routes as Array<{ path: string; screen?: string }>) {
    if (!route.screen || seen.has(route.screen)) continue;
    const shell = screenJson(route.screen);
    if (shell.kind !== 'console') continue;
    seen.add(route.screen);
    const at = route.path.replace(/:\w+\??/g, String(meetingId));
    const param = shell.tabParam ?? 'tab';
    for (const item of shell.nav as Array<{ key: string; screen?: string | Screen }>) {
      if (!item.screen) continue;
      const screen = screenOf(item.screen);
      const url = `${at}?${param}=${item.key}`;
      const name = `${route.screen}/${item.key}`;
      if (screen.kind !== 'sub-tabs') {
        tabs.push({ name, url, kinds: ['console', screen.kind] });
        continue;
      }
      for (const sub of screen.items as Array<{ key: string; screen: string | Screen }>)
        tabs.push({ name: `${name}/${sub.key}`, url: `${url}&${screen.param ?? 'sub'}=${sub.key}`, kinds: ['console', 'sub-tabs', screenOf(sub.screen).kind] });
    }
  }
  return tabs;
}

export interface TabWeight extends ConsoleTab {
  /** each script received, largest first, with its bytes as sent */
  files: Array<{ file: string; bytes: number }>;
  /** bytes received, compressed as sent */
  bytes: number;
  /** the same files' decoded size */
  rawBytes: number;
}

/**
 * Opens `tab` cold (a new context: empty cache) logged in as `session`, waits until the network is
 * idle and the screen is drawn, and answers the JavaScript received.
 */
export async function tabWeight(browser: Browser, base: string, session: { token: string; user: unknown }, tab: ConsoleTab): Promise<TabWeight> {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
  await ctx.addInitScript(([t, u]) => {
    localStorage.setItem('conflow.token', t);
    localStorage.setItem('conflow.user', u);
  }, [session.token, JSON.stringify(session.user)] as const);
  const page = await ctx.newPage();
  const js: Array<Promise<{ file: string; bytes: number; raw: number }>> = [];
  page.on('requestfinished', (req) => {
    const url = new URL(req.url());
    if (!url.pathname.endsWith('.js')) return;
    js.push(Promise.all([req.sizes(), req.response()]).then(async ([s, res]) => ({
      file: url.pathname.split('/').pop()!, bytes: s.responseBodySize, raw: (await res?.body())?.length ?? 0,
    })));
  });
  // (a console polls its bell: the network may never stay idle long, so each wait is bounded)
  const idle = () => page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page.goto(base + tab.url, { waitUntil: 'load' });
  await idle();
  // the screen drawn (no loading notice left), then anything it loads on mount
  await page.locator('[data-testid="console-content"]').waitFor({ timeout: 15_000 }).catch(() => undefined);
  await page.locator('[data-testid="console-content"] [role="status"]').first().waitFor({ state: 'detached', timeout: 15_000 }).catch(() => undefined);
  await idle();
  const got = await Promise.all(js);
  await ctx.close();
  return { ...tab, files: got.map(({ file, bytes }) => ({ file, bytes })).sort((a, b) => b.bytes - a.bytes), bytes: got.reduce((a, g) => a + g.bytes, 0), rawBytes: got.reduce((a, g) => a + g.raw, 0) };
}

/** Every tab in turn. */
export async function tabWeights(browser: Browser, base: string, session: { token: string; user: unknown }, meetingId: number): Promise<TabWeight[]> {
  const out: TabWeight[] = [];
  for (const tab of consoleTabs(meetingId)) out.push(await tabWeight(browser, base, session, tab));
  return out;
}
