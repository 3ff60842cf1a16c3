// WCAG 2.2 AA sweep of what opens over a screen: the dialogs (admin lists' create and edit forms, detail,
// history and confirm dialogs, the proof image, the column set-up, hotel forms, the badge's insert-field
// dialog, the designer's field dialog, the site editor's rich text dialog, media library, pickers and pages
// drawer, the notification
// send and template dialogs, the meeting form and its delete, the data-management forms, a new folder,
// a new sub-account, the finance detail, the password reset), the open menus (user menus, a row's
// "more" menu, the notification bell) and the scanner's full-screen verdicts (admitted, refused), in the
// light and the dark theme. Each state is a URL, the user who sees it and a small action that opens it;
// fails on any serious or critical axe finding over the page with the state open.
import { expect, test, type Page } from '@playwright/test';
import { inBothThemes } from './axe';
import { adminSession } from './helpers';
import { api, newParticipant, openFlow, submitAs, ticketPage, uploadProof, type OpenFlow } from './registration-setup';

type Who = 'anonymous' | 'organizer' | 'admin';
interface State { name: string; who: Who; url: string; open(page: Page): Promise<unknown>; ready?: (page: Page) => ReturnType<Page['locator']> }

const FORM = { formGroups: [{ id: 'g1', name: '基本信息', fields: [{ id: 'name', label: '姓名', fieldType: 'text', required: true }, { id: 'org', label: '工作单位', fieldType: 'text' }] }] };
const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
const OPEN = '[role="dialog"], [role="alertdialog"], [role="menu"]';

let o: OpenFlow;
let admitCode = '';
let collectionId = 0;
const sessions = {} as Record<Who, Record<string, string>>;

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  o = await openFlow(request, 'E2E 无障碍弹窗', { ticketPage: ticketPage([{ type: '标准票', amount: 50, price: 299 }]), formPage: FORM,
    bankTransferPage: { bankName: '中国银行杭州分行', bankAccount: '6217 0000 9999 0004', accountName: '杭州会务服务有限公司' } });
  await api(request, 'post', '/api/co/hotels', {
    meetingId: o.meetingId, name: '西湖国宾馆', address: '杭州市西湖区杨公堤 18 号', frontDeskPhone: '0571-87979889',
    earliestCheckin: '14:00', latestCheckout: '12:00', bookingStartTime: day(0), bookingEndTime: day(40), status: 'active',
  }, o.as);
  // one proof waiting for review (the payment review's rows), one confirmed registration (the scanner admits it)
  for (const [name, approve] of [['林小雨', false], ['王小明', true]] as const) {
    const p = await newParticipant(request, o, name);
    const reg = await submitAs(request, o, p, { ticketType: '标准票', formData: { name }, total: 299 });
    await uploadProof(request, p, reg.id);
    if (approve) {
      await api(request, 'put', `/api/participants/${p.id}/payment-review`, { action: 'approve' }, o.as);
      admitCode = (await api(request, 'get', '/api/registrations/mine', undefined, p.headers))[0].checkinCode;
    }
  }
  collectionId = (await api(request, 'post', '/api/document-collections', { meetingId: o.meetingId, name: '会议资料' }, o.as)).id;
  // a second flow: the default one offers no delete (its confirmation opens on this one)
  await api(request, 'post', `/api/co/meeting/${o.meetingId}/registration-flows`, { type: 'attendee', name: '备用流程', currency: 'CNY' }, o.as);
  const admin = await adminSession(request);
  sessions.anonymous = {};
  sessions.organizer = { 'conflow.token': o.org.token, 'conflow.user': JSON.stringify(o.org.user) };
  sessions.admin = { 'conflow.token': admin.token, 'conflow.user': JSON.stringify(admin.user) };
});

const S = (tab: string) => `/meeting/${o?.meetingId}/settings?tab=${tab}`;
const D = (tab: string) => `/data-management/${o?.meetingId}?tab=${tab}`;
const CREATE = '[data-testid="list-toolbar"] [data-action="create"]';
const click = (selector: string) => (page: Page) => page.locator(selector).first().click();
const clicks = (...selectors: string[]) => async (page: Page) => { for (const s of selectors) await click(s)(page); };
const row = (action: string) => `tr[data-row] [data-testid="row-${action}"]`;
/** A drawer's entry, its rail button pressed first unless the drawer is already open. */
const drawer = (rail: string, entry: string) => async (page: Page) => {
  if (!(await page.getByTestId(entry).isVisible())) await page.getByTestId(rail).click();
  await page.getByTestId(entry).click();
};
/** The site editor with no local copy to offer back (a state before left one), then `then`. */
const freshEditor = (then: (page: Page) => Promise<unknown>) => async (page: Page) => {
  await page.evaluate(() => { for (const k of Object.keys(localStorage)) if (k.includes('website-editor:')) localStorage.removeItem(k); });
  await page.reload();
  await page.waitForLoadState('networkidle');
  await then(page);
};
const manual = (code: string) => async (page: Page) => {
  await page.locator('[data-manual-code]').fill(code);
  await page.locator('[data-manual-code]').press('Enter');
};

/** Every state, opened on its screen; built when the meeting exists. */
const states = (): State[] => [
  { name: 'flows: create', who: 'organizer', url: S('registration-settings'), open: click('[data-testid="list-toolbar"] [data-action="create"]') },
  { name: 'flows: edit', who: 'organizer', url: S('registration-settings'), open: click(row('edit')) },
  // delete waits in the 更多 menu of a flow that is not the default
  { name: 'flows: delete confirm', who: 'organizer', url: S('registration-settings'), open: clicks('tr[data-row]:has-text("备用流程") [data-testid="row-more"]', '[data-testid="row-delete"]') },
  { name: 'participants: detail', who: 'organizer', url: S('user-management'), open: click(row('detail')) },
  { name: 'participants: edit', who: 'organizer', url: S('user-management'), open: click(row('edit')) },
  { name: 'participants: history', who: 'organizer', url: S('user-management'), open: click(row('history')) },
  { name: 'participants: row more menu', who: 'organizer', url: S('user-management'), open: click(row('more')) },
  { name: 'participants: cancel form', who: 'organizer', url: S('user-management'), open: clicks(row('more'), '[data-testid="row-cancelRegistration"]') },
  { name: 'participants: column set-up', who: 'organizer', url: S('user-management'), open: click('[data-testid="column-config-open"]') },
  { name: 'participants: add', who: 'organizer', url: S('user-management'), open: click('[data-testid="list-toolbar"] [data-action="add"]') },
  { name: 'participants: import preview', who: 'organizer', url: S('user-management'), open: async (page) => {
    await click('[data-testid="list-toolbar"] [data-action="import"]')(page);
    await page.getByTestId('import-file').setInputFiles({ name: 'attendees.csv', mimeType: 'text/csv', buffer: Buffer.from('姓名,手机号\n甲,13811112222\n乙,123\n') });
    await page.getByTestId('import-preview').waitFor();
  } },
  { name: 'payments: proof image', who: 'organizer', url: S('payment-review'), open: click(row('proof')) },
  { name: 'payments: approve confirm', who: 'organizer', url: S('payment-review'), open: click(row('approve')) },
  { name: 'payments: reject form', who: 'organizer', url: S('payment-review'), open: click(row('reject')) },
  { name: 'hotels: new hotel', who: 'organizer', url: S('hotel-management'), open: click('[data-action="add-hotel"]') },
  { name: 'hotels: quick add', who: 'organizer', url: S('hotel-management'), open: click('[data-action="quick-add"]') },
  { name: 'hotels: new room', who: 'organizer', url: S('hotel-management'), open: click('[data-action="add-room"]') },
  { name: 'badge: insert field', who: 'organizer', url: S('badge-print'), open: click('[data-action="insert-field"]') },
  { name: 'designer: field dialog', who: 'organizer', url: `/meeting/${o?.meetingId}/page-design/${o?.flowId}`, open: clicks('[data-testid="tab-form"]', '[data-testid="edit-name"]') },
  { name: 'site editor: pages drawer, naming a page', who: 'organizer', url: `/website-editor/${o?.meetingId}`, open: drawer('rail-pages', 'add-page'), ready: (page) => page.getByTestId('pages-drawer').locator('input') },
  // rich text after the pages drawer: the text block it adds leaves a local draft the editor offers back on its next visit
  { name: 'site editor: rich text', who: 'organizer', url: `/website-editor/${o?.meetingId}`, open: drawer('rail-components', 'add-text') },
  // the pickers and the media library, each from an editor with no local copy of the state before
  { name: 'site editor: rich text media library', who: 'organizer', url: `/website-editor/${o?.meetingId}`,
    open: freshEditor(async (page) => { await drawer('rail-components', 'add-text')(page); await page.getByTestId('richtext-image').click(); }),
    ready: (page) => page.getByTestId('media-library').getByRole('heading') },
  { name: 'site editor: tickets flow picker', who: 'organizer', url: `/website-editor/${o?.meetingId}`,
    open: freshEditor(drawer('rail-components', 'add-tickets')), ready: (page) => page.getByTestId('flow-picker') },
  { name: 'site editor: navbar menu item link, invalid address', who: 'organizer', url: `/website-editor/${o?.meetingId}`,
    open: freshEditor(async (page) => {
      await page.getByTestId('editor-navbar').click({ position: { x: 20, y: 20 } });
      const menu = page.getByTestId('drawer-navbar').locator('[data-prop="menuItems"]');
      await menu.getByRole('button', { name: /添加/ }).click();
      await menu.getByLabel('外部链接').check();
      await menu.getByTestId('url-input').fill('example');
      await menu.getByTestId('url-input').press('Enter');
    }),
    ready: (page) => page.getByTestId('drawer-navbar').getByRole('alert') },
  { name: 'notifications: send', who: 'organizer', url: '/admin-center?tab=notifications', open: click('[data-testid="open-send"]') },
  { name: 'notifications: new template', who: 'admin', url: '/super-admin?tab=notifications', open: click('[data-testid="new-template"]') },
  { name: 'meetings: create', who: 'organizer', url: '/admin-center?tab=meetings', open: click('[data-testid="create"]') },
  { name: 'meetings: edit', who: 'organizer', url: `/admin-center?tab=meetings&edit=${o?.meetingId}`, open: async () => {} },
  { name: 'news: create', who: 'organizer', url: D('news'), open: click(CREATE) },
  { name: 'news: rich text over the form', who: 'organizer', url: D('news'), open: clicks(CREATE, '[data-testid$="content-edit"]'), ready: (page) => page.getByTestId('richtext-editor') },
  { name: 'news: new category', who: 'organizer', url: D('news'), open: click('[data-testid="list-toolbar"] [data-action="category"]') },
  { name: 'speakers: create', who: 'organizer', url: D('speakers'), open: click(CREATE) },
  { name: 'partners: create', who: 'organizer', url: D('partners'), open: click(CREATE) },
  { name: 'document sets: create', who: 'organizer', url: D('documents'), open: click(CREATE) },
  { name: 'document manager: new folder', who: 'organizer', url: `/document-manager/${collectionId}`, open: click('[data-testid="doc-new-folder"]') },
  { name: 'permissions: new sub-account', who: 'organizer', url: '/admin-center?tab=permissions', open: click('[data-testid="staff-create"]') },
  { name: 'finance: detail', who: 'organizer', url: '/admin-center?tab=finance', open: click(row('detail')) },
  { name: 'meetings: delete confirm', who: 'organizer', url: '/admin-center?tab=meetings', open: click('[data-action="delete"]') },
  { name: 'console: user menu', who: 'organizer', url: '/admin-center?tab=home', open: click('[data-testid="console-user-menu"]') },
  { name: 'navbar: user menu', who: 'organizer', url: '/', open: click('[data-testid="user-menu"]') },
  { name: 'navbar: notification bell', who: 'organizer', url: '/', open: (page) => page.getByRole('button', { name: /^通知/ }).first().click(), ready: (page) => page.locator('[id^="headlessui-popover-panel"]') },
  { name: 'scanner: refused', who: 'organizer', url: `/scanner-checkin/${o?.meetingId}`, open: manual('NOSUCH0CODE9'), ready: (page) => page.locator('[data-verdict="refused"]') },
  { name: 'scanner: admitted', who: 'organizer', url: `/scanner-checkin/${o?.meetingId}`,
    open: async (page) => { await manual(admitCode)(page); await page.locator('[data-scan-result] [data-action="confirm"]').click(); }, ready: (page) => page.locator('[data-verdict="admitted"]') },
  { name: 'super admin: account disable confirm', who: 'admin', url: '/super-admin?tab=accounts', open: click(row('disable')) },
  { name: 'password reset', who: 'anonymous', url: '/', open: clicks('[data-testid="nav-login"]', '[data-testid="login-forgot"]') },
];

test('every dialog, menu and verdict, light and dark: no serious or critical axe finding', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  // a state that leaves unsaved changes (the site editor's new text) is left without asking
  page.on('dialog', (d) => void (d.type() === 'beforeunload' ? d.accept() : d.dismiss()));
  page.setDefaultTimeout(8_000);
  const problems: string[] = [];
  for (const s of states()) {
    const t0 = Date.now();
    await page.evaluate((keys) => {
      for (const k of Object.keys(localStorage)) if (k === 'conflow.token' || k === 'conflow.user') localStorage.removeItem(k);
      for (const [k, v] of Object.entries(keys)) localStorage.setItem(k, v);
    }, sessions[s.who]);
    await page.goto(s.url);
    await page.waitForLoadState('networkidle');
    await s.open(page);
    // a dialog's outer box has no size of its own (its panel is fixed): something in it is seen
    await expect((s.ready ?? ((p: Page) => p.locator(OPEN).last().locator('button, [role="menuitem"], a, input')))(page).first(), s.name).toBeVisible();
    await page.waitForLoadState('networkidle');
    // dialogs and menus fade in: measured once they are opaque
    await page.waitForTimeout(250);
    problems.push(...await inBothThemes(page, s.name, false));
    console.log(`${s.name}: ${Date.now() - t0} ms`);
  }
  expect(problems).toEqual([]);
});
