import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { loginByCodeInFlow } from './helpers';
import { openFlow, ticketPage } from './registration-setup';

// The e-signature field (issue 18 item 8): an organizer's form asks for a signature; a participant on a
// phone signs with a finger-like stroke, the drawing is stored as a private PNG, the cart names it, the
// registration carries it, and the file read back through the signed link is a PNG with ink on it.

test('a participant signs the form on a phone and the registration keeps the drawn signature', async ({ browser, request }) => {
  const o = await openFlow(request, 'E2E 签名确认会议', {
    ticketPage: ticketPage([{ type: '免费票', amount: 20, price: 0 }]),
    formPage: { formGroups: [{ id: 'g1', name: '确认', fields: [
      { id: 'name', label: '姓名', fieldType: 'text', required: true },
      { id: 'signature', label: '本人签名', fieldType: 'signature', required: true },
    ] }] },
  });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true });
  await page.goto(`/meeting/${o.meetingId}/register/${o.flowId}`);
  const step = page.getByTestId('flow-view');
  await page.getByTestId('ticket-免费票').click();
  for (let i = 0; i < 6 && (await step.getAttribute('data-step')) !== 'form'; i++) await page.getByTestId('flow-next').click();
  await loginByCodeInFlow(page, request);
  await page.getByLabel(/姓名/).fill('沈知秋');

  // unsigned: the form will not go on
  await page.getByTestId('flow-next').click();
  await expect(step).toHaveAttribute('data-step', 'form');
  const pad = page.getByRole('img', { name: '签名板：按住鼠标或手指书写' });
  await expect(pad).toHaveAttribute('aria-invalid', 'true');

  const box = (await pad.boundingBox())!;
  expect(box.width).toBeGreaterThan(250); // the pad spans the phone's form
  await page.mouse.move(box.x + 20, box.y + 100);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 20 + i * 18, box.y + 100 + (i % 2 ? -40 : 30), { steps: 3 });
  await page.mouse.up();
  await expect(page.getByTestId('signature-signature').getByRole('status')).toContainText('签名已保存');
  await expect(page.getByTestId('signature-signature').getByTestId('file-link')).toHaveText('signature.png');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByTestId('flow-next').click();
  await expect(step).toHaveAttribute('data-step', 'cart');
  // the cart shows the signature as drawn
  const shown = page.getByTestId('cart-answer-signature').getByTestId('cart-signature');
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 250)).toBe(true);
  await page.getByTestId('flow-next').click();
  await expect(step).toHaveAttribute('data-step', 'success');

  // read back: the registration's answer opens a PNG with dark strokes on white
  const token = await page.evaluate((m) => JSON.parse(localStorage.getItem(`conflow.participant.${m}`) ?? '{}').jwtToken, o.meetingId);
  const [reg] = (await (await request.get('/api/registrations/mine', { headers: { 'participant-token': `Bearer ${token}` } })).json()).data;
  const link = reg.formData.signature.value as string;
  expect(link).toMatch(/^\/api\/registrations\/files\/.+\/signature\.png\?/);
  const file = await request.get(link);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/png');
  const img = sharp(await file.body());
  const meta = await img.metadata();
  expect(meta.format).toBe('png');
  const stats = await img.stats();
  expect(stats.channels[0].max).toBe(255); // the white pad
  expect(stats.channels[0].min).toBeLessThan(60); // the ink
});
