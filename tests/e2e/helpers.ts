import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { findGapX } from './captcha-solver';

export const ADMIN_PASSWORD = 'e2e-admin-pass';

/** Drags the slider captcha in the open dialog to where the picture shows the gap. */
export async function solveCaptcha(page: Page, scope = page.locator('[role="dialog"]')) {
  const status = scope.getByTestId('captcha-status');
  // the gap is read from the picture as a person would; a miss (a picture swapped while it was read, or
  // one the finder misreads) makes the captcha refuse and load another, as it does for a person: try again
  for (let attempt = 1; ; attempt++) {
    await expect(status).toHaveAttribute('data-state', 'ready');
    const bg = scope.getByTestId('captcha-bg');
    await expect(bg).toBeVisible();
    const src = await bg.getAttribute('src');
    const gap = findGapX(src!);
    const natural = await bg.evaluate((img: HTMLImageElement) => img.naturalWidth);
    const shown = (await bg.boundingBox())!.width;
    const handle = (await scope.getByTestId('captcha-handle').boundingBox())!;
    const startX = handle.x + handle.width / 2;
    const y = handle.y + handle.height / 2;
    await page.mouse.move(startX, y);
    await page.mouse.down();
    await page.mouse.move(startX + (gap * shown) / natural, y + 2, { steps: 25 });
    await page.mouse.up();
    await expect(status).toHaveAttribute('data-state', /^(passed|failed)$/);
    if ((await status.getAttribute('data-state')) === 'passed') return;
    if (attempt === 3) throw new Error('the captcha refused three tries');
  }
}

/** A captcha token through the API, solved from the picture like the page does. */
export async function apiCaptcha(request: APIRequestContext): Promise<string> {
  const c = await (await request.get('/api/captcha')).json();
  const x = findGapX(c.data.background);
  const trail = Array.from({ length: 10 }, (_, i) => [Math.round((x * i) / 9), c.data.pieceY, i * 40]);
  const v = await (await request.post('/api/captcha/verify', { data: { id: c.data.id, x, trail } })).json();
  return v.data.captchaToken;
}

/** The super admin's session through the login API (account, captcha solved like the page does). */
export async function adminSession(request: APIRequestContext): Promise<{ token: string; user: unknown }> {
  const login = await request.post('/api/auth/login', {
    data: { method: 'account', account: 'admin', password: ADMIN_PASSWORD, captchaToken: await apiCaptcha(request) },
  });
  expect(login.status()).toBe(200);
  const { token, user } = await login.json();
  return { token, user };
}

/** The newest code sent to a recipient, read from the super admin's code log. */
export async function codeFor(request: APIRequestContext, recipient: string): Promise<string> {
  const { token } = await adminSession(request);
  const res = await request.get(`/api/verification-codes?search=${encodeURIComponent(recipient)}`, { headers: { authorization: `Bearer ${token}` } });
  const list = (await res.json()).data as Array<{ phone: string; code: string }>;
  const hit = list.find((c) => c.phone === recipient);
  if (!hit) throw new Error(`no code for ${recipient}`);
  return hit.code;
}

export const uniquePhone = () => `137${String(Date.now()).slice(-8)}`;

export interface ParticipantAccount {
  phone?: string;
  email?: string;
  username: string;
  password: string;
  meetingId: number;
  adminId?: string;
}

/**
 * A participant account through the register API, its phone (or e-mail) proven by a code read from the
 * code log, as sign-up requires; answers the answer's data: the participant with its session, and the token.
 */
export async function registerParticipantAccount(request: APIRequestContext, account: ParticipantAccount) {
  const recipient = account.email ?? account.phone!;
  const sent = await request.post('/api/auth/send-code', { data: { recipient, type: account.email ? 'email' : 'phone', captchaToken: await apiCaptcha(request) } });
  expect(sent.status(), await sent.text()).toBe(200);
  const r = await request.post(account.email ? '/api/participants/register-email' : '/api/participants/register', { data: { ...account, verificationCode: await codeFor(request, recipient.toLowerCase()) } });
  expect(r.status(), await r.text()).toBe(200);
  return (await r.json()).data as { participant: { id: number; jwtToken: string; sessionToken: string } & Record<string, unknown>; token: string };
}

/**
 * Proves a phone in the participant register dialog: the phone, the slider, "get code", the code read
 * from the code log. The rest of the form is the caller's.
 */
export async function proveInRegisterDialog(page: Page, request: APIRequestContext, phone: string) {
  const reg = page.getByTestId('participant-register');
  await reg.getByTestId('participant-register-phone').fill(phone);
  await solveCaptcha(page, reg);
  await reg.getByTestId('participant-register-send-code').click();
  await expect(reg.getByTestId('participant-register-send-code')).toBeDisabled();
  await reg.getByTestId('participant-register-code').fill(await codeFor(request, phone));
}

/**
 * Logs in (or signs up) from the flow's "log in by code" button: a new phone, the slider, "get code", the code read
 * from the code log, submitted; answers the phone once the dialog has closed.
 */
export async function loginByCodeInFlow(page: Page, request: APIRequestContext, phone = uniquePhone()) {
  await page.getByTestId('flow-login-code').click();
  const login = page.getByTestId('participant-login');
  await login.getByTestId('participant-code-recipient').fill(phone);
  await solveCaptcha(page, login);
  await login.getByTestId('participant-code-send').click();
  await login.getByTestId('participant-code').fill(await codeFor(request, phone));
  await login.getByTestId('participant-code-submit').click();
  await expect(login).toBeHidden();
  return phone;
}

/** A new organizer through the real register API (captcha and SMS code included); answers its session. */
export async function registerOrganizer(request: APIRequestContext, opts: { username?: string; password?: string } = {}) {
  const phone = uniquePhone();
  const username = opts.username ?? `o${phone.slice(-8)}`;
  const password = opts.password ?? 'secret-123';
  const sent = await request.post('/api/auth/send-code', { data: { recipient: phone, type: 'phone', captchaToken: await apiCaptcha(request) } });
  expect(sent.status()).toBe(200);
  const r = await request.post('/api/auth/register', {
    data: {
      username, password, confirmPassword: password, registerMode: 'phone', role: 'ORGANIZER', agreedToTerms: true, phone,
      verificationCode: await codeFor(request, phone), captchaToken: await apiCaptcha(request),
    },
  });
  expect(r.status()).toBe(200);
  const { token, user } = await r.json();
  return { username, password, phone, token: token as string, user };
}

/** Logs in through the navbar's login dialog from the home page (account tab, slider captcha); answers the dialog. */
export async function loginThroughDialog(page: Page, account: string, password: string) {
  await page.goto('/');
  await page.getByTestId('nav-login').first().click();
  const dialog = page.getByTestId('login-dialog');
  await dialog.getByTestId('login-tab-account').click();
  await dialog.getByTestId('login-account').fill(account);
  await dialog.getByTestId('login-password').fill(password);
  await solveCaptcha(page, dialog);
  await dialog.getByTestId('login-submit').click();
  return dialog;
}

/** The same, expecting success. */
export async function login(page: Page, account: string, password: string) {
  await loginThroughDialog(page, account, password);
  await expect(page.getByText('登录成功')).toBeVisible();
}

export const loginAdmin = (page: Page) => login(page, 'admin', ADMIN_PASSWORD);

/** The page starts with this session stored, as after a login (the app reads these keys at start). */
export async function storeSession(page: Page, token: string, user: unknown) {
  await page.addInitScript(([t, u]) => {
    localStorage.setItem('conflow.token', t);
    localStorage.setItem('conflow.user', u);
  }, [token, JSON.stringify(user)] as const);
}

/** A call's `data`, after checking it succeeded (headers: the caller's token, if any). */
export async function callData(request: APIRequestContext, method: 'get' | 'post' | 'put', url: string, data: unknown, headers: Record<string, string>) {
  const r = await request[method](url, { data, headers });
  expect(r.status(), `${url}: ${await r.text()}`).toBeLessThan(300);
  return (await r.json()).data;
}

/** The organizer's new meeting (`meeting`: its fields), website published, with one enabled attendee flow named `flowName`. */
export async function publishedFlow(request: APIRequestContext, token: string, meeting: Record<string, unknown>, flowName: string): Promise<{ meetingId: number; flowId: number }> {
  const auth = { authorization: `Bearer ${token}` };
  const m = await callData(request, 'post', '/api/co/meeting', meeting, auth);
  await callData(request, 'put', `/api/co/meeting/${m.id}/website-status`, { websiteStatus: 'active' }, auth);
  const f = await callData(request, 'post', `/api/co/meeting/${m.id}/registration-flows`, { type: 'attendee', name: flowName, currency: 'CNY' }, auth);
  await callData(request, 'put', `/api/co/meeting/${m.id}/registration-flows/${f.id}/status`, { enabled: true }, auth);
  return { meetingId: m.id, flowId: f.id };
}
