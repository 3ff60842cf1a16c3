import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { proveInRegisterDialog, registerOrganizer, registerParticipantAccount } from './helpers';

// A visitor of a published meeting registers a participant account (the phone proven by a code, the
// agreement asked first) and is logged in at once; after logging out, logs in (a participant of another meeting is told it does not belong), is asked to complete the
// profile before registering, completes it in the participant centre and picks a registration flow.
// On a phone-sized screen.

test.use({ viewport: { width: 390, height: 844 } });

async function meeting(request: APIRequestContext, token: string, title: string) {
  const auth = { authorization: `Bearer ${token}` };
  const day = (d: number) => new Date(Date.now() + d * 86400_000 + 8 * 3600_000).toISOString().slice(0, 10);
  const r = await request.post('/api/co/meeting', {
    headers: auth,
    data: { title, type: 'domestic', status: 'preparing', manager: '王经理', startTime: `${day(10)} 09:00:00`, endTime: `${day(11)} 18:00:00`, location: '杭州国际博览中心', subVenues: [{ name: '主会场', capacity: 500 }] },
  });
  expect(r.status()).toBe(200);
  const m = (await r.json()).data as { id: number };
  expect((await request.put(`/api/co/meeting/${m.id}/website-status`, { headers: auth, data: { websiteStatus: 'active' } })).status()).toBe(200);
  const f = await request.post(`/api/co/meeting/${m.id}/registration-flows`, { headers: auth, data: { type: 'attendee', name: '普通参会', currency: 'CNY', language: 'zh' } });
  expect(f.status()).toBe(200);
  const flow = (await f.json()).data as { id: number };
  expect((await request.put(`/api/co/meeting/${m.id}/registration-flows/${flow.id}/status`, { headers: auth, data: { enabled: true } })).status()).toBe(200);
  return { ...m, flowId: flow.id };
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

test('register, login, complete the profile, choose a flow', async ({ page, request }) => {
  test.setTimeout(90_000);
  const o = await registerOrganizer(request);
  const m = await meeting(request, o.token, 'E2E 参会人大会');
  const other = await meeting(request, o.token, 'E2E 另一场会议');
  const outsider = { phone: `139${String(Date.now()).slice(-8)}`, username: 'outsider', password: 'pass-5678' };
  await registerParticipantAccount(request, { ...outsider, meetingId: other.id });

  await page.goto(`/meeting/${m.id}/participant`);
  await expect(page.getByTestId('participant-entry-title')).toHaveText('E2E 参会人大会');
  await page.getByTestId('participant-open-register').click();
  const reg = page.getByTestId('participant-register');
  await expect(reg.getByText('注册您的即时账号')).toBeVisible();
  const phone = `137${String(Date.now()).slice(-8)}`;
  await reg.getByTestId('participant-register-phone').fill(phone);
  // no code yet: asked for before anything is sent
  await reg.getByTestId('participant-register-username').fill('王小明');
  await reg.getByTestId('participant-register-submit').click();
  await expect(reg.getByTestId('participant-register-code-error')).toHaveText('请输入验证码');
  await proveInRegisterDialog(page, request, phone);
  await reg.getByTestId('participant-register-password').fill('pass-1234');
  await reg.getByTestId('participant-register-confirm').fill('pass-1234');
  await reg.getByTestId('participant-register-submit').click();
  await expect(reg.getByText('请同意服务条款和隐私协议')).toBeVisible();
  await reg.getByTestId('participant-register-agree').check();
  await reg.getByTestId('participant-register-submit').click();
  // registered means logged in: no second login
  await expect(toast(page, '注册成功，已为您登录')).toBeVisible();
  await expect(reg).toBeHidden();
  await expect(page.getByTestId('participant-menu')).toContainText('王小明');
  await page.getByTestId('participant-menu').click();
  await page.getByTestId('participant-menu-logout').click();
  await page.getByTestId('participant-logout-ok').click();
  await page.getByTestId('participant-open-login').click();

  // an account of another meeting is refused exactly as a wrong password
  // (telling them apart would tell a guesser the password was right: README, Security)
  const login = page.getByTestId('participant-login');
  await login.getByTestId('participant-login-account').fill(outsider.username);
  await login.getByTestId('participant-login-password').fill(outsider.password);
  await login.getByTestId('participant-login-submit').click();
  await expect(login.getByTestId('participant-login-error')).toHaveText('登录失败，请检查账号密码');
  await login.getByTestId('participant-login-tab-code').click();
  await expect(login.getByTestId('participant-code-hint')).toHaveText('未注册的手机号或邮箱验证后将自动创建本会议的参会账号');
  await login.getByTestId('participant-login-tab-password').click();
  await login.getByTestId('participant-login-account').fill(phone);
  await login.getByTestId('participant-login-password').fill('pass-1234');
  await login.getByTestId('participant-login-submit').click();
  await expect(toast(page, '登录成功')).toBeVisible();
  await expect(page.getByTestId('participant-menu')).toContainText('王小明');
  const stored = await page.evaluate((id) => JSON.parse(localStorage.getItem(`conflow.participant.${id}`) ?? 'null'), m.id);
  expect(stored.userInfo.username).toBe('王小明');

  // register now: the profile is incomplete, so 立即完善 leads to the participant centre's form
  await page.getByTestId('participant-entry-register-now').click();
  const check = page.getByTestId('participant-profile-check');
  await expect(check).toContainText('邮箱');
  await expect(check).toContainText('职位');
  await page.getByTestId('participant-profile-complete').click();
  await expect(page).toHaveURL(new RegExp(`/participant-center/${m.id}\\?edit=1`));
  const form = page.getByTestId('dialog-form');
  await form.getByLabel('邮箱').fill('wang@example.com');
  await form.getByLabel('男', { exact: true }).check();
  await form.getByLabel('工作单位').fill('浙江大学');
  await form.getByLabel('职位').fill('研究员');
  await form.getByRole('button', { name: /保存/ }).first().click();
  await expect(toast(page, '个人资料已保存')).toBeVisible();
  await expect(page.getByTestId('participant-profile-email')).toHaveText('wang@example.com');
  await expect(page.getByTestId('participant-center-meeting')).toHaveText('E2E 参会人大会');

  // now the flow chooser: confirm needs a choice, then the flow's registration page
  await page.getByTestId('participant-center-register').click();
  const chooser = page.getByTestId('participant-flow-chooser');
  await expect(chooser.getByTestId(`participant-flow-${m.flowId}`)).toContainText('普通参会');
  await page.getByTestId('participant-flow-confirm').click();
  await expect(toast(page, '请选择一个报名流程')).toBeVisible();
  await page.getByTestId(`participant-flow-${m.flowId}`).click();
  await page.getByTestId('participant-flow-confirm').click();
  await expect(page).toHaveURL(new RegExp(`/meeting/${m.id}/register/${m.flowId}$`));

  // the participant centre lists the meeting logged in to
  await page.goto('/participant-center');
  await expect(page.getByTestId(`participant-center-meeting-${m.id}`)).toBeVisible();
});
