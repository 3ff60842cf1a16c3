import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerOrganizer, storeSession } from './helpers';
import { xlsxChunks } from '../../src/server/exports/xlsx-stream';

async function xlsxOf(rows: string[][]): Promise<Buffer> {
  const [headers, ...data] = rows;
  const parts: Uint8Array[] = [];
  for await (const c of xlsxChunks({ name: 'Sheet1', headers, rows: (async function* () { yield* data; })() })) parts.push(c);
  return Buffer.concat(parts);
}

// The organizer's attendees (issue 18 item 7): imports an XLSX with one bad row, sees the preview with
// that row's error (row number, field label, message) before anything is stored, confirms and sees the
// good rows in the list (the bad one nowhere); adds one participant by hand; and in English at 1280 px
// reaches a row's actions (the actions column stays in view at the table's right edge).

async function meeting(request: APIRequestContext, token: string) {
  const day = (d: number) => new Date(Date.now() + d * 86400_000 + 8 * 3600_000).toISOString().slice(0, 10);
  const r = await request.post('/api/co/meeting', {
    headers: { authorization: `Bearer ${token}` },
    data: { title: 'E2E 导入大会', type: 'domestic', status: 'preparing', manager: '王经理', startTime: `${day(10)} 09:00:00`, endTime: `${day(11)} 18:00:00`, location: '杭州国际博览中心', subVenues: [{ name: '主会场', capacity: 500 }] },
  });
  expect(r.status()).toBe(200);
  return (await r.json()).data as { id: number };
}

const list = (page: Page) => page.locator('[data-screen="admin-list"]');

test('import an XLSX with one bad row: preview, confirm, rows in the list; add one by hand', async ({ page, request }) => {
  const o = await registerOrganizer(request);
  const m = await meeting(request, o.token);
  await storeSession(page, o.token, o.user);
  await page.goto(`/meeting/${m.id}/settings?tab=user-management`);
  await expect(page.getByRole('heading', { name: '参会人员列表' })).toBeVisible();

  await page.locator('[data-action="import"]').click();
  const dialog = page.getByTestId('import-dialog');
  await expect(dialog.getByRole('heading', { name: '导入参会人员' })).toBeVisible();
  const file = await xlsxOf([
    ['姓名', '手机号', '邮箱', '工作单位'],
    ['导入甲', '13811110001', 'jia@example.com', '浙江大学'],
    ['导入乙', '1381111', 'yi@example.com', '浙江大学'],
    ['导入丙', '13811110003', 'bing@example.com', '南京大学'],
  ]);
  await dialog.getByTestId('import-file').setInputFiles({ name: 'attendees.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });
  await expect(dialog.getByTestId('import-summary')).toHaveText('共 3 行：2 行可导入，1 行有错误（不会导入）');
  const bad = dialog.locator('[data-import-row="3"]');
  await expect(bad).toHaveAttribute('data-state', 'error');
  await expect(bad).toContainText('手机号：请输入正确的手机号码');
  // nothing stored before the confirmation
  const before = await request.get(`/api/user-management/meeting/${m.id}/participants`, { headers: { authorization: `Bearer ${o.token}` } });
  expect((await before.json()).data.total).toBe(0);
  await dialog.getByTestId('import-confirm').click();
  await expect(page.getByText('已导入 2 人').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(list(page).locator('tr[data-row]', { hasText: '导入甲' })).toBeVisible();
  await expect(list(page).locator('tr[data-row]', { hasText: '导入丙' })).toBeVisible();
  await expect(list(page).locator('tr[data-row]', { hasText: '导入乙' })).toHaveCount(0);

  // add one by hand: a phone another participant holds is refused under its field, then a new one is stored
  await page.locator('[data-action="add"]').click();
  const form = page.getByTestId('dialog-form');
  await expect(form.getByRole('heading', { name: '添加参会人员' })).toBeVisible();
  await form.getByLabel('姓名').fill('手动添加');
  await form.getByLabel('手机号').fill('13811110001');
  await form.getByRole('button', { name: /保存|提交|确定/ }).first().click();
  await expect(form.getByText('手机号已被本会议的其他参会人使用')).toBeVisible();
  await form.getByLabel('手机号').fill('13811110009');
  await form.getByRole('button', { name: /保存|提交|确定/ }).first().click();
  await expect(page.getByText('参会人员已添加').first()).toBeVisible();
  await expect(form).toBeHidden();
  await expect(list(page).locator('tr[data-row]', { hasText: '手动添加' })).toBeVisible();
  await expect(page.getByTestId('pager-total')).toHaveText('共 3 条');
});

test('in English at 1280 px a row’s actions are in view and work', async ({ page, request }) => {
  const o = await registerOrganizer(request);
  const m = await meeting(request, o.token);
  const auth = { authorization: `Bearer ${o.token}` };
  const added = await request.post(`/api/user-management/meeting/${m.id}/users`, { headers: auth, data: { name: 'Ada Lovelace', phone: '13822220001', email: 'ada.lovelace.long.address@example-university.edu', workplace: 'Analytical Engine Society of Greater London', position: 'Principal Investigator' } });
  expect(added.status()).toBe(200);
  await page.setViewportSize({ width: 1280, height: 800 });
  await storeSession(page, o.token, o.user);
  await page.addInitScript(() => localStorage.setItem('conflow.lang', 'en'));
  await page.goto(`/meeting/${m.id}/settings?tab=user-management`);
  const row = list(page).locator('tr[data-row]', { hasText: 'Ada Lovelace' });
  await expect(row).toBeVisible();
  for (const action of ['detail', 'edit', 'history']) {
    const box = (await row.locator(`[data-action="${action}"]`).boundingBox())!;
    expect(box, action).toBeTruthy();
    // inside the window, without scrolling anything sideways
    expect(box.x + box.width, action).toBeLessThanOrEqual(1280);
    expect(box.x, action).toBeGreaterThanOrEqual(0);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await row.locator('[data-action="edit"]').click({ trial: false });
  await expect(page.getByTestId('dialog-form').getByRole('heading', { name: 'Edit user' })).toBeVisible();
});
