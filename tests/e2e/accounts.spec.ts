import { expect, test } from '@playwright/test';
import { codeFor, solveCaptcha, uniquePhone } from './helpers';

test('a new organizer registers by phone with a code, logs out and logs in with the captcha', async ({ page, request }) => {
  const phone = uniquePhone();
  const username = `e2e${phone.slice(-6)}`;
  const password = 'secret-123';

  await page.goto('/');
  await page.getByTestId('nav-register').first().click();
  const dialog = page.locator('[role="dialog"]');
  await dialog.getByTestId('register-tab-phone').click();
  await dialog.getByTestId('register-username').fill(username);
  await dialog.getByTestId('register-phone').fill(phone);
  await dialog.getByTestId('register-password').fill(password);
  await dialog.getByTestId('register-confirm').fill('different');
  await solveCaptcha(page, dialog);
  await dialog.getByTestId('register-send-code').click();
  await expect(page.getByText('验证码已发送，请查收')).toBeVisible();
  await expect(dialog.getByTestId('register-send-code')).toBeDisabled();

  await dialog.getByTestId('register-code').fill(await codeFor(request, phone));
  await dialog.getByTestId('register-agree').check();
  await dialog.getByTestId('register-submit').click();
  await expect(dialog.getByText('两次输入的密码不一致')).toBeVisible();
  await dialog.getByTestId('register-confirm').fill(password);
  await dialog.getByTestId('register-submit').click();
  await expect(page.getByText('注册成功！')).toBeVisible();
  await expect(dialog).toBeHidden();

  // logged in: the avatar menu replaces the buttons
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-logout').click();
  await expect(page.getByText('退出登录成功')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toHaveCount(0);

  await page.getByTestId('nav-login').first().click();
  const login = page.locator('[role="dialog"]');
  await login.getByTestId('login-tab-account').click();
  await login.getByTestId('login-account').fill(username);
  await login.getByTestId('login-password').fill(password);
  await login.getByTestId('login-submit').click();
  await expect(page.getByText('请先完成安全验证')).toBeVisible();
  await solveCaptcha(page, login);
  await login.getByTestId('login-submit').click();
  await expect(page.getByText('登录成功')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toBeVisible();

  // an organizer may not open the super-admin console
  await page.goto('/super-admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('您没有权限访问该页面')).toBeVisible();
});

test('a guarded page sends a visitor home with 请先登录', async ({ page }) => {
  await page.goto('/user-center');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('请先登录')).toBeVisible();
  // an unknown address stays where it is and says so (the server answers it 404), with the way home
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/no\/such\/page$/);
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('页面不存在')).toBeVisible();
  await page.getByRole('button', { name: '返回首页' }).or(page.getByRole('link', { name: '返回首页' })).click();
  await expect(page).toHaveURL(/\/$/);
});

test('language and theme toggle and persist', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('lang-toggle').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('nav-login').first()).toHaveText(/log ?in/i);
  await page.getByTestId('theme-toggle').first().click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByTestId('lang-toggle').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', /^zh/);
});
