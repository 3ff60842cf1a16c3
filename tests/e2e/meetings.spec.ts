import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerOrganizer, storeSession } from './helpers';

// An organizer runs its meetings in the admin centre: create (defaults, a validation message, the
// counter), edit, save a draft, view the website in a new tab (/{username}/p/{id}/{token}), delete.

/** A new organizer through the API; the page starts with its session stored, as after a login. */
async function organizer(page: Page, request: APIRequestContext) {
  const { token, user, username } = await registerOrganizer(request);
  await storeSession(page, token, user);
  return { token, username };
}

const row = (page: Page, title: string) => page.locator('tr[data-row]', { hasText: title });

test('an organizer creates, edits, drafts, views and deletes a meeting', async ({ page, request, context }) => {
  const { token, username } = await organizer(page, request);
  await page.goto('/admin-center?tab=meetings');
  // the screen's own title: the tabbed shell names the tab in a hidden h1 too
  await expect(page.locator('section').getByRole('heading', { name: '会议管理' })).toBeVisible();
  await expect(page.getByText('暂无会议，点击“新建会议”开始')).toBeVisible();

  // create: the spec's defaults, a message for a missing name, the description counter
  await page.getByTestId('create').click();
  const dialog = page.getByTestId('record-dialog');
  await expect(dialog.getByRole('heading', { name: '新建会议' })).toBeVisible();
  await expect(dialog.getByLabel('会议负责人')).toHaveValue(username);
  await expect(dialog.getByLabel('筹备中')).toBeChecked();
  await expect(dialog.getByLabel('草稿')).toHaveCount(0);
  await expect(dialog.getByLabel('开始时间')).not.toHaveValue('');
  await dialog.getByRole('button', { name: '保存', exact: true }).click();
  await expect(dialog.getByText('会议名称不能为空')).toBeVisible();
  await expect(dialog.getByText('会议地点不能为空')).toBeVisible();
  await dialog.getByLabel('会议名称').fill('E2E 开发者大会');
  await dialog.getByLabel('会议描述').fill('面向开发者的年度技术大会');
  await expect(dialog.getByText('12 / 500')).toBeVisible();
  await dialog.getByLabel('国际会议').check();
  await dialog.getByLabel('会议地点').fill('上海国际会议中心');
  await dialog.getByLabel('分会场名称').fill('A厅');
  await dialog.getByLabel('容纳人数').fill('200');
  await dialog.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('会议创建成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'E2E 开发者大会')).toContainText('国际会议');
  await expect(row(page, 'E2E 开发者大会')).toContainText('筹备中');
  await expect(row(page, 'E2E 开发者大会').locator('[data-col="subVenues"]')).toHaveText('1');

  // edit: loaded into the dialog, changed, saved
  await row(page, 'E2E 开发者大会').locator('[data-action="edit"]').click();
  await expect(dialog.getByRole('heading', { name: '编辑会议' })).toBeVisible();
  await expect(dialog.getByLabel('会议名称')).toHaveValue('E2E 开发者大会');
  await dialog.getByLabel('会议名称').fill('E2E 开发者大会（改）');
  await dialog.locator('[data-testid$="subVenues-add"]').click();
  await dialog.getByLabel('分会场名称').nth(1).fill('B厅');
  await dialog.getByLabel('容纳人数').nth(1).fill('80');
  await dialog.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('会议更新成功')).toBeVisible();
  await expect(row(page, 'E2E 开发者大会（改）').locator('[data-col="subVenues"]')).toHaveText('2');

  // /meeting/edit/{id} (spec 3's route table) opens the admin centre with that meeting in the edit dialog
  const id = await row(page, 'E2E 开发者大会（改）').getAttribute('data-row');
  await page.goto(`/meeting/edit/${id}`);
  await expect(page).toHaveURL(new RegExp(`/admin-center\\?tab=meetings&edit=${id}$`));
  await expect(dialog.getByRole('heading', { name: '编辑会议' })).toBeVisible();
  await expect(dialog.getByLabel('会议名称')).toHaveValue('E2E 开发者大会（改）');
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();

  // save a draft from a half-filled form
  await page.getByTestId('create').click();
  await dialog.getByLabel('会议名称').fill('E2E 草稿会议');
  await dialog.getByTestId('save-draft').click();
  await expect(page.getByText('草稿保存成功')).toBeVisible();
  await expect(row(page, 'E2E 草稿会议')).toContainText('草稿');
  await page.getByLabel('会议状态').selectOption('draft');
  await expect(page.locator('tr[data-row]')).toHaveCount(1);
  await page.getByLabel('会议状态').selectOption('');
  await expect(page.locator('tr[data-row]')).toHaveCount(2);

  // view: a new tab at /{username}/p/{meetingId}/{previewToken}, the token made by the server
  const opened: string[] = [];
  context.on('request', (r) => r.isNavigationRequest() && opened.push(r.url()));
  const meetingId = await row(page, 'E2E 开发者大会（改）').getAttribute('data-row');
  const popup = page.waitForEvent('popup');
  await row(page, 'E2E 开发者大会（改）').locator('[data-action="view"]').click();
  // the tab opens blank during the click and is pointed at the link once the server answers
  const tab = await popup;
  await tab.waitForURL(new RegExp(`/${username}/p/${meetingId}/`));
  const meeting = await (await request.get(`/api/co/meeting/${meetingId}`, { headers: { authorization: `Bearer ${token}` } })).json();
  expect(meeting.data.previewToken).toMatch(/^[A-Za-z0-9]{6}$/);
  expect([...opened, tab.url()]).toContain(new URL(`/${username}/p/${meetingId}/${meeting.data.previewToken}`, page.url()).href);

  // delete after the spec's confirmation; a cancelled one changes nothing
  await row(page, 'E2E 草稿会议').locator('[data-action="delete"]').click();
  await expect(page.getByText('确定要删除该会议吗？此操作不可恢复')).toBeVisible();
  await page.getByTestId('confirm-cancel').click();
  await expect(row(page, 'E2E 草稿会议')).toHaveCount(1);
  await row(page, 'E2E 草稿会议').locator('[data-action="delete"]').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByText('会议删除成功')).toBeVisible();
  await expect(row(page, 'E2E 草稿会议')).toHaveCount(0);
  await expect(page.getByTestId('pager-total')).toHaveText('共 1 条');
});
