import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerOrganizer, storeSession } from './helpers';

// An organizer opens one meeting's settings from the admin centre: publishes the website and opens
// its link, then creates, edits, copies, switches, sets the default and deletes registration flows,
// provoking the server's refusals; the shell's tabs, disabled items, user menu and login guard.

async function organizer(page: Page, request: APIRequestContext) {
  const o = await registerOrganizer(request);
  await storeSession(page, o.token, o.user);
  return o;
}

const day = (d: number) => new Date(Date.now() + d * 86400_000 + 8 * 3600_000).toISOString().slice(0, 10);
async function meeting(request: APIRequestContext, token: string, title: string) {
  const r = await request.post('/api/co/meeting', {
    headers: { authorization: `Bearer ${token}` },
    data: { title, type: 'domestic', status: 'preparing', manager: '王经理', startTime: `${day(10)} 09:00:00`, endTime: `${day(11)} 18:00:00`, location: '杭州国际博览中心', subVenues: [{ name: '主会场', capacity: 500 }] },
  });
  expect(r.status()).toBe(200);
  return (await r.json()).data as { id: number };
}

const flowRow = (page: Page, name: string) => page.locator('tr[data-row]', { has: page.locator('[data-col="name"]', { hasText: new RegExp(`^${name}$`) }) });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
/** A flow row's action offered in its 更多 menu (copy, set default, delete): the menu opened, the item found there. */
const moreAction = async (page: Page, name: string, action: string) => {
  await flowRow(page, name).getByTestId('row-more').click();
  return page.getByTestId('row-more-menu').locator(`[data-action="${action}"]`);
};

test('website: publish, status card, links; flows: every action and refusal', async ({ page, request, context }) => {
  test.setTimeout(150_000); // one long walk through both sections (about 50 s here)
  const o = await organizer(page, request);
  const auth = { authorization: `Bearer ${o.token}` };
  const m = await meeting(request, o.token, 'E2E 设置测试大会');

  // from the admin centre's meeting list to the settings shell
  await page.goto('/admin-center?tab=meetings');
  await page.locator(`tr[data-row="${m.id}"] [data-action="settings"]`).click();
  await expect(page).toHaveURL(new RegExp(`/meeting/${m.id}/settings`));
  await expect(page.getByTestId('console-heading')).toHaveText('E2E 设置测试大会');
  await expect(page.locator('h2', { hasText: '网站设置' })).toBeVisible();

  // website: a draft at first; its links exist but visiting is refused
  const publish = page.getByTestId('website-publish');
  await expect(publish).toHaveAttribute('data-state', 'off');
  await expect(page.locator('[data-stat]', { hasText: '网站状态' })).toContainText('未发布');
  await expect(page.locator('[data-stat]', { hasText: '最后更新' })).toContainText('暂无');
  const pcLink = page.getByTestId('link-pc').locator('[data-link]');
  await expect(pcLink).toHaveValue(new RegExp(`/${o.user.id}/p/${m.id}/[A-Za-z0-9]{6}$`));
  await expect(page.getByTestId('link-mobile').locator('[data-link]')).toHaveValue(/\?device=mobile$/);
  await page.getByTestId('link-pc').locator('[data-action="visit"]').click();
  await expect(toast(page, '网站未发布，无法预览')).toBeVisible();
  const url = await pcLink.inputValue();
  const token = url.split('/').pop()!;
  expect((await request.get(`/api/co/meeting/${m.id}/website/preview?token=${token}`)).status()).toBe(403);

  // publish: status, last update; the link opens in a new tab and the server now allows the preview
  await publish.click();
  await expect(toast(page, '网站已发布')).toBeVisible();
  await expect(publish).toHaveAttribute('data-state', 'on');
  await expect(page.locator('[data-stat]', { hasText: '网站状态' })).toContainText('已发布');
  await expect(page.locator('[data-stat]', { hasText: '最后更新' })).toContainText(/\d{4}-\d{2}-\d{2}\s*\d{2}:\d{2}:\d{2}/);
  const opened: string[] = [];
  context.on('request', (r) => r.isNavigationRequest() && opened.push(r.url()));
  const popup = page.waitForEvent('popup');
  await page.getByTestId('link-pc').locator('[data-action="visit"]').click();
  await (await popup).waitForLoadState();
  expect(opened).toContain(url);
  expect((await request.get(`/api/co/meeting/${m.id}/website/preview?token=${token}`)).status()).toBe(200);
  // the public site opened in the popup counted its view (once per browser); the counter feeds the card
  const views = async () => (await (await request.get(`/api/co/meeting/${m.id}/website`, { headers: auth })).json()).data.websiteViews;
  await expect.poll(views).toBe(1);
  await page.reload();
  await expect(page.locator('[data-stat]', { hasText: '浏览量' }).locator('[data-stat-value]')).toHaveText('1');

  // registration flows: empty state, then create with a required-field message
  await page.locator('[data-nav="registration-settings"]').click();
  await expect(page).toHaveURL(/tab=registration-settings/);
  await expect(page.getByText('暂无报名流程')).toBeVisible();
  await page.locator('[data-action="create"]').click();
  const dialog = page.getByTestId('dialog-form');
  await expect(dialog.getByRole('heading', { name: '新建报名流程' })).toBeVisible();
  await dialog.getByRole('button', { name: /保存|提交|确定/ }).first().click();
  await expect(dialog.getByText('请输入流程名称')).toBeVisible();
  await dialog.getByLabel('流程名称').fill('标准报名');
  await dialog.getByRole('button', { name: /保存|提交|确定/ }).first().click();
  await expect(toast(page, '报名流程创建成功')).toBeVisible();
  await expect(flowRow(page, '标准报名').locator('[data-col="isDefault"]')).toHaveText('默认');

  await page.locator('[data-action="create"]').click();
  await dialog.getByLabel('流程名称').fill('VIP 报名');
  await dialog.getByRole('button', { name: /保存|提交|确定/ }).first().click();
  await expect(flowRow(page, 'VIP 报名')).toBeVisible();
  await expect(flowRow(page, 'VIP 报名').locator('[data-col="isDefault"]')).not.toHaveText('默认');

  // edit basic info
  await flowRow(page, 'VIP 报名').locator('[data-action="edit"]').click();
  await expect(dialog.getByRole('heading', { name: '编辑流程基本信息' })).toBeVisible();
  await expect(dialog.getByLabel('流程名称')).toHaveValue('VIP 报名');
  await dialog.getByLabel('流程名称').fill('VIP 通道');
  await dialog.getByRole('button', { name: /保存|提交|确定/ }).first().click();
  await expect(toast(page, '报名流程更新成功')).toBeVisible();
  await expect(flowRow(page, 'VIP 通道')).toBeVisible();

  // copy
  await (await moreAction(page, '标准报名', 'copy')).click();
  await expect(toast(page, '报名流程复制成功')).toBeVisible();
  await expect(flowRow(page, '标准报名 - 副本')).toBeVisible();

  // the default cannot be deleted (spec 2): its row offers no 删除, and the server refuses the call with its reason
  const del = async (name: string) => {
    await (await moreAction(page, name, 'delete')).click();
    await expect(page.getByTestId('confirm-dialog')).toContainText(`确定要删除流程“${name}”吗？此操作不可恢复`);
    await page.getByTestId('confirm-ok').click();
  };
  await expect(await moreAction(page, '标准报名', 'delete')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(await moreAction(page, '标准报名 - 副本', 'delete')).toHaveCount(1);
  await page.keyboard.press('Escape');
  const flows = (await (await request.get(`/api/co/meeting/${m.id}/registration-flows`, { headers: auth })).json()).data.content as Array<{ id: number; isDefault: boolean }>;
  const refused = await request.delete(`/api/co/meeting/${m.id}/registration-flows/${flows.find((f) => f.isDefault)!.id}`, { headers: auth });
  expect([refused.status(), (await refused.json()).message]).toEqual([400, '默认流程不能删除，请先将其他流程设为默认']);

  // an enabled flow must be closed first
  await flowRow(page, 'VIP 通道').locator('[data-col="enabled"] [role="switch"]').click();
  await expect(toast(page, '流程状态已更新')).toBeVisible();
  await expect(flowRow(page, 'VIP 通道').locator('[role="switch"]')).toHaveAttribute('data-switch', 'on');
  await del('VIP 通道');
  await expect(toast(page, '该流程已启用，请先关闭后再删除')).toBeVisible();

  // a flow deleted elsewhere meanwhile: 404 流程不存在
  const list = await (await request.get(`/api/co/meeting/${m.id}/registration-flows`, { headers: auth })).json();
  const copyId = list.data.content.find((f: { name: string }) => f.name === '标准报名 - 副本').id;
  expect((await request.delete(`/api/co/meeting/${m.id}/registration-flows/${copyId}`, { headers: auth })).status()).toBe(200);
  await del('标准报名 - 副本');
  await expect(toast(page, '流程不存在')).toBeVisible();
  await expect(flowRow(page, '标准报名 - 副本')).toHaveCount(0);

  // set another default, close it, then the old default goes
  await (await moreAction(page, 'VIP 通道', 'setDefault')).click();
  await expect(toast(page, '已设为默认流程')).toBeVisible();
  await expect(flowRow(page, 'VIP 通道').locator('[data-col="isDefault"]')).toHaveText('默认');
  await expect(await moreAction(page, '标准报名', 'setDefault')).toBeVisible();
  await page.keyboard.press('Escape');
  await del('标准报名');
  await expect(toast(page, '报名流程删除成功')).toBeVisible();
  await expect(flowRow(page, '标准报名')).toHaveCount(0);

  // page sizes 20 / 50 / 100
  await expect(page.getByTestId('pager-size').locator('option')).toHaveText(['20 条/页', '50 条/页', '100 条/页']);

  // design pages opens the page designer of that flow
  await flowRow(page, 'VIP 通道').locator('[data-action="design"]').click();
  await expect(page).toHaveURL(new RegExp(`/meeting/${m.id}/page-design/\\d+$`));
  await expect(page.getByTestId('page-designer')).toContainText('VIP 通道');
});

test('a failed website save puts the switch back', async ({ page, request, context }) => {
  const o = await organizer(page, request);
  const m = await meeting(request, o.token, 'E2E 断网的会议');
  await page.goto(`/meeting/detail/${m.id}`);
  await expect(page.getByTestId('console-heading')).toHaveText('E2E 断网的会议');
  await expect(page.getByTestId('website-publish')).toHaveAttribute('data-state', 'off');
  // the network goes away: the save fails for real, the switch goes back, nothing is stored
  await context.setOffline(true);
  await page.getByTestId('website-publish').click();
  await expect(toast(page, '网站状态保存失败：网络连接失败，请检查网络设置')).toBeVisible();
  await expect(page.getByTestId('website-publish')).toHaveAttribute('data-state', 'off');
  await context.setOffline(false);
  const stored = await (await request.get(`/api/co/meeting/${m.id}/website`, { headers: { authorization: `Bearer ${o.token}` } })).json();
  expect(stored.data.websiteStatus).toBe('draft');
});

test('the shell: closable tabs, disabled items, admin-centre link, another organizer’s meeting, confirmed logout, login guard', async ({ page, request, browser }) => {
  const other = await registerOrganizer(request);
  const theirs = await meeting(request, other.token, '别人的会议');
  const o = await organizer(page, request);
  const m = await meeting(request, o.token, 'E2E 外壳测试');

  await page.goto(`/meeting/${m.id}/settings`);
  await expect(page.getByTestId('console-heading')).toHaveText('E2E 外壳测试');
  await page.locator('[data-nav="registration-settings"]').click();
  await expect(page.locator('[data-tab="website"]')).toBeVisible();
  await expect(page.locator('[data-tab="registration-settings"]')).toBeVisible();
  await page.getByTestId('close-tab-registration-settings').click();
  await expect(page.locator('[data-tab="registration-settings"]')).toHaveCount(0);
  await expect(page).toHaveURL(/tab=website/);

  // the statistics section is built (tests/e2e/checkin.spec.ts): its tab opens
  await page.locator('[data-nav="userinfo"]').click();
  await expect(page.locator('[data-tab="userinfo"]')).toBeVisible();
  await expect(page).toHaveURL(/tab=userinfo/);
  // the badge section is built (tests/e2e/badges.spec.ts): its tab opens
  await page.locator('[data-nav="badge-print"]').click();
  await expect(page.locator('[data-tab="badge-print"]')).toBeVisible();

  // the super admin entry is not offered to an organizer
  await page.getByTestId('console-user-menu').click();
  await expect(page.getByTestId('console-menu-userCenter')).toBeVisible();
  await expect(page.getByTestId('console-menu-superAdmin')).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.locator('[data-nav="admin-center"]').click();
  await expect(page).toHaveURL(/\/admin-center/);

  // another organizer's meeting: its message, none of its data
  await page.goto(`/meeting/${theirs.id}/settings`);
  await expect(page.getByText('会议不存在或无权访问').first()).toBeVisible();
  await expect(page.getByText('别人的会议')).toHaveCount(0);

  // logout asks first; cancel keeps the session
  await page.goto(`/meeting/${m.id}/settings`);
  await page.getByTestId('console-user-menu').click();
  await page.getByTestId('console-menu-logout').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('确定要退出登录吗？');
  await page.getByTestId('confirm-cancel').click();
  await expect(page).toHaveURL(new RegExp(`/meeting/${m.id}/settings`));
  await page.getByTestId('console-user-menu').click();
  await page.getByTestId('console-menu-logout').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('conflow.token'))).toBeNull();

  // without a token (a fresh browser: this page's set-up script stores one on every load): 请先登录 and home
  const visitor = await browser.newPage();
  await visitor.goto(`/meeting/${m.id}/settings`);
  await expect(visitor.getByText('请先登录')).toBeVisible();
  await expect(visitor).toHaveURL(/\/$/);
  await visitor.goto(`/meeting/detail/${m.id}`);
  await expect(visitor).toHaveURL(/\/$/);
  await visitor.close();
});
