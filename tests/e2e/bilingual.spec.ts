import { expect, test, type Page } from '@playwright/test';
import { storeSession } from './helpers';
import { asParticipant, newParticipant, openFlow, ticketPage, type OpenFlow, type Participant } from './registration-setup';

// Bilingual designs: the organizer gives a form field (label and choices) and a ticket (name and
// description) English texts in the page designer; a participant on a phone opens the flow in Chinese,
// meets a form error, switches to English: the error, every label, choice and ticket name read in
// English, and a field without English shows its Chinese label.

let o: OpenFlow;
let p: Participant;
const shot = (page: Page, name: string) => (process.env.SHOTS ? page.screenshot({ path: `${process.env.SHOTS}/${name}.png`, fullPage: true }) : undefined);

test.beforeAll(async ({ request }) => {
  o = await openFlow(request, 'E2E 双语大会', {
    ticketPage: { ...ticketPage([{ type: '标准票', price: 0 }]), showTicketDesc: true },
    subVenuePage: { skipPage: true },
    formPage: {
      formGroups: [{
        id: 'g1', name: '基本信息', fields: [
          { id: 'diet', label: '饮食习惯', fieldType: 'radio', options: ['素食', '清真'], required: true },
          { id: 'city', label: '所在城市', fieldType: 'text', required: true },
        ],
      }],
    },
  });
  p = await newParticipant(request, o, '王五');
});

test('English texts given in the designer reach the participant, errors follow the language', async ({ page, browser }) => {
  await storeSession(page, o.org.token, o.org.user);
  // the ticket's English texts: in the flow's ticket settings (tickets are records since issue 18)
  await page.goto(`/meeting/${o.meetingId}/flow-tickets/${o.flowId}`);
  await page.locator('tr[data-row]', { hasText: '标准票' }).locator('[data-action="edit"]').click();
  const ticket = page.getByRole('dialog');
  await ticket.getByLabel(/^英文名称/).fill('Standard ticket');
  await ticket.getByLabel(/^门票说明/).fill('含午餐');
  await ticket.getByLabel(/^英文说明/).fill('Lunch included');
  await shot(page, 'ticket-settings-zh-light');
  await ticket.getByRole('button', { name: /保存|确定|提交/ }).click();
  await expect(ticket).toHaveCount(0);
  await page.goto(`/meeting/${o.meetingId}/page-design/${o.flowId}`);
  await page.getByTestId('tab-form').click();
  await page.getByTestId('edit-diet').click();
  const dialog = page.getByTestId('field-dialog');
  await dialog.locator('input[name="labelEn"]').fill('Diet');
  await dialog.locator('textarea[name="optionsEn"]').fill('Vegetarian\nHalal\nExtra');
  await page.getByTestId('field-save').click();
  await expect(page.getByText('英文选项的行数不能多于选项').first()).toBeVisible(); // one line too many
  await dialog.locator('textarea[name="optionsEn"]').fill('Vegetarian\nHalal');
  await shot(page, 'designer-field-dialog-zh-light');
  await page.getByTestId('field-save').click();
  await expect(dialog).toHaveCount(0);
  await page.getByTestId('save-all').click();
  await expect(page.getByText('页面设计配置保存成功').first()).toBeVisible();

  // the participant, on a phone, in Chinese first
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await asParticipant(phone, o.meetingId, p);
  await phone.goto(`/meeting/${o.meetingId}/register/${o.flowId}`);
  await expect(phone.getByTestId('ticket-标准票')).toContainText('标准票');
  await expect(phone.getByTestId('ticket-desc-标准票')).toHaveText('含午餐');
  await phone.getByTestId('ticket-标准票').click();
  await phone.getByTestId('flow-next').click();
  await expect(phone.getByTestId('flow-form')).toBeVisible();
  await phone.getByTestId('flow-next').click();
  const form = phone.getByTestId('flow-form');
  await expect(form).toContainText('请填写饮食习惯');
  await expect(form).toContainText('请填写所在城市');
  await shot(phone, 'flow-form-zh-light');

  await phone.getByTestId('lang-toggle').first().click();
  await expect(phone.locator('html')).toHaveAttribute('lang', 'en');
  // the errors shown in Chinese now read in English; a field without English keeps its Chinese label
  await expect(form).toContainText('Please fill in Diet');
  await expect(form).toContainText('Please fill in 所在城市');
  await expect(form).not.toContainText('请填写');
  await expect(form).toContainText('Diet*'); // the label, required
  await expect(form.getByLabel('Vegetarian')).toBeVisible();
  await expect(form.getByLabel('Halal')).toBeVisible();
  await expect(form).not.toContainText('饮食习惯');
  await form.getByLabel('Halal').check();
  await expect(form).not.toContainText('Please fill in Diet');
  await phone.evaluate(() => localStorage.setItem('conflow.theme', 'dark'));
  await phone.reload();
  await expect(phone.getByTestId('flow-form')).toBeVisible();
  await shot(phone, 'flow-form-en-dark');

  await phone.getByTestId('flow-prev').click();
  await expect(phone.getByTestId('ticket-标准票')).toContainText('Standard ticket');
  await expect(phone.getByTestId('ticket-desc-标准票')).toHaveText('Lunch included');
  await shot(phone, 'flow-ticket-en-dark');
  await phone.getByTestId('flow-next').click();
  await phone.getByTestId('flow-form').getByLabel('所在城市').fill('Hangzhou');
  await phone.getByTestId('flow-next').click();
  await expect(phone.getByTestId('cart-ticket')).toContainText('Standard ticket');
  await expect(phone.getByTestId('cart-answer-diet')).toContainText('Diet');
  await expect(phone.getByTestId('cart-answer-diet')).toContainText('Halal');
  await shot(phone, 'flow-cart-en-dark');
  await phone.getByTestId('lang-toggle').first().click();
  await phone.evaluate(() => localStorage.setItem('conflow.theme', 'light'));
  await phone.reload();
  await expect(phone.getByTestId('cart-ticket')).toContainText('标准票');
  await expect(phone.getByTestId('cart-answer-diet')).toContainText('清真');
  await shot(phone, 'flow-cart-zh-light');
  await phone.close();
});
