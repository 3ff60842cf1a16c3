import fs from 'node:fs';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { registerParticipantAccount, storeSession } from './helpers';
import { seededBase, startSeededServer, type Seeded, type SeededServer } from './seeded-server';

// Check-in at the scanner and the statistics dashboard on seeded meetings (scripts/seed-meeting.ts,
// two meetings of one organizer, on this spec's own server and PGlite directory).
// A hardware scanner is simulated as the browser sees one: fast key presses on the page, then Enter.
// The codes of both meetings are mixed; only this meeting's code checks someone in. Nothing is mocked.
// far from the shared server's port and the other specs' own: parallel runs of other engineers use nearby ports
const OFFSET = 40;
const BASE = seededBase(OFFSET);
let srv: SeededServer;
let main: Seeded;
let other: Seeded;

test.use({ baseURL: BASE });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const seed = { SEED_PARTICIPANTS: '40', SEED_REGISTRATIONS: '30', SEED_USERNAME: 'scanner-org' };
  srv = await startSeededServer('checkin', OFFSET, { ...seed, SEED_TITLE: '签到演示会' }, [{ SEED_TITLE: '另一场会议' }]);
  main = srv.seeded;
  [other] = srv.more;
});

test.afterAll(async () => {
  await srv?.stop();
});

let token = '';
async function asOrganizer(page: Page) {
  token = srv.token;
  await storeSession(page, token, srv.user);
}
const api = async (path: string) => (await (await fetch(BASE + path, { headers: { authorization: `Bearer ${token}` } })).json()).data;

/** A participant of a meeting with a confirmed registration not yet checked in, with its door code (issue 15: a code belongs to a registration). */
async function waiting(meetingId: number, skip = 0) {
  const page = await api(`/api/user-management/meeting/${meetingId}/participants?size=50&checkinStatus=not_checked_in&registrationStatus=confirmed`);
  const p = page.list[skip] as { id: number; name: string };
  const code = await api(`/api/user/get-checkin-code?userId=${p.id}&meetingId=${meetingId}`);
  return { ...p, checkinCode: code.checkinCode as string };
}

/** What a hardware scanner does: keys ~10 ms apart on the page (no input focused), then Enter. */
async function scanWithHardware(page: Page, code: string) {
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.type(code, { delay: 10 });
  await page.keyboard.press('Enter');
}

const stat = (page: Page, label: string) =>
  page.locator('[data-stat]').filter({ has: page.locator('p', { hasText: new RegExp(`^${label}$`) }) }).locator('[data-stat-value]');

test('a hardware scan in the settings tab checks a participant in; another meeting’s code is refused; the cards move', async ({ page }) => {
  await asOrganizer(page);
  const mine = await waiting(main.meetingId);
  const foreign = await waiting(other.meetingId);
  const before = await api(`/api/co/checkin/meeting/${main.meetingId}/stats`);

  await page.goto(`/meeting/${main.meetingId}/settings?tab=user-management&sub=scanner`);
  const screen = page.locator('[data-screen="scanner-checkin"]');
  await expect(screen).toHaveAttribute('data-min-length', '3');
  await expect(stat(page, '已签到')).toHaveText(String(before.checkedIn));
  await expect(screen.locator('[data-meeting]')).toContainText('签到演示会');

  // the other meeting's code: refused with the server's reason, nobody checked in
  await scanWithHardware(page, foreign.checkinCode);
  await expect(page.locator('[data-scan-state="failed"]').first()).toBeVisible();
  await expect(page.locator('[data-scan-message]')).toHaveText('该签到码不属于当前会议，请核对后重新扫码');
  // the red verdict covers the page until dismissed (Esc) or replaced by the next scan
  await expect(page.locator('[data-verdict="refused"]')).toBeVisible();

  // too short for the tab (3 characters): 扫码内容无效，请重新扫码
  await scanWithHardware(page, 'AB');
  await expect(page.locator('[data-scan-message]')).toHaveText('扫码内容无效，请重新扫码');
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-verdict]')).toHaveCount(0);

  // keys typed into the manual field are not the scanner's
  await page.locator('[data-manual-code]').click();
  await page.keyboard.type('zzzz', { delay: 10 });
  await expect(page.locator('[data-scan-buffer]')).toHaveText('（空）');
  await page.locator('[data-manual-code]').fill('');

  // this meeting's code: verified, awaiting confirmation, then confirmed
  await scanWithHardware(page, mine.checkinCode);
  const result = page.locator('[data-scan-result]');
  await expect(result.locator('[data-scan-state="awaiting"]')).toBeVisible();
  await expect(result.locator('[data-field="name"]')).toHaveText(mine.name);
  await result.locator('[data-action="confirm"]').click();
  await expect(page.locator('[data-verdict="admitted"] [data-field="name"]')).toHaveText(mine.name);
  await page.keyboard.press('Escape');
  await expect(stat(page, '已签到')).toHaveText(String(before.checkedIn + 1));
  await expect(stat(page, '未签到')).toHaveText(String(before.notCheckedIn - 1));
  await expect(page.locator('tr[data-record="success"]').first()).toContainText(mine.name);
  expect((await api(`/api/co/checkin/meeting/${main.meetingId}/stats`)).checkedIn).toBe(before.checkedIn + 1);

  // the same code again: already checked in
  await scanWithHardware(page, mine.checkinCode);
  await expect(page.locator('[data-scan-message]')).toContainText('不能重复签到');

  // an unknown code: refused, and kept in the recent list as a failure with the code and the reason
  await scanWithHardware(page, 'NOSUCH0CODE9');
  await expect(page.locator('[data-scan-message]')).toContainText('签到码无效：没有对应的报名');
  await page.keyboard.press('Escape');
  const refused = page.locator('tr[data-record="failure"]').first();
  await expect(refused).toContainText('NOSUCH0CODE9');
  await expect(refused.locator('[data-record-reason]')).toHaveText('签到码无效：没有对应的报名');
  await page.screenshot({ path: test.info().outputPath('checkin-tab.png'), fullPage: true });
});

test('the standalone scanner page: 4 characters, reject, manual entry', async ({ page }) => {
  await asOrganizer(page);
  const next = await waiting(main.meetingId, 1);
  await page.goto(`/scanner-checkin/${main.meetingId}`);
  const screen = page.locator('[data-screen="scanner-checkin"]');
  await expect(screen).toHaveAttribute('data-min-length', '4');
  await expect(screen).toHaveAttribute('data-timeout', '2000');
  await scanWithHardware(page, 'ABC');
  await expect(page.locator('[data-scan-message]')).toHaveText('扫码码无效，请重新扫码');
  await page.keyboard.press('Escape');

  // a scanner whose keys stop for longer than 2 s leaves nothing behind
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.type('QQQQ', { delay: 10 });
  await expect(page.locator('[data-scan-buffer]')).toHaveText('QQQQ');
  await expect(page.locator('[data-scan-buffer]')).toHaveText('（空）', { timeout: 4000 });

  // manual entry: empty → 请输入签到码; a code → verified; reject → 已拒绝签到 and nothing recorded
  await page.locator('[data-manual-code]').fill('');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('请输入签到码')).toBeVisible();
  await page.locator('[data-manual-code]').fill(next.checkinCode);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.locator('[data-scan-result] [data-scan-state="awaiting"]')).toBeVisible();
  await page.locator('[data-action="reject"]').click();
  await expect(page.getByText('已拒绝签到')).toBeVisible();
  await expect(page.locator('[data-scan-result] [data-scan-state="ready"]')).toBeVisible();
  const row = (await api(`/api/user-management/meeting/${main.meetingId}/users/${next.id}`));
  expect(row.checkinStatus).toBe('not_checked_in');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('checkin-page-phone.png'), fullPage: true });
});

test('the statistics dashboard shows the seeded figures, draws both charts, exports XLSX and keeps its settings', async ({ page }) => {
  await asOrganizer(page);
  const f = await api(`/api/co/statistics/meeting/${main.meetingId}`);
  // the seed: 40 accounts, 30 registrations of which 6 drafts: 24 participants (active registrations), 16 accounts
  // that never registered (counted apart); 6 paid and confirmed, one of them checked in (participant 14), and
  // one more by the first test (a code belongs to a registration: that arrival moved a confirmed one)
  expect(f.totalParticipants).toBe(24);
  expect(f.registeredCount).toBe(24);
  expect(f.accountsWithoutRegistration).toBe(16);
  expect([f.admittedCount, f.checkedInCount]).toEqual([6, 2]);
  await page.goto(`/meeting/${main.meetingId}/settings?tab=userinfo`);
  const screen = page.locator('[data-screen="meeting-statistics"]');
  await expect(stat(page, '参会总人数')).toHaveText(String(f.totalParticipants));
  await expect(stat(page, '已支付')).toHaveText(String(f.paidCount));
  await expect(stat(page, '已签到')).toHaveText(String(f.checkedInCount));
  await expect(screen.getByText(`占已确认 ${f.checkinRate}%`)).toBeVisible();
  await expect(screen.locator('[data-accounts-apart]')).toContainText('另有 16 个账号未报名');
  const revenue = screen.locator('[data-money="totalRevenue"] [data-money-value]');
  await expect(revenue).toContainText(f.totalRevenue.toLocaleString('en-US'));
  await expect(screen.locator('[data-chart="distribution"] svg')).toBeVisible();
  await expect(screen.locator('[data-chart="distribution"]')).toContainText('待支付 18');
  await expect(screen.locator('[data-chart="trend"] svg')).toBeVisible();
  await screen.locator('[data-range="30"]').click();
  await expect(screen.locator('[data-range="30"]')).toHaveAttribute('aria-checked', 'true');
  await page.screenshot({ path: test.info().outputPath('statistics.png'), fullPage: true });

  const [download] = await Promise.all([page.waitForEvent('download'), screen.locator('[data-action="export"]').click()]);
  const file = fs.readFileSync((await download.path())!);
  expect(file.subarray(0, 2).toString()).toBe('PK');
  expect(download.suggestedFilename()).toBe(`statistics-${main.meetingId}.xlsx`);

  // data settings: bars instead of a ring, saved on the server and drawn after a reload
  await screen.locator('[data-action="settings"]').click();
  const dialog = page.getByTestId('dialog-form');
  await dialog.getByLabel('柱状图').check();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('数据设置已保存')).toBeVisible();
  await expect(screen.locator('[data-chart="distribution"]')).toHaveAttribute('data-chart-type', 'bar');
  expect((await api(`/api/co/statistics/meeting/${main.meetingId}/settings`)).chartType).toBe('bar');
  await page.reload();
  await expect(page.locator('[data-chart="distribution"]')).toHaveAttribute('data-chart-type', 'bar');
});

test('an account that never registered has no door code to show, and the organizer gets none for it', async ({ page }) => {
  await asOrganizer(page);
  const phone = `137${String(Date.now()).slice(-8)}`;
  const request = await playwrightRequest.newContext({ baseURL: BASE });
  const { participant: p } = await registerParticipantAccount(request, { phone, username: 'qrguest', password: 'pass1234', meetingId: main.meetingId });
  await request.dispose();
  await page.addInitScript(([key, v]) => localStorage.setItem(key, v), [`conflow.participant.${main.meetingId}`, JSON.stringify({ userInfo: { id: p.id, meetingId: main.meetingId, username: 'qrguest' }, jwtToken: p.jwtToken, loginTime: Date.now() })]);
  await page.goto(`/participant-center/${main.meetingId}/checkin-code`);
  await expect(page.locator('[data-screen="checkin-code"][data-no-code]')).toContainText('您还没有可入场的报名');
  await expect(page.locator('img[data-qr]')).toHaveCount(0);
  const code = await fetch(`${BASE}/api/user/get-checkin-code?userId=${p.id}&meetingId=${main.meetingId}`, { headers: { authorization: `Bearer ${token}` } });
  expect(code.status).toBe(404);
});
