// WCAG 2.2 AA sweep: every screen of schemas/routes.json (and each tab of the consoles, read from their
// screen schemas), plus the meeting's published site, visited as the user its guard wants — anonymous,
// the meeting's organizer (a meeting with a flow, a registration, a site and a document collection),
// its participant on a phone (390 px), the super admin — in the light and the dark theme. Fails on any
// serious or critical axe finding, and on a page without exactly one <main> and one <h1>; the navbar's
// login and register dialogs too; and the registration flow's layout shift on a phone.
// One page for the whole sweep (sessions swapped in localStorage) keeps it within a few minutes.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { axe, dark } from './axe';
import { adminSession } from './helpers';
import { api, newParticipant, openFlow, submitAs, ticketPage, type OpenFlow } from './registration-setup';

interface Route { path: string; screen?: string; guard?: string; redirect?: string; params?: Record<string, string> }
const { routes } = JSON.parse(readFileSync('schemas/routes.json', 'utf8')) as { routes: Route[] };
type Who = 'anonymous' | 'organizer' | 'participant' | 'admin';
const WHO: Record<string, Who> = { public: 'anonymous', auth: 'organizer', staff: 'organizer', superAdmin: 'admin', participant: 'participant' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** `ownTheme`: the screen ignores the app's theme (the meeting site: each of its pages is light or dark). */
interface Screen { name: string; url: string; who: Who; phone: boolean; ownTheme?: boolean }

/** The tabs of a console screen: its nav entries that show a screen (links away and disabled entries are not tabs). */
function tabsOf(screen: string): string[] {
  const file = `schemas/screens/${screen}.json`;
  let s: { kind?: string; tabParam?: string; nav?: Array<{ key: string; screen?: unknown; disabled?: boolean }> };
  try { s = JSON.parse(readFileSync(file, 'utf8')); } catch { return []; }
  if (s.kind !== 'console' || !s.tabParam) return [];
  return (s.nav ?? []).filter((n) => n.screen && !n.disabled).map((n) => `${s.tabParam}=${n.key}`);
}

/** Every screen once (the first route that shows it), with its path parameters filled from `values` (by meaning). */
function screens(values: Record<string, string | number>): Screen[] {
  const seen = new Set<string>();
  const out: Screen[] = [];
  for (const r of routes) {
    if (!r.screen || seen.has(r.screen)) continue;
    seen.add(r.screen);
    let url = r.path === '*' ? '/no-such-page' : r.path;
    for (const [meaning, param] of Object.entries(r.params ?? {})) {
      if (!(meaning in values)) throw new Error(`${r.path}: no value for ${meaning} in the set-up`);
      url = url.replace(new RegExp(`:${param}\\??`), String(values[meaning]));
    }
    const who = WHO[r.guard ?? 'public'];
    if (!who) throw new Error(`${r.path}: no user for guard ${r.guard} in WHO`);
    // a participant's screens, and the public screens of one meeting (the flow, the participant login), on a phone
    const phone = who === 'participant' || (who === 'anonymous' && 'meetingId' in (r.params ?? {}));
    const tabs = tabsOf(r.screen);
    if (!tabs.length) out.push({ name: r.screen, url, who, phone });
    for (const tab of tabs) out.push({ name: `${r.screen}?${tab}`, url: `${url}?${tab}`, who, phone });
  }
  return out;
}

const FORM = { formGroups: [{ id: 'g1', name: '基本信息', fields: [{ id: 'name', label: '姓名', fieldType: 'text', required: true }, { id: 'org', label: '工作单位', fieldType: 'text' }] }] };
// the meeting site's look is its pages' own (light and dark), not the visitor's theme
const sitePage = (id: string, appearance: 'light' | 'dark') => ({
  id, name: id, showInNav: true, appearance,
  components: [
    { id: 't1', type: 'text', props: { content: '<h2>大会简介</h2><p>三天议程，40 场演讲。</p>' }, style: {} },
    { id: 'k1', type: 'contact-us', props: { title: '联系我们', phone: '0571-8888 8888', email: 'hello@example.com' }, style: {} },
  ],
});

let o: OpenFlow;
let values: Record<string, string | number>;
let siteUrl: string;
const sessions = {} as Record<Who, Record<string, string>>;

test.beforeAll(async ({ request }) => {
  o = await openFlow(request, 'E2E 无障碍大会', {
    ticketPage: ticketPage([{ type: '标准票', amount: 50, price: 299 }]),
    formPage: FORM,
    bankTransferPage: { bankName: '中国银行杭州分行', bankAccount: '6217 0000 9999 0001', accountName: '杭州会务服务有限公司' },
  });
  const p = await newParticipant(request, o, '无障碍测试者');
  await submitAs(request, o, p, { ticketType: '标准票', formData: { name: '无障碍测试者' }, total: 299 });
  const collection = await api(request, 'post', '/api/document-collections', { meetingId: o.meetingId, name: '会议资料' }, o.as);
  await api(request, 'post', `/api/website-data/meeting/${o.meetingId}/batch`, (['light', 'dark'] as const).map((a) => ({ dataType: 'pages', dataKey: a, dataValue: JSON.stringify(sitePage(a, a)) })), o.as);
  await api(request, 'post', `/api/co/meeting/${o.meetingId}/generate-preview-token`, {}, o.as);
  const w = await api(request, 'get', `/api/co/meeting/${o.meetingId}/website`, undefined, o.as);
  siteUrl = `/${w.adminId}/p/${o.meetingId}/${w.previewToken}`;
  values = { meetingId: o.meetingId, flowId: o.flowId, collectionId: collection.id };
  const admin = await adminSession(request);
  sessions.anonymous = {};
  sessions.organizer = { 'conflow.token': o.org.token, 'conflow.user': JSON.stringify(o.org.user) };
  sessions.admin = { 'conflow.token': admin.token, 'conflow.user': JSON.stringify(admin.user) };
  sessions.participant = { [`conflow.participant.${o.meetingId}`]: JSON.stringify({ userInfo: p.info, sessionToken: p.token, jwtToken: p.token, loginTime: Date.now() }) };
});

/** Logs `who` in (and everyone else out) by the keys the app reads at start. */
async function become(page: Page, who: Who) {
  await page.evaluate((keys) => {
    for (const k of Object.keys(localStorage)) if (k === 'conflow.token' || k === 'conflow.user' || k.startsWith('conflow.participant.')) localStorage.removeItem(k);
    for (const [k, v] of Object.entries(keys)) localStorage.setItem(k, v);
  }, sessions[who]);
}

/** The screen's findings in one theme (`name`): axe's serious and critical ones, and the page's <main> and <h1> counts. */
async function check(page: Page, name: string): Promise<string[]> {
  const found = await axe(page);
  const [mains, h1s] = await page.evaluate(() => [document.querySelectorAll('main').length, document.querySelectorAll('h1').length]);
  if (mains !== 1) found.push(`${mains} <main>`);
  if (h1s !== 1) found.push(`${h1s} <h1>`);
  return found.map((f) => `${name}: ${f}`);
}

test('every screen, light and dark: no serious or critical axe finding, one <main> and one <h1>', async ({ page }) => {
  const site = (a: string): Screen => ({ name: `meeting site, ${a} page`, url: `${siteUrl}#page=${a}`, who: 'anonymous', phone: true, ownTheme: true });
  const all = [...screens(values), site('light'), site('dark')];
  // every screen twice (light, dark): the time grows with the screens, ~3 s each quiet and three times that loaded
  test.setTimeout(Math.max(240_000, all.length * 10_000));
  expect(all.length).toBeGreaterThan(30);
  await page.goto('/');
  let who: Who | undefined;
  const problems: string[] = [];
  for (const s of all) {
    if (s.who !== who) await become(page, (who = s.who));
    await page.setViewportSize(s.phone ? PHONE : DESKTOP);
    const t0 = Date.now();
    // a jump from one site page to another by its #page= alone would not load it anew
    if (s.ownTheme) await page.goto('about:blank');
    await page.goto(s.url);
    await page.waitForLoadState('networkidle');
    await page.locator('h1').first().waitFor({ timeout: 3_000 }).catch(() => {});
    // the guard let this user in (a screen that bounced to the home page was not checked)
    expect(new URL(page.url()).pathname, s.name).toBe(s.url.split(/[?#]/)[0]);
    if (s.ownTheme) {
      problems.push(...await check(page, s.name));
      continue;
    }
    problems.push(...await check(page, `${s.name} (light)`));
    await dark(page);
    problems.push(...await check(page, `${s.name} (dark)`));
    console.log(`${s.name} as ${s.who}${s.phone ? ' (phone)' : ''}: ${Date.now() - t0} ms`);
  }
  // the navbar's dialogs, each with its slider captcha, on the home page
  await become(page, 'anonymous');
  await page.setViewportSize(DESKTOP);
  for (const d of ['login', 'register']) {
    for (const theme of ['light', 'dark']) {
      await page.goto('/');
      if (theme === 'dark') await dark(page);
      await page.getByTestId(`nav-${d}`).first().click();
      const dialog = `[data-testid="${d}-dialog"]`;
      await expect(page.locator(dialog).getByTestId('captcha-bg')).toBeVisible();
      for (const f of await axe(page, dialog)) problems.push(`${d} dialog (${theme}): ${f}`);
    }
  }
  expect(problems).toEqual([]);
});

/** The page's cumulative layout shift (the sum over shifts not caused by input), observed from its first paint. */
async function observeShifts(page: Page) {
  await page.addInitScript(() => {
    (window as any).__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as any[]) if (!e.hadRecentInput) (window as any).__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as any).__cls as number);
}

test('the registration flow on a phone settles without shifting (CLS ≤ 0.1), logged out and as a participant', async ({ browser }) => {
  for (const who of ['anonymous', 'participant'] as const) {
    const phone = await browser.newPage({ viewport: PHONE });
    const cls = await observeShifts(phone);
    await phone.goto('/');
    await become(phone, who);
    await phone.goto(`/meeting/${o.meetingId}/register/${o.flowId}`);
    await expect(phone.getByTestId('flow-view')).toBeVisible();
    await phone.waitForLoadState('networkidle');
    await phone.waitForTimeout(500);
    expect(await cls(), who).toBeLessThanOrEqual(0.1);
    await phone.close();
  }
});
