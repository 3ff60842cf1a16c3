// What the server sends and writes besides answers: the security headers on the UI (index, client
// routes, hashed assets, static traversal attempts) as on the API, and a server log, captured through
// a register, login, sub-account and password-change run, that holds no password, hash or token.
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { fakeDist } from './dist.fixtures';
import { DATABASES, call, makeApp, nextPhone, type TestApp } from './harness';

describe.each(DATABASES)('security: headers on the UI, secrets in the log (%s)', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  const log: string[] = [];
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    // the same database, served as `npm start` serves it: the built UI and the real (info) logger with its code sender
    const sink = new Writable({ write(chunk, _enc, done) { log.push(String(chunk)); done(); } });
    const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(os.tmpdir(), `conflow-sec-${randomBytes(4).toString('hex')}`), SUPER_ADMIN_PASSWORD: 'admin-pass-1' }), captcha: false };
    app = await buildApp({ config, db: t.db, distDir: fakeDist(), logger: { level: 'debug', stream: sink }, print: () => {} });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const HEADERS: Record<string, RegExp> = {
    'content-security-policy': /^(?=.*default-src 'self')(?=.*object-src 'none')(?=.*frame-ancestors 'self')(?!.*script-src[^;]*unsafe-inline)/,
    'x-content-type-options': /^nosniff$/,
    'x-frame-options': /^SAMEORIGIN$/,
    'referrer-policy': /^no-referrer$/,
    'cross-origin-opener-policy': /^same-origin$/,
  };

  // (HSTS only over HTTPS: security-hygiene.test.ts)
  it('the UI pages and assets carry the same security headers as the API', async () => {
    for (const url of ['/', '/admin-center', '/meeting/1/settings', '/assets/app-abc123.js', '/api/health', '/api/openapi.json', '/no/such/page']) {
      const res = await app.inject({ method: 'GET', url });
      // an unknown page is answered 404 with the UI (it draws its not-found page), with the same headers
      expect(res.statusCode, url).toBe(url === '/no/such/page' ? 404 : 200);
      for (const [h, re] of Object.entries(HEADERS)) expect(String(res.headers[h]), `${url} ${h}`).toMatch(re);
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('static files: traversal out of the build folder answers 404, never a file outside', async () => {
    for (const bad of ['/assets/../../../../etc/passwd', '/assets/..%2F..%2F..%2F..%2Fetc%2Fpasswd', '/assets/%2e%2e/%2e%2e/%2e%2e/etc/passwd', '/..%2F..%2F..%2Fetc%2Fpasswd', '/assets/..%5C..%5Cpackage.json']) {
      const res = await app.inject({ method: 'GET', url: bad });
      expect(res.body, bad).not.toMatch(/root:|"dependencies"/);
      // a path that normalises outside /assets is a page address: the SPA's own index answers, nothing else
      if (res.statusCode === 200 || res.body.includes('<!doctype')) expect(res.body, bad).toContain('<div id="root">');
      else expect([400, 403, 404], `${bad}: ${res.statusCode}`).toContain(res.statusCode);
    }
  });

  it('no password, hash or token reaches the server log', async () => {
    const phone = nextPhone();
    const password = `Pw-${randomBytes(6).toString('hex')}`;
    const s = await call(app, 'POST', '/api/auth/send-code', { body: { recipient: phone, type: 'phone' } });
    expect(s.status).toBe(200);
    // the code itself is logged on purpose (no SMS provider); read it back from the log as an operator would
    const code = /verification code for \d+: (\d{6})/.exec(log.join(''))?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const username = `log${randomBytes(3).toString('hex')}`;
    const r = await call(app, 'POST', '/api/auth/register', {
      body: { username, password, confirmPassword: password, registerMode: 'phone', role: 'ORGANIZER', agreedToTerms: true, phone, verificationCode: code },
    });
    expect(r.status).toBe(200);
    const login = await call(app, 'POST', '/api/auth/login', { body: { account: username, password } });
    const token = login.body.token as string;
    const sub = await call(app, 'POST', '/api/auth/sub-accounts', { token, body: { username: `${username}s` } });
    const subLogin = await call(app, 'POST', '/api/auth/login', { body: { method: 'subAccount', masterAccount: username, subAccount: `${username}s`, authToken: sub.body.data.authToken } });
    await call(app, 'POST', '/api/auth/login', { body: { account: username, password: 'wrong-password' } });
    const newPassword = `${password}-2`;
    const ch = await call(app, 'POST', '/api/user/change-password', { token, body: { oldPassword: password, newPassword, confirmPassword: newPassword } });
    await call(app, 'GET', '/api/auth/current-user', { token: subLogin.body.token });
    const text = log.join('');
    expect(log.length).toBeGreaterThan(10); // requests were logged
    const [{ password_hash: hash }] = await t.db.query('SELECT password_hash FROM users WHERE username = $1', [username]);
    for (const secret of [password, newPassword, token, subLogin.body.token, sub.body.data.authToken, hash, 'scrypt$', 'authorization', 'Bearer ']) {
      if (secret === newPassword && ch.status !== 200) continue;
      expect(text.includes(secret), `the log holds ${String(secret).slice(0, 12)}…`).toBe(false);
    }
    expect(ch.status, JSON.stringify(ch.body)).toBe(200);
  });
});
