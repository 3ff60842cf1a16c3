import { expect, test, type Page } from '@playwright/test';
import { loginAdmin } from './helpers';

// The consoles as the super admin sees them: ?tab= opens a tab, header tabs open and close, a
// disabled item only says so (super admin's finance), the collapsed sidebar survives a reload, the footer logs out.

// the header's tab strip (the screens inside may have tabs of their own)
const headerTabs = (page: Page) => page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab');

test('the super-admin console and the admin centre', async ({ page }) => {
  await loginAdmin(page);
  await page.goto('/super-admin?tab=notifications');
  await expect(headerTabs(page).and(page.locator('[aria-selected="true"]'))).toHaveText('通知管理');
  await expect(page.getByTestId('console-footer').first()).toContainText('admin');
  await expect(page.getByTestId('console-footer').first()).toContainText('系统管理员');

  const sidebar = page.getByTestId('console-sidebar');
  await sidebar.locator('[data-nav="finance"]').click();
  await expect(page.getByText('该功能正在开发中...')).toBeVisible();
  await sidebar.locator('[data-nav="accounts"]').click();
  await expect(page).toHaveURL(/tab=accounts/);
  await expect(headerTabs(page)).toHaveCount(2);
  await page.getByTestId('close-tab-accounts').click();
  await expect(headerTabs(page)).toHaveCount(1);
  await expect(page).toHaveURL(/tab=notifications/);

  await page.getByTestId('console-collapse').click();
  await expect(sidebar).toHaveAttribute('data-collapsed', '1');
  await page.reload();
  await expect(page.getByTestId('console-sidebar')).toHaveAttribute('data-collapsed', '1');
  await page.getByTestId('console-collapse').click();

  await page.goto('/admin-center');
  await expect(headerTabs(page).and(page.locator('[aria-selected="true"]'))).toHaveText('会议管理');
  // 权限管理 is built now (tests/e2e/staff-roles.spec.ts): the sub-accounts and their roles per meeting
  await page.getByTestId('console-sidebar').locator('[data-nav="permissions"]').click();
  await expect(page.getByTestId('staff-roles')).toBeVisible();
  await page.getByTestId('console-user-menu').click();
  await page.getByTestId('console-menu-adminCenter').click();
  await expect(page.getByText('已在管理中心')).toBeVisible();

  await page.goto('/super-admin');
  await page.getByTestId('console-logout').first().click();
  await expect(page.getByText('退出登录成功')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
