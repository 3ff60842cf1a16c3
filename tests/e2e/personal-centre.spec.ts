import { expect, test, type Page } from '@playwright/test';
import { loginThroughDialog, registerOrganizer, solveCaptcha } from './helpers';

// The personal centre's security tab against the real server: a password change ends the session
// and only the new password logs in; a sub-account's one-time token logs in through the dialog.

async function openLogin(page: Page) {
  await page.getByTestId('nav-login').first().click();
  return page.locator('[role="dialog"]');
}

test('an organizer changes its password and must log in again with the new one', async ({ page, request }) => {
  const username = `pc${String(Date.now()).slice(-7)}`;
  await registerOrganizer(request, { username, password: 'old-pass-1' });
  await page.goto('/');
  await loginThroughDialog(page, username, 'old-pass-1');
  await expect(page.getByText('登录成功')).toBeVisible();

  await page.goto('/user-center?tab=security');
  await page.getByTestId('change-password').click();
  const form = page.getByTestId('dialog-form');
  await form.getByLabel('原密码').fill('wrong-pass');
  await form.getByLabel(/^密码/).fill('new-pass-1');
  await form.getByLabel('确认密码').fill('new-pass-2');
  await form.getByRole('button', { name: '确认修改' }).click();
  await expect(form.getByText('两次输入的密码不一致')).toBeVisible();
  await form.getByLabel('确认密码').fill('new-pass-1');
  await form.getByRole('button', { name: '确认修改' }).click();
  await expect(form.getByText('原密码错误')).toBeVisible(); // the server's answer, under its field
  await form.getByLabel('原密码').fill('old-pass-1');
  await form.getByRole('button', { name: '确认修改' }).click();

  await expect(page.getByText('密码修改成功，请重新登录')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('nav-login').first()).toBeVisible();

  const dialog = await loginThroughDialog(page, username, 'old-pass-1');
  await expect(dialog.getByText('登录失败，请检查用户名和密码').first()).toBeVisible();
  await dialog.getByTestId('login-password').fill('new-pass-1');
  await solveCaptcha(page, dialog);
  await dialog.getByTestId('login-submit').click();
  await expect(page.getByText('登录成功')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toBeVisible();
});

test('an organizer creates a sub-account, which logs in with master account, sub-account and auth token', async ({ page, request }) => {
  const master = `pm${String(Date.now()).slice(-7)}`;
  const staff = `st${String(Date.now()).slice(-7)}`;
  await registerOrganizer(request, { username: master, password: 'secret-123' });
  await page.goto('/');
  await loginThroughDialog(page, master, 'secret-123');
  await expect(page.getByText('登录成功')).toBeVisible();

  await page.goto('/user-center?tab=security');
  await expect(page.getByText('暂无子账号')).toBeVisible();
  await page.getByTestId('add-sub-account').click();
  const form = page.getByTestId('dialog-form');
  await form.getByLabel('用户名').fill(staff);
  await form.getByLabel('姓名').fill('小王');
  await form.getByRole('button', { name: '创建' }).click();
  await expect(page.getByText('子账号已创建，请妥善保存授权码')).toBeVisible();
  const token = await page.getByTestId('sub-auth-token').inputValue();
  expect(token).toMatch(/^[\w-]{16}$/);
  await expect(page.getByTestId('sub-master')).toHaveText(master);
  await page.getByTestId('token-done').click();
  await expect(page.locator(`[data-sub="${staff}"]`)).toBeVisible();
  await expect(page.getByTestId('sub-auth-token')).toHaveCount(0); // shown once

  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-logout').click();
  await expect(page.getByText('退出登录成功')).toBeVisible();

  const dialog = await openLogin(page);
  await dialog.getByTestId('login-tab-subAccount').click();
  await dialog.getByTestId('login-master-account').fill(master);
  await dialog.getByTestId('login-sub-account').fill(staff);
  await dialog.getByTestId('login-auth-token').fill(token);
  await solveCaptcha(page, dialog);
  await dialog.getByTestId('login-submit').click();
  await expect(page.getByText('登录成功')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toContainText('小王');

  // a sub-account (role USER) has no sub-accounts of its own
  await page.goto('/user-center?tab=security');
  await expect(page.getByTestId('security-password')).toBeVisible();
  await expect(page.getByTestId('security-sub-accounts')).toHaveCount(0);
});
