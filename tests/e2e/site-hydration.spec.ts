// The public site drawn by the server and hydrated in the browser (issue 18 item 5), in Chromium against the
// real server at a phone's 390 px: a new meeting's published site (the conference template) is readable with
// scripts off; with them on, the page keeps the server's nodes (hydrated, not redrawn) with no error or
// warning in the console, and still works (language switch, the registration button, a click-through to a
// speaker's details). A reader in English gets the page drawn afresh in English, again without errors.
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { callData, registerOrganizer } from './helpers';

const TITLE = 'E2E 水合大会';

async function publishedSite(request: APIRequestContext) {
  const o = await registerOrganizer(request);
  const auth = { authorization: `Bearer ${o.token}` };
  const day = (d: number) => new Date(Date.now() + d * 86400_000 + 8 * 3600_000).toISOString().slice(0, 10);
  const m = await callData(request, 'post', '/api/co/meeting', {
    title: TITLE, description: '服务端渲染的会议网站', type: 'domestic', status: 'preparing', manager: '王经理',
    startTime: `${day(10)} 09:00:00`, endTime: `${day(11)} 18:00:00`, location: '杭州国际博览中心', subVenues: [{ name: '主会场', capacity: 500 }],
  }, auth);
  // registration opens in five days (the website settings form): the status line names the opening time
  await callData(request, 'put', `/api/co/meeting/${m.id}/website-settings`, {
    title: TITLE, url: `ssr-${m.id}-${Date.now().toString(36)}`, type: 'domestic', location: '杭州国际博览中心', startTime: `${day(10)} 09:00:00`, endTime: `${day(11)} 18:00:00`,
    registrationStartTime: `${day(5)} 09:00:00`, registrationEndTime: `${day(9)} 18:00:00`,
  }, auth);
  await callData(request, 'post', `/api/speakers?meetingId=${m.id}&adminId=${o.user.id}`, { name: '李教授', company: '清华大学', position: '教授', speechTopic: 'AI 与会议', displayOrder: 1 }, auth);
  await callData(request, 'post', `/api/co/meeting/${m.id}/generate-preview-token`, {}, auth);
  await callData(request, 'put', `/api/co/meeting/${m.id}/website-status`, { websiteStatus: 'active' }, auth);
  const w = await callData(request, 'get', `/api/co/meeting/${m.id}/website`, undefined, auth);
  return `/${w.adminId}/p/${m.id}/${w.previewToken}`;
}

/** Console errors and warnings, page errors, and whether the server's nodes under #root were ever removed. */
async function watch(context: BrowserContext, page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await context.addInitScript(() => {
    (window as unknown as { __replaced: number }).__replaced = 0;
    new MutationObserver((list) => {
      for (const r of list) if ((r.target as Element).id === 'root' && r.removedNodes.length) (window as unknown as { __replaced: number }).__replaced++;
    }).observe(document, { childList: true, subtree: true });
  });
  return { problems, replaced: () => page.evaluate(() => (window as unknown as { __replaced: number }).__replaced) };
}

test('the server draws the site and the page hydrates it without a mismatch, at 390 px', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const url = await publishedSite(request);
  // the server draws for a reader on the meeting's clock (Shanghai); this one is in London
  const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, timezoneId: 'Europe/London' };

  // no script: the served HTML alone shows the first page
  const still = await browser.newContext({ ...phone, javaScriptEnabled: false });
  const bare = await still.newPage();
  await bare.goto(url);
  await expect(bare.getByTestId('hero-title')).toHaveText(TITLE);
  await expect(bare.getByTestId('hero-location')).toContainText('杭州国际博览中心');
  await expect(bare.getByText('李教授')).toBeVisible();
  await still.close();

  // with scripts: hydrated in place, nothing in the console
  const ctx = await browser.newContext(phone);
  const page = await ctx.newPage();
  const w = await watch(ctx, page);
  await page.goto(url, { waitUntil: 'networkidle' });
  await expect(page.getByTestId('hero-title')).toHaveText(TITLE);
  expect(w.problems).toEqual([]);
  expect(await w.replaced(), 'the server’s nodes are kept (hydrated, not redrawn)').toBe(0);
  // hydrated on the meeting's clock, then drawn again on the reader's: the opening time names its zone
  await expect(page.getByTestId('registration-window')).toContainText('(GMT+8)');
  // it works as a live page: the speaker's details open, the language switches
  await page.getByText('李教授').first().click();
  await expect(page.getByRole('dialog')).toContainText('清华大学');
  await page.keyboard.press('Escape');
  await page.getByTestId('lang-toggle').click();
  await expect(page.getByTestId('site-register-cta')).toHaveText('Registration not open');
  expect(w.problems).toEqual([]);
  await ctx.close();

  // a reader on the meeting's clock: hydrated as drawn, no zone named
  const home = await browser.newContext({ ...phone, timezoneId: 'Asia/Shanghai' });
  const homePage = await home.newPage();
  const wh = await watch(home, homePage);
  await homePage.goto(url, { waitUntil: 'networkidle' });
  await expect(homePage.getByTestId('registration-window')).toContainText(`${new Date(Date.now() + 5 * 86400_000 + 8 * 3600_000).toISOString().slice(0, 10)} 09:00`);
  await expect(homePage.getByTestId('registration-window')).not.toContainText('GMT');
  expect([wh.problems, await wh.replaced()]).toEqual([[], 0]);
  await home.close();

  // a reader in English: drawn afresh from the same answers, in English, no errors
  const en = await browser.newContext(phone);
  await en.addInitScript(() => localStorage.setItem('conflow.lang', 'en'));
  const enPage = await en.newPage();
  const we = await watch(en, enPage);
  await enPage.goto(url, { waitUntil: 'networkidle' });
  await expect(enPage.getByTestId('site-register-cta')).toHaveText('Registration not open');
  await expect(enPage.getByTestId('hero-title')).toHaveText(TITLE);
  expect(we.problems).toEqual([]);
  await en.close();
});
