import { expect, test, type Page } from '@playwright/test';
import { storeSession } from './helpers';
import { PNG, centreOnPhone, newParticipant, openFlow, shots, submitAs, ticketPage, uploadProof, type OpenFlow, type Participant } from './registration-setup';

// After a participant submits (the flow itself is page-designer.spec.ts): the registration shows in the
// organizer's payment review with its proof, amount and transfer reference; a rejection keeps the place
// and shows, in the participant centre at phone width, the reason, until when the place is held and where
// to pay (account, amount, reference); the participant uploads a new proof (in review again); the
// organizer approves, and the participant centre shows it confirmed with the e-ticket's check-in QR code
// and the reference. Real server, database and built UI.

const BANK = { bankName: '招商银行杭州分行', bankAccount: '6214 8301 0000 5678', accountName: '杭州会务有限公司' };
let o: OpenFlow;
let participant: Participant;
let reg: Record<string, any>;
const name = `报名人${Date.now() % 1e4}`;

test.beforeAll(async ({ request }) => {
  o = await openFlow(request, 'E2E 报名审核大会', {
    ticketPage: ticketPage([{ type: '标准票', amount: 10, price: 299 }]),
    formPage: { formGroups: [{ id: 'g1', name: '基本信息', fields: [{ id: 'name', label: '姓名', fieldType: 'text', required: true }] }] },
    bankTransferPage: BANK,
  }, { paymentDeadlineHours: 72, proofRetryHours: 48 });
  participant = await newParticipant(request, o, name);
  reg = await submitAs(request, o, participant, { ticketType: '标准票', formData: { name }, total: 299 });
  await uploadProof(request, participant, reg.id);
});

const review = async (page: Page, action: 'approve' | 'reject') => {
  await page.goto(`/meeting/${o.meetingId}/settings?tab=payment-review`);
  const row = page.locator('tr[data-row]', { hasText: name });
  await expect(row.locator('[data-col="paymentStatus"]')).toHaveText('待审核');
  // amounts name their currency; the organizer matches the statement by the reference
  await expect(row.locator('[data-col="totalAmount"]')).toHaveText('¥299');
  await expect(row.locator('[data-col="transferReference"]')).toHaveText(reg.transferReference);
  await expect(row.locator('[data-col="registrationStatus"]')).toHaveText('待支付');
  if (action === 'approve') {
    await row.getByTestId('row-approve').click();
    await expect(page.getByTestId('confirm-dialog')).toContainText('299 CNY');
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByText('审核通过').last()).toBeVisible();
    await expect(row.locator('[data-col="registrationStatus"]')).toHaveText('已确认');
  } else {
    await row.getByTestId('row-proof').click();
    const img = page.getByTestId('image-dialog').locator('img');
    await expect(img).toBeVisible();
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    // the proof is private: the picture loads through a signed link; its plain path is refused
    const src = (await img.getAttribute('src'))!;
    expect(src).toMatch(/^\/api\/registrations\/proofs\/[a-f0-9]{32}\.png\/proof\.png\?exp=\d+&sig=[\w-]+$/);
    // the organizer reads the proof by the name it was uploaded with
    await expect(page.getByTestId('image-dialog-name')).toHaveText('proof.png');
    expect((await page.request.get(src.split('?')[0])).status()).toBe(403);
    await page.getByTestId('image-dialog').getByRole('button', { name: '关闭' }).click();
    await row.getByTestId('row-reject').click();
    await page.getByTestId('dialog-form').getByLabel('凭证不清晰').check();
    await page.getByTestId('dialog-form').getByLabel('详细说明').fill('截图看不清金额');
    await page.getByTestId('dialog-form').getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('已拒绝该支付')).toBeVisible();
    // the place is kept: still awaiting payment
    await expect(row.locator('[data-col="registrationStatus"]')).toHaveText('待支付');
  }
};

test('payment review → refused proof: reason, place held and where to pay at phone width → new proof → approved → confirmed with the e-ticket', async ({ browser }) => {
  const orgPage = await browser.newPage();
  await storeSession(orgPage, o.org.token, o.org.user);
  await review(orgPage, 'reject');

  const { phone, card } = await centreOnPhone(browser, o.meetingId, participant, reg.id);
  await expect(card.getByTestId('registration-status')).toHaveText('待支付');
  await expect(card.getByTestId('payment-status')).toHaveText('已拒绝');
  await expect(card.getByTestId('reject-reason')).toHaveText('原因：凭证不清晰');
  await expect(card.getByTestId('reject-details')).toHaveText('截图看不清金额');
  // held until the deadline, which the rejection moved to at least the flow's retry time from now
  await expect(card.getByTestId('place-held')).toContainText('您的名额保留至');
  await expect(card.getByTestId('pay-to-reference')).toHaveText(reg.transferReference);
  await expect(card.getByTestId('pay-to-bankAccount')).toHaveText(BANK.bankAccount);
  await expect(card.getByTestId('pay-to-accountName')).toHaveText(BANK.accountName);
  await expect(card.getByTestId('pay-to-amount')).toHaveText('¥299');
  // nothing overflows the phone's width
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shots(phone, 'centre-rejected', () => expect(card.getByTestId('reject-reason')).toBeVisible());

  await card.getByTestId(`proof-input-${reg.id}`).setInputFiles({ name: 'again.png', mimeType: 'image/png', buffer: PNG });
  await expect(card.getByTestId('payment-status')).toHaveText('待审核');
  await expect(card.getByTestId('next-step')).toContainText('转账凭证审核中');
  await expect(card.getByTestId(`proof-button-${reg.id}`)).toHaveText('更换凭证');
  await expect(card.getByTestId(`proof-button-${reg.id}`)).toBeEnabled();

  await review(orgPage, 'approve');

  await phone.reload();
  await expect(card.getByTestId('registration-status')).toHaveText('已确认');
  await expect(card.getByTestId('payment-status')).toHaveText('已通过');
  await expect(card.getByTestId('e-ticket').locator('img')).toBeVisible();
  const code = await card.getByTestId('checkin-code').textContent();
  expect(code).toMatch(/^[2-9A-Z]{12}$/);
  await expect(card.getByTestId('ticket-reference')).toHaveText(reg.transferReference);
  await expect(card.getByTestId('total')).toHaveText('¥299');
  await expect(card.getByTestId(`cancel-${reg.id}`)).toHaveCount(0);
  await shots(phone, 'centre-confirmed', () => expect(card.getByTestId('e-ticket')).toBeVisible());
  await phone.evaluate(() => localStorage.setItem('conflow.lang', 'en'));
  await phone.reload();
  await expect(card.getByTestId('registration-status')).toHaveText('Confirmed');
  await expect(card.getByTestId('total')).toHaveText('CN¥299');
});
