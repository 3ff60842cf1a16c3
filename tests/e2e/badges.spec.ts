import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { unzipSync } from 'fflate';
import { startSeededServer, type SeededServer } from './seeded-server';
import { Bitmap } from '../../src/server/captcha/png';
import { callData, publishedFlow, registerParticipantAccount, storeSession, uniquePhone } from './helpers';

// An organizer designs a meeting's badge in the settings shell: drags the name field (its vertical
// position stops at 90 %), saves, previews a real participant and exports: the PNG (decoded here)
// shows the name's pixels where it was dragged and none where it was; all badges come as one ZIP
// with a file per participant; the print PDF, built on the server (issue 19 item 2), shows its state
// while it is made, is offered for download when done (read back: one A4 page per 10 standard badges)
// and is still shown after the page is left and opened again.
// Then a small meeting whose form asks for the name and company in Chinese: only the confirmed
// registrant's badge prints — not the one still to pay, not an account that never registered — and
// the PDF read back (pdftotext) carries that person's form answers; by state, the unpaid one prints.
// The meetings come from scripts/seed-meeting.ts on this spec's own server and data directory.

const PEOPLE = 25;
let srv: SeededServer;
let api: APIRequestContext;
let token: string;
let seeded: SeededServer['seeded'];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  srv = await startSeededServer('badges', 47, { SEED_PARTICIPANTS: String(PEOPLE), SEED_REGISTRATIONS: String(PEOPLE), SEED_CONFIRMED: '1', SEED_USERNAME: 'e2e-badges', SEED_TITLE: 'E2E 胸卡大会' });
  ({ api, token, seeded } = srv);
});

test.afterAll(async () => srv?.stop());

async function open(page: Page, meetingId = seeded.meetingId) {
  await storeSession(page, token, srv.user);
  await page.goto(`${srv.base}/meeting/${meetingId}/settings?tab=badge-print`);
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

  const pdf = await serverPdf(page);
  expect(pdf.suggestedFilename()).toBe(`badges-${seeded.meetingId}.pdf`);
  const doc = await PDFDocument.load(fs.readFileSync((await pdf.path())!));
  expect(doc.getPageCount()).toBe(Math.ceil(PEOPLE / 10));
  const { width, height } = doc.getPage(0).getSize();
  expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
  await expect(page.getByTestId('export-job')).toContainText(`已生成 ${PEOPLE} 张胸卡，共 ${Math.ceil(PEOPLE / 10)} 页`);
  // left and opened again: the finished export is still there to download
  await page.reload();
  await expect(page.getByTestId('export-job')).toHaveAttribute('data-status', 'done');
  await expect(page.locator('[data-action="export-download"]')).toBeVisible();
});

/**
 * The print PDF built on the server: started by the button, followed until done (a job other than the
 * one shown before), downloaded from its link.
 */
async function serverPdf(page: Page) {
  const status = page.getByTestId('export-job');
  const before = (await status.count()) ? await status.getAttribute('data-job-id') : null;
  await page.locator('[data-action="export-pdf"]').click();
  await expect(status).toBeVisible();
  await expect(status).not.toHaveAttribute('data-job-id', before ?? '-');
  await expect(status).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.locator('[data-action="export-download"]').click()]);
  return pdf;
}

const shot = (page: Page, name: string) => (process.env.SHOTS ? page.screenshot({ path: `${process.env.SHOTS}/${name}.png`, fullPage: true }) : undefined);

/** The PDF's text as poppler reads it (the invisible layer over each badge's picture). */
const pdfText = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });

/** A participant account of the meeting that submits the form; answers its registration. */
let accounts = 0;
async function registrant(meetingId: number, flowId: number, version: number, formData: Record<string, unknown>) {
  // usernames of 2-10 characters
  const account = { username: `b${Date.now() % 1e6}${accounts++}`, password: 'pass1234', phone: uniquePhone() };
  const auth = await registerParticipantAccount(api, { ...account, meetingId });
  return callData(api, 'post', '/api/registrations/submit', { meetingId, flowId, designVersion: version, ticketType: '标准票', paymentMethod: 'bankCard', formData },
    { 'participant-token': `Bearer ${auth.participant.jwtToken}`, 'idempotency-key': `e2e-badge-${account.username}` });
}

test('only the confirmed registrant’s badge prints, with the form’s Chinese name and company; by state the unpaid one', async ({ page }) => {
  test.setTimeout(120_000);
  const auth = { authorization: `Bearer ${token}` };
  const day = (d: number) => new Date(Date.now() + 8 * 3600_000 + d * 86_400_000).toISOString().slice(0, 10);
  const { meetingId, flowId } = await publishedFlow(api, token, {
    title: 'E2E 胸卡小会', description: '只打印已确认的人', type: 'domestic', status: 'preparing', manager: '陈经理', location: '杭州',
    startTime: `${day(20)} 09:00:00`, endTime: `${day(21)} 18:00:00`, subVenues: [{ name: '主会场', location: '一楼', capacity: 500 }],
  }, '胸卡报名');
  const design = await callData(api, 'put', `/api/co/meeting/${meetingId}/page-design/${flowId}`, {
    design: {
      schemaVersion: 1,
      ticketPage: { timeColumns: [{ key: 'early', range: [new Date(Date.now() - 86_400_000).toISOString(), new Date(Date.now() + 30 * 86_400_000).toISOString()] }], priceRows: [{ type: '标准票', amount: 100, prices: { early: 199 } }] },
      formPage: { formGroups: [{ id: 'g1', name: '基本信息', fields: [
        { id: 'name', label: '姓名', fieldType: 'text', required: true },
        { id: 'company', label: '公司', fieldType: 'text' },
        { id: 'diet', label: '饮食习惯', fieldType: 'radio', options: ['无特殊要求', '清真', '素食'] },
      ] }] },
      payPage: { payMethods: [{ value: 'bankCard', enabled: true }] },
    },
  }, auth);
  const paid = await registrant(meetingId, flowId, design.version, { name: '林小雨', company: '西湖科技有限公司', diet: '素食' });
  await callData(api, 'post', `/api/co/registrations/${paid.id}/mark-paid`, {}, auth);
  const unpaid = await registrant(meetingId, flowId, design.version, { name: '赵未付', company: '未付款集团', diet: '清真' });
  expect(unpaid.registrationStatus).toBe('awaiting_payment');
  // an account that never registered
  const never = `nv${Date.now() % 1e6}`;
  await registerParticipantAccount(api, { username: never, password: 'pass1234', phone: uniquePhone(), meetingId });

  await open(page, meetingId);
  // the list shows the admitted registrations only
  const rows = page.getByTestId('badge-people').locator('[data-testid^="badge-person-"]');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('林小雨');
  // the company (a record property the form filled) and the diet (a form answer, by field id) go on the badge
  await page.locator('[data-action="insert-field"]').click();
  const dialog = page.getByTestId('badge-insert-dialog');
  await expect(dialog.getByRole('tab', { name: '基础字段（48）' })).toBeVisible();
  await shot(page, 'insert-dialog');
  await dialog.getByTestId('insert-company').click();
  await dialog.getByRole('tab', { name: /自定义字段/ }).click();
  await dialog.getByTestId('insert-饮食习惯').click();
  await dialog.getByRole('button', { name: '关闭' }).click();
  await rows.first().click();
  await expect(page.getByTestId('badge-field-company')).toHaveText('西湖科技有限公司');
  await expect(page.getByTestId('badge-field-饮食习惯')).toHaveText('素食');

  await expect(page.getByText('全部 1 人')).toBeVisible();
  // the server prints the saved design
  await page.locator('[data-action="save-design"]').click();
  await expect(page.getByText('胸卡设计已保存').first()).toBeVisible();
  const pdf = await serverPdf(page);
  const text = pdfText((await pdf.path())!);
  for (const want of ['林小雨', '西湖科技有限公司', '素食']) expect(text).toContain(want);
  for (const other of ['赵未付', '未付款集团', never]) expect(text).not.toContain(other);
  await shot(page, 'exported');
  await page.locator('html').evaluate((el) => el.classList.add('dark'));
  await shot(page, 'exported-dark');
  await page.locator('html').evaluate((el) => el.classList.remove('dark'));

  // by state: the one still to pay
  await page.getByTestId('badge-scope-state').selectOption('awaiting_payment');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('赵未付');
  const unpaidPdf = await serverPdf(page);
  const unpaidText = pdfText((await unpaidPdf.path())!);
  expect(unpaidText).toContain('未付款集团');
  expect(unpaidText).not.toContain('林小雨');
});
