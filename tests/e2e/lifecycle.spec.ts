import { expect, test, type Page } from '@playwright/test';
import { axe, dark } from './axe';
import { storeSession } from './helpers';
import { PDF, asParticipant, centreOnPhone, newParticipant, openFlow, shots, submitAs, ticketPage, uploadProof, type OpenFlow } from './registration-setup';

// The registration lifecycle from both sides, in the real server, database and built UI:
// - the organizer cancels a registration with a reason from the participant list; the participant reads
//   who cancelled it and why; the history lists the move;
// - sold out at the last click: the places left revalidate when the page comes back into view, and a
//   submission refused because the ticket sold out meanwhile returns to the ticket step with the reason
//   there, the count refreshed and every answer kept; the next submission goes through and the bank
//   transfer step shows the transfer reference (not the id), the account and the amount;
// - a PDF transfer proof shows inline in the organizer's review; the payment detail links the proof;
// - axe finds no serious accessibility problem in the participant centre or the payment review.

const BANK = { bankName: '中国银行杭州分行', bankAccount: '6217 0000 9999 0001', accountName: '杭州会务服务有限公司' };
const FORM = { formGroups: [{ id: 'g1', name: '基本信息', fields: [{ id: 'name', label: '姓名', fieldType: 'text', required: true }, { id: 'org', label: '工作单位', fieldType: 'text' }] }] };
let o: OpenFlow;

test.beforeAll(async ({ request }) => {
  o = await openFlow(request, 'E2E 生命周期大会', {
    ticketPage: ticketPage([{ type: '标准票', amount: 50, price: 299 }, { type: 'VIP票', amount: 2, price: 599 }]),
    formPage: FORM,
    bankTransferPage: BANK,
  }, { paymentDeadlineHours: 48 });
});

const asOrganizer = (page: Page) => storeSession(page, o.org.token, o.org.user);

test('an organizer cancels with a reason from the participant list; the participant reads it', async ({ browser, request }) => {
  const p = await newParticipant(request, o, `取消者${Date.now() % 1e4}`);
  const reg = await submitAs(request, o, p, { ticketType: '标准票', formData: { name: p.info.name }, total: 299 });
  const page = await browser.newPage();
  await asOrganizer(page);
  await page.goto(`/meeting/${o.meetingId}/settings?tab=user-management`);
  await page.locator('[data-filter="search"]').fill(String(p.info.name));
  const row = page.locator(`tr[data-row="${p.id}"]`);
  await expect(row.locator('[data-col="registrationStatus"]')).toHaveText('待支付');
  // the lifecycle's moves from awaiting payment (no approve, no restore)
  await row.getByTestId('row-more').click();
  const menu = page.getByTestId('row-more-menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['确认报名', '标记已支付', '取消报名', '处理记录']);
  await menu.getByText('取消报名').click();
  const form = page.getByTestId('dialog-form');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('请填写原因', { exact: true })).toBeVisible();
  await form.getByLabel(/原因/).fill('会场容量调整，本场次取消');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('报名已取消').first()).toBeVisible();
  await expect(row.locator('[data-col="registrationStatus"]')).toHaveText('已取消');
  // nothing more to move, only the history, which lists the cancel with its reason
  await row.getByTestId('row-more').click();
  await expect(menu.getByRole('menuitem')).toHaveText(['处理记录']);
  await menu.getByText('处理记录').click();
  const history = page.getByTestId('list-dialog');
  await expect(history.locator('tbody tr')).toHaveCount(2);
  await expect(history.locator('tbody tr').last()).toContainText('主办方取消');
  await expect(history.locator('tbody tr').last()).toContainText('会场容量调整');

  const { phone, card } = await centreOnPhone(browser, o.meetingId, p, reg.id);
  await expect(card.getByTestId('registration-status')).toHaveText('已取消');
  await expect(card.getByTestId('next-step')).toContainText('报名已被主办方取消');
  await expect(card.getByTestId('cancel-reason')).toHaveText('原因：会场容量调整，本场次取消');
  await expect(card.getByTestId(`cancel-${reg.id}`)).toHaveCount(0);
  await shots(phone, 'centre-cancelled', () => expect(card.getByTestId('cancel-reason')).toBeVisible());
});

test('sold out at the last click: back on the ticket step with the reason, the count refreshed, every answer kept', async ({ browser, request }) => {
  const a = await newParticipant(request, o, `抢票者${Date.now() % 1e4}`);
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await asParticipant(page, o.meetingId, a);
  await page.goto(`/meeting/${o.meetingId}/register/${o.flowId}`);
  const step = page.getByTestId('flow-view');
  await expect(step).toHaveAttribute('data-step', 'ticket');
  const vip = page.getByTestId('ticket-VIP票');
  await expect(vip).toContainText('剩余 2');
  // someone takes one while this page is in the background: coming back shows it
  await submitAs(request, o, await newParticipant(request, o, '先到者'), { ticketType: 'VIP票', formData: { name: '先到者' }, total: 599 });
  await expect.poll(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    return vip.textContent();
  }, { timeout: 15_000 }).toContain('剩余 1');

  await vip.click();
  const nextUntil = async (target: string) => {
    while ((await step.getAttribute('data-step')) !== target) await page.getByTestId('flow-next').click();
  };
  await nextUntil('form');
  await page.getByLabel(/姓名/).fill('抢票者');
  await page.getByLabel(/工作单位/).fill('浙江大学');
  await nextUntil('pay');
  await page.getByTestId('pay-bankCard').click();
  // the last place goes to someone else between the ticket step and the last click
  await submitAs(request, o, await newParticipant(request, o, '后到者'), { ticketType: 'VIP票', formData: { name: '后到者' }, total: 599 });
  await page.getByTestId('flow-next').click();
  await expect(step).toHaveAttribute('data-step', 'ticket');
  await expect(page.getByTestId('flow-notice')).toHaveText('该门票名额已满');
  await expect(vip).toContainText('已售罄');
  await expect(vip).toBeDisabled();
  // every answer kept: choose another ticket and the form is as it was
  await page.getByTestId('ticket-标准票').click();
  await nextUntil('form');
  await expect(page.getByTestId('flow-notice')).toHaveCount(0);
  await expect(page.getByLabel(/姓名/)).toHaveValue('抢票者');
  await expect(page.getByLabel(/工作单位/)).toHaveValue('浙江大学');
  await nextUntil('pay');
  await expect(page.getByTestId('pay-bankCard')).toHaveAttribute('aria-checked', 'true');
  await page.getByTestId('flow-next').click();
  // submitted: where to pay, with the transfer reference the server made (not the registration id)
  await expect(step).toHaveAttribute('data-step', 'bankTransfer');
  const [mine] = (await (await request.get('/api/registrations/mine', { headers: a.headers })).json()).data;
  expect(mine).toMatchObject({ selectedTicketName: '标准票', registrationStatus: 'awaiting_payment' });
  await expect(page.getByTestId('bank-pay-to-reference')).toHaveText(mine.transferReference);
  await expect(page.getByTestId('bank-pay-to-bankAccount')).toHaveText(BANK.bankAccount);
  await expect(page.getByTestId('bank-pay-to-amount')).toHaveText('¥299');
  await expect(page.getByTestId('bank-pay-to-deadline')).toContainText('逾期未付款');
  await shots(page, 'flow-bank-transfer', () => expect(page.getByTestId('bank-pay-to')).toBeVisible());
});

test('a PDF proof shows inline in the review; the payment detail links it instead of printing its address', async ({ browser, request }) => {
  const p = await newParticipant(request, o, `PDF者${Date.now() % 1e4}`);
  const reg = await submitAs(request, o, p, { ticketType: '标准票', formData: { name: p.info.name }, total: 299 });
  await uploadProof(request, p, reg.id, { name: 'proof.pdf', mimeType: 'application/pdf', buffer: PDF });
  const page = await browser.newPage();
  const blocked: string[] = [];
  page.on('console', (m) => m.type() === 'error' && /Content Security Policy|Refused to (frame|display)/i.test(m.text()) && blocked.push(m.text()));
  await asOrganizer(page);
  await page.goto(`/meeting/${o.meetingId}/settings?tab=payment-review`);
  const row = page.locator('tr[data-row]', { hasText: String(p.info.name) });
  await row.getByTestId('row-proof').click();
  const frame = page.getByTestId('pdf-preview');
  await expect(frame).toBeVisible();
  const src = (await frame.getAttribute('src'))!;
  expect(src).toMatch(/^\/api\/registrations\/proofs\/[a-f0-9]{32}\.pdf\/proof\.pdf\?exp=\d+&sig=[\w-]+$/);
  const file = await page.request.get(src);
  expect([file.status(), file.headers()['content-type']]).toEqual([200, 'application/pdf']);
  // the frame navigated to the proof itself (not blocked by the page's own security headers) and
  // Chromium's PDF viewer draws it inline (no download, no broken image)
  await expect.poll(() => page.frames().some((f) => f.url().includes(src.split('?')[0]))).toBe(true);
  const viewer = () => page.frames().some((f) => f.url().startsWith('chrome-extension://'));
  await expect.poll(viewer).toBe(true);
  expect(blocked).toEqual([]);
  await page.getByTestId('image-dialog').getByRole('button', { name: '关闭' }).click();
  await row.getByTestId('row-detail').click();
  const detail = page.getByTestId('detail-dialog');
  // the proof by the name it was uploaded with, as a link (never its signed address printed)
  await expect(detail.getByTestId('file-link')).toHaveText('proof.pdf');
  await expect(detail.getByTestId('file-link')).toHaveAttribute('href', /\.pdf\/proof\.pdf\?exp=/);
  await expect(detail).not.toContainText('sig=');
  await expect(detail.locator('[data-field="totalAmount"]')).toHaveText('¥299');
  await expect(detail.locator('[data-field="transferReference"]')).toHaveText(reg.transferReference);
  await shots(page, 'review-detail', () => row.getByTestId('row-detail').click());
  await shots(page, 'review-pdf', async () => {
    await row.getByTestId('row-proof').click();
    await expect.poll(viewer).toBe(true);
    await page.waitForTimeout(800); // the viewer draws the page after it loads
  });
  await shots(page, 'review-menu', () => row.getByTestId('row-more').click());
});

test('axe: the participant centre and the payment review, light and dark', async ({ browser, request }) => {
  const p = await newParticipant(request, o, `无障碍${Date.now() % 1e4}`);
  const reg = await submitAs(request, o, p, { ticketType: '标准票', formData: { name: p.info.name }, total: 299 });
  const { phone, card } = await centreOnPhone(browser, o.meetingId, p, reg.id);
  await expect(card.getByTestId('pay-to')).toBeVisible();
  expect(await axe(phone, '[data-testid="my-registrations"]')).toEqual([]);
  await dark(phone);
  expect(await axe(phone, '[data-testid="my-registrations"]')).toEqual([]);

  const page = await browser.newPage();
  await asOrganizer(page);
  await page.goto(`/meeting/${o.meetingId}/settings?tab=payment-review`);
  await expect(page.locator('tr[data-row]').first()).toBeVisible();
  expect(await axe(page, '[data-screen="admin-list"]')).toEqual([]);
  await dark(page);
  expect(await axe(page, '[data-screen="admin-list"]')).toEqual([]);
  // the review's dialogs: the payment detail and the cancel form
  const row = page.locator('tr[data-row]', { hasText: String(p.info.name) });
  await row.getByTestId('row-detail').click();
  expect(await axe(page, '[data-testid="detail-dialog"]')).toEqual([]);
  await page.getByTestId('detail-dialog').getByRole('button', { name: '关闭' }).click();
  await row.getByTestId('row-more').click();
  await page.getByTestId('row-more-menu').getByText('取消报名').click();
  expect(await axe(page, '[data-testid="dialog-form"]')).toEqual([]);
});
