import { unzipSync } from 'fflate';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerOrganizer, storeSession } from './helpers';

// An organizer opens a meeting's data management: adds a speaker and uploads its avatar (a renamed
// text file is refused first), adds a partner with a logo, files a news article under a category and
// publishes and withdraws it, creates a document collection, uploads a
// document into it, opens the document manager, downloads and previews it; the public lists show
// what was added. Back from the partner editor opens the partners tab (spec 3 §2.6), where a batch
// delete is one call with the ids.

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<< /Type /Catalog >>endobj\ntrailer<< /Root 1 0 R >>\n%%EOF\n');

async function organizer(page: Page, request: APIRequestContext) {
  const o = await registerOrganizer(request);
  await storeSession(page, o.token, o.user);
  return o;
}

async function meeting(request: APIRequestContext, token: string) {
  const day = (d: number) => new Date(Date.now() + d * 86400_000 + 8 * 3600_000).toISOString().slice(0, 10);
  const r = await request.post('/api/co/meeting', {
    headers: { authorization: `Bearer ${token}` },
    data: { title: 'E2E 数据管理大会', type: 'domestic', status: 'preparing', manager: '王经理', startTime: `${day(10)} 09:00:00`, endTime: `${day(11)} 18:00:00`, location: '杭州国际博览中心', subVenues: [{ name: '主会场', capacity: 500 }] },
  });
  expect(r.status()).toBe(200);
  return (await r.json()).data as { id: number };
}

const row = (page: Page, text: string) => page.locator('tr[data-row]', { hasText: text });
const save = (page: Page) => page.getByTestId('dialog-form').getByRole('button', { name: /保存|提交|确定/ }).first().click();

/** Picks the file in the chooser the click opens; answers the upload's HTTP status. */
async function uploadThrough(page: Page, click: () => Promise<void>, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await click();
  const answer = page.waitForResponse((r) => r.request().method() === 'POST' && /\/(avatar|logo|upload)$/.test(new URL(r.url()).pathname));
  await (await chooser).setFiles(file);
  return (await answer).status();
}

test('speakers with avatar, partners with logo, documents uploaded, downloaded and previewed', async ({ page, request }) => {
  test.setTimeout(120_000);
  const o = await organizer(page, request);
  const m = await meeting(request, o.token);

  await page.goto(`/data-management/${m.id}?tab=speakers`);
  await expect(page.getByTestId('console-heading')).toHaveText('E2E 数据管理大会');
  await page.locator('[data-testid="list-toolbar"] [data-action="create"]').click();
  const dialog = page.getByTestId('dialog-form');
  await save(page);
  await expect(dialog.getByText('请输入嘉宾姓名')).toBeVisible();
  await dialog.getByLabel('姓名').fill('李明教授');
  await dialog.getByLabel('公司').fill('清华大学');
  await dialog.getByLabel('演讲主题').fill('大模型的未来');
  await save(page);
  await expect(row(page, '李明教授')).toBeVisible();

  // a text file named .png is refused by the server, a real PNG becomes the avatar
  expect(await uploadThrough(page, () => row(page, '李明教授').locator('[data-action="avatar"]').click(), { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image') })).toBe(415);
  await expect(page.getByText('上传头像只能是 JPG、PNG、GIF、BMP、TIF 格式!').first()).toBeVisible();
  expect(await uploadThrough(page, () => row(page, '李明教授').locator('[data-action="avatar"]').click(), { name: 'me.png', mimeType: 'image/png', buffer: PNG })).toBe(200);
  await expect(page.getByText('上传成功').first()).toBeVisible();
  // the site's lists answer before publishing only to the meeting's organizer (or with its preview token)
  const owner = { headers: { authorization: `Bearer ${o.token}` } };
  expect((await request.get(`/api/speakers/meeting/${m.id}/active`)).status()).toBe(404);
  const speakers = await (await request.get(`/api/speakers/meeting/${m.id}/active`, owner)).json();
  expect(speakers.data[0]).toMatchObject({ name: '李明教授', company: '清华大学' });
  expect(speakers.data[0].avatar).toMatch(new RegExp(`^/api/files/content/${m.id}/[a-f0-9]{32}-w1\\.png$`)); // kept through the media pipeline
  expect((await request.get(speakers.data[0].avatar)).status()).toBe(200);

  // a partner with a logo
  await page.locator('[data-nav="partners"]').click();
  await page.locator('[data-testid="list-toolbar"] [data-action="create"]').click();
  await dialog.getByLabel('名称').fill('星云科技');
  await dialog.getByLabel('显示顺序').fill('1000');
  await save(page);
  await expect(dialog.getByText('显示顺序为0-999')).toBeVisible();
  await dialog.getByLabel('显示顺序').fill('5');
  await save(page);
  await expect(row(page, '星云科技')).toBeVisible();
  expect(await uploadThrough(page, () => row(page, '星云科技').locator('[data-action="logo"]').click(), { name: 'logo.png', mimeType: 'image/png', buffer: PNG })).toBe(200);
  await expect(page.getByText('上传成功').first()).toBeVisible();
  const partners = await (await request.get(`/api/partners/meeting/${m.id}/active`, owner)).json();
  expect(partners.data[0]).toMatchObject({ name: '星云科技', displayOrder: 5 });
  expect(partners.data[0].logo).toMatch(/\.png$/);

  // news: a category, a draft filed under it, published and withdrawn from the list (saved on the server)
  await page.locator('[data-nav="news"]').click();
  await page.locator('[data-testid="list-toolbar"] [data-action="category"]').click();
  await dialog.getByLabel('分类名称').fill('大会动态');
  await save(page);
  await expect(page.getByText('创建成功').first()).toBeVisible();
  await page.locator('[data-testid="list-toolbar"] [data-action="create"]').click();
  await dialog.getByLabel('标题').fill('大会议程发布');
  await dialog.getByLabel('分类').selectOption({ label: '大会动态' });
  await dialog.locator('[data-testid$="content-edit"]').click();
  await page.getByTestId('richtext-editor').fill('三天主论坛与十二个分论坛');
  await page.getByTestId('richtext-save').click();
  await expect(dialog.locator('[data-testid$="content-preview"]')).toHaveText('三天主论坛与十二个分论坛');
  await save(page);
  await expect(row(page, '大会议程发布')).toContainText('草稿');
  await expect(row(page, '大会议程发布')).toContainText('大会动态');
  await row(page, '大会议程发布').getByRole('checkbox').check();
  await page.getByRole('button', { name: '发布选中' }).click();
  await expect(row(page, '大会议程发布')).toContainText('已发布');
  const published = await (await request.get(`/api/news/list?meetingId=${m.id}&status=published`, owner)).json();
  expect(published.data.list.map((n: { title: string }) => n.title)).toEqual(['大会议程发布']);
  expect((await (await request.get(`/api/news/${published.data.list[0].id}`, owner)).json()).data.content).toContain('三天主论坛与十二个分论坛');
  await row(page, '大会议程发布').getByRole('checkbox').check();
  await page.getByRole('button', { name: '撤回' }).click();
  await expect(row(page, '大会议程发布')).toContainText('草稿');
  expect((await (await request.get(`/api/news/list?meetingId=${m.id}&status=published`, owner)).json()).data.total).toBe(0);

  // a collection, a document uploaded into it, then the document manager
  await page.goto(`/data-management/${m.id}?tab=documents`);
  await page.locator('[data-testid="list-toolbar"] [data-action="create"]').click();
  await dialog.getByLabel('文档集名称').fill('会议资料');
  await save(page);
  await expect(row(page, '会议资料')).toBeVisible();
  expect(await uploadThrough(page, () => row(page, '会议资料').locator('[data-action="upload"]').click(), { name: '议程.pdf', mimeType: 'application/pdf', buffer: PDF })).toBe(200);
  await expect(page.getByText('上传成功').first()).toBeVisible();
  // the whole collection as one ZIP, read back as the organizer gets it
  const zipped = page.waitForEvent('download');
  await row(page, '会议资料').locator('[data-action="downloadAll"]').click();
  const zip = await zipped;
  expect(zip.suggestedFilename()).toBe('会议资料.zip');
  const entries = unzipSync(new Uint8Array((await import('node:fs')).readFileSync((await zip.path())!)));
  expect(Object.keys(entries)).toEqual(['议程.pdf']);
  expect(Buffer.from(entries['议程.pdf']).equals(PDF)).toBe(true);
  await row(page, '会议资料').locator('[data-action="open"]').click();
  await expect(page).toHaveURL(/\/document-manager\/\d+/);
  await expect(page.getByTestId('doc-collection')).toHaveText('会议资料');
  const fileRow = page.locator('[data-testid^="doc-row-"]', { hasText: '议程.pdf' });
  await expect(fileRow).toBeVisible();
  const id = (await fileRow.getAttribute('data-testid'))!.replace('doc-row-', '');
  const download = page.waitForEvent('download');
  await page.getByTestId(`doc-download-${id}`).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('议程.pdf');
  const saved = await file.path();
  expect((await import('node:fs')).readFileSync(saved!).equals(PDF)).toBe(true);
  await page.getByTestId(`doc-preview-${id}`).click();
  await expect(page.getByTestId('doc-preview').locator('iframe')).toHaveAttribute('src', new RegExp(`^/api/document/preview/${id}\\?previewToken=[A-Za-z0-9]{6}$`));
  await page.getByTestId('doc-preview').getByRole('button').click();

  // a folder, then the breadcrumb back to the root
  await page.getByTestId('doc-new-folder').click();
  await page.getByTestId('dialog-form').getByRole('textbox').fill('第一天');
  await save(page);
  await page.locator('[data-testid^="doc-row-"]', { hasText: '第一天' }).getByRole('button', { name: /第一天/ }).click();
  await expect(page.getByTestId('doc-breadcrumb')).toContainText('会议资料/第一天');
  await expect(page.getByTestId('doc-empty')).toBeVisible();
  await page.getByTestId('doc-breadcrumb').getByRole('button', { name: '会议资料' }).click();
  await expect(fileRow).toBeVisible();
});

test('back from the partner editor lands on partners; batch delete is one DELETE /api/partners/batch', async ({ page, request }) => {
  const o = await organizer(page, request);
  const m = await meeting(request, o.token);
  const ids: number[] = [];
  for (const name of ['甲伙伴', '乙伙伴', '丙伙伴']) {
    const r = await request.post(`/api/partners?meetingId=${m.id}`, { headers: { authorization: `Bearer ${o.token}` }, data: { name } });
    expect(r.status()).toBe(200);
    ids.push((await r.json()).data.id);
  }
  // the editor's back sets the local flag; data management opens partners by it and clears it
  await page.goto(`/partner-editor?id=${ids[0]}&meetingId=${m.id}`);
  await page.getByTestId('record-editor-back').click();
  await expect(page).toHaveURL(new RegExp(`/data-management/${m.id}\\?tab=partners$`));
  await expect(row(page, '甲伙伴')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('from_partner_editor'))).toBeNull();

  const deletes: string[] = [];
  page.on('request', (r) => r.method() === 'DELETE' && deletes.push(`${new URL(r.url()).pathname} ${r.postData()}`));
  await row(page, '甲伙伴').getByRole('checkbox').check();
  await row(page, '乙伙伴').getByRole('checkbox').check();
  await page.getByTestId('batch-delete').click();
  await page.getByTestId('confirm-ok').click();
  await expect(row(page, '甲伙伴')).toHaveCount(0);
  await expect(row(page, '乙伙伴')).toHaveCount(0);
  await expect(row(page, '丙伙伴')).toBeVisible();
  expect(deletes).toEqual([`/api/partners/batch ${JSON.stringify({ ids: [ids[0], ids[1]] })}`]);
});
