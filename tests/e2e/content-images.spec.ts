// Content images (issue 18, content management): the organizer creates a speaker with a photo chosen
// before saving, a partner with its logo and a news item with a cover, all in the create dialogs; the
// published site serves them to a phone as WebP srcsets; a speaker copied from another meeting's
// library keeps its photo after the source speaker is deleted.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { registerOrganizer, storeSession } from './helpers';

const day = (d: number) => new Date(Date.now() + d * 86400_000 + 8 * 3600_000).toISOString().slice(0, 10);

async function meeting(request: APIRequestContext, token: string, title: string) {
  const r = await request.post('/api/co/meeting', {
    headers: { authorization: `Bearer ${token}` },
    data: { title, type: 'domestic', status: 'preparing', manager: '王经理', startTime: `${day(10)} 09:00:00`, endTime: `${day(11)} 18:00:00`, location: '杭州', subVenues: [{ name: '主会场', capacity: 500 }] },
  });
  expect(r.status()).toBe(200);
  return (await r.json()).data as { id: number };
}

const picture = (w: number, h: number, rgb: [number, number, number]) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] }, noise: { type: 'gaussian', mean: 120, sigma: 20 } } }).jpeg({ quality: 85 }).toBuffer();

const home = {
  id: 'home', name: '首页', showInNav: true, appearance: 'light',
  components: [
    { id: 's1', type: 'speakers', props: { title: '演讲嘉宾', columns: 4 }, style: {} },
    { id: 'p1', type: 'partners', props: { title: '合作伙伴', columns: 4 }, style: {} },
    { id: 'n1', type: 'news-list', props: { title: '新闻', columns: 2 }, style: {} },
  ],
};

const dialog = (page: Page) => page.getByTestId('dialog-form');
const save = (page: Page) => dialog(page).getByRole('button', { name: /保存|提交|确定/ }).first().click();
const row = (page: Page, text: string) => page.locator('tr[data-row]', { hasText: text });

/** Opens the tab's create dialog, fills it, chooses the image before saving, saves; answers the image's address. */
async function createWithImage(page: Page, tab: string, fill: (d: ReturnType<typeof dialog>) => Promise<void>, image: Buffer) {
  await page.locator(`[data-nav="${tab}"]`).click();
  await page.locator('[data-testid="list-toolbar"] [data-action="create"]').click();
  const d = dialog(page);
  await fill(d);
  const uploaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/content-images');
  await d.locator('input[type=file]').setInputFiles({ name: 'picture.jpg', mimeType: 'image/jpeg', buffer: image });
  const answer = await uploaded;
  expect(answer.status()).toBe(200);
  const url = (await answer.json()).data.fileUrl as string;
  await expect(d.getByRole('button', { name: '更换图片' })).toBeVisible();
  await expect(d.getByAltText('图片预览')).toHaveAttribute('src', /-w480\.webp$/);
  await save(page);
  await expect(d).toBeHidden();
  return url;
}

test('photo, logo and cover chosen before saving reach a phone as WebP srcsets; a library copy keeps its photo when the source goes', async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  const o = await registerOrganizer(request);
  const auth = { authorization: `Bearer ${o.token}` };
  const m = await meeting(request, o.token, 'E2E 内容图片大会');
  const last = await meeting(request, o.token, 'E2E 去年的大会');
  await storeSession(page, o.token, o.user);

  await page.goto(`/data-management/${m.id}?tab=speakers`);
  await expect(page.getByTestId('console-heading')).toHaveText('E2E 内容图片大会');
  const photo = await createWithImage(page, 'speakers', async (d) => {
    await d.getByLabel('姓名').fill('李明教授');
    await d.getByLabel('公司').fill('清华大学');
    await expect(d.getByLabel('邮箱', { exact: true })).toHaveAttribute('type', 'email');
  }, await picture(1200, 1200, [30, 90, 200]));
  await expect(row(page, '李明教授')).toBeVisible();
  const logo = await createWithImage(page, 'partners', async (d) => {
    await d.getByLabel('名称').fill('星云科技');
  }, await picture(800, 400, [200, 120, 20]));
  await expect(row(page, '星云科技')).toBeVisible();
  const cover = await createWithImage(page, 'news', async (d) => {
    await d.getByLabel(/^标题/).fill('大会开幕');
    await d.getByLabel('已发布').check();
  }, await picture(1600, 900, [20, 140, 90]));
  await expect(row(page, '大会开幕')).toBeVisible();
  for (const url of [photo, logo, cover]) expect(url).toMatch(new RegExp(`^/api/files/content/${m.id}/[a-f0-9]{32}-w\\d+\\.jpg$`));

  // the published site, on a phone
  expect((await request.post(`/api/website-data/meeting/${m.id}/batch`, { headers: auth, data: [{ dataType: 'pages', dataKey: 'home', dataValue: JSON.stringify(home) }] })).status()).toBe(200);
  await request.post(`/api/co/meeting/${m.id}/generate-preview-token`, { headers: auth });
  expect((await request.put(`/api/co/meeting/${m.id}/website-status`, { headers: auth, data: { websiteStatus: 'active' } })).status()).toBe(200);
  const w = (await (await request.get(`/api/co/meeting/${m.id}/website`, { headers: auth })).json()).data;
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const visitor = await phone.newPage();
  await visitor.goto(`/${w.adminId}/p/${m.id}/${w.previewToken}`);
  const base = (url: string) => url.split('/').pop()!.slice(0, 32);
  for (const [block, url] of [['site-speakers', photo], ['site-partners', logo], ['site-news', cover]] as const) {
    const blockEl = visitor.getByTestId(block);
    await blockEl.scrollIntoViewIfNeeded();
    await expect(blockEl.locator('picture source[type="image/webp"]').first()).toHaveAttribute('srcset', new RegExp(`${base(url)}-w480\\.webp 480w`));
    const img = blockEl.locator('img').first();
    await expect.poll(() => img.evaluate((e: HTMLImageElement) => (e.complete && e.naturalWidth > 0 ? e.currentSrc : ''))).toMatch(new RegExp(`${base(url)}-w\\d+\\.webp$`));
  }
  // the news detail shows the cover too
  await visitor.getByTestId('site-news').getByRole('button', { name: /大会开幕/ }).click();
  await expect(visitor.getByTestId('news-detail').locator('picture source[type="image/webp"]')).toHaveAttribute('srcset', new RegExp(base(cover)));
  await phone.close();

  // a speaker of last year's meeting, with a photo, copied from the library; then the source is deleted
  const up = await request.post(`/api/content-images?meetingId=${last.id}`, { headers: auth, multipart: { file: { name: 'zhao.jpg', mimeType: 'image/jpeg', buffer: await picture(900, 900, [160, 40, 160]) } } });
  const srcPhoto = (await up.json()).data.fileUrl as string;
  const src = (await (await request.post(`/api/speakers?meetingId=${last.id}`, { headers: auth, data: { name: '赵磊', avatar: srcPhoto, status: 'active' } })).json()).data;
  await page.locator('[data-nav="speakers"]').click();
  await page.locator('[data-testid="list-toolbar"] [data-action="fromLibrary"]').click();
  await dialog(page).getByRole('combobox').selectOption({ label: '赵磊 — E2E 去年的大会' });
  await save(page);
  await expect(row(page, '赵磊')).toBeVisible();
  expect((await request.delete(`/api/speakers/${src.id}`, { headers: auth })).status()).toBe(200);
  expect((await request.get(srcPhoto)).status()).toBe(404);
  const copy = (await (await request.get(`/api/speakers/meeting/${m.id}`, { headers: auth })).json()).data.find((s: { name: string }) => s.name === '赵磊');
  expect(copy.avatar).not.toBe(srcPhoto);
  await row(page, '赵磊').locator('[data-action="showAvatar"]').click();
  const shown = page.getByRole('dialog').locator('img').first();
  await expect.poll(() => shown.evaluate((e: HTMLImageElement) => (e.complete ? e.naturalWidth : 0))).toBeGreaterThan(0);
});
