import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { unzipSync } from 'fflate';
import { startSeededServer, type SeededServer } from './seeded-server';
import { Bitmap } from '../../src/server/captcha/png';
import { storeSession } from './helpers';

// An organizer designs a meeting's badge in the settings shell: drags the name field (its vertical
// position stops at 90 %), saves, previews a real participant and exports: the PNG (decoded here)
// shows the name's pixels where it was dragged and none where it was; all badges come as one ZIP
// with a file per participant; the print PDF has one A4 page per 10 standard badges.
// The meeting comes from scripts/seed-meeting.ts on this spec's own server and data directory.

const PEOPLE = 25;
let srv: SeededServer;
let api: APIRequestContext;
let token: string;
let seeded: SeededServer['seeded'];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  srv = await startSeededServer('badges', 47, { SEED_PARTICIPANTS: String(PEOPLE), SEED_REGISTRATIONS: '5', SEED_USERNAME: 'e2e-badges', SEED_TITLE: 'E2E 胸卡大会' });
  ({ api, token, seeded } = srv);
});

test.afterAll(async () => srv?.stop());

async function open(page: Page) {
  await storeSession(page, token, srv.user);
  await page.goto(`${srv.base}/meeting/${seeded.meetingId}/settings?tab=badge-print`);
  await expect(page.getByTestId('badge-canvas')).toBeVisible();
}

/** Drags an element so its centre lands at a point given in percent of the badge (may lie outside it). */
async function dragTo(page: Page, testId: string, px: number, py: number) {
  const box = (await page.getByTestId('badge-canvas').boundingBox())!;
  const el = (await page.getByTestId(testId).boundingBox())!;
  await page.mouse.move(el.x + el.width / 2, el.y + el.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + (box.width * px) / 100, box.y + (box.height * py) / 100, { steps: 12 });
  await page.mouse.up();
}

/** Dark pixels of a PNG inside a box given in percent, counted by the browser's own decoder. */
async function darkPixels(page: Page, png: Buffer, boxes: Array<[number, number, number, number]>) {
  return page.evaluate(async ({ b64, boxes }) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const bmp = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const c = document.createElement('canvas');
    c.width = bmp.width;
    c.height = bmp.height;
    const ctx = c.getContext('2d')!;
    ctx.drawImage(bmp, 0, 0);
    const counts = boxes.map(([x0, y0, x1, y1]) => {
      const d = ctx.getImageData(Math.round((x0 * c.width) / 100), Math.round((y0 * c.height) / 100), Math.round(((x1 - x0) * c.width) / 100), Math.round(((y1 - y0) * c.height) / 100)).data;
      let n = 0;
      for (let i = 0; i < d.length; i += 4) if (d[i] + d[i + 1] + d[i + 2] < 300) n++;
      return n;
    });
    return { width: c.width, height: c.height, counts };
  }, { b64: png.toString('base64'), boxes });
}

test('a dragged field exports where it was dragged; all badges as a ZIP and a paged print PDF', async ({ page }) => {
  test.setTimeout(120_000);
  const designUrl = `/api/co/badges/meeting/${seeded.meetingId}/design`;
  const before = (await (await api.get(designUrl, { headers: { authorization: `Bearer ${token}` } })).json()).data;
  const from = before.fields.find((f: { name: string }) => f.name === 'name');
  await open(page);
  const name = page.getByTestId('badge-field-name');
  // below the badge: the vertical position stops at 90 %
  await dragTo(page, 'badge-field-name', 50, 130);
  await expect(name).toHaveAttribute('data-y', '90');
  await dragTo(page, 'badge-field-name', 22, 78);

  // the background upload: a text file named .png is refused by the server (415), a light PNG is taken
  const input = page.getByTestId('badge-upload-input');
  await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
  await expect(page.getByText('不支持的文件格式，请上传 JPG、PNG 或 WebP 图片').first()).toBeVisible();
  const light = new Bitmap(90, 50);
  for (let y = 0; y < 50; y++) for (let x = 0; x < 90; x++) light.set(x, y, 250, 246, 236 + (x % 10));
  await input.setInputFiles({ name: 'paper.png', mimeType: 'image/png', buffer: light.toPng() });
  await expect(page.getByText('背景图片上传成功').first()).toBeVisible();
  await expect(page.getByLabel('自定义图片')).toBeChecked();
  await expect(page.getByTestId('badge-dirty')).toBeVisible();
  await page.locator('[data-action="save-design"]').click();
  await expect(page.getByText('胸卡设计已保存').first()).toBeVisible();
  const saved = (await (await api.get(designUrl, { headers: { authorization: `Bearer ${token}` } })).json()).data;
  const field = saved.fields.find((f: { name: string }) => f.name === 'name');
  expect(field.x).toBeGreaterThan(18);
  expect(field.x).toBeLessThan(26);
  expect(field.y).toBeGreaterThan(74);
  expect(field.y).toBeLessThan(82);
  expect(saved.style).toMatchObject({ background: 'custom-image', backgroundImage: expect.stringMatching(/^\/api\/co\/badges\/files\//) });

  // a real participant, 10 per page in the list
  const rows = page.getByTestId('badge-people').locator('[data-testid^="badge-person-"]');
  await expect(rows).toHaveCount(10);
  await rows.first().click();
  const personName = (await rows.first().locator('span').first().textContent())!.trim();
  await expect(name).toHaveText(personName);

  const [png] = await Promise.all([page.waitForEvent('download'), page.locator('[data-action="export-current"]').click()]);
  const bytes = fs.readFileSync((await png.path())!);
  // scale 2: 90 × 50 mm at 96 dpi is 340 × 189 px, twice that
  const where = await darkPixels(page, bytes, [[field.x - 10, field.y - 6, field.x + 10, field.y + 6], [from.x - 12, from.y - 6, from.x + 12, from.y + 6]]);
  expect([where.width, where.height]).toEqual([680, 378]);
  expect(where.counts[0]).toBeGreaterThan(40);
  expect(where.counts[1]).toBe(0);

  const [zip] = await Promise.all([page.waitForEvent('download'), page.locator('[data-action="export-all"]').click()]);
  const files = unzipSync(new Uint8Array(fs.readFileSync((await zip.path())!)));
  expect(Object.keys(files)).toHaveLength(PEOPLE);
  expect(Object.values(files).every((f) => f[1] === 0x50 && f[2] === 0x4e && f[3] === 0x47)).toBe(true);
  await expect(page.getByText(`已导出 ${PEOPLE} 张胸卡`).first()).toBeVisible();

  const [pdf] = await Promise.all([page.waitForEvent('download'), page.locator('[data-action="export-pdf"]').click()]);
  const doc = await PDFDocument.load(fs.readFileSync((await pdf.path())!));
  expect(doc.getPageCount()).toBe(Math.ceil(PEOPLE / 10));
  const { width, height } = doc.getPage(0).getSize();
  expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
});
