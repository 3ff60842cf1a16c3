import { expect, test } from '@playwright/test';
import { loginThroughDialog, registerOrganizer, solveCaptcha, storeSession } from './helpers';
import { api, staffOf } from './registration-setup';

// 权限管理 against the real server: an organizer creates a sub-account (token shown once), gives it the
// check-in role on one meeting; the staff account logs in through the dialog and, on a phone, sees only that
// meeting, opens its settings with only the sections its role reaches, and is refused payment review.

const day = (d: number) => new Date(Date.now() + 8 * 3600_000 + d * 86_400_000).toISOString().slice(0, 10);
const meeting = (title: string) => ({
  title, description: '员工权限', type: 'domestic', status: 'preparing', manager: '王经理', location: '杭州',
  startTime: `${day(20)} 09:00:00`, endTime: `${day(21)} 18:00:00`, subVenues: [{ name: '主会场', location: '一楼', capacity: 500 }],
});

test('an organizer gives a sub-account the check-in role; the staff account works only there', async ({ page, request }) => {
  const org = await registerOrganizer(request, { username: `pr${String(Date.now()).slice(-7)}`, password: 'secret-123' });
  const as = { authorization: `Bearer ${org.token}` };
  const door = await api(request, 'post', '/api/co/meeting', meeting('门口的会议'), as);
  const other = await api(request, 'post', '/api/co/meeting', meeting('另一场会议'), as);
  const staff = `door${String(Date.now()).slice(-6)}`;

  await page.goto('/');
  await loginThroughDialog(page, org.username, 'secret-123');
  await expect(page.getByText('登录成功')).toBeVisible();
  await page.goto('/admin-center?tab=permissions');
  await expect(page.getByText('还没有子账号')).toBeVisible();
  await page.getByTestId('staff-create').click();
  const form = page.getByTestId('dialog-form');
  await form.getByLabel('用户名').fill(staff);
  await form.getByLabel('姓名').fill('门口小王');
  await form.getByRole('button', { name: '新建子账号' }).click();
  const token = await page.getByTestId('sub-auth-token').inputValue();
  expect(token).toMatch(/^[\w-]{16}$/);
  await page.getByTestId('token-done').click();
  await expect(page.getByTestId('sub-auth-token')).toHaveCount(0); // shown once

  await page.getByTestId(`assign-${staff}`).click();
  const dialog = page.getByTestId('roles-dialog');
  await dialog.getByTestId('roles-meeting').selectOption(String(door.id));
  await dialog.getByTestId('role-checkin').check();
  await dialog.getByTestId('roles-save').click();
  await expect(page.getByText('角色已保存')).toBeVisible();
  await expect(page.locator(`[data-staff="${staff}"] [data-grant="${door.id}"]`)).toContainText('签到人员');
  await page.screenshot({ path: test.info().outputPath('permissions.png'), fullPage: true });

  // the staff account, logged in through the dialog's sub-account tab, on a phone
  await page.getByTestId('console-user-menu').click();
  await page.getByTestId('console-menu-logout').click();
  await expect(page.getByText('退出登录成功')).toBeVisible();
  await page.goto('/');
  await page.getByTestId('nav-login').first().click();
  const login = page.locator('[role="dialog"]');
  await login.getByTestId('login-tab-subAccount').click();
  await login.getByTestId('login-master-account').fill(org.username);
  await login.getByTestId('login-sub-account').fill(staff);
  await login.getByTestId('login-auth-token').fill(token);
  await solveCaptcha(page, login);
  await login.getByTestId('login-submit').click();
  await expect(page.getByText('登录成功')).toBeVisible();

  // at the door: a phone
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin-center?tab=meetings');
  await expect(page.getByText('门口的会议')).toBeVisible();
  await expect(page.getByText('另一场会议')).toHaveCount(0);
  await expect(page.locator('[data-nav="permissions"]')).toHaveCount(0);

  await page.goto(`/meeting/${door.id}/settings`);
  // the default section (website) is not its: the first one it reaches opens (the sidebar is a drawer on a phone)
  await expect(page.locator('[data-nav="user-management"][aria-current="page"]')).toHaveCount(1);
  await expect(page.locator('[data-nav="payment-review"]')).toHaveCount(0);
  await expect(page.locator('[data-nav="website"]')).toHaveCount(0);
  await page.goto(`/scanner-checkin/${door.id}`);
  await expect(page.locator('[data-screen="scanner-checkin"]')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('staff-scanner-phone.png'), fullPage: true });

  // the server: payment review and the other meeting are refused
  const me = await staffOf(request, org, other.id, ['viewer'], `${staff}v`);
  const headers = { authorization: `Bearer ${(await page.evaluate(() => sessionStorage.getItem('conflow.token') ?? localStorage.getItem('conflow.token')))!}` };
  expect((await request.get(`/api/co/payments/meeting/${door.id}`, { headers })).status()).toBe(403);
  expect((await request.get(`/api/co/checkin/meeting/${other.id}/stats`, { headers })).status()).toBe(403);
  expect((await request.get(`/api/co/checkin/meeting/${door.id}/stats`, { headers })).status()).toBe(200);
  // the helper's viewer account reads the other meeting only
  expect((await request.get(`/api/co/meeting/${other.id}`, { headers: me.as })).status()).toBe(200);
  expect((await request.get(`/api/co/meeting/${door.id}`, { headers: me.as })).status()).toBe(403);
});

test('a viewer reads every section its role reaches with no button the server would refuse; an editor gets them back', async ({ page, request }) => {
  const org = await registerOrganizer(request);
  const as = { authorization: `Bearer ${org.token}` };
  const m = await api(request, 'post', '/api/co/meeting', meeting('只读的会议'), as);
  await api(request, 'post', `/api/co/meeting/${m.id}/registration-flows`, { type: 'attendee', name: '观众报名', currency: 'CNY' }, as);
  const viewer = await staffOf(request, org, m.id, ['viewer'], `view${String(Date.now()).slice(-6)}`);
  await storeSession(page, viewer.token, viewer.user);

  // registration flows: the list, and nothing to create, edit, copy, delete or design; the switch shows its state only
  await page.goto(`/meeting/${m.id}/settings?tab=registration-settings`);
  const row = page.locator('tr', { hasText: '观众报名' });
  await expect(row).toBeVisible();
  await expect(page.locator('[data-testid="list-toolbar"] [data-action="create"]')).toHaveCount(0);
  // only the ways to read the flow's tickets and its waiting list, which a viewer may
  await expect(row.locator('[data-action]:not([data-action="tickets"]):not([data-action="waitlist"])')).toHaveCount(0);
  await expect(row.locator('[data-action="tickets"]')).toHaveCount(1);
  await expect(row.locator('[data-action="waitlist"]')).toHaveCount(1);
  await expect(row.getByRole('switch')).toBeDisabled();
  // the website: its state and links, no publish switch to flip, no editor
  await page.goto(`/meeting/${m.id}/settings?tab=website`);
  await expect(page.getByTestId('website-publish')).toBeDisabled();
  await expect(page.locator('[data-action="edit-website"]')).toHaveCount(0);
  await expect(page.getByTestId('link-pc')).toBeVisible();
  // hotels: nothing to add; participants: the list without the door's scanner; statistics without its settings
  await page.goto(`/meeting/${m.id}/settings?tab=hotel-management`);
  await expect(page.locator('[data-screen="hotel-list"]')).toBeVisible();
  await expect(page.locator('[data-action="add-hotel"], [data-action="quick-add"]')).toHaveCount(0);
  await page.goto(`/meeting/${m.id}/settings?tab=user-management`);
  await expect(page.locator('[data-subtab="list"]')).toBeVisible();
  await expect(page.locator('[data-subtab="scanner"]')).toHaveCount(0);
  await page.goto(`/meeting/${m.id}/settings?tab=userinfo`);
  await expect(page.locator('[data-screen="meeting-statistics"]')).toBeVisible();
  await expect(page.locator('[data-action="settings"]')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('viewer-statistics.png'), fullPage: true });

  // the same person made editor: the buttons are back (the answer comes from the server's route declarations)
  const editor = await staffOf(request, org, m.id, ['editor'], `edit${String(Date.now()).slice(-6)}`);
  const page2 = await page.context().browser()!.newPage();
  await storeSession(page2, editor.token, editor.user);
  await page2.goto(`/meeting/${m.id}/settings?tab=registration-settings`);
  await expect(page2.locator('tr', { hasText: '观众报名' }).locator('[data-action="edit"]')).toBeVisible();
  await expect(page2.locator('[data-testid="list-toolbar"] [data-action="create"]')).toBeVisible();
  await page2.goto(`/meeting/${m.id}/settings?tab=website`);
  await expect(page2.getByTestId('website-publish')).toBeEnabled();
  await page2.close();
});
