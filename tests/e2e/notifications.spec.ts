import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD, login, registerOrganizer } from './helpers';

// The super admin writes a template, sends a notification from it to one organizer, scheduled 20 s
// ahead; the server's scheduler delivers it (the e2e server polls every second) and the
// organizer's bell shows it; clicking marks it read; "view all" opens the notifications page.

test('a scheduled notification from the super admin reaches the organizer’s bell', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const org = await registerOrganizer(request);
  const orgPage = await (await browser.newContext()).newPage();
  await login(orgPage, org.username, org.password);
  const badge = orgPage.getByTestId('unread-badge').first();
  await expect(badge).toHaveText('1'); // the welcome notification

  const admin = await (await browser.newContext()).newPage();
  await login(admin, 'admin', ADMIN_PASSWORD);
  await admin.goto('/super-admin?tab=notifications');
  const center = admin.getByTestId('notification-center');
  await expect(center).toBeVisible();

  // a template, through the generated form (600 px dialog)
  await center.getByTestId('new-template').click();
  const form = admin.getByTestId('dialog-form');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('请输入模板名称')).toBeVisible();
  await form.locator('#notifications_template_name').fill('会场变更');
  await form.locator('#notifications_template_category').selectOption({ label: '紧急通知' });
  await form.locator('#notifications_template_title').fill('会议地点变更');
  await form.locator('#notifications_template_content').fill('会议地点变更为二号展厅，请相互转告。');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(admin.getByText('模板创建成功！')).toBeVisible();
  await expect(center.getByTestId('template-card').filter({ hasText: '会场变更' })).toBeVisible();

  // send it to the organizer alone, 20 s from now
  await center.getByTestId('open-send').click();
  const send = admin.getByTestId('send-dialog');
  await send.getByTestId('send-submit').click();
  await expect(send.getByText('请输入通知标题')).toBeVisible();
  await send.getByLabel('使用模板').selectOption({ label: '会场变更' });
  await expect(send.getByLabel('标题')).toHaveValue('会议地点变更');
  await send.getByTestId('target-SPECIFIC_USERS').check();
  await send.getByPlaceholder('搜索用户名或邮箱').fill(org.username);
  await send.getByTestId(`pick-user-${org.username}`).check();
  await expect(send.getByTestId('picked-count')).toHaveText('已选 1 人');
  await send.getByTestId('timing-later').check();
  const at = await admin.evaluate(() => {
    const d = new Date(Date.now() + 20_000);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
  });
  await send.getByTestId('send-at').fill(at);
  await send.getByTestId('send-submit').click();
  await expect(admin.getByText('通知发送成功！')).toBeVisible();
  await expect(send).toBeHidden();
  await center.getByTestId('tab-records').click();
  const row = center.getByTestId('records-table').locator('tr', { hasText: '会议地点变更' });
  await expect(row).toContainText('待发送');

  // not delivered yet; then the organizer's bell shows it (reloading rather than waiting for the 30 s poll)
  await expect(badge).toHaveText('1');
  await expect(async () => {
    await orgPage.reload();
    await expect(orgPage.getByTestId('unread-badge').first()).toHaveText('2', { timeout: 2000 });
  }).toPass({ timeout: 60_000, intervals: [2000] });
  await orgPage.getByRole('button', { name: '通知' }).first().click();
  const item = orgPage.getByRole('button', { name: /会议地点变更/ });
  await expect(item).toBeVisible();
  await item.click();
  await expect(orgPage.getByTestId('unread-badge').first()).toHaveText('1');
  await orgPage.getByRole('button', { name: '查看全部' }).click();
  await expect(orgPage).toHaveURL(/\/notifications$/);
  const inbox = orgPage.getByTestId('notification-inbox');
  await expect(inbox.locator('[data-read="true"]', { hasText: '会议地点变更' })).toBeVisible();
  await inbox.getByTestId('inbox-read-all').click();
  await expect(inbox.getByTestId('inbox-unread')).toHaveText('未读 0 条');
  await expect(orgPage.getByTestId('unread-badge')).toHaveCount(0);

  // the record is now sent
  await center.getByRole('button', { name: '刷新' }).first().click();
  await expect(row).toContainText('已发送');
});
