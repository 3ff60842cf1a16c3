import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { storeSession } from './helpers';
import { PNG, asParticipant, newParticipant, openFlow, ticketPage, type OpenFlow, type Participant } from './registration-setup';

// The whole story of one registration, as the people who touch it see it, in the real server, database
// and built UI (issue 13's "done when"):
// 1. the organizer designs the form in the designer: basic-info fields (name, organization, position)
//    and a required CV file; saves it;
// 2. a participant registers on a phone with Chinese names, uploads the CV under a Chinese file name,
//    pays by bank transfer and uploads a proof;
// 3. the organizer rejects the proof with a reason; the participant's centre shows the reason and that
//    the place is held; the participant uploads again; the organizer approves;
// 4. the participant list shows the form's name and organization, the record's CV keeps its name and
//    downloads with it, the scanner (confirming each) names the person and checks them in, and the
//    exported CSV, read back, carries the name, the organization and the CV's name.

const BANK = { bankName: '中国银行杭州分行', bankAccount: '6217 0000 9999 0002', accountName: '杭州会务服务有限公司' };
const CV = '王小明 简历.pdf';
const NAME = '王小明';
const WORKPLACE = '杭州数智科技有限公司';
const POSITION = '首席架构师';
let o: OpenFlow;
let p: Participant;
let regId = 0;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  // the meeting, its flow with one paid ticket and where to pay; the form is left to the designer
  o = await openFlow(request, 'E2E 全流程论坛', { ticketPage: ticketPage([{ type: '标准票', amount: 1, price: 680 }]), bankTransferPage: BANK });
  p = await newParticipant(request, o, '账号昵称');
});

const asOrganizer = (page: Page) => storeSession(page, o.org.token, o.org.user);

test('1. the organizer designs the form: basic-info fields and a CV file', async ({ page }) => {
  await asOrganizer(page);
  await page.goto(`/meeting/${o.meetingId}/page-design/${o.flowId}`);
  await page.getByTestId('tab-form').click();
  for (const id of ['name', 'workplace', 'position', 'resume']) await page.getByTestId(`lib-${id}`).click();
  // the library's basic fields fill the participant record
  await expect(page.getByTestId('bound-name')).toHaveText('绑定：姓名');
  await expect(page.getByTestId('bound-workplace')).toBeVisible();
  for (const id of ['name', 'resume']) {
    await page.getByTestId(`edit-${id}`).click();
    await page.getByTestId('field-dialog').locator('input[name="required"]').check();
    await page.getByTestId('field-save').click();
  }
  await page.getByTestId('save-all').click();
  await expect(page.getByText('页面设计配置保存成功').first()).toBeVisible();
});

/** Next until the flow shows `target`. */
async function nextUntil(page: Page, target: string) {
  const step = page.getByTestId('flow-view');
  for (let i = 0; i < 12 && (await step.getAttribute('data-step')) !== target; i++) await page.getByTestId('flow-next').click();
  await expect(step).toHaveAttribute('data-step', target);
}

test('2. a participant registers on a phone in Chinese, with the CV, and uploads a proof', async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await asParticipant(page, o.meetingId, p);
  await page.goto(`/meeting/${o.meetingId}/register/${o.flowId}`);
  await expect(page.getByTestId('ticket-标准票')).toContainText('剩余 1');
  await page.getByTestId('ticket-标准票').click();
  await nextUntil(page, 'form');
  await page.getByLabel(/姓名/).fill(NAME);
  await page.getByLabel(/工作单位/).fill(WORKPLACE);
  await page.getByLabel(/职位/).fill(POSITION); // the library's label is the participant's (fields.participant.position)
  await page.locator('input[type="file"]').setInputFiles({ name: CV, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF') });
  await expect(page.getByTestId('file-resume')).toHaveText(CV);
  await nextUntil(page, 'cart');
  await expect(page.getByTestId('cart-answer-resume')).toContainText(CV);
  await nextUntil(page, 'pay');
  await page.getByTestId('pay-bankCard').click();
  await page.getByTestId('flow-next').click();
  await expect(page.getByTestId('flow-view')).toHaveAttribute('data-step', 'bankTransfer');
  await expect(page.getByTestId('bank-pay-to-amount')).toHaveText('¥680');
  await page.getByTestId('proof-input').setInputFiles({ name: '转账截图.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('proof-done')).toBeVisible();
  await page.getByTestId('flow-next').click();
  await expect(page.getByTestId('result-pending')).toBeVisible();
  const [mine] = (await (await page.request.get('/api/registrations/mine', { headers: p.headers })).json()).data;
  expect(mine).toMatchObject({ registrationStatus: 'awaiting_payment', paymentStatus: 'pending' });
  regId = mine.id;
  await page.close();
});

/** The payment review, the row of the participant. */
async function review(page: Page) {
  await asOrganizer(page);
  await page.goto(`/meeting/${o.meetingId}/settings?tab=payment-review`);
  const row = page.locator('tr[data-row]', { hasText: NAME });
  await expect(row).toBeVisible();
  return row;
}

async function centre(browser: Browser) {
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await asParticipant(phone, o.meetingId, p);
  await phone.goto(`/participant-center/${o.meetingId}`);
  return { phone, card: phone.getByTestId(`registration-${regId}`) };
}

test('3. rejected with a reason, the place held; the participant uploads again; approved', async ({ page, browser, request }) => {
  let row = await review(page);
  // the list names the person by the form's name, not the account's
  await expect(row).toContainText(NAME);
  await row.getByTestId('row-reject').click();
  const form = page.getByTestId('dialog-form');
  await form.getByLabel('金额不符').check();
  await form.getByLabel('详细说明').fill('转账金额少 80 元，请补足后重新上传');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已拒绝该支付')).toBeVisible();

  // the place stays held: nobody else can take the only one
  const other = await newParticipant(request, o, '李四');
  const taken = await request.post('/api/registrations/submit', {
    data: { meetingId: o.meetingId, flowId: o.flowId, designVersion: o.version + 1, paymentMethod: 'bankCard', ticketType: '标准票', formData: { name: '李四', resume: '' }, total: 680 },
    headers: { ...other.headers, 'idempotency-key': `journey-other-${Date.now()}` },
  });
  expect([taken.status(), (await taken.json()).message]).toEqual([409, '该门票名额已满']);

  const { phone, card } = await centre(browser);
  await expect(card.getByTestId('registration-status')).toHaveText('待支付');
  await expect(card.getByTestId('reject-reason')).toContainText('金额不符');
  await expect(card.getByTestId('reject-details')).toHaveText('转账金额少 80 元，请补足后重新上传');
  await expect(card.getByTestId('place-held')).toContainText('名额');
  await card.getByTestId(`proof-input-${regId}`).setInputFiles({ name: '补款截图.png', mimeType: 'image/png', buffer: PNG });
  await expect(card.getByTestId('payment-status')).toHaveText('待审核');
  await phone.close();

  row = await review(page);
  await row.getByTestId('row-approve').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByText('审核通过').last()).toBeVisible();

  const after = await centre(browser);
  await expect(after.card.getByTestId('registration-status')).toHaveText('已确认');
  await expect(after.card.getByTestId('checkin-code')).toBeVisible();
  await after.phone.close();
});

test('4. the list, the record, the scanner and the export carry the form’s name, organization and the CV’s name', async ({ page }) => {
  await asOrganizer(page);
  await page.goto(`/meeting/${o.meetingId}/settings?tab=user-management`);
  const row = page.locator('tr[data-row]', { hasText: NAME });
  await expect(row).toContainText(WORKPLACE);
  await expect(row).toContainText(POSITION);
  await expect(row).not.toContainText('账号昵称');

  // the record's form answers: the CV by its name, downloaded with it
  await row.locator('[data-action="history"]').click();
  await page.getByTestId('list-dialog').getByTestId('list-row-view').first().click();
  const link = page.getByTestId('detail-dialog').getByTestId('form-data-file');
  await expect(link).toHaveText(CV);
  const file = await page.request.get((await link.getAttribute('href'))!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(CV)}`);
  await page.keyboard.press('Escape');

  // at the door, confirming each: the code the participant holds names the person by the form; confirmed, in
  const code = await participantCode(page);
  await page.goto(`/scanner-checkin/${o.meetingId}`);
  await page.getByRole('radio', { name: '逐个确认' }).check();
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.type(code.toLowerCase(), { delay: 10 });
  await page.keyboard.press('Enter');
  const result = page.locator('[data-scan-result]');
  await expect(result.locator('[data-field="name"]')).toHaveText(NAME);
  await expect(result.locator('[data-field="company"]')).toHaveText(WORKPLACE);
  await expect(result.locator('[data-field="position"]')).toHaveText(POSITION);
  await result.locator('[data-action="confirm"]').click();
  await expect(page.locator('[data-verdict="admitted"]')).toBeVisible();
  await page.keyboard.press('Escape');

  // the export, read back from the file
  await page.goto(`/meeting/${o.meetingId}/settings?tab=user-management`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid="list-toolbar"] [data-action="exportCsv"]').click()]);
  const lines = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split(/\r?\n/);
  const line = lines.find((l) => l.includes(NAME))!;
  expect(line, lines.join('\n')).toBeTruthy();
  for (const value of [WORKPLACE, POSITION, '已签到', CV]) expect(line).toContain(value);
});

/** The code on the participant's e-ticket, as the participant's centre shows it. */
async function participantCode(page: Page) {
  const phone = await page.context().browser()!.newPage({ viewport: { width: 390, height: 844 } });
  await asParticipant(phone, o.meetingId, p);
  await phone.goto(`/participant-center/${o.meetingId}`);
  const code = (await phone.getByTestId(`registration-${regId}`).getByTestId('checkin-code').textContent())!.trim();
  await phone.close();
  return code;
}
