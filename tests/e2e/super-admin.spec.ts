import { expect, test } from '@playwright/test';
import { loginAdmin, loginThroughDialog, registerOrganizer, uniquePhone } from './helpers';

test('the super admin disables an organizer, who is logged out and cannot log in again', async ({ page, browser, request }) => {
  const username = `sa${uniquePhone().slice(-7)}`;
  await registerOrganizer(request, { username, password: 'organizer-pass' });

  // the organizer is logged in elsewhere
  const other = await browser.newContext({ locale: 'zh-CN' });
  const orgPage = await other.newPage();
  await loginThroughDialog(orgPage, username, 'organizer-pass');
  await expect(orgPage.getByTestId('user-menu')).toBeVisible();

  await loginAdmin(page);
  await page.goto('/super-admin?tab=accounts');
  await expect(page.locator('[data-stat]').first()).toBeVisible();
  // the search applies after a pause in typing: wait for its answer before acting on the rows
  const searched = page.waitForResponse((r) => r.url().includes(`search=${username}`));
  await page.getByRole('searchbox').fill(username);
  await searched;
  const row = page.locator('tr[data-row]', { hasText: username });
  await expect(row).toHaveCount(1);
  await expect(page.locator('tr[data-row]')).toHaveCount(1);
  await expect(row.locator('[data-col="status"]')).toHaveText('正常');

  // a cancelled confirmation changes nothing
  await row.getByTestId('row-disable').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText(username);
  await page.getByTestId('confirm-cancel').click();
  await expect(row.locator('[data-col="status"]')).toHaveText('正常');

  await row.getByTestId('row-disable').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByText('用户已禁用')).toBeVisible();
  await expect(row.locator('[data-col="status"]')).toHaveText('已禁用');
  await expect(row.getByTestId('row-enable')).toBeVisible();

  // the organizer's open session is refused at once: the next call sends it to the login
  await orgPage.goto('/user-center');
  await expect(orgPage).toHaveURL(/\/(\?login=1)?$/);
  await other.close();

  // and logging in again shows the spec's message in the login dialog
  const fresh = await browser.newContext({ locale: 'zh-CN' });
  const again = await fresh.newPage();
  const dialog = await loginThroughDialog(again, username, 'organizer-pass');
  await expect(dialog.getByText('账号已被禁用，请联系管理员')).toBeVisible();
  await expect(again.getByTestId('user-menu')).toHaveCount(0);
  await fresh.close();
});

test('a report filed from the home page footer is batch-resolved in the reports tab', async ({ page }) => {
  const text = `E2E 反馈 ${Date.now()}：会议列表的日期筛选没有生效，选择本月之后列表仍然显示全部会议，请尽快修复，谢谢！`;
  await page.goto('/');
  await page.getByRole('button', { name: '问题反馈' }).click();
  const box = page.getByRole('dialog');
  await box.locator('textarea').fill(text);
  await box.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('感谢您的反馈，我们会尽快处理！')).toBeVisible();

  await loginAdmin(page);
  await page.goto('/super-admin?tab=reports');
  const searched = page.waitForResponse((r) => r.url().includes('/api/reports/search'));
  await page.getByRole('searchbox').fill('日期筛选没有生效');
  await searched;
  const row = page.locator('tr[data-row]', { hasText: '日期筛选没有生效' });
  await expect(row).toHaveCount(1);
  await expect(row.locator('[data-col="status"]')).toHaveText('待处理');
  // the description is cut to 50 characters with an ellipsis
  await expect(row.locator('[data-col="description"]')).toHaveText(`${[...text].slice(0, 50).join('')}...`);

  await row.getByRole('checkbox').check();
  await expect(page.getByTestId('batch-bar')).toContainText('已选择 1 项');
  await page.getByTestId('batch-status').click();
  const form = page.getByTestId('dialog-form');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('请选择要更新的状态')).toBeVisible();
  await form.getByLabel('已解决').check();
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('确定要将选中的 1 条举报更新为“已解决”吗？');
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByText('批量更新成功')).toBeVisible();
  await expect(row.locator('[data-col="status"]')).toHaveText('已解决');
  await expect(page.getByTestId('batch-bar')).toHaveCount(0);

  // the detail view shows the batch resolution
  await row.getByTestId('row-view').click();
  await expect(page.getByTestId('detail-dialog')).toContainText('批量更新状态');
});

test('ECharts loads with the dashboard only, never on the home page; the dashboard shows real figures', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.goto('/');
  await expect(page.getByRole('button', { name: '问题反馈' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const chartChunk = (u: string) => /\/assets\/echarts-[\w-]+\.js$/.test(u); // ECharts' own chunk (scripts/heavy-chunks.ts)
  expect(scripts.filter(chartChunk)).toEqual([]);

  await loginAdmin(page);
  await page.goto('/super-admin?tab=dashboard');
  await expect(page.locator('[data-chart="growth"] svg').first()).toBeVisible();
  expect(scripts.some(chartChunk)).toBe(true);
  // the super admin logged in at least once: the logins card is not zero
  const logins = page.locator('[data-stat]').nth(3).locator('[data-stat-value]');
  await expect(logins).not.toHaveText('0');
  await page.locator('[data-range="year"]').click();
  await expect(page.locator('[data-range="year"]')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('activity')).toBeVisible();
});
