// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { http, TIMEOUTS, timeoutFor } from '../../src/runtime/http';
import { setSession, peekToken, getUser } from '../../src/runtime/auth';
import { setLanguage } from '../../src/runtime/i18n';
import zh from '../../schemas/messages/zh.json';
import en from '../../schemas/messages/en.json';
import { failure, jsonResponse, jwt, setupHttpTests, stubFetch, user } from './runtime-helpers';

const { onUnauthorized, onSessionExpired } = setupHttpTests();

describe('error statuses', () => {
  const cases: [number, unknown, keyof typeof zh.errors | string][] = [
    [400, {}, 'badRequest'],
    [400, { message: 'server says no' }, '=server says no'],
    [401, { message: 'ignored' }, 'unauthorized'],
    [403, {}, 'forbidden'],
    [403, { message: 'not your meeting' }, '=not your meeting'],
    [404, { message: 'ignored' }, 'notFound'],
    [500, { message: 'ignored' }, 'server'],
    [409, { message: 'taken' }, '=taken'],
    [502, {}, 'unknown'],
  ];
  for (const lang of ['zh', 'en'] as const) {
    const msgs = lang === 'zh' ? zh : en;
    for (const [status, body, expected] of cases) {
      it(`${status} ${JSON.stringify(body)} → ${expected} (${lang})`, async () => {
        await setLanguage(lang);
        stubFetch(jsonResponse({ code: status, ...(body as object) }, status));
        const e = await failure(http.get('/api/co/meeting/1'));
        expect(e.status).toBe(status);
        const want = expected.startsWith('=') ? expected.slice(1) : (msgs.errors as Record<string, string>)[expected];
        expect(want).toBeTruthy();
        expect(e.message).toBe(want);
      });
    }
  }

  it('carries the server field errors', async () => {
    const errors = [{ path: '/phone', message: '手机号格式不正确' }];
    stubFetch(jsonResponse({ code: 400, message: '请求参数错误', errors }, 400));
    const e = await failure(http.post('/api/user/update', {}));
    expect(e.errors).toEqual(errors);
    expect(e.fieldErrors()).toEqual({ phone: '手机号格式不正确' });
  });

  it('401 clears the session and calls the unauthorized hook', async () => {
    setSession({ token: jwt(3600), user }, true);
    stubFetch(jsonResponse({ code: 401, message: 'x' }, 401));
    const e = await failure(http.get('/api/user/info'));
    expect(e.message).toBe(zh.errors.unauthorized);
    expect(peekToken()).toBeNull();
    expect(getUser()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a 401 from the login call keeps the server message and does not redirect', async () => {
    stubFetch(jsonResponse({ code: 401, message: '用户名或密码错误' }, 401));
    expect((await failure(http.post('/api/auth/login', {}))).message).toBe('用户名或密码错误');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('rejects before sending when the token has expired, clears it and goes home', async () => {
    setSession({ token: jwt(-10), user }, true);
    const { fn } = stubFetch(jsonResponse({ code: 200, data: 1 }));
    const e = await failure(http.get('/api/co/meeting/list'));
    expect(e.message).toBe(zh.errors.tokenExpired);
    expect(fn).not.toHaveBeenCalled();
    expect(peekToken()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('rejects before sending when the kept token is no token at all, in the caller\'s language', async () => {
    setSession({ token: 'not-a-token', user }, true);
    const { fn } = stubFetch(jsonResponse({ code: 200, data: 1 }));
    const e = await failure(http.get('/api/co/meeting/list'));
    expect([e.status, e.message]).toEqual([401, zh.errors.tokenInvalid]);
    expect(fn).not.toHaveBeenCalled();
    expect(peekToken()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    await setLanguage('en');
    setSession({ token: 'still.not.one', user }, true);
    expect((await failure(http.get('/api/co/meeting/list'))).message).toBe(en.errors.tokenInvalid);
    await setLanguage('zh');
  });

  it('no response → network message; unbuildable request → send-failed message', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect((await failure(http.get('/api/x'))).message).toBe(zh.errors.network);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const { fn } = stubFetch(jsonResponse({}));
    expect((await failure(http.post('/api/x', cyclic))).message).toBe(zh.errors.sendFailed);
    expect(fn).not.toHaveBeenCalled();
  });
});

describe('timeouts', () => {
  const hang = () =>
    stubFetch(({ init }) => new Promise<Response>((_, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));

  it('uses 10 s in the accounts area and 60 s elsewhere', () => {
    expect(TIMEOUTS).toEqual({ default: 60_000, accounts: 10_000 });
    expect(timeoutFor('/api/auth/login')).toBe(10_000);
    expect(timeoutFor('/api/notifications/user/1/unread-count')).toBe(10_000);
    expect(timeoutFor('/api/website-data/meeting/1')).toBe(60_000);
  });

  it('aborts after the area timeout with the timeout message', async () => {
    vi.useFakeTimers();
    hang();
    const p = failure(http.get('/api/auth/current-user'));
    await vi.advanceTimersByTimeAsync(9_999);
    let settled = false;
    p.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    const e = await p;
    expect(e.message).toBe(zh.errors.timeout);
    expect(e.reason).toBe('timeout');
  });

  it('honours a caller timeout', async () => {
    await setLanguage('en');
    hang();
    expect((await failure(http.get('/api/x', undefined, { timeout: 20 }))).message).toBe(en.errors.timeout);
  });
});
