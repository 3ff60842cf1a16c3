import { expect, test } from '@playwright/test';
import iconv from 'iconv-lite';
import { axe, dark } from './axe';
import { storeSession } from './helpers';
import { centreOnPhone, newParticipant, openFlow, submitAs, ticketPage } from './registration-setup';

// Issue 20 part 3 in the real server, database and built UI: a participant registers and owes 299 by
// bank transfer; the organizer opens 支付审核 → 银行流水, uploads the bank's GBK CSV (preamble lines above
// the header), checks the suggested ICBC mapping in the dialog, imports, selects the high-confidence
// line and confirms; the participant's centre then shows the registration confirmed with its e-ticket.

const FORM = { formGroups: [{ id: 'g1', name: '基本信息', fields: [{ id: 'name', label: '姓名', fieldType: 'text', required: true }] }] };
const BANK = { bankName: '中国工商银行杭州分行', bankAccount: '6222 0210 0100 1234 567', accountName: '杭州会务服务有限公司' };

const icbc = (rows: string[][]) => iconv.encode([
  '中国工商银行 账户历史明细', '账号：6222 0210 0100 1234 567', '',
  '交易日期,摘要,交易场所,交易金额(收入),交易金额(支出),记账金额(收入),记账金额(支出),余额,对方户名,对方账户',
  ...rows.map((r) => r.map((c) => `"${c}"`).join(',')),
].join('\r\n'), 'gbk');

test('the organizer imports a GBK statement, confirms the high-confidence match, and the participant is paid', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const o = await openFlow(request, 'E2E 银行流水', { ticketPage: ticketPage([{ type: '标准票', amount: 50, price: 299 }]), formPage: FORM, bankTransferPage: BANK });
  const p = await newParticipant(request, o, '林小雨');
  const reg = await submitAs(request, o, p, { ticketType: '标准票', formData: { name: '林小雨' }, total: 299 });
  expect(reg.registrationStatus).toBe('awaiting_payment');
  const ref = reg.transferReference as string;

  await storeSession(page, o.org.token, o.org.user);
  await page.goto(`/meeting/${o.meetingId}/settings?tab=payment-review&sub=statement`);
  await expect(page.getByTestId('statement-empty')).toBeVisible();
  const file = icbc([
    ['2026-11-20', `会议费 ${ref}`, '网上银行', '299.00', '', '299.00', '', '10,299.00', '林小雨', '6217001234567890'],
    ['2026-11-20', '货款', '网上银行', '1,000.00', '', '1,000.00', '', '11,299.00', '某某公司', '6217009999999999'],
  ]);
  await page.getByTestId('statement-file').setInputFiles({ name: '工行流水.csv', mimeType: 'text/csv', buffer: file });
  const dialog = page.getByTestId('mapping-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('mapping-header-row')).toHaveValue('4');
  await expect(dialog.locator('[data-mapping-field="credit"]')).toHaveValue('记账金额(收入)');
  await expect(dialog.getByTestId('mapping-preview')).toContainText('中国工商银行 账户历史明细');
  expect(await axe(page)).toEqual([]);
  await dialog.getByTestId('mapping-name').fill('工行导出');
  await dialog.getByTestId('mapping-import').click();
  await expect(dialog).toHaveCount(0);

  const lines = page.locator('[data-line]');
  await expect(lines).toHaveCount(2);
  await expect(lines.first().locator('[data-confidence]')).toHaveAttribute('data-confidence', 'high');
  await expect(lines.first()).toContainText(ref);
  await expect(lines.nth(1)).toHaveAttribute('data-status', 'unmatched');
  // nothing paid yet
  const before = await (await request.get(`/api/co/registrations/${reg.id}/events`, { headers: o.as })).json();
  expect(before.data.some((e: any) => e.action === 'markPaid')).toBe(false);
  expect(await axe(page)).toEqual([]);
  await dark(page);
  expect(await axe(page)).toEqual([]);

  await page.getByTestId('select-high').click();
  await expect(page.getByTestId('confirm-selected')).toContainText('1');
  await page.getByTestId('confirm-selected').click();
  await page.getByTestId('confirm-ok').click();
  await expect(lines.first()).toHaveAttribute('data-status', 'confirmed');

  const { phone, card } = await centreOnPhone(browser, o.meetingId, p, reg.id);
  await expect(card).toBeVisible();
  await expect(card.getByTestId('e-ticket').locator('img')).toBeVisible();
  await phone.close();
});
