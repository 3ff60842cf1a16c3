// Calls against the copy's server: sessions (captcha off in the copy) and the bodies each entity's
// forms need besides the new property.
import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

export type Lang = 'zh' | 'en';
export type Auth = Record<string, string>;

export const bearer = (token: string): Auth => ({ authorization: `Bearer ${token}` });
export const participantAuth = (token: string): Auth => ({ 'participant-token': `Bearer ${token}` });

/** A call: status and JSON body, in a language. */
export async function call(api: APIRequestContext, method: 'get' | 'post' | 'put', url: string, opts: { auth?: Auth; data?: unknown; lang?: Lang } = {}) {
  const r = await api.fetch(url, { method, data: opts.data, headers: { ...opts.auth, 'accept-language': opts.lang ?? 'zh' } });
  const text = await r.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch { /* a file */ }
  return { status: r.status(), body, text };
}

/** A call that must succeed; its `data`. */
export async function data(api: APIRequestContext, method: 'get' | 'post' | 'put', url: string, opts: { auth?: Auth; data?: unknown } = {}) {
  const r = await call(api, method, url, opts);
  expect(r.status, `${method.toUpperCase()} ${url}: ${r.text.slice(0, 500)}`).toBe(200);
  return r.body.data;
}

export async function adminToken(api: APIRequestContext): Promise<string> {
  const r = await call(api, 'post', '/api/auth/login', { data: { method: 'account', account: 'admin', password: 'implementer-admin' } });
  expect(r.status, r.text).toBe(200);
  return r.body.token;
}

// random: a failed test starts a new worker, whose accounts must not meet the earlier ones'
export const newPhone = () => `139${String(randomInt(1e8)).padStart(8, '0')}`;

/** The code last sent to a recipient, from the super admin's code log. */
export async function codeFor(api: APIRequestContext, admin: string, recipient: string): Promise<string> {
  const list = await data(api, 'get', `/api/verification-codes?search=${encodeURIComponent(recipient)}`, { auth: bearer(admin) });
  return list.find((c: { phone: string }) => c.phone === recipient).code;
}

export async function registerOrganizer(api: APIRequestContext, admin: string) {
  const phone = newPhone();
  const username = `impl${phone.slice(-8)}`;
  await data(api, 'post', '/api/auth/send-code', { data: { recipient: phone, type: 'phone' } });
  const r = await call(api, 'post', '/api/auth/register', {
    data: { username, password: 'secret-123', confirmPassword: 'secret-123', registerMode: 'phone', role: 'ORGANIZER', agreedToTerms: true, phone, verificationCode: await codeFor(api, admin, phone) },
  });
  expect(r.status, r.text).toBe(200);
  return { username, password: 'secret-123', token: r.body.token as string, user: r.body.user };
}

/** A participant account of the meeting, registered by phone and logged in. */
export async function registerParticipant(api: APIRequestContext, admin: string, meetingId: number) {
  const phone = newPhone();
  const username = `p${phone.slice(-8)}`;
  await data(api, 'post', '/api/auth/send-code', { data: { recipient: phone, type: 'phone' } });
  const d = await data(api, 'post', '/api/participants/register', { data: { phone, username, password: 'pass1234', meetingId, verificationCode: await codeFor(api, admin, phone) } });
  return { phone, username, id: d.participant.id as number, participant: d.participant, jwtToken: d.participant.jwtToken as string };
}

const day = (days: number, hour = 9) => {
  const d = new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000);
  return `${d.toISOString().slice(0, 10)} ${String(hour).padStart(2, '0')}:00:00`;
};

const uniq = () => String(randomInt(1e9));

export const bodies = {
  meeting: (over: object = {}) => ({
    title: `实施者大会${uniq()}`, description: '新属性的每一面', type: 'international', status: 'preparing', manager: '张经理',
    startTime: day(10, 9), endTime: day(12, 18), location: '上海国际会议中心', subVenues: [{ name: 'A厅', location: '一楼', capacity: 300 }], ...over,
  }),
  hotel: (over: object = {}) => ({
    name: `会议酒店${uniq()}`, address: '上海市浦东新区滨江大道 2727 号', frontDeskPhone: '021-58888888', earliestCheckin: '14:00', latestCheckout: '12:00',
    bookingStartTime: day(1).slice(0, 10), bookingEndTime: day(30).slice(0, 10), ...over,
  }),
  roomType: (over: object = {}) => ({ name: '高级大床房', price: 688.5, stock: 20, bedType: 'king', capacity: 2, breakfast: 'included', cancellationPolicy: 'free', facilities: ['WiFi'], ...over }),
  news: (over: object = {}) => ({ title: `大会新闻${uniq()}`, ...over }),
  speaker: (over: object = {}) => ({ name: `嘉宾${uniq()}`, ...over }),
  partner: (over: object = {}) => ({ name: `伙伴${uniq()}`, ...over }),
  user: (over: object = {}) => ({ name: '实施者', gender: '男', ...over }),
};
