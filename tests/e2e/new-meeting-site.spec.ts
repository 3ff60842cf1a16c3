// A new meeting's website from its template (issue 18, item 4) in Chromium against the real server: an
// organizer creates a meeting (the form offers the template, conference by default), publishes, and the
// public site already shows the title, the dates and the venue; the agenda, a speaker and the ticket (its
// early-bird price set in the flow's 门票) appear as they are added in the meeting settings; a 4,000-px banner
// uploaded to the hero reaches the visitor as a WebP of the viewport's width; 刷新 in the editor asks first.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { callData, registerOrganizer, storeSession } from './helpers';
import { fillTicket } from './ticket-steps';

/** Publishes the site and answers its public address /{adminId}/p/{meetingId}/{token}. */
async function publish(request: APIRequestContext, token: string, id: number) {
  const auth = { authorization: `Bearer ${token}` };
  await callData(request, 'post', `/api/co/meeting/${id}/generate-preview-token`, {}, auth);
  await callData(request, 'put', `/api/co/meeting/${id}/website-status`, { websiteStatus: 'active' }, auth);
  const w = await callData(request, 'get', `/api/co/meeting/${id}/website`, undefined, auth);
  return `/${w.adminId}/p/${id}/${w.previewToken}`;
}

const addInSettings = async (page: Page, meetingId: number, tab: string, fill: (dialog: ReturnType<Page['getByTestId']>) => Promise<void>, shown: string) => {
  await page.goto(`/meeting/${meetingId}/settings?tab=${tab}`);
  await page.locator('[data-testid="list-toolbar"] [data-action="create"]').click();
  const dialog = page.getByTestId('dialog-form');
  await fill(dialog);
  await dialog.getByRole('button', { name: /保存|提交|确定/ }).first().click();
  await expect(page.locator('tr[data-row]', { hasText: shown })).toBeVisible();
};

test('a new meeting’s site is built from the conference template and fills as the organizer adds content', async ({ page, request, browser }) => {
  test.setTimeout(240_000);
  const o = await registerOrganizer(request);
  const auth = { authorization: `Bearer ${o.token}` };
  await storeSession(page, o.token, o.user);

  // create the meeting: the form offers the website template, the conference one chosen
  await page.goto('/admin-center?tab=meetings');
  await page.getByTestId('create').click();
  const dialog = page.getByTestId('record-dialog');
  await expect(dialog.getByLabel('会议模板（首页含议程、嘉宾、门票、场地）')).toBeChecked();
  await expect(dialog.getByLabel('空白')).not.toBeChecked();
  await dialog.getByLabel('会议名称').fill('E2E 模板大会');
  await dialog.getByLabel('国际会议').check();
  await dialog.getByLabel('会议地点').fill('上海国际会议中心');
  await dialog.getByLabel('分会场名称').fill('A厅');
  await dialog.getByLabel('容纳人数').fill('200');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/co/meeting') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: '保存', exact: true }).click();
  const m = (await (await created).json()).data as { id: number; startTime: string; endTime: string };
  await expect(page.getByText('会议创建成功')).toBeVisible();

  // a flow with its ticket, the early-bird price set in the flow's 门票
  const flow = await callData(request, 'post', `/api/co/meeting/${m.id}/registration-flows`, { type: 'attendee', name: '标准报名', currency: 'CNY' }, auth);
  await callData(request, 'put', `/api/co/meeting/${m.id}/registration-flows/${flow.id}/status`, { enabled: true }, auth);
  const url = await publish(request, o.token, m.id);

  // published at once: the hero reads the meeting; the lists say they are empty
  await page.goto(url);
  await expect(page.getByTestId('hero-title')).toHaveText('E2E 模板大会');
  // the template's home page is named in both languages
  await expect(page.getByTestId('site-navbar').getByRole('button', { name: '首页', exact: true })).toBeVisible();
  await expect(page.getByTestId('hero-dates')).toContainText(m.startTime.slice(0, 10));
  await expect(page.getByTestId('hero-location')).toContainText('上海国际会议中心');
  await expect(page.getByTestId('site-agenda')).toContainText('暂无议程');
  await expect(page.getByTestId('site-tickets')).toContainText('暂无门票');
  await expect(page.getByTestId('venue-card')).toContainText('上海国际会议中心');
  await expect(page.getByTestId('venue-open-map')).toHaveAttribute('href', /uri\.amap\.com\/search\?keyword=/);

  // the 会议议程 section, a speaker, and the ticket with its early-bird price
  await addInSettings(page, m.id, 'agenda', async (d) => {
    await d.getByLabel('议程名称').fill('开幕式');
    await d.getByLabel('日期').fill(m.startTime.slice(0, 10));
    await d.getByLabel('开始时间').fill('09:00');
    await d.getByLabel('结束时间').fill('09:30');
  }, '开幕式');
  await addInSettings(page, m.id, 'speakers', (d) => d.getByLabel('姓名').fill('周嘉宾'), '周嘉宾');
  await page.goto(`/meeting/${m.id}/flow-tickets/${flow.id}`);
  await page.getByRole('button', { name: '添加门票' }).click();
  await fillTicket(page.getByRole('dialog'), { name: '标准票', price: '300', early: '199', earlyFromHours: -1, earlyToHours: 48 });
  await expect(page.locator('tr[data-row]', { hasText: '标准票' })).toBeVisible();

  // the site fills: agenda, speaker, the ticket at its early-bird price; its button opens the flow
  await page.goto(url);
  await expect(page.getByTestId('site-agenda')).toContainText('开幕式');
  await expect(page.getByTestId('site-speakers')).toContainText('周嘉宾');
  const card = page.getByTestId('site-tickets').getByTestId('ticket-card');
  await expect(card).toContainText('标准票');
  await expect(card.getByTestId('ticket-price')).toHaveText('¥199');
  await expect(card.getByTestId('ticket-regular')).toHaveText('原价 ¥300');
  await expect(card.getByTestId('ticket-early-bird')).toContainText('早鸟时段：');
  await page.getByTestId('tickets-register').click();
  await expect(page).toHaveURL(new RegExp(`/meeting/${m.id}/register/${flow.id}$`));
  await expect(page.getByTestId('ticket-标准票').getByTestId('ticket-price')).toHaveText('¥199');

  // in English
  await page.evaluate(() => localStorage.setItem('conflow.lang', 'en'));
  await page.goto(url);
  await expect(page.getByTestId('site-tickets')).toContainText('Tickets');
  await expect(page.getByTestId('site-tickets').getByTestId('ticket-early-bird')).toContainText('Early-bird: ');
  await expect(page.getByTestId('site-agenda')).toContainText('Agenda');
  await expect(page.getByTestId('hero-register')).toHaveText('Register now');
  await expect(page.getByTestId('venue-open-map')).toHaveText('Open in map');
  await expect(page.getByTestId('site-navbar').getByRole('button', { name: 'Home', exact: true })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('conflow.lang', 'zh'));

  // the editor: a 4,000-px banner on the hero; 刷新 asks before dropping the unsaved change
  const banner = await sharp({ create: { width: 4000, height: 1600, channels: 3, background: { r: 30, g: 60, b: 160 }, noise: { type: 'gaussian', mean: 110, sigma: 25 } } }).jpeg({ quality: 85 }).toBuffer();
  await page.goto(`/website-editor/${m.id}`);
  const hero = page.getByTestId('editor-stage').locator('[data-testid="editor-block"][data-type="meeting-hero"]');
  await expect(hero).toContainText('E2E 模板大会');
  // the template as stored is the canvas's own: opening it is no change to save (it once showed unsaved at once)
  await page.waitForTimeout(1500);
  await expect(page.getByText('有未保存的修改（60 秒后自动保存）')).toHaveCount(0);
  await hero.click();
  const panel = page.getByTestId('drawer-properties');
  await expect(panel.getByTestId('property-panel')).toHaveAttribute('data-type', 'meeting-hero');
  const uploaded = page.waitForResponse((r) => r.url().includes('/upload') && r.request().method() === 'POST');
  await panel.getByTestId('upload-prop-backgroundImage').setInputFiles({ name: 'banner.jpg', mimeType: 'image/jpeg', buffer: banner });
  expect((await uploaded).status()).toBe(200);
  await expect(hero.locator('picture source[type="image/webp"]')).toHaveAttribute('srcset', /-w480\.webp 480w/);
  await page.getByRole('button', { name: '刷新', exact: true }).click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('从服务器重新加载会丢弃这些修改');
  await page.getByTestId('confirm-cancel').click();
  await expect(hero.locator('picture')).toHaveCount(1);
  await page.getByTestId('editor-save').click();
  await expect(page.getByText('保存成功')).toBeVisible();

  // a visitor at 1280 px gets a WebP for that width, not the 4,000-px original
  for (const width of [1280, 390]) {
    const ctx = await browser.newContext({ viewport: { width, height: 900 } });
    const visitor = await ctx.newPage();
    await visitor.goto(url);
    const img = visitor.getByTestId('site-hero').locator('img');
    await expect(img).toHaveJSProperty('complete', true);
    const src = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
    expect(src).toMatch(/-w(480|960|1600)\.webp$/);
    const chosen = Number(/-w(\d+)\.webp$/.exec(src)![1]);
    expect(chosen).toBeGreaterThanOrEqual(width);
    expect(chosen).toBeLessThan(width * 2);
    expect((await visitor.request.get(src)).headers()['content-type']).toBe('image/webp');
    await ctx.close();
  }
});
