import { expect, test, type Page } from '@playwright/test';
import { loginByCodeInFlow } from './helpers';
import { api, openFlow, ticketPage } from './registration-setup';

// The flow inside the meeting (issue 16 item 1): on a phone a visitor opens the published site, taps
// 立即报名 and registers in the meeting's own frame (its navbar and title, a way back, no platform
// login/register or platform address); back on the site the button reads 我的报名 and leads to the
// participant centre, in the same frame; in English the frame is English. None of the editor, charts
// or admin chunks come along. SHOTS=dir: screenshots of the flow and the centre (zh light, en dark).

const PLATFORM = ['重庆市渝中区', '400-600-1000'];
const HEAVY = /\/assets\/(site-editor|designer|admin-list|admin-center|ConsoleContent|useDark|export|statistics|chart|echarts)[-.]/;

async function frameIsTheMeetings(page: Page, title: string) {
  const header = page.getByTestId('meeting-chrome-header');
  await expect(header.getByTestId('site-navbar')).toContainText(title);
  await expect(page.getByTestId('nav-login')).toHaveCount(0);
  await expect(page.getByTestId('nav-register')).toHaveCount(0);
  await expect(page.getByTestId('meeting-chrome-footer')).toContainText(title);
  for (const text of PLATFORM) await expect(page.getByText(text)).toHaveCount(0);
  await expect(page.locator('main')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveCount(1);
}

async function shot(page: Page, name: string, dark = false) {
  if (!process.env.SHOTS) return;
  if (dark) await page.locator('html').evaluate((el) => el.classList.add('dark'));
  await page.screenshot({ path: `${process.env.SHOTS}/${name}.png`, fullPage: true });
  if (dark) await page.locator('html').evaluate((el) => el.classList.remove('dark'));
}

test('a visitor registers from the site on a phone inside the meeting’s own frame, and comes back to 我的报名', async ({ browser, request }) => {
  const title = 'E2E 会中报名大会';
  const o = await openFlow(request, title, {
    ticketPage: ticketPage([{ type: '免费票', amount: 20, price: 0 }]),
    formPage: { formGroups: [{ id: 'g1', name: '基本信息', fields: [{ id: 'name', label: '姓名', fieldType: 'text', required: true }] }] },
  });
  // the site: its navbar's colours and a second page
  await api(request, 'post', `/api/co/meeting/${o.meetingId}/generate-preview-token`, {}, o.as);
  const pages = [{ id: 'home', name: '首页', showInNav: true, appearance: 'light', components: [] }, { id: 'agenda', name: '日程', showInNav: true, appearance: 'light', components: [] }];
  await api(request, 'post', `/api/website-data/meeting/${o.meetingId}/batch`, [
    ...pages.map((p) => ({ dataType: 'pages', dataKey: p.id, dataValue: JSON.stringify(p) })),
    { dataType: 'settings', dataKey: 'navbarSettings', dataValue: JSON.stringify({ backgroundColor: '#0f3d5e', textColor: '#ffffff', hoverColor: '#fde68a', showUserActions: true }) },
  ], o.as);
  const { sitePath } = await api(request, 'get', `/api/co/meeting/${o.meetingId}/info`, undefined, {});
  expect(sitePath).toMatch(new RegExp(`^/${o.org.user.id}/p/${o.meetingId}/[A-Za-z0-9]{6}$`));

  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.goto(sitePath);
  const cta = page.getByTestId('site-register-cta');
  await expect(cta).toHaveText('立即报名');
  await cta.click();

  // the flow, in the meeting's frame
  await expect(page).toHaveURL(new RegExp(`/meeting/${o.meetingId}/register$`));
  await expect(page.getByTestId('flow-view')).toBeVisible();
  await frameIsTheMeetings(page, title);
  await expect(page.getByTestId('meeting-chrome-header').getByTestId('site-navbar')).toHaveCSS('background-color', 'rgb(15, 61, 94)');
  await expect(page.getByTestId('meeting-back-to-site')).toHaveText(/返回会议网站/);
  await shot(page, 'flow-zh-light');

  // the way back lands on the site; a draft started there is continued from the site's button
  await page.getByTestId('ticket-免费票').click();
  await page.getByTestId('meeting-back-to-site').click();
  await expect(page).toHaveURL(new RegExp(`${sitePath}$`));
  await expect(page.getByTestId('site-page')).toBeVisible();
  await expect(cta).toHaveText('继续报名');
  await cta.click();
  await expect(page).toHaveURL(new RegExp(`/meeting/${o.meetingId}/register/${o.flowId}$`));

  // through the walk; the account is made where the answers need it
  const step = page.getByTestId('flow-view');
  await expect(page.getByTestId('ticket-免费票')).toBeVisible();
  await page.getByTestId('ticket-免费票').click();
  for (let i = 0; i < 6 && (await step.getAttribute('data-step')) !== 'form'; i++) await page.getByTestId('flow-next').click();
  await page.getByLabel(/姓名/).fill('林会中');
  await loginByCodeInFlow(page, request);
  // one login dialog, not the frame's second one
  await expect(page.getByTestId('participant-login')).toHaveCount(0);
  // logged in: the frame's navbar shows the participant's menu
  await expect(page.getByTestId('meeting-chrome-header').getByTestId('participant-menu')).toBeVisible();
  await page.getByTestId('flow-next').click();
  await expect(step).toHaveAttribute('data-step', 'cart');
  await page.getByTestId('flow-next').click();
  await expect(step).toHaveAttribute('data-step', 'success');

  // back on the site: 我的报名, to the participant centre, in the same frame
  await page.getByTestId('meeting-back-to-site').click();
  await expect(page).toHaveURL(new RegExp(`${sitePath}$`));
  await expect(cta).toHaveText('我的报名');
  await shot(page, 'site-zh-light');
  await cta.click();
  await expect(page).toHaveURL(new RegExp(`/participant-center/${o.meetingId}$`));
  await expect(page.getByTestId('participant-center')).toBeVisible();
  await frameIsTheMeetings(page, title);
  await shot(page, 'centre-zh-light');
  // reopening the flow shows where the registration stands, not its first step
  await page.goto(`/meeting/${o.meetingId}/register/${o.flowId}`);
  await expect(step).toHaveAttribute('data-step', 'success');

  // in English the frame is English
  await page.goto(`/participant-center/${o.meetingId}`);
  await page.getByTestId('meeting-chrome-header').getByRole('button', { name: 'English' }).click();
  await expect(page.getByTestId('meeting-back-to-site')).toHaveText(/Back to the meeting site/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Participant centre');
  await expect(page.getByTestId('meeting-chrome-header').getByRole('button', { name: '中文' })).toBeVisible();
  await shot(page, 'centre-en-dark', true);
  await page.goto(`/meeting/${o.meetingId}/register/${o.flowId}`);
  await expect(page.getByTestId('meeting-back-to-site')).toHaveText(/Back to the meeting site/);
  await expect(step).toHaveAttribute('data-step', 'success');
  await shot(page, 'flow-en-dark', true);
  await page.goto(sitePath);
  await expect(cta).toHaveText('My registration');

  // logging out of the centre goes back to the site; the centre then sends the visitor to the meeting's login
  await page.goto(`/participant-center/${o.meetingId}`);
  await page.getByTestId('participant-center-logout').click();
  await expect(page).toHaveURL(new RegExp(`${sitePath}$`));
  await expect(cta).toHaveText('Register now');
  await page.goto(`/participant-center/${o.meetingId}`);
  await expect(page).toHaveURL(new RegExp(`/meeting/${o.meetingId}/participant$`));
  await expect(page.getByTestId('participant-entry-title')).toHaveText(title);
  await expect(page.getByTestId('meeting-chrome-header').getByTestId('participant-open-login')).toBeVisible();

  // the frame brought none of the editor, charts or admin with it
  expect(scripts.filter((u) => HEAVY.test(u))).toEqual([]);
});
