// The meeting website in Chromium against the real server: a published two-page site opened by a
// visitor (navbar, page switch, carousel, speakers with detail popup, contact-us, full-page scroll with
// dots and keys, share tags, one view per browser), the not-found page, and the organizer's editor.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { proveInRegisterDialog, registerOrganizer, storeSession } from './helpers';

const day = (d: number) => new Date(Date.now() + d * 86400_000 + 8 * 3600_000).toISOString().slice(0, 10);
const shots = process.env.SITE_SHOTS; // a folder: screenshots to look at (zh/en, light/dark, phone)

async function meeting(request: APIRequestContext, token: string, title: string) {
  const r = await request.post('/api/co/meeting', {
    headers: { authorization: `Bearer ${token}` },
    data: { title, description: '一年一度的开发者盛会', type: 'domestic', status: 'preparing', manager: '王经理', startTime: `${day(10)} 09:00:00`, endTime: `${day(11)} 18:00:00`, location: '杭州国际博览中心', subVenues: [{ name: '主会场', capacity: 500 }], template: 'blank' },
  });
  expect(r.status()).toBe(200);
  return (await r.json()).data as { id: number };
}

/** Publishes the site and answers the public address /{adminId}/p/{meetingId}/{token}. */
async function publish(request: APIRequestContext, token: string, id: number) {
  const auth = { authorization: `Bearer ${token}` };
  const t = await request.post(`/api/co/meeting/${id}/generate-preview-token`, { headers: auth });
  expect(t.status()).toBe(200);
  expect((await request.put(`/api/co/meeting/${id}/website-status`, { headers: auth, data: { websiteStatus: 'active' } })).status()).toBe(200);
  const w = (await (await request.get(`/api/co/meeting/${id}/website`, { headers: auth })).json()).data;
  return `/${w.adminId}/p/${id}/${w.previewToken}`;
}

const svg = (bg: string) => `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400"><rect width="100%" height="100%" fill="${bg}"/></svg>`)}`;
const page1 = {
  id: 'home', name: '首页', showInNav: true, appearance: 'light',
  components: [
    { id: 'c1', type: 'carousel', props: { images: [{ src: svg('#1f55e0'), title: '欢迎来到开发者大会' }, { src: svg('#0f766e'), title: '主论坛' }], moduleHeight: 360, autoplay: false }, style: {} },
    { id: 't1', type: 'text', props: { content: '<h2>大会简介</h2><p>三天议程，<b>40</b> 场演讲。</p>' }, style: {} },
    { id: 's1', type: 'speakers', props: { title: '演讲嘉宾', columns: 4 }, style: {} },
  ],
};
const page2 = { id: 'contact', name: '联系我们', showInNav: true, appearance: 'dark', components: [{ id: 'k1', type: 'contact-us', props: { title: '联系我们', phone: '0571-8888 8888', email: 'hello@example.com' }, style: {} }] };
const records = (fullPage: boolean) => [
  { dataType: 'pages', dataKey: 'home', dataValue: JSON.stringify(page1) },
  { dataType: 'pages', dataKey: 'contact', dataValue: JSON.stringify(page2) },
  { dataType: 'settings', dataKey: 'pageStyle', dataValue: JSON.stringify({ backgroundColor: '#f8f9fa', fontSize: 14, isFullPageScroll: fullPage }) },
];

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

test('a visitor opens the published site: pages, carousel, text, contact, full-page scroll, one view', async ({ page, request }) => {
  const o = await registerOrganizer(request);
  const m = await meeting(request, o.token, 'E2E 开发者大会');
  const auth = { authorization: `Bearer ${o.token}` };
  expect((await request.post(`/api/website-data/meeting/${m.id}/batch`, { headers: auth, data: records(false) })).status()).toBe(200);

  // before publishing, the link shows the not-published page; a wrong token the not-found page
  const t = (await (await request.post(`/api/co/meeting/${m.id}/generate-preview-token`, { headers: auth })).json()).data.previewToken;
  await page.goto(`/${o.user.id}/p/${m.id}/${t}`);
  await expect(page.getByTestId('site-not-found')).toContainText('网站未发布，无法预览');
  const url = await publish(request, o.token, m.id);
  await page.goto(`/${o.user.id}/p/${m.id}/ZZZZZZ`);
  await expect(page.getByTestId('site-not-found')).toContainText('页面不存在');

  await page.goto(url);
  const nav = page.getByTestId('site-navbar');
  await expect(nav).toContainText('E2E 开发者大会');
  await expect(page).toHaveTitle('E2E 开发者大会');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'E2E 开发者大会');
  await expect(page.getByTestId('site-carousel')).toContainText('欢迎来到开发者大会');
  await expect(page.getByTestId('site-text').getByRole('heading', { name: '大会简介' })).toBeVisible();
  await expect(page.getByTestId('site-speakers')).toBeVisible();
  await shot(page, 'public-home-zh-light');

  // the second page, dark, from the menu
  await nav.getByRole('button', { name: '联系我们' }).click();
  await expect(page.getByTestId('site-contact')).toContainText('hello@example.com');
  await expect(page).toHaveURL(/#page=contact$/);
  await shot(page, 'public-contact-zh-dark');
  await page.goBack();
  await expect(page.getByTestId('site-carousel')).toBeVisible();

  // English
  await nav.getByRole('button', { name: 'English' }).click();
  await expect(nav.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
  await expect(nav.getByTestId('site-register-cta')).toHaveText('Register now');
  await expect(page.getByTestId('site-speakers')).toBeVisible();
  await shot(page, 'public-home-en-light');

  // one view per browser: a reload does not count again
  const views = async () => (await (await request.get(`/api/co/meeting/${m.id}/website`, { headers: auth })).json()).data.websiteViews;
  await expect.poll(views).toBe(1);
  await page.reload();
  await expect(page.getByTestId('site-carousel')).toBeVisible();
  expect(await views()).toBe(1);

  // full-page scroll: one component per screen, dots, keys
  expect((await request.post(`/api/website-data/meeting/${m.id}/batch`, { headers: auth, data: records(true) })).status()).toBe(200);
  await page.setViewportSize({ width: 390, height: 780 });
  await page.reload();
  const dots = page.getByTestId('fullpage').getByRole('button', { name: /Section|第/ });
  await expect(dots).toHaveCount(3);
  await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  await page.waitForTimeout(850);
  await page.keyboard.press('End');
  await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('site-speakers')).toBeInViewport();
  await shot(page, 'public-phone-fullpage-en');
});

test('an organizer builds a two-page site in the editor (drag and drop included), saves, publishes; a visitor sees it', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const o = await registerOrganizer(request);
  const m = await meeting(request, o.token, 'E2E 编辑器大会');
  const auth = { authorization: `Bearer ${o.token}` };
  const sp = await request.post(`/api/speakers?meetingId=${m.id}&adminId=${o.user.id}`, { headers: auth, data: { name: '王晓明', company: '清华大学', position: '教授', speechTopic: '大模型时代的软件工程', status: 'active' } });
  expect(sp.status()).toBe(200);
  await storeSession(page, o.token, o.user);

  await page.clock.install(); // time runs as usual; fastForward below jumps to the auto-save
  await page.goto(`/website-editor/${m.id}`);
  await expect(page.getByTestId('editor-title')).toHaveText('E2E 编辑器大会');
  await expect(page.getByTestId('editor-empty')).toBeVisible();

  // drag a carousel from the components drawer onto the canvas
  await page.getByTestId('add-carousel').dragTo(page.getByTestId('editor-canvas'));
  const blocks = page.getByTestId('editor-block');
  await expect(blocks).toHaveCount(1);
  await expect(blocks.first()).toHaveAttribute('data-type', 'carousel');
  // select it, upload a slide with a title through the property panel (generated from the schema)
  await blocks.first().click();
  const panel = page.getByTestId('drawer-properties');
  await expect(panel.getByTestId('property-panel')).toHaveAttribute('data-type', 'carousel');
  await panel.getByPlaceholder('图片标题').fill('欢迎来到编辑器大会');
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  await panel.getByTestId('upload-slide').setInputFiles({ name: 'slide.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByTestId('editor-stage').getByTestId('site-carousel')).toContainText('欢迎来到编辑器大会');
  await panel.locator('[data-prop="moduleHeight"] input[type="number"]').fill('300');

  // click to append speakers; it is selected and goes below the carousel; move it up, then back down
  await page.getByTestId('add-speakers').click();
  await expect(blocks).toHaveCount(2);
  await expect(panel.getByTestId('property-panel')).toHaveAttribute('data-type', 'speakers');
  await panel.locator('#prop-title').fill('特邀嘉宾');
  await panel.getByTestId('prop-title-en').fill('Guest speakers'); // shown on the English site
  await expect(page.getByTestId('editor-stage').getByTestId('site-speakers')).toContainText('王晓明');
  await page.getByTestId('block-tools').getByRole('button', { name: '上移' }).click();
  await expect(blocks.first()).toHaveAttribute('data-type', 'speakers');
  await page.getByRole('button', { name: '撤销' }).click();
  await expect(blocks.first()).toHaveAttribute('data-type', 'carousel');

  // full-page scroll: switched on with its message, dots for the page's two components
  await page.getByTestId('fullpage-toggle').check();
  await expect(page.getByText('已开启整屏滚动模式')).toBeVisible();
  await expect(page.getByTestId('editor-dots').getByRole('button')).toHaveCount(2);
  await page.getByTestId('fullpage-toggle').uncheck();
  await expect(page.getByTestId('editor-dots')).toHaveCount(0);

  // login is disabled in the editor
  await page.getByTestId('editor-navbar').getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('编辑器中登录功能已禁用，请在预览页面中使用')).toBeVisible();

  // a second page with contact-us
  await page.getByTestId('rail-pages').click();
  await page.getByTestId('add-page').click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('页面名称不能为空')).toBeVisible();
  await page.getByPlaceholder('页面名称').fill('联系我们');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('editor-empty')).toBeVisible();
  await page.getByTestId('rail-components').click();
  await page.getByTestId('add-contact-us').click();
  await panel.locator('[data-prop="phone"] input').fill('0571-8888 8888');
  await expect(page.getByTestId('editor-stage').getByTestId('site-contact')).toContainText('0571-8888 8888');
  if (shots) await page.screenshot({ path: `${shots}/editor-zh.png` });

  // auto-save: 60 s after the last change, to local storage and the server, with no click
  await expect(page.getByTestId('save-status')).toHaveText('有未保存的修改（60 秒后自动保存）');
  const savedPages = async () => (await (await request.get(`/api/website-data/meeting/${m.id}`, { headers: auth })).json()).data.filter((r: any) => r.dataType === 'pages').length;
  expect(await savedPages()).toBe(0);
  await page.clock.fastForward(61_000);
  await expect(page.getByTestId('save-status')).toContainText('已保存');
  expect(await savedPages()).toBe(2);
  expect(await page.evaluate((id) => JSON.parse(localStorage.getItem(`website-editor:${id}`) ?? '{}').doc?.pages?.length, m.id)).toBe(2);
  await page.getByTestId('editor-save').click();
  await expect(page.getByText('保存成功')).toBeVisible();
  if (shots) {
    // the same editor in English and dark
    await page.evaluate(() => (localStorage.setItem('conflow.lang', 'en'), localStorage.setItem('conflow.theme', 'dark')));
    await page.reload();
    await page.getByTestId('editor-block').first().click();
    await expect(page.getByTestId('drawer-properties')).toBeVisible();
    await page.screenshot({ path: `${shots}/editor-en-dark.png` });
    // the mobile canvas lays the blocks out as a phone does (container queries)
    await page.getByRole('button', { name: 'Mobile' }).click();
    await page.getByTestId('rail-pages').click();
    await page.getByTestId('pages-drawer').getByRole('button', { name: '首页' }).click();
    await expect(page.getByTestId('editor-stage').getByTestId('site-speakers')).toBeVisible();
    await page.screenshot({ path: `${shots}/editor-mobile-en-dark.png` });
    await page.evaluate(() => (localStorage.setItem('conflow.lang', 'zh'), localStorage.setItem('conflow.theme', 'light')));
  }
  const saved = (await (await request.get(`/api/website-data/meeting/${m.id}`, { headers: auth })).json()).data;
  const pages = saved.filter((r: any) => r.dataType === 'pages').map((r: any) => JSON.parse(r.dataValue));
  expect(pages.map((p: any) => p.components.map((c: any) => c.type))).toEqual([['carousel', 'speakers'], ['contact-us']]);
  expect(pages[0].components[0].props).toMatchObject({ moduleHeight: 300, images: [{ title: '欢迎来到编辑器大会' }] });
  expect(pages[0].components[1].props.title).toEqual({ zh: '特邀嘉宾', en: 'Guest speakers' });
  // the contact-us component is saved as the meeting's contact-us config too
  const contact = (await (await request.get(`/api/website/contact-us/${m.id}`, { headers: auth })).json()).data;
  expect(contact).toMatchObject({ componentId: pages[1].components[0].id, phone: '0571-8888 8888' });

  // preview before publishing: a popup with the draft, shown to its organizer only
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: /^(预览|Preview)$/ }).click()]);
  await expect(popup.getByTestId('site-draft')).toBeVisible();
  await expect(popup.getByTestId('site-carousel')).toContainText('欢迎来到编辑器大会');
  await popup.close();

  // publish and visit as someone else
  const url = await publish(request, o.token, m.id);
  const visitor = await browser.newPage();
  await visitor.goto(url);
  await expect(visitor.getByTestId('site-carousel')).toContainText('欢迎来到编辑器大会');
  // register as a participant through the navbar's dialog (renderers/participant): logged in at once
  const phone = `136${String(Date.now()).slice(-8)}`;
  await visitor.getByTestId('site-navbar').getByRole('button', { name: '注册' }).click();
  const reg = visitor.getByTestId('participant-register');
  await proveInRegisterDialog(visitor, request, phone);
  await reg.getByTestId('participant-register-username').fill('访客小王');
  await reg.getByTestId('participant-register-password').fill('secret123');
  await reg.getByTestId('participant-register-confirm').fill('secret123');
  await reg.getByTestId('participant-register-agree').check();
  await reg.getByTestId('participant-register-submit').click();
  await expect(visitor.getByTestId('site-navbar').getByTestId('participant-menu')).toContainText('访客小王');
  await visitor.getByTestId('site-speakers').getByText('王晓明').click();
  await expect(visitor.getByTestId('speaker-detail')).toContainText('大模型时代的软件工程');
  if (shots) {
    await visitor.setViewportSize({ width: 390, height: 800 });
    await visitor.screenshot({ path: `${shots}/public-phone-speaker-zh.png` });
    await visitor.setViewportSize({ width: 1280, height: 720 });
  }
  await visitor.keyboard.press('Escape');
  await expect(visitor.getByTestId('site-speakers')).toContainText('特邀嘉宾');
  await visitor.getByTestId('site-navbar').getByRole('button', { name: '联系我们' }).click();
  await expect(visitor.getByTestId('site-contact')).toContainText('0571-8888 8888');
  // the English site shows the title's English
  await visitor.evaluate(() => localStorage.setItem('conflow.lang', 'en'));
  await visitor.goto(url);
  await expect(visitor.getByTestId('site-speakers')).toContainText('Guest speakers');
  await expect(visitor.getByTestId('site-speakers')).not.toContainText('特邀嘉宾');
  await visitor.close();
});

test('changes that never reached the server are kept locally and offered back when the editor opens again', async ({ page, request }) => {
  const o = await registerOrganizer(request);
  const m = await meeting(request, o.token, 'E2E 草稿恢复大会');
  await storeSession(page, o.token, o.user);
  await page.goto(`/website-editor/${m.id}`);
  await expect(page.getByTestId('editor-empty')).toBeVisible();
  await page.getByTestId('add-speakers').click();
  await expect(page.getByTestId('editor-block')).toHaveCount(1);
  // the local copy is written a moment after the edit, before any save
  await expect.poll(() => page.evaluate((id) => JSON.parse(localStorage.getItem(`website-editor:${id}`) ?? '{}').synced, m.id)).toBe(false);
  page.once('dialog', (d) => void d.accept()); // unsaved changes: the reload is asked first (beforeunload)
  await page.reload();
  await expect(page.getByTestId('confirm-dialog')).toContainText('未保存到服务器的修改');
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('editor-block')).toHaveCount(1);
  await expect(page.getByTestId('save-status')).toContainText('有未保存的修改');
  // saved: the copy is marked as on the server, and the next opening asks nothing
  await page.getByTestId('editor-save').click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('editor-block')).toHaveCount(1);
  await expect(page.getByTestId('confirm-dialog')).toHaveCount(0);
});
