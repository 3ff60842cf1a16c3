// Every limit fired at with 100 requests at once (issue 14): login failures per account and source, the
// account-wide captcha limit, code sends per recipient and per address, code tries, participant sign-ups
// per address and participant login tries per person across meetings. On PostgreSQL the requests are
// shared between two app instances on one schema (two processes behind a load balancer).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, ageLimits, call, makeApp, nextPhone, registerOrganizer, solveCaptcha, type TestApp } from './harness';
import { createMeeting } from './meetings.fixtures';
import { codeTo, registerParticipant } from './participant-accounts.fixtures';
import { twinOf, type Twin } from './twin.fixtures';

const N = 100;
const MAX_FAILURES = 10;
const CAPTCHA_AFTER = 20;
const LOCKED = '登录失败次数过多，账号已锁定，请15分钟后再试';
const CAPTCHA_AGAIN = '该账号登录失败次数过多，请重新完成安全验证后再试';

type Answer = Awaited<ReturnType<typeof call>>;
/** How many answers had each status and message. */
const tally = (answers: Answer[]) => {
  const out: Record<string, number> = {};
  for (const a of answers) out[`${a.status} ${a.body?.message}`] = (out[`${a.status} ${a.body?.message}`] ?? 0) + 1;
  return out;
};

describe.each(DATABASES)('limits hold with 100 requests at once (%s)', (kind) => {
  let t: TestApp;
  let twin: Twin | undefined;
  let apps: FastifyInstance[];
  /** a captcha pass already used once: not fresh */
  let used: string;
  beforeAll(async () => {
    t = await makeApp(kind, {
      captcha: true,
      limits: { loginMaxFailures: MAX_FAILURES, loginDelayAfter: MAX_FAILURES, loginCaptchaAfter: CAPTCHA_AFTER, captchaPassUses: 10_000 },
    });
    if (kind === 'postgres') twin = await twinOf(t);
    apps = twin ? [t.app, twin.app] : [t.app];
    used = await solveCaptcha(t);
    await call(t.app, 'POST', '/api/auth/login', { body: { account: 'warm-up', password: 'whatever', captchaToken: used }, ip: '10.99.0.1' });
  }, 60_000);
  afterAll(async () => {
    await twin?.close();
    await t.close();
  });

  /** N requests at once, shared round-robin between the app instances. */
  const burst = (fn: (app: FastifyInstance, i: number) => Promise<Answer>) => Promise.all(Array.from({ length: N }, (_, i) => fn(apps[i % apps.length], i)));
  const login = (app: FastifyInstance, account: string, password: string, ip: string, captchaToken = used) =>
    call(app, 'POST', '/api/auth/login', { body: { account, password, captchaToken }, ip });

  it('one source: 100 wrong passwords at once are checked 10 times; the right one is then refused there and accepted elsewhere', async () => {
    const o = await registerOrganizer(t, 'burst-one', 'right-pass-1', async () => used);
    const answers = await burst((app) => login(app, 'burst-one', 'wrong-pass', '10.7.0.1'));
    expect(tally(answers)).toEqual({ [`400 登录失败，请检查用户名和密码`]: MAX_FAILURES, [`429 ${LOCKED}`]: N - MAX_FAILURES });
    expect((await login(t.app, 'burst-one', 'right-pass-1', '10.7.0.1')).status).toBe(429);
    // the owner is not locked out: from the address they registered from, and from a new one
    expect((await login(apps.at(-1)!, o.phone, 'right-pass-1', '127.0.0.1')).status).toBe(200);
    expect((await login(t.app, 'burst-one', 'right-pass-1', '10.7.0.2')).status).toBe(200);
  }, 60_000);

  it('many sources: 100 wrong passwords at once are checked 20 times, then each new source must solve a captcha; the owner gets in', async () => {
    await registerOrganizer(t, 'burst-many', 'right-pass-2', async () => used);
    const answers = await burst((app, i) => login(app, 'burst-many', 'wrong-pass', `10.8.${i >> 8}.${i & 255}`));
    expect(tally(answers)).toEqual({ [`400 登录失败，请检查用户名和密码`]: CAPTCHA_AFTER, [`429 ${CAPTCHA_AGAIN}`]: N - CAPTCHA_AFTER });
    const again = await call(t.app, 'POST', '/api/auth/login', { lang: 'en', body: { account: 'burst-many', password: 'right-pass-2', captchaToken: used }, ip: '10.8.9.9' });
    expect([again.status, again.body.message, again.body.errors?.[0]?.path]).toEqual([429, 'This account has had many failed logins: please complete the security check again', '/captchaToken']);
    // the address the owner registered (and so logged in) from is known: no captcha asked
    expect((await login(t.app, 'burst-many', 'right-pass-2', '127.0.0.1')).status).toBe(200);
    // a new address with a captcha solved for this try
    expect((await login(apps.at(-1)!, 'burst-many', 'right-pass-2', '10.8.9.9', await solveCaptcha(t))).status).toBe(200);
  }, 60_000);

  it('send-code: 100 at once to one phone send one code; 100 to 100 phones from one address send 30', async () => {
    const phone = nextPhone();
    const before = t.sent.length;
    const one = await burst((app, i) => call(app, 'POST', '/api/auth/send-code', { body: { recipient: phone, type: 'phone', captchaToken: used }, ip: `10.9.${i >> 8}.${i & 255}` }));
    expect(one.filter((a) => a.status === 200)).toHaveLength(1);
    expect(one.filter((a) => a.status === 429 && /^发送过于频繁，请(59|60)秒后再试$/.test(a.body.message))).toHaveLength(N - 1);
    expect(t.sent.length - before).toBe(1);
    expect((await t.db.query('SELECT count(*)::int AS n FROM verification_codes WHERE phone = $1', [phone]))[0].n).toBe(1);

    const phones = Array.from({ length: N }, () => nextPhone());
    const fromOne = await burst((app, i) => call(app, 'POST', '/api/auth/send-code', { body: { recipient: phones[i], type: 'phone', captchaToken: used }, ip: '10.9.9.9' }));
    expect(tally(fromOne)).toEqual({ '200 验证码已发送，请查收': 30, '429 当前网络发送次数过多，请稍后再试': N - 30 });
    expect((await t.db.query("SELECT count(*)::int AS n FROM verification_codes WHERE ip = '10.9.9.9'"))[0].n).toBe(30);
  }, 60_000);

  it('a code is compared at most 5 times, however many tries arrive together', async () => {
    const o = await registerOrganizer(t, 'burst-code', 'right-pass-3', async () => used);
    await ageLimits(t, `code:${o.phone}`, 61);
    expect((await call(t.app, 'POST', '/api/auth/send-code', { body: { recipient: o.phone, type: 'phone', captchaToken: used } })).status).toBe(200);
    const code = t.lastCode(o.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const phoneLogin = (app: FastifyInstance, verificationCode: string) =>
      call(app, 'POST', '/api/auth/login', { body: { method: 'phone', phone: o.phone, verificationCode, captchaToken: used } });
    const answers = await burst((app) => phoneLogin(app, wrong));
    expect(tally(answers)).toEqual({ '400 验证码错误': 4, '400 验证码错误次数过多，请重新获取': 1, '400 请先获取验证码': N - 5 });
    expect((await phoneLogin(t.app, code)).body.message).toBe('请先获取验证码');
  }, 60_000);

  it('participant sign-ups: 100 at once from one address make 60 accounts', async () => {
    const org = await registerOrganizer(t, 'burst-org', 'right-pass-4', async () => used);
    const m = await createMeeting(t, org.token);
    const phones = Array.from({ length: N }, () => nextPhone());
    const codes: string[] = [];
    for (const phone of phones) codes.push(await codeTo(t, phone));
    const answers = await burst((app, i) => call(app, 'POST', '/api/participants/register', {
      body: { phone: phones[i], username: `bs${i}`, password: 'pass1234', meetingId: m.id, verificationCode: codes[i] }, ip: '10.10.0.1',
    }));
    expect(tally(answers)).toEqual({ '200 注册成功': 60, '429 注册过于频繁，请稍后再试': N - 60 });
    expect((await t.db.query('SELECT count(*)::int AS n FROM participants WHERE meeting_id = $1', [m.id]))[0].n).toBe(60);
  }, 60_000);

  it('participant login: 100 wrong passwords at once over two meetings are checked 10 times for the person', async () => {
    const org = await registerOrganizer(t, 'burst-porg', 'right-pass-5', async () => used);
    const [a, b] = [await createMeeting(t, org.token), await createMeeting(t, org.token)];
    const p = await registerParticipant(t, a.id);
    await registerParticipant(t, b.id, { phone: p.phone, username: `${p.username}b`.slice(0, 10) });
    const auth = (app: FastifyInstance, meetingId: number, password: string, ip: string) =>
      call(app, 'POST', '/api/participants/auth', { body: { account: p.phone, password, meetingId }, ip });
    const answers = await burst((app, i) => auth(app, i % 4 < 2 ? a.id : b.id, 'wrong-pass', '10.11.0.1'));
    expect(tally(answers)).toEqual({ '400 登录失败，请检查账号密码': MAX_FAILURES, [`429 ${LOCKED}`]: N - MAX_FAILURES });
    expect((await auth(t.app, b.id, 'pass1234', '10.11.0.1')).status).toBe(429);
    expect((await auth(apps.at(-1)!, b.id, 'pass1234', '10.11.0.2')).status).toBe(200);
  }, 60_000);
});
