import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import { chromium, expect, test } from '@playwright/test';
import { storeSession } from './helpers';
import { api, newParticipant, openFlow, submitAs, ticketPage } from './registration-setup';

// Camera scanning where the browser has no BarcodeDetector (desktop Linux Chromium has none): the
// scanner decodes the camera's frames itself (renderers/checkin/frameDecoder.ts, jsQR). Chromium's
// fake camera plays a video of the participant's door-code QR, as a badge held up to a laptop would
// look; "scan to check in" admits the registration from the camera alone.

/** One YUV 4:2:0 frame (Y4M, what Chromium's fake camera reads) of `text` as a QR code on white. */
function qrVideo(text: string): string {
  const W = 320, H = 240, SCALE = 6;
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const left = Math.floor((W - n * SCALE) / 2), top = Math.floor((H - n * SCALE) / 2);
  const y = Buffer.alloc(W * H, 235); // white (video range)
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) {
    if (!qr.modules.get(r, c)) continue;
    for (let dy = 0; dy < SCALE; dy++) y.fill(16, (top + r * SCALE + dy) * W + left + c * SCALE, (top + r * SCALE + dy) * W + left + (c + 1) * SCALE);
  }
  const chroma = Buffer.alloc((W / 2) * (H / 2), 128);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'conflow-cam-')), 'qr.y4m');
  fs.writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F5:1 Ip A1:1 C420jpeg\nFRAME\n`), y, chroma, chroma]));
  return file;
}

test('a door code shown to the camera checks the registration in, without BarcodeDetector', async ({ request, baseURL }) => {
  const o = await openFlow(request, 'E2E 摄像头入场', { ticketPage: ticketPage([{ type: '标准票', amount: 10, price: 199 }]) });
  const p = await newParticipant(request, o, `摄像头${Date.now() % 1e4}`);
  const reg = await submitAs(request, o, p, { ticketType: '标准票', total: 199 });
  await api(request, 'post', `/api/co/registrations/${reg.id}/mark-paid`, { paymentMethod: 'bankCard' }, o.as);
  const [mine] = await api(request, 'get', '/api/registrations/mine', undefined, p.headers);
  expect(mine.checkinCode).toBeTruthy();

  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${qrVideo(mine.checkinCode)}`],
  });
  try {
    const page = await browser.newPage({ baseURL, viewport: { width: 390, height: 844 } });
    await storeSession(page, o.org.token, o.org.user);
    await page.goto(`/scanner-checkin/${o.meetingId}`);
    expect(await page.evaluate(() => 'BarcodeDetector' in window)).toBe(false); // the fallback is what is tested
    await page.getByRole('radio', { name: '扫码即签到' }).check();
    await page.locator('[data-action="camera"]').click();
    const verdict = page.locator('[data-verdict]');
    await expect(verdict).toHaveAttribute('data-verdict', 'admitted', { timeout: 15_000 });
    await expect(verdict.locator('[data-field="name"]')).toHaveText(String(p.info.name));
    const events = await api(request, 'get', `/api/co/registrations/${reg.id}/events`, undefined, o.as);
    expect(events.map((e: { action: string }) => e.action)).toContain('checkIn');
  } finally {
    await browser.close();
  }
});
