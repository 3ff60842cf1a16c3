// A published meeting with one enabled registration flow and its saved design, and participants with
// their own logins, through the real API — the registration specs' common start.
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiCaptcha, registerOrganizer, registerParticipantAccount } from './helpers';

export type Organizer = Awaited<ReturnType<typeof registerOrganizer>>;
export interface Participant { id: number; token: string; info: Record<string, unknown>; headers: Record<string, string> }

const day = (d: number) => new Date(Date.now() + 8 * 3600_000 + d * 86_400_000).toISOString().slice(0, 10);
// a 1x1 PNG, and the smallest PDF the server's sniffing accepts
export const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0e5c52b0000000049454e44ae426082', 'hex');
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

export async function api(request: APIRequestContext, method: 'get' | 'post' | 'put', url: string, data: unknown, headers: Record<string, string>) {
  const r = await request[method](url, { data, headers });
  expect(r.status(), `${url}: ${await r.text()}`).toBeLessThan(300);
  return (await r.json()).data;
}

export interface OpenFlow { org: Organizer; meetingId: number; flowId: number; version: number; as: Record<string, string> }

/** A new organizer's published meeting with an enabled flow (`flow`: more flow settings) and `design` saved. */
export async function openFlow(request: APIRequestContext, title: string, design: Record<string, unknown>, flow: Record<string, unknown> = {}): Promise<OpenFlow> {
  const org = await registerOrganizer(request);
  const as = { authorization: `Bearer ${org.token}` };
  const m = await api(request, 'post', '/api/co/meeting', {
    title, description: '报名生命周期', type: 'domestic', status: 'preparing', manager: '王经理', location: '杭州',
    startTime: `${day(20)} 09:00:00`, endTime: `${day(21)} 18:00:00`, subVenues: [{ name: '主会场', location: '一楼', capacity: 500 }],
  }, as);
  await api(request, 'put', `/api/co/meeting/${m.id}/website-status`, { websiteStatus: 'active' }, as);
  const f = await api(request, 'post', `/api/co/meeting/${m.id}/registration-flows`, { type: 'attendee', name: '标准报名', currency: 'CNY', ...flow }, as);
  await api(request, 'put', `/api/co/meeting/${m.id}/registration-flows/${f.id}/status`, { enabled: true }, as);
  const saved = await api(request, 'put', `/api/co/meeting/${m.id}/page-design/${f.id}`, { design: { schemaVersion: 1, ...design } }, as);
  return { org, meetingId: m.id, flowId: f.id, version: saved.version, as };
}

/** A ticket page of one time column around now and these rows (`amount`: places). */
export const ticketPage = (rows: Array<{ type: string; amount?: number; price: number }>) => {
  const now = Date.now();
  return {
    timeColumns: [{ key: 't1', range: [new Date(now - 86_400_000).toISOString(), new Date(now + 30 * 86_400_000).toISOString()] }],
    priceRows: rows.map((r) => ({ type: r.type, amount: r.amount, prices: { t1: r.price } })),
  };
};

let seq = 0;
/** A participant account of the meeting, logged in, with `name` on its profile. */
export async function newParticipant(request: APIRequestContext, o: OpenFlow, name: string): Promise<Participant> {
  seq++;
  const stamp = `${Date.now() % 1e6}${seq}`;
  const account = { username: `lp${stamp}`, password: 'pass1234', phone: `139${String(Date.now() + seq).slice(-8)}` };
  const body = await registerParticipantAccount(request, { ...account, meetingId: o.meetingId, adminId: String(o.org.user.id) });
  const token = body.participant.jwtToken;
  const headers = { 'participant-token': `Bearer ${token}` };
  await request.post('/api/participants/update-profile', { data: { name }, headers });
  return { id: body.participant.id, token, info: { ...body.participant, name }, headers };
}

/** Submits through the API as `p` (bank transfer unless said otherwise); answers the registration. */
export const submitAs = (request: APIRequestContext, o: OpenFlow, p: Participant, body: Record<string, unknown>) =>
  api(request, 'post', '/api/registrations/submit', { meetingId: o.meetingId, flowId: o.flowId, designVersion: o.version, paymentMethod: 'bankCard', ...body }, { ...p.headers, 'idempotency-key': `e2e-${Date.now()}-${p.id}` });

/** Uploads a transfer proof as `p`. */
export async function uploadProof(request: APIRequestContext, p: Participant, regId: number, file = { name: 'proof.png', mimeType: 'image/png', buffer: PNG }) {
  const up = await request.post(`/api/registrations/${regId}/proof`, { multipart: { file }, headers: p.headers });
  expect(up.status(), await up.text()).toBe(200);
  return (await up.json()).data;
}

/** The page starts logged in as participant `p` of meeting `meetingId` (the participant centre's and the flow's login). */
export async function asParticipant(page: Page, meetingId: number, p: Participant) {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    `conflow.participant.${meetingId}`,
    JSON.stringify({ userInfo: p.info, sessionToken: p.token, jwtToken: p.token, loginTime: Date.now() }),
  ] as const);
}

/** Participant `p`'s centre on a phone (390 px wide); answers the page and the card of registration `regId`. */
export async function centreOnPhone(browser: Browser, meetingId: number, p: Participant, regId: number) {
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await asParticipant(phone, meetingId, p);
  await phone.goto(`/participant-center/${meetingId}`);
  return { phone, card: phone.getByTestId(`registration-${regId}`) };
}

/** Screenshots for looking at (SHOTS=dir) in zh and en, light and dark: each after a reload and `reopen` (open the dialog again). */
export async function shots(page: Page, name: string, reopen: () => Promise<unknown>) {
  const dir = process.env.SHOTS;
  if (!dir) return;
  for (const lang of ['zh', 'en']) {
    await page.evaluate((l) => localStorage.setItem('conflow.lang', l), lang);
    await page.reload();
    await reopen();
    await page.screenshot({ path: `${dir}/${name}-${lang}-light.png`, fullPage: true });
    await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
    await page.locator('html').evaluate((el) => el.classList.add('dark'));
    await page.screenshot({ path: `${dir}/${name}-${lang}-dark.png`, fullPage: true });
  }
  await page.evaluate(() => localStorage.setItem('conflow.lang', 'zh'));
  await page.reload();
}

export interface Staff { token: string; user: Record<string, unknown>; authToken: string; as: Record<string, string> }

/**
 * A sub-account of `org` holding `roles` on meeting `meetingId` (check-in staff: ['checkin']), logged in
 * through the real API (sub-account login with its auth token). storeSession(page, s.token, s.user) opens
 * the app as it.
 */
export async function staffOf(request: APIRequestContext, org: Organizer, meetingId: number, roles: Array<'checkin' | 'finance' | 'editor' | 'viewer'>, username = `staff${Date.now() % 1e8}`): Promise<Staff> {
  const as = { authorization: `Bearer ${org.token}` };
  const { user, authToken } = await api(request, 'post', '/api/auth/sub-accounts', { username, name: '签到员' }, as);
  await api(request, 'put', `/api/auth/sub-accounts/${user.id}/roles`, { meetingId, roles }, as);
  const r = await request.post('/api/auth/login', { data: { method: 'subAccount', masterAccount: org.username, subAccount: username, authToken, captchaToken: await apiCaptcha(request) } });
  expect(r.status(), await r.text()).toBe(200);
  const { token, user: me } = await r.json();
  return { token, user: me, authToken, as: { authorization: `Bearer ${token}` } };
}
