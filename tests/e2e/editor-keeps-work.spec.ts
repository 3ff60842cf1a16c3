// Issue 18, items 1 and 6 in Chromium: the meeting's content is a section of its settings (speakers one
// click away), an empty speakers block in the website editor links there, and the speaker added shows
// in the block; the editor asks before a reload, a tab close or another screen drops unsaved changes,
// offers its autosaved draft back after the reload, scrolls a clicked block into view, and links back
// to the settings (as the registration designer does).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerOrganizer, storeSession } from './helpers';

const day = (d: number) => new Date(Date.now() + d * 86400_000 + 8 * 3600_000).toISOString().slice(0, 10);

async function meeting(request: APIRequestContext, token: string, title: string) {
  const r = await request.post('/api/co/meeting', {
    headers: { authorization: `Bearer ${token}` },
    data: { title, type: 'domestic', status: 'preparing', manager: '王经理', startTime: `${day(10)} 09:00:00`, endTime: `${day(11)} 18:00:00`, location: '杭州', subVenues: [{ name: '主会场', capacity: 500 }], template: 'blank' },
  });
  expect(r.status()).toBe(200);
  return (await r.json()).data as { id: number };
}

async function organizerWithMeeting(page: Page, request: APIRequestContext, title: string) {
  const o = await registerOrganizer(request);
  await storeSession(page, o.token, o.user);
  return { o, m: await meeting(request, o.token, title) };
}

test('speakers are one click from the meeting settings; the empty block links there; the speaker shows in the editor', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { o, m } = await organizerWithMeeting(page, request, 'E2E 内容入口大会');
  const flow = await request.post(`/api/co/meeting/${m.id}/registration-flows`, { headers: { authorization: `Bearer ${o.token}` }, data: { type: 'attendee', name: '嘉宾报名通道', currency: 'CNY' } });
  expect(flow.status()).toBe(200);

  // the editor's empty speakers block says where speakers are made (the public site never shows it)
  await page.goto(`/website-editor/${m.id}`);
  await page.getByTestId('add-speakers').click();
  const block = page.getByTestId('editor-stage').getByTestId('site-speakers');
  await expect(block).toContainText('暂无演讲嘉宾');
  await expect(block.getByTestId('manage-speakers')).toHaveAttribute('href', `/meeting/${m.id}/settings?tab=speakers`);
  await page.getByTestId('editor-save').click();
  await expect(page.getByText('保存成功')).toBeVisible();

  // from the settings: one click on 演讲嘉宾 opens the list, the next adds a speaker
  await page.goto(`/meeting/${m.id}/settings`);
  await page.locator('[data-nav="speakers"]').click();
  await expect(page).toHaveURL(new RegExp(`/meeting/${m.id}/settings\\?tab=speakers$`));
  await page.locator('[data-testid="list-toolbar"] [data-action="create"]').click();
  const dialog = page.getByTestId('dialog-form');
  await dialog.getByLabel('姓名').fill('周嘉宾');
  await dialog.getByRole('button', { name: /保存|提交|确定/ }).first().click();
  await expect(page.locator('tr[data-row]', { hasText: '周嘉宾' })).toBeVisible();
  // news, partners and documents are sections of the same console
  for (const key of ['news', 'partners', 'documents']) await expect(page.locator(`[data-nav="${key}"]`)).toBeVisible();

  // back in the editor the block shows the speaker, and the link is gone
  await page.goto(`/website-editor/${m.id}`);
  await expect(block).toContainText('周嘉宾');
  await expect(block.getByTestId('manage-speakers')).toHaveCount(0);
  // the navbar's drawer takes the left drawer's room (the canvas stays in view) and speaks in names, not ids
  await page.getByTestId('editor-navbar').click({ position: { x: 20, y: 20 } });
  const navbar = page.getByTestId('drawer-navbar');
  await expect(navbar).toBeVisible();
  await expect(page.getByTestId('drawer-components')).toHaveCount(0);
  await expect(block).toBeInViewport({ ratio: 0.95 });
  await expect(navbar.locator('[data-prop="userRegisterPage"] label')).toHaveText('报名页面');
  await navbar.getByTestId('register-page-picker').selectOption({ label: '嘉宾报名通道 (默认)' });
  await expect(navbar.locator('#prop-logoType option[value="image"]')).toHaveText('图片');
  // the editor's way back to the settings
  // the choice is a change: leaving asks first
  await page.getByTestId('back-to-settings').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page).toHaveURL(new RegExp(`/meeting/${m.id}/settings\\?tab=website$`));

  // the registration designer links back to the registration section the same way
  await page.goto(`/meeting/${m.id}/page-design/${(await flow.json()).data.id}`);
  await page.getByTestId('back-to-settings').click();
  await expect(page).toHaveURL(new RegExp(`/meeting/${m.id}/settings\\?tab=registration-settings$`));
});

test('unsaved changes: a reload asks first, the draft comes back, another screen asks first; a clicked block is scrolled to', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { m } = await organizerWithMeeting(page, request, 'E2E 编辑守护大会');
  await page.goto(`/website-editor/${m.id}`);
  await expect(page.getByTestId('editor-empty')).toBeVisible();

  // blocks added by clicking: each is selected and brought into view, the last one far below the first
  for (const type of ['carousel', 'carousel', 'carousel', 'carousel']) await page.getByTestId(`add-${type}`).click();
  await page.getByTestId('add-contact-us').click();
  const blocks = page.getByTestId('editor-block');
  await expect(blocks).toHaveCount(5);
  await expect(blocks.last()).toHaveAttribute('data-selected', 'true');
  await expect(blocks.last()).toBeInViewport();
  await expect(blocks.first()).not.toBeInViewport();
  await expect(page.getByTestId('save-status')).toContainText('有未保存的修改');
  // the local copy is written a moment after the edit
  await expect.poll(() => page.evaluate((id) => JSON.parse(localStorage.getItem(`website-editor:${id}`) ?? '{}').synced, m.id)).toBe(false);

  // 刷新 (the toolbar's reload from the server) asks; cancelled, nothing is lost
  await page.getByRole('button', { name: '刷新', exact: true }).click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('从服务器重新加载会丢弃这些修改');
  await page.getByTestId('confirm-cancel').click();
  await expect(blocks).toHaveCount(5);

  // the browser's reload asks first (beforeunload); dismissed, the page stays as it was
  const asked: string[] = [];
  page.once('dialog', (d) => (asked.push(d.type()), void d.dismiss()));
  await page.reload({ timeout: 3_000 }).catch(() => undefined);
  expect(asked).toEqual(['beforeunload']);
  await expect(blocks).toHaveCount(5);

  // accepted, the page reloads and offers the autosaved draft back
  page.once('dialog', (d) => (asked.push(d.type()), void d.accept()));
  await page.reload();
  expect(asked).toEqual(['beforeunload', 'beforeunload']);
  await expect(page.getByTestId('confirm-dialog')).toContainText('未保存到服务器的修改');
  await page.getByTestId('confirm-ok').click();
  await expect(blocks).toHaveCount(5);
  await expect(page.getByTestId('save-status')).toContainText('有未保存的修改');

  // another screen of the app asks first (the router's blocker): cancel stays, OK leaves
  await page.getByTestId('back-to-settings').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('有未保存的修改，离开将丢失这些修改');
  await page.getByTestId('confirm-cancel').click();
  await expect(page).toHaveURL(new RegExp(`/website-editor/${m.id}$`));
  await expect(blocks).toHaveCount(5);
  await page.getByTestId('back-to-settings').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page).toHaveURL(new RegExp(`/meeting/${m.id}/settings\\?tab=website$`));
});
