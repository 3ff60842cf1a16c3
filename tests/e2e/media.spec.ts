// Uploaded images on the public site (issue 18 item 5): an organizer uploads a 4,000-px banner in the
// website editor, publishes, and a visitor on a phone gets a WebP no wider than the screen needs
// (the request the browser made is checked), preloaded from the served HTML before any script runs.
import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { registerOrganizer, storeSession } from './helpers';

const day = (d: number) => new Date(Date.now() + d * 86400_000 + 8 * 3600_000).toISOString().slice(0, 10);

async function meeting(request: APIRequestContext, token: string) {
  const r = await request.post('/api/co/meeting', {
    headers: { authorization: `Bearer ${token}` },
    data: { title: 'E2E 图片大会', description: '大图横幅', type: 'domestic', status: 'preparing', manager: '王经理', startTime: `${day(10)} 09:00:00`, endTime: `${day(11)} 18:00:00`, location: '杭州', subVenues: [{ name: '主会场', capacity: 500 }], template: 'blank' },
  });
  expect(r.status()).toBe(200);
  return (await r.json()).data as { id: number };
}

test('a 4,000-px banner uploaded in the editor reaches a phone as a WebP of the width it needs, preloaded', async ({ page, request, browser }) => {
  test.setTimeout(150_000);
  const o = await registerOrganizer(request);
  const m = await meeting(request, o.token);
  const auth = { authorization: `Bearer ${o.token}` };
  const banner = await sharp({ create: { width: 4000, height: 2000, channels: 3, background: { r: 20, g: 80, b: 200 }, noise: { type: 'gaussian', mean: 120, sigma: 25 } } }).jpeg({ quality: 85 }).toBuffer();

  await storeSession(page, o.token, o.user);
  await page.goto(`/website-editor/${m.id}`);
  await page.getByTestId('add-carousel').click();
  const panel = page.getByTestId('drawer-properties');
  await expect(panel.getByTestId('property-panel')).toHaveAttribute('data-type', 'carousel');
  await panel.getByPlaceholder('图片标题').fill('主论坛');
  const uploaded = page.waitForResponse((r) => r.url().includes('/api/media/website/upload'));
  await panel.getByTestId('upload-slide').setInputFiles({ name: 'banner.jpg', mimeType: 'image/jpeg', buffer: banner });
  const answer = (await (await uploaded).json()).data;
  expect(answer.variants.map((v: { width: number }) => v.width)).toEqual([480, 960, 1600, 2400]);
  // the editor's canvas draws it through the variants already
  await expect(page.getByTestId('editor-stage').getByTestId('site-carousel').locator('picture source[type="image/webp"]').first()).toHaveAttribute('srcset', /-w480\.webp 480w/);
  await page.getByTestId('editor-save').click();
  await expect(page.getByText('保存成功')).toBeVisible();

  await request.post(`/api/co/meeting/${m.id}/generate-preview-token`, { headers: auth });
  expect((await request.put(`/api/co/meeting/${m.id}/website-status`, { headers: auth, data: { websiteStatus: 'active' } })).status()).toBe(200);
  const w = (await (await request.get(`/api/co/meeting/${m.id}/website`, { headers: auth })).json()).data;
  const url = `/${w.adminId}/p/${m.id}/${w.previewToken}`;

  // the served HTML preloads the banner's WebP set before any script runs
  const html = await (await request.get(url)).text();
  expect(html).toMatch(/<link rel="preload" as="image" type="image\/webp" href="[^"]+-w480\.webp" imagesrcset="[^"]+-w480\.webp 480w, [^"]+-w2400\.webp 2400w" imagesizes="100vw"/);

  // a phone: 390 css px at 2x wants 780 px, so the 960-px WebP and nothing wider
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const visitor = await phone.newPage();
  const images: string[] = [];
  visitor.on('request', (r) => {
    if (r.resourceType() === 'image' && r.url().includes('/api/media/')) images.push(r.url());
  });
  await visitor.goto(url);
  const img = visitor.getByTestId('site-carousel').locator('img').first();
  await expect(img).toBeVisible();
  // (naturalWidth is in css px for a srcset image: 960 / (960 / 390) = 390)
  await expect.poll(() => img.evaluate((e: HTMLImageElement) => (e.complete ? e.currentSrc : ''))).toMatch(/-w960\.webp$/);
  const banners = images.filter((u) => u.includes(answer.fileName.slice(0, 32)));
  expect(banners.length).toBeGreaterThan(0);
  for (const u of banners) expect(u).toMatch(/-w(480|960)\.webp$/);
  const got = await request.get(banners.at(-1)!);
  expect([got.status(), got.headers()['content-type']]).toEqual([200, 'image/webp']);
  expect((await got.body()).length).toBeLessThan(banner.length / 4);
  await phone.close();
});
