import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerOrganizer, storeSession } from './helpers';

// After a participant submits (the flow itself is page-designer.spec.ts): the registration shows in the
// organizer's payment review with its proof; a rejection shows its reason in the participant centre,
// where the participant uploads a new proof (pending again); the organizer approves, and the participant
// centre shows it paid with the e-ticket's check-in QR code. Real server, database and built UI.

const day = (d: number) => new Date(Date.now() + 8 * 3600_000 + d * 86_400_000).toISOString().slice(0, 10);
// a 1x1 PNG
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0e5c52b0000000049454e44ae426082', 'hex');
let org: Awaited<ReturnType<typeof registerOrganizer>>;
let meetingId: number;
let participant: { id: number; token: string; info: Record<string, unknown> };
let regId: number;
const name = `报名人${Date.now() % 1e4}`;

async function api(request: APIRequestContext, method: 'get' | 'post' | 'put', url: string, data?: unknown, headers = { authorization: `Bearer ${org.token}` }) {
  const r = await request[method](url, { data, headers });
  expect(r.status(), `${url}: ${await r.text()}`).toBeLessThan(300);
  return (await r.json()).data;
}

test.beforeAll(async ({ request }) => {
  org = await registerOrganizer(request);
  const m = await api(request, 'post', '/api/co/meeting', {
    title: 'E2E 报名审核大会', description: '报名到支付审核', type: 'domestic', status: 'preparing', manager: '王经理', location: '杭州',
    startTime: `${day(20)} 09:00:00`, endTime: `${day(21)} 18:00:00`, subVenues: [{ name: '主会场', location: '一楼', capacity: 500 }],
  });
  meetingId = m.id;
  await api(request, 'put', `/api/co/meeting/${meetingId}/website-status`, { websiteStatus: 'active' });
  const f = await api(request, 'post', `/api/co/meeting/${meetingId}/registration-flows`, { type: 'attendee', name: '标准报名', currency: 'CNY' });
  await api(request, 'put', `/api/co/meeting/${meetingId}/registration-flows/${f.id}/status`, { enabled: true });
  const now = Date.now();
  const design = await api(request, 'put', `/api/co/meeting/${meetingId}/page-design/${f.id}`, {
    design: {
      schemaVersion: 1,
      ticketPage: { timeColumns: [{ key: 't1', range: [new Date(now - 86_400_000).toISOString(), new Date(now + 30 * 86_400_000).toISOString()] }], priceRows: [{ type: '标准票', amount: 10, prices: { t1: '¥299' } }] },
      formPage: { formGroups: [{ id: 'g1', name: '基本信息', fields: [{ id: 'name', label: '姓名', fieldType: 'text', required: true }] }] },
    },
  });
  const account = { username: `rg${Date.now() % 1e6}`, password: 'pass1234', phone: `138${String(Date.now()).slice(-8)}` };
  await api(request, 'post', '/api/participants/register', { ...account, meetingId, adminId: String(org.user.id) }, {} as any);
  const auth = await request.post('/api/participants/auth', { data: { account: account.username, password: account.password, meetingId, loginSource: 'meeting' } });
  const body = (await auth.json()).data;
  const token = body.participant?.jwtToken ?? body.token;
  participant = { id: body.participant.id, token, info: { ...body.participant, name } };
  const as = { 'participant-token': `Bearer ${token}` };
  const reg = await api(request, 'post', '/api/registrations/submit', { meetingId, flowId: f.id, designVersion: design.version, ticketType: '标准票', paymentMethod: 'bankCard', formData: { name }, total: 299 }, { ...as, 'idempotency-key': `e2e-${Date.now()}` } as any);
  regId = reg.id;
  // the participant's name for the organizer's lists
  await request.post('/api/participants/update-profile', { data: { name }, headers: as });
  const up = await request.post(`/api/registrations/${regId}/proof`, { multipart: { file: { name: 'proof.png', mimeType: 'image/png', buffer: PNG } }, headers: as });
  expect(up.status(), await up.text()).toBe(200);
});

async function asOrganizer(page: Page) {
  await storeSession(page, org.token, org.user);
}

async function asParticipant(page: Page) {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    `conflow.participant.${meetingId}`,
    JSON.stringify({ userInfo: participant.info, sessionToken: participant.token, jwtToken: participant.token, loginTime: Date.now() }),
  ] as const);
}

const review = async (page: Page, action: 'approve' | 'reject') => {
  await page.goto(`/meeting/${meetingId}/settings?tab=payment-review`);
  const row = page.locator('tr[data-row]', { hasText: name });
  await expect(row).toContainText('待审核');
  await expect(row).toContainText('299');
  if (action === 'approve') {
    await row.getByTestId('row-approve').click();
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByText('审核通过').last()).toBeVisible();
  } else {
    await row.getByTestId('row-proof').click();
    const img = page.getByTestId('image-dialog').locator('img');
    await expect(img).toBeVisible();
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    // the proof is private: the picture loads through a signed link; its plain path is refused
    const src = (await img.getAttribute('src'))!;
    expect(src).toMatch(/^\/api\/registrations\/proofs\/[a-f0-9]{32}\.png\/proof\.png\?exp=\d+&sig=[\w-]+$/);
    // the organizer reads the proof by the name it was uploaded with
    await expect(page.getByTestId('image-dialog-name')).toHaveText('proof.png');
    expect((await page.request.get(src.split('?')[0])).status()).toBe(403);
    await page.getByTestId('image-dialog').getByRole('button', { name: '关闭' }).click();
    await row.getByTestId('row-reject').click();
    await page.getByTestId('dialog-form').getByLabel('凭证不清晰').check();
    await page.getByTestId('dialog-form').getByLabel('详细说明').fill('截图看不清金额');
    await page.getByTestId('dialog-form').getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('已拒绝该支付')).toBeVisible();
  }
};

test('payment review → rejected in the participant centre → new proof → approved → paid with the e-ticket', async ({ browser }) => {
  const orgPage = await browser.newPage();
  await asOrganizer(orgPage);
  await review(orgPage, 'reject');

  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await asParticipant(phone);
  await phone.goto(`/participant-center/${meetingId}`);
  const card = phone.getByTestId(`registration-${regId}`);
  await expect(card.getByTestId('payment-status')).toHaveText('已拒绝');
  await expect(card).toContainText('凭证不清晰');
  await expect(card).toContainText('截图看不清金额');
  await card.getByTestId(`proof-input-${regId}`).setInputFiles({ name: 'again.png', mimeType: 'image/png', buffer: PNG });
  await expect(card.getByTestId('payment-status')).toHaveText('待审核');
  await expect(card.getByTestId(`proof-button-${regId}`)).toHaveText('更换凭证');
  await expect(card.getByTestId(`proof-button-${regId}`)).toBeEnabled();
  if (process.env.SHOTS) await phone.screenshot({ path: '/tmp/flowserver-centre-pending.png', fullPage: true });

  await review(orgPage, 'approve');

  await phone.reload();
  await expect(card.getByTestId('payment-status')).toHaveText('已通过');
  await expect(card.getByTestId('e-ticket').locator('img')).toBeVisible();
  const code = await card.getByTestId('checkin-code').textContent();
  expect(code).toMatch(/^[2-9A-Z]{12}$/);
  await expect(card.getByTestId('total')).toContainText('299');
  if (process.env.SHOTS) {
    await phone.screenshot({ path: '/tmp/flowserver-centre-paid.png', fullPage: true });
    await phone.locator('html').evaluate((el) => el.classList.add('dark'));
    await phone.screenshot({ path: '/tmp/flowserver-centre-paid-dark.png', fullPage: true });
    await phone.evaluate(() => localStorage.setItem('conflow.lang', 'en'));
    await phone.reload();
    await expect(card.getByTestId('payment-status')).toHaveText('Approved');
    await phone.screenshot({ path: '/tmp/flowserver-centre-paid-en.png', fullPage: true });
  }
});
