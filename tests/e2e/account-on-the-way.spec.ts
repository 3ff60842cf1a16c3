import { expect, test } from '@playwright/test';
import { codeFor, solveCaptcha, uniquePhone } from './helpers';
import { openFlow, ticketPage } from './registration-setup';

// An account at the right moment (issue 16 item 2): a visitor with no account walks the flow on a
// phone, fills the form, and where the submission needs an account proves a phone by a code in the
// flow's own dialog; the account is made on the spot, nothing typed is lost, no second login, and the
// registration carries the answers. The code is read from the super admin's code log.

test('a visitor fills the form first, proves a phone inline, and submits with every answer kept', async ({ browser, request }) => {
  const o = await openFlow(request, 'E2E 随到随注册会议', {
    ticketPage: ticketPage([{ type: '免费票', amount: 20, price: 0 }]),
    formPage: { formGroups: [{ id: 'g1', name: '基本信息', fields: [{ id: 'name', label: '姓名', fieldType: 'text', required: true }, { id: 'workplace', label: '工作单位', fieldType: 'text' }] }] },
  });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`/meeting/${o.meetingId}/register/${o.flowId}`);
  const step = page.getByTestId('flow-view');
  await page.getByTestId('ticket-免费票').click();
  for (let i = 0; i < 6 && (await step.getAttribute('data-step')) !== 'form'; i++) await page.getByTestId('flow-next').click();
  await page.getByLabel(/姓名/).fill('陈一鸣');
  await page.getByLabel(/工作单位/).fill('西湖大学');

  // the account is asked for here; a phone proven by a code makes it
  await page.getByTestId('flow-login-code').click();
  const login = page.getByTestId('participant-login');
  await expect(login.getByTestId('participant-code-hint')).toHaveText('未注册的手机号或邮箱验证后将自动创建本会议的参会账号');
  const phone = uniquePhone();
  await login.getByTestId('participant-code-recipient').fill(phone);
  await solveCaptcha(page, login);
  await login.getByTestId('participant-code-send').click();
  await login.getByTestId('participant-code').fill(await codeFor(request, phone));
  await login.getByTestId('participant-code-submit').click();
  await expect(page.getByText('已为您创建账号并登录').first()).toBeVisible();
  await expect(login).toBeHidden();
  await expect(page.getByTestId('flow-login')).toHaveCount(0);
  // nothing typed was lost
  await expect(page.getByLabel(/姓名/)).toHaveValue('陈一鸣');
  await expect(page.getByLabel(/工作单位/)).toHaveValue('西湖大学');
  // a free ticket: no payment step; the cart submits and the registration is confirmed
  await page.getByTestId('flow-next').click();
  await expect(step).toHaveAttribute('data-step', 'cart');
  await expect(page.getByTestId('flow-next')).toHaveText('提交报名');
  await expect(page.getByTestId('flow-steps')).toContainText('确认信息');
  await expect(page.getByTestId('flow-steps')).not.toContainText('支付方式');
  await page.getByTestId('flow-next').click();
  await expect(step).toHaveAttribute('data-step', 'success');
  await expect(page.getByTestId('result-success')).toBeVisible();
  // nothing to pay: no transfer reference or amount on the result
  await expect(page.getByTestId('result-state')).toHaveText('已确认');
  await expect(page.getByTestId('result-reference')).toHaveCount(0);

  const token = await page.evaluate((m) => JSON.parse(localStorage.getItem(`conflow.participant.${m}`) ?? '{}').jwtToken, o.meetingId);
  const [reg] = (await (await request.get('/api/registrations/mine', { headers: { 'participant-token': `Bearer ${token}` } })).json()).data;
  expect(reg.formData.name).toMatchObject({ value: '陈一鸣' });
  // the account is the proven phone's, with the form's name and organization on its record
  const info = (await (await request.get('/api/participants/info', { headers: { 'participant-token': `Bearer ${token}` } })).json()).data;
  expect(info).toMatchObject({ phone, name: '陈一鸣', workplace: '西湖大学' });
});
