// The slider captcha: issued and checked by the server; a pass token works at most 5 times and
// expires; with enforcement on, send-code, register and login refuse without one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { DATABASES, call, dragTo, expectMessage, makeApp, nextPhone, registerOrganizer, solveCaptcha, userCount, type TestApp } from './harness';

const REQUIRED = ['请先完成安全验证', 'Please complete the security check first'] as const;
const INVALID = ['安全验证已失效，请重新验证', 'The security check has expired, please verify again'] as const;
const FAILED = ['验证失败，请重试', 'Verification failed, please try again'] as const;
const EXPIRED = ['验证已过期，请刷新后重试', 'The check has expired, please refresh and try again'] as const;

describe('CAPTCHA setting', () => {
  it('CAPTCHA=off is refused in production, allowed elsewhere; on by default', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', CAPTCHA: 'off' })).toThrow(/CAPTCHA=off/);
    expect(loadConfig({ NODE_ENV: 'production' }).captcha).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', CAPTCHA: 'off' }).captcha).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).captcha).toBe(true);
  });
});

describe.each(DATABASES)('captcha (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp(kind, { captcha: true, limits: { codePerIpHour: 10_000 } });
  });
  afterAll(() => t.close());

  const challenge = async () => {
    const c = await call(t.app, 'GET', '/api/captcha');
    expect(c.status).toBe(200);
    const [row] = await t.db.query('SELECT target_x FROM captchas WHERE id = $1', [c.body.data.id]);
    return { id: c.body.data.id as string, x: Number(row.target_x), data: c.body.data, headers: c.headers };
  };
  const verify = (id: string, x: number, trail = dragTo(x), lang: 'zh' | 'en' = 'zh') => call(t.app, 'POST', '/api/captcha/verify', { lang, body: { id, x, trail } });

  it('issues a puzzle as two PNG images; the answer stays on the server', async () => {
    const c = await challenge();
    expect(c.data).toMatchObject({ width: 320, height: 160, pieceSize: 48 });
    expect(Number.isInteger(c.data.pieceY)).toBe(true);
    for (const img of [c.data.background, c.data.piece]) {
      expect(img).toMatch(/^data:image\/png;base64,/);
      expect(Buffer.from(img.split(',')[1], 'base64').subarray(1, 4).toString()).toBe('PNG');
    }
    expect(Object.keys(c.data).sort()).toEqual(['background', 'height', 'id', 'piece', 'pieceSize', 'pieceY', 'width']);
    expect(c.headers['cache-control']).toBe('no-store');
    expect(c.x).toBeGreaterThan(48);
    expect(c.x).toBeLessThan(320 - 48);
  });

  it('accepts the right position once, answering a pass token', async () => {
    const c = await challenge();
    const r = await verify(c.id, c.x + 3);
    expect([r.status, r.body.message]).toEqual([200, '验证通过']);
    expect(r.body.data.captchaToken).toMatch(/^[\w-]{20,64}$/);
    await expectMessage(t.app, 'POST', '/api/captcha/verify', { body: { id: c.id, x: c.x, trail: dragTo(c.x) } }, 400, ...EXPIRED);
  });

  it('refuses a wrong position, and the challenge is then spent', async () => {
    const c = await challenge();
    const r = await verify(c.id, c.x + 20, dragTo(c.x + 20), 'en');
    expect([r.status, r.body.message]).toEqual([400, FAILED[1]]);
    expect((await verify(c.id, c.x)).body.message).toBe(EXPIRED[0]);
    const d = await challenge();
    expect((await verify(d.id, d.x - 7)).body.message).toBe(FAILED[0]);
  });

  it('refuses a jump (no drag trail), an unknown challenge and an expired one', async () => {
    const c = await challenge();
    expect((await verify(c.id, c.x, [[0, 0, 0], [c.x, 0, 10]])).body.message).toBe(FAILED[0]);
    const d = await challenge();
    expect((await verify(d.id, d.x, [[0, 0, 0], [d.x / 2, 0, 20], [d.x, 0, 40]])).body.message).toBe(FAILED[0]);
    await expectMessage(t.app, 'POST', '/api/captcha/verify', { body: { id: 'no-such-challenge', x: 100, trail: dragTo(100) } }, 400, ...EXPIRED);
    const e = await challenge();
    await t.db.query("UPDATE captchas SET expires_at = now() - interval '1 second' WHERE id = $1", [e.id]);
    expect((await verify(e.id, e.x)).body.message).toBe(EXPIRED[0]);
  });

  const refusals: Array<[string, Record<string, unknown>, string, string]> = [
    ['position missing', { id: 'abc', trail: dragTo(10) }, '请拖动滑块完成验证', 'Drag the slider to verify'],
    ['id missing', { x: 10, trail: dragTo(10) }, '验证编号不能为空', 'Challenge id is required'],
    ['trail missing', { id: 'abc', x: 10 }, '滑动轨迹不能为空', 'Slide trail is required'],
    ['position negative', { id: 'abc', x: -1, trail: dragTo(10) }, '滑块位置不能小于0', 'Slider position must be at least 0'],
    ['position not a number', { id: 'abc', x: 'left', trail: dragTo(10) }, '滑块位置类型错误', 'Slider position has the wrong type'],
  ];
  it.each(refusals)('refuses: %s (zh and en)', async (_n, body, zh, en) => {
    await expectMessage(t.app, 'POST', '/api/captcha/verify', { body }, 400, zh, en);
  });

  it('a pass token works for at most 5 uses', async () => {
    const token = await solveCaptcha(t);
    for (let i = 0; i < 5; i++) {
      const r = await call(t.app, 'POST', '/api/auth/send-code', { body: { recipient: nextPhone(), type: 'phone', captchaToken: token } });
      expect(r.status, `use ${i + 1}`).toBe(200);
    }
    const sent = t.sent.length;
    await expectMessage(t.app, 'POST', '/api/auth/send-code', { body: { recipient: nextPhone(), type: 'phone', captchaToken: token } }, 400, ...INVALID);
    expect(t.sent.length).toBe(sent);
  });

  it('a pass token expires', async () => {
    const token = await solveCaptcha(t);
    const [row] = await t.db.query('SELECT extract(epoch FROM expires_at - now()) AS left FROM captchas WHERE pass_token = $1', [token]);
    expect(Number(row.left)).toBeGreaterThan(290);
    expect(Number(row.left)).toBeLessThanOrEqual(300);
    await t.db.query("UPDATE captchas SET expires_at = now() - interval '1 second' WHERE pass_token = $1", [token]);
    await expectMessage(t.app, 'POST', '/api/auth/send-code', { body: { recipient: nextPhone(), type: 'phone', captchaToken: token } }, 400, ...INVALID);
  });

  it('send-code, register and login refuse without a valid pass token, storing nothing', async () => {
    const users = await userCount(t);
    const codes = t.sent.length;
    const phone = nextPhone();
    for (const captchaToken of [undefined, 'not-a-pass-token']) {
      const msg: readonly [string, string] = captchaToken ? INVALID : REQUIRED;
      const r = await expectMessage(t.app, 'POST', '/api/auth/send-code', { body: { recipient: phone, type: 'phone', captchaToken } }, 400, ...msg);
      expect(r.zh.body.errors).toEqual([{ path: '/captchaToken', message: msg[0] }]);
      await expectMessage(t.app, 'POST', '/api/auth/register', {
        body: { username: 'nocaptcha', password: 'secret123', registerMode: 'phone', agreedToTerms: true, phone, verificationCode: '123456', captchaToken },
      }, 400, ...msg);
      await expectMessage(t.app, 'POST', '/api/auth/login', { body: { method: 'account', account: 'admin', password: 'admin-pass-1', captchaToken } }, 400, ...msg);
    }
    expect(await userCount(t)).toBe(users);
    expect(t.sent.length).toBe(codes);
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM sessions');
    expect(Number(n)).toBe(0);
  });

  it('with pass tokens: sends a code, registers and logs in', async () => {
    const o = await registerOrganizer(t, 'withcaptcha', 'secret123', () => solveCaptcha(t));
    expect(o.user.role).toBe('ORGANIZER');
    const r = await call(t.app, 'POST', '/api/auth/login', { body: { account: 'withcaptcha', password: 'secret123', captchaToken: await solveCaptcha(t) } });
    expect(r.status).toBe(200);
  });

  it('a refused body does not spend a use of the pass token', async () => {
    const token = await solveCaptcha(t);
    for (let i = 0; i < 6; i++) expect((await call(t.app, 'POST', '/api/auth/send-code', { body: { recipient: 'bad', type: 'phone', captchaToken: token } })).status).toBe(400);
    expect((await call(t.app, 'POST', '/api/auth/send-code', { body: { recipient: nextPhone(), type: 'phone', captchaToken: token } })).status).toBe(200);
  });
});
