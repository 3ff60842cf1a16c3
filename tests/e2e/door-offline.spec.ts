import { expect, test, type Browser, type Page } from '@playwright/test';
import { storeSession } from './helpers';
import { axe, dark } from './axe';
import { api, newParticipant, openFlow, staffOf, submitAs, ticketPage, type OpenFlow, type Staff } from './registration-setup';

// Offline check-in (issue 20) in the real server, database and built UI, at phone width. Two scanner
// contexts of one check-in staff download the meeting's signed list, then the network goes
// (context.setOffline). Both admit the same paid registrant's signed code (typed into the code box,
// as the door's manual entry), door A first; a second scan at A is refused as already in, a forged code
// refused, all without the server. Back online each syncs its journal; the registrant is checked in
// once, at door A's time, and the organizer's conflict report names door A as the earliest.

const FORM = { formGroups: [{ id: 'g1', name: '基本信息', fields: [{ id: 'name', label: '姓名', fieldType: 'text', required: true }] }] };
let o: OpenFlow;

test.beforeAll(async ({ request }) => {
  o = await openFlow(request, 'E2E 离线入场', { ticketPage: ticketPage([{ type: '标准票', amount: 50, price: 99 }]), formPage: FORM });
});

async function scanner(browser: Browser, staff: Staff): Promise<{ page: Page; close(): Promise<void>; offline(v: boolean): Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await storeSession(page, staff.token, staff.user);
  await page.goto(`/scanner-offline/${o.meetingId}`);
  await expect(page.locator('[data-screen="scanner-offline"]')).toHaveAttribute('data-list', /none|ready/);
  return { page, close: () => context.close(), offline: (v) => context.setOffline(v) };
}

async function enter(page: Page, code: string) {
  await page.locator('[data-manual-code]').fill(code);
  await page.locator('[data-manual-code]').press('Enter');
}

test('two offline doors admit the same signed code; after sync it is one arrival at the earlier door, and the organizer sees the conflict', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const paid = await newParticipant(request, o, `离线者${Date.now() % 1e4}`);
  const reg = await submitAs(request, o, paid, { ticketType: '标准票', formData: { name: paid.info.name }, total: 99 });
  await api(request, 'post', `/api/co/registrations/${reg.id}/mark-paid`, { paymentMethod: 'bankCard' }, o.as);
  const mine = await api(request, 'get', '/api/user/current-checkin-code', undefined, paid.headers);
  const signed = mine.signedCode as string;
  expect(signed).toMatch(/^CF\./);

  const staff = await staffOf(request, o.org, o.meetingId, ['checkin']);
  const a = await scanner(browser, staff);
  const b = await scanner(browser, staff);
  const deviceA = ((await a.page.getByText(/本设备：/).textContent()) ?? '').replace('本设备：', '').trim();
  for (const s of [a, b]) {
    await s.page.locator('[data-action="download"]').click();
    await expect(s.page.locator('[data-screen="scanner-offline"]')).toHaveAttribute('data-list', 'ready');
    await expect(s.page.locator('[data-list-info]')).toContainText('1 名可入场人员');
    await s.offline(true);
    await expect(s.page.locator('[data-screen="scanner-offline"]')).toHaveAttribute('data-online', 'no');
  }

  // door A, then door B, with no network: both admit (neither knows of the other)
  await enter(a.page, signed);
  await expect(a.page.locator('[data-offline-verdict]')).toHaveAttribute('data-offline-verdict', 'admitted');
  await expect(a.page.locator('[data-offline-verdict] [data-field="name"]')).toHaveText(String(paid.info.name));
  await expect(a.page.locator('[data-offline-verdict] [data-field="ticket"]')).toHaveText('标准票');
  await a.page.screenshot({ path: test.info().outputPath('offline-admitted.png') });
  await enter(a.page, signed);
  await expect(a.page.locator('[data-offline-verdict]')).toHaveAttribute('data-reason', 'already');
  await a.page.waitForTimeout(50);
  await enter(b.page, signed);
  await expect(b.page.locator('[data-offline-verdict]')).toHaveAttribute('data-offline-verdict', 'admitted');
  // a forged code: the signature of another payload
  const bytes = Buffer.from(signed.slice(3), 'base64url');
  bytes[6] ^= 1;
  await enter(b.page, `CF.${bytes.toString('base64url')}`);
  await expect(b.page.locator('[data-offline-verdict]')).toHaveAttribute('data-reason', 'forged');
  await expect(b.page.locator('[data-offline-verdict] [data-scan-message]')).toHaveText('签到码签名校验失败，不能入场');
  for (const s of [a, b]) await expect(s.page.locator('[data-pending]')).toHaveAttribute('data-pending', '1');
  // nothing reached the server meanwhile
  const before = await api(request, 'get', `/api/co/registrations/${reg.id}/events`, undefined, o.as);
  expect(before.map((e: { action: string }) => e.action)).not.toContain('checkIn');

  // door B comes back first and syncs by itself; then door A
  await b.offline(false);
  await expect(b.page.locator('[data-pending]')).toHaveAttribute('data-pending', '0');
  await a.offline(false);
  await expect(a.page.locator('[data-pending]')).toHaveAttribute('data-pending', '0');
  // sending it again changes nothing
  const events = await api(request, 'get', `/api/co/registrations/${reg.id}/events`, undefined, o.as);
  expect(events.filter((e: { action: string }) => e.action === 'checkIn')).toHaveLength(1);

  // the organizer's report: the code scanned at both doors, door A's scan the arrival
  const org = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await org.newPage();
  await storeSession(page, o.org.token, o.org.user);
  await page.goto(`/scanner-offline/${o.meetingId}`);
  const row = page.locator(`[data-conflict="${reg.id}"]`);
  await expect(row.locator('[data-field="name"]')).toHaveText(String(paid.info.name));
  await expect(row.locator('[data-field="earliest"] [data-device]')).toHaveText(deviceA);
  await expect(row.locator('[data-field="others"] [data-device]')).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('offline-conflicts.png') });
  expect(await axe(page)).toEqual([]);
  await dark(page);
  expect(await axe(page)).toEqual([]);
  await org.close();
  // an offline page is checked too (the verdict and the journal), light and dark
  expect(await axe(a.page)).toEqual([]);
  await a.close();
  await b.close();
});

test('the scanner page is installable: manifest, and a service worker that serves the page with no network', async ({ browser, request }) => {
  const staff = await staffOf(request, o.org, o.meetingId, ['checkin']);
  const context = await browser.newContext();
  const page = await context.newPage();
  await storeSession(page, staff.token, staff.user);
  await page.goto(`/scanner-offline/${o.meetingId}`);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/scanner.webmanifest');
  const manifest = await (await request.get('/scanner.webmanifest')).json();
  expect(manifest).toMatchObject({ display: 'standalone', scope: '/scanner-offline/' });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // the worker controls the page once it has claimed it; then the page comes back without a network
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  // the page and its bundles are in the worker's cache
  const cached = await page.evaluate(async () => {
    const keys = await (await caches.open('conflow-scanner-shell-v1')).keys();
    return keys.map((r) => new URL(r.url).pathname);
  });
  expect(cached).toContain(`/scanner-offline/${o.meetingId}`);
  expect(cached.some((u) => /^\/assets\/.*\.js$/.test(u))).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('[data-screen="scanner-offline"]')).toBeVisible();
  await context.close();
});
