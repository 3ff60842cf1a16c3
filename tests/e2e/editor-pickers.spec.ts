// The website editor speaks in names, not ids (issue 18 item 4): a button's link is a page of the site
// picked by name, the navbar's register button a registration flow picked by name, the tickets block's
// flow picked by name, a navbar menu item's link a page picked by name, an icon picked from
// the site's icon grid; the logo and favicon are uploaded (the public site serves the logo as a WebP
// srcset and names the favicon); an image and a file uploaded through the media library go into rich
// text and reach the public site as a responsive picture and a download link.
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { registerOrganizer, storeSession } from './helpers';

const day = (d: number) => new Date(Date.now() + d * 86400_000 + 8 * 3600_000).toISOString().slice(0, 10);
const page = (id: string, name: string) => ({ id, name, showInNav: true, appearance: 'light', components: [] });

test('pickers, logo and favicon, rich-text media: picked in the editor, seen on the public site', async ({ page: editor, request, browser }) => {
  test.setTimeout(180_000);
  const o = await registerOrganizer(request);
  const auth = { authorization: `Bearer ${o.token}` };
  const made = await request.post('/api/co/meeting', {
    headers: auth,
    data: { title: 'E2E 选择器大会', description: '站内链接与媒体库', type: 'domestic', status: 'preparing', manager: '王经理', startTime: `${day(10)} 09:00:00`, endTime: `${day(11)} 18:00:00`, location: '杭州', subVenues: [{ name: '主会场', capacity: 500 }] },
  });
  const m = (await made.json()).data as { id: number };
  const flow = await request.post(`/api/co/meeting/${m.id}/registration-flows`, { headers: auth, data: { type: 'attendee', name: '嘉宾报名通道', currency: 'CNY' } });
  const flowId = (await flow.json()).data.id;
  // a second flow, enabled and with a ticket on sale, for the tickets block to show instead of the default
  const student = (await (await request.post(`/api/co/meeting/${m.id}/registration-flows`, { headers: auth, data: { type: 'attendee', name: '学生报名通道', currency: 'CNY' } })).json()).data.id as number;
  expect((await request.put(`/api/co/meeting/${m.id}/registration-flows/${student}/status`, { headers: auth, data: { enabled: true } })).status()).toBe(200);
  expect((await request.post(`/api/co/meeting/${m.id}/registration-flows/${student}/ticket-types`, { headers: auth, data: { name: '学生票', price: 99, quota: 50 } })).status()).toBe(200);
  // a second page to link to
  const pages = [page('home', '首页'), page('agenda', '大会议程')].map((p) => ({ dataType: 'pages', dataKey: p.id, dataValue: JSON.stringify(p) }));
  expect((await request.post(`/api/website-data/meeting/${m.id}/batch`, { headers: auth, data: pages })).status()).toBe(200);
  const logo = await sharp({ create: { width: 800, height: 200, channels: 3, background: '#1f55e0' } }).jpeg().toBuffer();
  const icon = await sharp({ create: { width: 64, height: 64, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 1 } } }).png().toBuffer();
  const poster = await sharp({ create: { width: 1200, height: 600, channels: 3, background: { r: 20, g: 140, b: 90 }, noise: { type: 'gaussian', mean: 120, sigma: 20 } } }).jpeg().toBuffer();

  await storeSession(editor, o.token, o.user);
  await editor.goto(`/website-editor/${m.id}`);

  // a button: its link a page of this site by name, its icon from the grid
  await editor.getByTestId('add-button').click();
  const panel = editor.getByTestId('drawer-properties');
  await expect(panel.getByTestId('property-panel')).toHaveAttribute('data-type', 'button');
  await panel.getByTestId('page-picker').selectOption({ label: '大会议程' });
  await panel.locator('[data-icon="hotel"]').click();
  await expect(panel.locator('[data-icon="hotel"]')).toHaveAttribute('aria-pressed', 'true');
  await editor.getByTestId('editor-stage').click({ position: { x: 5, y: 5 } });

  // a tickets block: its flow by name, not a typed id
  if (!(await editor.getByTestId('add-tickets').isVisible())) await editor.getByTestId('rail-components').click();
  await editor.getByTestId('add-tickets').click();
  await expect(panel.getByTestId('property-panel')).toHaveAttribute('data-type', 'tickets');
  await expect(panel.getByTestId('flow-picker').getByRole('option', { name: '学生报名通道' })).toHaveCount(1);
  await panel.getByTestId('flow-picker').selectOption({ label: '学生报名通道' });
  await editor.getByTestId('editor-stage').click({ position: { x: 5, y: 5 } });

  // the navbar: the register button's flow by name, a menu item linking to a page by name, an uploaded logo
  await editor.getByTestId('editor-navbar').click({ position: { x: 20, y: 20 } });
  const navbar = editor.getByTestId('drawer-navbar');
  await navbar.getByTestId('register-page-picker').selectOption({ label: '嘉宾报名通道 (默认)' });
  const menu = navbar.locator('[data-prop="menuItems"]');
  await menu.getByRole('button', { name: /添加/ }).click();
  const item = menu.getByTestId('list-item');
  await item.locator('input').first().fill('日程页');
  await item.getByTestId('page-picker').selectOption({ label: '大会议程' });
  await navbar.locator('#prop-showImageLogo').check();
  const logoUp = editor.waitForResponse((r) => r.url().includes('/api/media/website/upload'));
  await navbar.getByTestId('upload-prop-logoImage').setInputFiles({ name: 'logo.jpg', mimeType: 'image/jpeg', buffer: logo });
  expect((await logoUp).status()).toBe(200);
  await expect(navbar.locator('#prop-logoImage')).toHaveValue(/\/api\/media\/website\/files\/\d+\/[a-f0-9]{32}-w800\.jpg$/);
  await navbar.getByRole('button', { name: /关闭|✕/ }).first().click();

  // the website settings: the favicon
  await editor.getByTestId('rail-settings').click();
  const settings = editor.getByTestId('drawer-settings');
  const iconUp = editor.waitForResponse((r) => r.url().includes('/api/media/upload'));
  await settings.getByTestId('upload-prop-favicon').setInputFiles({ name: 'favicon.png', mimeType: 'image/png', buffer: icon });
  expect((await iconUp).status()).toBe(200);
  await expect(settings.locator('#prop-favicon')).toHaveValue(/\/api\/media\/files\/\d+\/[a-f0-9]{32}\.png$/);

  // rich text: an image and a file uploaded into the media library, then inserted
  await editor.getByTestId('rail-components').click();
  await editor.getByTestId('add-text').click();
  const dialog = editor.getByTestId('richtext-dialog');
  await dialog.getByTestId('richtext-editor').click();
  await editor.keyboard.type('大会海报与日程');
  await dialog.getByTestId('richtext-image').click();
  const library = editor.getByTestId('media-library');
  // the logo and favicon uploaded a moment ago are in the library already
  await expect(library.getByTestId('library-item').filter({ hasText: 'logo.jpg' })).toHaveCount(1);
  await library.getByTestId('library-description').fill('主视觉海报');
  await library.getByTestId('library-upload').setInputFiles({ name: 'poster.jpg', mimeType: 'image/jpeg', buffer: poster });
  const posterItem = library.getByTestId('library-item').filter({ hasText: 'poster.jpg' });
  await expect(posterItem).toContainText('主视觉海报');
  await posterItem.getByText('poster.jpg').click();
  await expect(library).toHaveCount(0);
  await dialog.getByTestId('richtext-file').click();
  await library.getByTestId('library-upload').setInputFiles({ name: '日程.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') });
  await library.getByTestId('library-item').getByText('日程.pdf').click();
  await expect(dialog.getByTestId('richtext-editor').locator('img[srcset]')).toHaveCount(1);
  await dialog.getByTestId('richtext-save').click();
  await editor.getByTestId('editor-save').click();
  await expect(editor.getByText('保存成功')).toBeVisible();

  // what was saved: the flow's id and the page link, not typed by anyone
  const saved = (await (await request.get(`/api/website-data/meeting/${m.id}`, { headers: auth })).json()).data as { dataKey: string; dataValue: string }[];
  const navSaved = JSON.parse(saved.find((r) => r.dataKey === 'navbarSettings')!.dataValue);
  expect(navSaved.userRegisterPage).toBe(String(flowId));
  expect(navSaved.menuItems).toEqual([expect.objectContaining({ title: '日程页', url: 'agenda', type: 'internal' })]);
  const home = JSON.parse(saved.find((r) => r.dataKey === 'home')!.dataValue);
  expect(home.components.find((c: { type: string }) => c.type === 'tickets').props.flowId).toBe(student);
  expect(home.components.find((c: { type: string }) => c.type === 'button').props).toMatchObject({ icon: 'hotel', action: { kind: 'link', to: '#page=agenda' } });

  // the public site
  await request.post(`/api/co/meeting/${m.id}/generate-preview-token`, { headers: auth });
  expect((await request.put(`/api/co/meeting/${m.id}/website-status`, { headers: auth, data: { websiteStatus: 'active' } })).status()).toBe(200);
  const w = (await (await request.get(`/api/co/meeting/${m.id}/website`, { headers: auth })).json()).data;
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/${w.adminId}/p/${m.id}/${w.previewToken}`);
  const nav = visitor.getByTestId('site-navbar');
  await expect(nav.locator('picture source[type="image/webp"]').first()).toHaveAttribute('srcset', /-w480\.webp 480w, .*-w800\.webp 800w/);
  await expect(visitor.locator('link[rel="icon"]')).toHaveAttribute('href', /\/api\/media\/files\/\d+\/[a-f0-9]{32}\.png$/);
  const text = visitor.getByTestId('site-text');
  await expect(text.locator('img')).toHaveAttribute('srcset', /-w480\.webp 480w/);
  await expect.poll(() => text.locator('img').evaluate((e: HTMLImageElement) => (e.complete ? e.naturalWidth : 0))).toBeGreaterThan(0);
  const file = text.locator('a[download]');
  await expect(file).toHaveText('日程.pdf');
  const got = await request.get((await file.getAttribute('href'))!);
  expect([got.status(), got.headers()['content-disposition']]).toEqual([200, expect.stringContaining('attachment')]);
  // the button goes to the page picked for it
  const button = visitor.getByRole('button', { name: /按钮|Button/ }).or(visitor.locator('[data-testid="site-page"] button').first()).first();
  await expect(button.locator('svg')).toHaveCount(1);
  await button.click();
  await expect(visitor.getByTestId('site-page')).toHaveAttribute('data-page', 'agenda');

  // the navbar's menu item goes to the page picked for it
  await visitor.goto(`/${w.adminId}/p/${m.id}/${w.previewToken}`);
  await expect(visitor.getByTestId('site-page')).toHaveAttribute('data-page', 'home');
  await nav.getByRole('button', { name: '日程页' }).click();
  await expect(visitor.getByTestId('site-page')).toHaveAttribute('data-page', 'agenda');

  // the tickets block shows the flow picked for it and opens that flow
  await visitor.goto(`/${w.adminId}/p/${m.id}/${w.previewToken}`);
  const tickets = visitor.getByTestId('site-tickets');
  await expect(tickets.getByTestId('ticket-card')).toContainText('学生票');
  await expect(tickets.getByTestId('tickets-register')).toHaveAttribute('href', `/meeting/${m.id}/register/${student}`);
  await tickets.getByTestId('tickets-register').click();
  await expect(visitor).toHaveURL(new RegExp(`/meeting/${m.id}/register/${student}$`));
});
