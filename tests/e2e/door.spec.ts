import { expect, test, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { storeSession } from './helpers';
import { api, centreOnPhone, newParticipant, openFlow, staffOf, submitAs, ticketPage, type OpenFlow } from './registration-setup';

// The door (issue 15) in the real server, database and built UI, at phone width, in "scan to check in":
// a hardware scanner (fast key presses on the page, then Enter) types a paid registrant's door code in
// lower case → the full-screen green verdict, the registration checked in; an account that never
// registered → the red verdict with its reason; a registrant awaiting payment → refused with its reason.
// A staff sub-account with only the check-in role on this meeting works the door, and is refused the
// payment review. The paid registrant's own phone shows the code (QR and text) with the meeting and ticket:
// the e-ticket's QR, read as a camera would, holds the signed code (issue 20), and the door admits it.

const FORM = { formGroups: [{ id: 'g1', name: '基本信息', fields: [{ id: 'name', label: '姓名', fieldType: 'text', required: true }] }] };
let o: OpenFlow;

test.beforeAll(async ({ request }) => {
  o = await openFlow(request, 'E2E 入场大会', { ticketPage: ticketPage([{ type: '标准票', amount: 50, price: 299 }]), formPage: FORM });
});

/** What a camera reads from the e-ticket's QR picture (a PNG data URL). */
async function qrOf(img: Locator): Promise<string | undefined> {
  const src = (await img.getAttribute('src'))!;
  const png = PNG.sync.read(Buffer.from(src.slice(src.indexOf(',') + 1), 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

/** What a hardware scanner does: keys ~10 ms apart on the page (no input focused), then Enter. */
async function scanWithHardware(page: Page, code: string) {
  await page.keyboard.type(code, { delay: 10 });
  await page.keyboard.press('Enter');
}

test('check-in staff, scan to check in at phone width: a paid e-ticket\'s QR is admitted, its plain code in lower case then found checked in; a never-registered account and an unpaid registrant are refused; payment review is not theirs', async ({ browser, request }) => {
  const paid = await newParticipant(request, o, `入场者${Date.now() % 1e4}`);
  const paidReg = await submitAs(request, o, paid, { ticketType: '标准票', formData: { name: paid.info.name }, total: 299 });
  await api(request, 'post', `/api/co/registrations/${paidReg.id}/mark-paid`, { paymentMethod: 'bankCard' }, o.as);
  const unpaid = await newParticipant(request, o, `未付款${Date.now() % 1e4}`);
  const unpaidReg = await submitAs(request, o, unpaid, { ticketType: '标准票', formData: { name: unpaid.info.name }, total: 299 });
  expect(unpaidReg.registrationStatus).toBe('awaiting_payment');
  const stranger = await newParticipant(request, o, `未报名${Date.now() % 1e4}`);

  // the paid registrant's phone shows its door code with the meeting and ticket; the others have none
  const { phone, card } = await centreOnPhone(browser, o.meetingId, paid, paidReg.id);
  const code = (await card.getByTestId('checkin-code').textContent())!.trim();
  expect(code).toMatch(/^[2-9A-HJKMNP-Z]{12}$/);
  await expect(card.getByTestId('e-ticket')).toContainText('标准票');
  const qr = await qrOf(card.getByRole('img', { name: '签到二维码' }));
  expect(qr?.startsWith('CF.')).toBe(true);
  await phone.goto(`/participant-center/${o.meetingId}/checkin-code`);
  await expect(phone.locator('[data-screen="checkin-code"] [data-code]')).toHaveText(code);
  await expect(phone.locator('[data-field="meeting"]')).toHaveText('E2E 入场大会');
  await expect(phone.locator('[data-field="ticket"]')).toHaveText('标准票');
  await phone.close();
  const noCode = await request.get('/api/user/current-checkin-code', { headers: stranger.headers });
  expect(noCode.status()).toBe(404);
  const unpaidCode = (await request.get(`/api/user/get-checkin-code?userId=${unpaid.id}&meetingId=${o.meetingId}`, { headers: o.as }));
  expect(unpaidCode.status()).toBe(404);
  // the unpaid registration's code exists (the door must say why it refuses it): the organizer's badge view reads it
  const people = await api(request, 'get', `/api/co/badges/meeting/${o.meetingId}/people?state=awaiting_payment`, undefined, o.as);
  const unpaidDoor = people.list.find((r: { 'registration.id': number }) => r['registration.id'] === unpaidReg.id).checkinCode as string;

  // the door is worked by a sub-account with only the check-in role on this meeting
  const staff = await staffOf(request, o.org, o.meetingId, ['checkin']);
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await storeSession(page, staff.token, staff.user);
  await page.goto(`/scanner-checkin/${o.meetingId}`);
  const screen = page.locator('[data-screen="scanner-checkin"]');
  await expect(screen.locator('[data-meeting]')).toContainText('E2E 入场大会');
  // keyboard only: Tab to the door mode, arrow to "scan to check in"
  const auto = page.getByRole('radio', { name: '扫码即签到' });
  await page.getByRole('radio', { name: '逐个确认' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(auto).toBeChecked();
  await expect(screen.locator('[data-door-mode]')).toHaveAttribute('data-door-mode', 'auto');

  // the paid registrant's e-ticket QR (the signed code): in at once, full-screen green
  await scanWithHardware(page, qr!);
  const verdict = page.locator('[data-verdict]');
  await expect(verdict).toHaveAttribute('data-verdict', 'admitted');
  await expect(verdict.locator('[data-field="name"]')).toHaveText(String(paid.info.name));
  await expect(verdict.locator('[data-field="ticket"]')).toHaveText('标准票');
  await expect(verdict.locator('[data-field="payment"]')).toHaveText('已支付');
  const box = await verdict.boundingBox();
  expect([box!.width, box!.height]).toEqual([390, 844]);
  await page.screenshot({ path: test.info().outputPath('door-admitted.png') });
  const events = await api(request, 'get', `/api/co/registrations/${paidReg.id}/events`, undefined, o.as);
  expect(events.map((e: { action: string }) => e.action)).toContain('checkIn');
  await page.keyboard.press('Escape');
  await expect(verdict).toHaveCount(0);

  // an account that never registered has no door code: whatever is typed names no registration
  await scanWithHardware(page, `NQ${String(stranger.id).padStart(10, '2')}`.slice(0, 12));
  await expect(verdict).toHaveAttribute('data-verdict', 'refused');
  await expect(verdict.locator('[data-scan-message]')).toHaveText('签到码无效：没有对应的报名');
  await expect(screen.locator('[data-action="confirm"]')).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('door-refused.png') });

  // the unpaid registrant: refused with its reason (the next scan replaces the verdict)
  await scanWithHardware(page, unpaidDoor);
  await expect(verdict.locator('[data-scan-message]')).toHaveText('该报名尚未付款，不能入场');
  await expect(verdict).toHaveAttribute('data-verdict', 'refused');
  await page.keyboard.press('Escape');

  // the paid one again, its plain door code typed in lower case: already in, saying when and by whom
  await scanWithHardware(page, code.toLowerCase());
  await expect(verdict.locator('[data-scan-message]')).toHaveText(new RegExp(`^该报名已于 .+ 由 (${staff.user.name}|${staff.user.username}) 签到，不能重复签到$`));
  // the check-in role opens no payment review: the server refuses it, and the screen says so
  const review = await request.get(`/api/co/payments/meeting/${o.meetingId}`, { headers: staff.as });
  expect([review.status(), (await review.json()).message]).toEqual([403, '您没有此会议的该项权限，请联系主账号分配']);
  const regs = await api(request, 'get', `/api/registrations/mine`, undefined, unpaid.headers);
  expect(regs[0].registrationStatus).toBe('awaiting_payment');
});
