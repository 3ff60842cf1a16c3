// Shared helpers for the runtime unit tests (not a test file itself).
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { ApiError, configureHttp } from '../../src/runtime/http';
import { setLanguage } from '../../src/runtime/i18n';

const b64url = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

/** A JWT-shaped token expiring `inSeconds` from now (negative: already expired). */
export function jwt(inSeconds: number, extra: Record<string, unknown> = {}): string {
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ sub: '1', role: 'ORGANIZER', sid: 's1', exp: Math.floor(Date.now() / 1000) + inSeconds, ...extra })}.sig`;
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
}

export interface Call {
  url: string;
  init: RequestInit;
  headers: Record<string, string>;
}

/** Stub fetch with one answer (or a function of the call); records every call. */
export function stubFetch(answer: Response | ((c: Call) => Response | Promise<Response>)) {
  const calls: Call[] = [];
  const fn = vi.fn(async (url: string, init: RequestInit = {}) => {
    const call = { url, init, headers: { ...(init.headers as Record<string, string>) } };
    calls.push(call);
    const r = typeof answer === 'function' ? await answer(call) : answer.clone();
    return r;
  });
  vi.stubGlobal('fetch', fn);
  return { fn, calls };
}

export const user = { id: 1, username: 'alice', role: 'ORGANIZER' };

/** The HTTP client tests' common setup: empty storage, fresh hook mocks, Chinese, real timers after. */
export function setupHttpTests() {
  const onUnauthorized = vi.fn();
  const onSessionExpired = vi.fn();
  beforeEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    onUnauthorized.mockReset();
    onSessionExpired.mockReset();
    configureHttp({ onUnauthorized, onSessionExpired });
    await setLanguage('zh');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
  return { onUnauthorized, onSessionExpired };
}

/** The ApiError a call rejects with; fails the test when it resolves or rejects otherwise. */
export async function failure(p: Promise<unknown>): Promise<ApiError> {
  const e = await p.then(() => null, (err) => err);
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
}
