import { expect, test, type Page } from '@playwright/test';
import { storeSession } from './helpers';
import { seededBase, startSeededServer, type SeededServer } from './seeded-server';

// An organizer reviews payments in its meeting's settings: previews a proof (and sees the message for
// a row without one), approves one pending payment, rejects another with a reason, and sees the
// review recorded. The data come from scripts/seed-meeting.ts on this spec's own server and PGlite
// directory (PGlite is one process: the shared server's directory cannot be seeded from outside).
// Nothing is mocked: the real server, database and built UI.
let srv: SeededServer;
let seeded: SeededServer['seeded'];
const OFFSET = 1;
test.use({ baseURL: seededBase(OFFSET) });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  srv = await startSeededServer('pay', OFFSET, { SEED_PARTICIPANTS: '30', SEED_REGISTRATIONS: '20', SEED_USERNAME: 'payreviewer', SEED_TITLE: '支付审核演示会' });
  ({ seeded } = srv);
});

test.afterAll(async () => {
  await srv?.stop();
});

async function asOrganizer(page: Page) {
  await storeSession(page, srv.token, srv.user);
  return srv.token;
}

const api = async (token: string, path: string) => (await (await fetch(srv.base + path, { headers: { authorization: `Bearer ${token}` } })).json()).data;

test('an organizer approves one payment and rejects another', async ({ page }) => {
  const token = await asOrganizer(page);
  const before = await api(token, `/api/co/payments/meeting/${seeded.meetingId}?size=100&paymentStatus=pending`);
  expect(before.totalElements).toBeGreaterThanOrEqual(2);
  const [first, second] = before.content as Array<Record<string, any>>;

  await page.goto(`/meeting/${seeded.meetingId}/settings?tab=payment-review`);
  await expect(page.getByRole('heading', { name: '支付审核' }).first()).toBeVisible();
  const row = (name: string) => page.locator('tr[data-row]', { hasText: name });
  await expect(page.locator('tr[data-row]').first()).toBeVisible();

  // the filters offer only bank transfer and cash
  const method = page.locator('select[data-filter="paymentMethod"] option');
  await expect(method).toHaveText(['支付方式：全部', '银行转账', '现场支付']);
  await page.locator('select[data-filter="paymentStatus"]').selectOption('pending');
  await expect(page.locator('tr[data-row]')).toHaveCount(Math.min(20, before.totalElements));

  // a pending row: its proof is a real picture
  await row(first.userName).getByTestId('row-proof').click();
  const img = page.getByTestId('image-dialog').locator('img');
  await expect(img).toBeVisible();
  expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  await page.getByTestId('image-dialog').getByRole('button', { name: '关闭' }).click();

  // approve: confirmed, then gone from the pending filter
  await row(first.userName).getByTestId('row-approve').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText(first.userName);
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByText('审核通过').last()).toBeVisible();
  await expect(row(first.userName)).toHaveCount(0);

  // reject: a reason is required, details optional
  await row(second.userName).getByTestId('row-reject').click();
  const form = page.getByTestId('dialog-form');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('请选择拒绝原因')).toBeVisible();
  await form.getByLabel('金额不符').check();
  await form.getByLabel('详细说明').fill('转账金额少 100 元');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已拒绝该支付')).toBeVisible();
  await expect(row(second.userName)).toHaveCount(0);

  // the server recorded both reviews
  const all = await api(token, `/api/co/payments/meeting/${seeded.meetingId}?size=100`);
  const byId = Object.fromEntries(all.content.map((r: any) => [r.participantId, r]));
  expect(byId[first.participantId]).toMatchObject({ paymentStatus: 'approved', reviewer: '演示会务组' });
  expect(byId[second.participantId]).toMatchObject({ paymentStatus: 'rejected', rejectReason: 'amount_mismatch', rejectDetails: '转账金额少 100 元' });

  // reviewed rows offer no review; their detail shows it; a row without a proof says so
  await page.locator('select[data-filter="paymentStatus"]').selectOption('');
  await page.locator('input[data-filter="search"]').fill(second.userName);
  await expect(row(second.userName).first()).toBeVisible();
  await expect(row(second.userName).getByTestId('row-approve')).toHaveCount(0);
  await row(second.userName).first().getByTestId('row-detail').click();
  await expect(page.getByTestId('detail-dialog')).toContainText('金额不符');
  await expect(page.getByTestId('detail-dialog')).toContainText('演示会务组');
  await page.getByTestId('detail-dialog').getByRole('button', { name: '关闭' }).click();
  const none = (all.content as any[]).find((r) => !r.hasRegistration);
  await page.locator('input[data-filter="search"]').fill(none.userName);
  await row(none.userName).first().getByTestId('row-proof').click();
  await expect(page.getByTestId('image-dialog')).toContainText('该用户未上传转账凭证');
});

test('the admin centre’s finance shows the organizer’s real figures and records', async ({ page }) => {
  const token = await asOrganizer(page);
  const overview = await api(token, '/api/co/finance/overview');
  const records = await api(token, '/api/co/finance/records?size=20');
  expect(records.totalElements).toBeGreaterThan(0);
  await page.goto('/admin-center?tab=finance');
  await expect(page.getByRole('heading', { name: '财务管理' }).first()).toBeVisible();
  // the cards show the server's sums (formatted with thousands separators)
  await expect(page.getByText(overview.totalRevenue.toLocaleString('en-US')).first()).toBeVisible();
  await expect(page.getByText(`${overview.pendingCount} 笔待支付或待审核`)).toBeVisible();
  await expect(page.locator('tr[data-row]')).toHaveCount(Math.min(20, records.totalElements));
  // the meeting filter is filled from the server and narrows the records
  const meetings = page.locator('select[data-filter="meetingId"]');
  await expect(meetings.locator('option', { hasText: '支付审核演示会' })).toHaveCount(1);
  await meetings.selectOption({ label: '支付审核演示会' });
  await page.locator('select[data-filter="paymentStatus"]').selectOption('rejected');
  const rejected = await api(token, `/api/co/finance/records?size=20&meetingId=${seeded.meetingId}&paymentStatus=rejected`);
  await expect(page.locator('tr[data-row]')).toHaveCount(rejected.content.length);
  await expect(page.locator('tr[data-row]').first()).toContainText('已拒绝');
});
