import { expect, test } from '@playwright/test';
import { proveInRegisterDialog, registerParticipantAccount, uniquePhone } from './helpers';
import { openFlow, ticketPage } from './registration-setup';

// A visitor who never logged in walks a flow on a phone, fills the form and presses 提交报名: the page
// says plainly that the step needs an account (never "login expired") and opens the login where it is;
// the visitor picks "register" instead, proves the phone by a code (read from the super admin's code
// log), is logged in at once — no second login — and submits with every answer kept.

test('a new visitor signs up in the register dialog at the final submit, logged in at once, answers kept', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const o = await openFlow(request, 'E2E 提交时注册会议', {
    ticketPage: ticketPage([{ type: '免费票', amount: 20, price: 0 }]),
    formPage: { formGroups: [{ id: 'g1', name: '基本信息', fields: [{ id: 'name', label: '姓名', fieldType: 'text', required: true }, { id: 'position', label: '职位', fieldType: 'text' }] }] },
  });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`/meeting/${o.meetingId}/register/${o.flowId}`);
  const step = page.getByTestId('flow-view');
  await page.getByTestId('ticket-免费票').click();
  for (let i = 0; i < 6 && (await step.getAttribute('data-step')) !== 'form'; i++) await page.getByTestId('flow-next').click();
  // the notice says what is needed, to someone who has no account yet
  await expect(page.getByTestId('flow-login')).toContainText('提交报名需要本会议的参会账号');
  await page.getByLabel(/姓名/).fill('林知远');
  await page.getByLabel(/职位/).fill('工程师');
  await page.getByTestId('flow-next').click();
  await expect(step).toHaveAttribute('data-step', 'cart');

  // 提交报名 without an account: told plainly, and the login opens right here
  await page.getByTestId('flow-next').click();
  await expect(page.getByTestId('flow-notice')).toContainText('这一步需要本会议的参会账号');
  await expect(page.getByText('登录已过期')).toHaveCount(0);
  const login = page.getByTestId('participant-login');
  await expect(login).toBeVisible();
  await login.getByTestId('participant-login-to-register').click();

  const reg = page.getByTestId('participant-register');
  const phone = uniquePhone();
  await proveInRegisterDialog(page, request, phone);
  await reg.getByTestId('participant-register-username').fill('林知远');
  await reg.getByTestId('participant-register-password').fill('pass-1234');
  await reg.getByTestId('participant-register-confirm').fill('pass-1234');
  await reg.getByTestId('participant-register-agree').check();
  await reg.getByTestId('participant-register-submit').click();
  await expect(page.getByText('注册成功，已为您登录').first()).toBeVisible();
  await expect(reg).toBeHidden();
  await expect(page.getByTestId('participant-login')).toBeHidden();
  await expect(page.getByTestId('flow-login')).toHaveCount(0);
  await expect(page.getByTestId('flow-notice')).toHaveCount(0);

  // still on the cart, nothing lost; the submission goes through
  await expect(step).toHaveAttribute('data-step', 'cart');
  await page.getByTestId('flow-prev').click();
  await expect(page.getByLabel(/姓名/)).toHaveValue('林知远');
  await expect(page.getByLabel(/职位/)).toHaveValue('工程师');
  await page.getByTestId('flow-next').click();
  await expect(page.getByTestId('flow-next')).toHaveText('提交报名');
  await page.getByTestId('flow-next').click();
  await expect(step).toHaveAttribute('data-step', 'success');
  await expect(page.getByTestId('result-state')).toHaveText('已确认');

  const token = await page.evaluate((m) => JSON.parse(localStorage.getItem(`conflow.participant.${m}`) ?? '{}').jwtToken, o.meetingId);
  const info = (await (await request.get('/api/participants/info', { headers: { 'participant-token': `Bearer ${token}` } })).json()).data;
  expect(info).toMatchObject({ phone, username: '林知远', name: '林知远', position: '工程师' });
});

// A login that ends while the form is open (logged out elsewhere): the server's 401 at 提交报名 is the
// one place "login expired" is true; the flow forgets the login, offers it again where it is, and the
// answers survive logging back in.
test('a login gone before 提交报名 is offered again on the page, answers kept', async ({ browser, request }) => {
  const o = await openFlow(request, 'E2E 登录失效会议', {
    ticketPage: ticketPage([{ type: '免费票', amount: 20, price: 0 }]),
    formPage: { formGroups: [{ id: 'g1', name: '基本信息', fields: [{ id: 'name', label: '姓名', fieldType: 'text', required: true }] }] },
  });
  const who = { username: `gx${Date.now() % 1e6}`, password: 'pass-1234', phone: uniquePhone() };
  const { participant: p } = await registerParticipantAccount(request, { ...who, meetingId: o.meetingId });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.addInitScript(([m, s]) => localStorage.setItem(`conflow.participant.${m}`, s), [String(o.meetingId), JSON.stringify({ userInfo: p, sessionToken: p.sessionToken, jwtToken: p.jwtToken, loginTime: Date.now() })] as const);
  await page.goto(`/meeting/${o.meetingId}/register/${o.flowId}`);
  const step = page.getByTestId('flow-view');
  await page.getByTestId('ticket-免费票').click();
  for (let i = 0; i < 6 && (await step.getAttribute('data-step')) !== 'form'; i++) await page.getByTestId('flow-next').click();
  await expect(page.getByTestId('flow-login')).toHaveCount(0);
  await page.getByLabel(/姓名/).fill('周若水');
  await page.getByTestId('flow-next').click();
  await expect(step).toHaveAttribute('data-step', 'cart');

  // the session ends on the server (logged out in another tab)
  expect((await request.post('/api/participants/logout', { headers: { 'participant-token': `Bearer ${p.jwtToken}` } })).status()).toBe(200);
  await page.getByTestId('flow-next').click();
  await expect(page.getByTestId('flow-notice')).toContainText('登录已过期');
  await expect(page.getByTestId('flow-login')).toBeVisible();
  const login = page.getByTestId('participant-login');
  await expect(login).toBeVisible();
  await login.getByTestId('participant-login-tab-password').click();
  await login.getByTestId('participant-login-account').fill(who.username);
  await login.getByTestId('participant-login-password').fill(who.password);
  await login.getByTestId('participant-login-submit').click();
  await expect(login).toBeHidden();
  await expect(page.getByTestId('flow-notice')).toHaveCount(0);
  await page.getByTestId('flow-next').click();
  await expect(step).toHaveAttribute('data-step', 'success');
  const token = await page.evaluate((m) => JSON.parse(localStorage.getItem(`conflow.participant.${m}`) ?? '{}').jwtToken, o.meetingId);
  const [reg] = (await (await request.get('/api/registrations/mine', { headers: { 'participant-token': `Bearer ${token}` } })).json()).data;
  expect(reg.formData.name).toMatchObject({ value: '周若水' });
});
