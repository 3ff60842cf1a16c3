// HTTP hygiene (issue 14, item 10), on the app as `npm start` serves it (a built UI): HSTS and
// upgrade-insecure-requests only over HTTPS (directly or in X-Forwarded-Proto from a trusted proxy),
// a robots.txt, status 404 for unknown pages and for unknown, mistyped or unpublished meeting sites
// (with the page that draws the not-found view), no-store on API answers, and share tags whose
// addresses come from PUBLIC_URL, never from the Host header.
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { fakeDist } from './dist.fixtures';
import { DATABASES, call, type TestApp } from './harness';
import { adminAndOrganizer, type Organizer } from './setup';
import { createMeeting } from './hotels.fixtures';

describe.each(DATABASES)('HTTP hygiene (%s)', (kind) => {
  let t: TestApp;
  let org: Organizer;
  /** the app behind a trusted proxy, with a public address configured */
  let proxied: FastifyInstance;
  /** the app reached directly, no public address */
  let direct: FastifyInstance;
  let site: string;
  let meeting: Record<string, any>;
  beforeAll(async () => {
    ({ t, org } = await adminAndOrganizer(kind, `hyg${kind.slice(0, 2)}`));
    const dist = fakeDist();
    const env = { NODE_ENV: 'test', DATA_DIR: path.join(os.tmpdir(), `conflow-hyg-${randomBytes(4).toString('hex')}`), SUPER_ADMIN_PASSWORD: 'admin-pass-1' };
    const build = (extra: Record<string, string>) => buildApp({ config: { ...loadConfig({ ...env, ...extra }), captcha: false }, db: t.db, distDir: dist, logger: false, print: () => {} });
    proxied = await build({ TRUST_PROXY: 'true', PUBLIC_URL: 'https://conflow.example.com/' });
    direct = await build({});
    meeting = await createMeeting(t, org.token, { title: '分享测试大会' });
    // the logo as the website editor stores it: a path on this server
    await t.db.query('UPDATE meetings SET logo = $2 WHERE id = $1', [meeting.id, '/api/media/files/1/logo.png']);
    const auth = { token: org.token };
    expect((await call(t.app, 'POST', `/api/co/meeting/${meeting.id}/generate-preview-token`, auth)).status).toBe(200);
    const w = (await call(t.app, 'GET', `/api/co/meeting/${meeting.id}/website`, auth)).body.data;
    site = `/${w.adminId}/p/${meeting.id}/${w.previewToken}`;
  });
  afterAll(async () => {
    await proxied?.close();
    await direct?.close();
    await t.close();
  });

  const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('over plain HTTP no HSTS and no upgrade-insecure-requests (a LAN address would show a blank page); over HTTPS both', async () => {
    for (const app of [direct, proxied]) {
      const plain = await get(app, '/');
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      expect(String(plain.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
      expect(String(plain.headers['content-security-policy'])).toContain("default-src 'self'");
    }
    const viaProxy = await get(proxied, '/', { 'x-forwarded-proto': 'https' });
    expect(viaProxy.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(String(viaProxy.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    // a client's own X-Forwarded-Proto means nothing without a trusted proxy
    const forged = await get(direct, '/', { 'x-forwarded-proto': 'https' });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });

  it('robots.txt: the API and the consoles are off limits, the rest (meeting websites) open', async () => {
    const r = await get(direct, '/robots.txt');
    expect([r.statusCode, r.headers['content-type']]).toEqual([200, 'text/plain; charset=utf-8']);
    const lines = r.body.split('\n');
    for (const l of ['User-agent: *', 'Disallow: /api/', 'Disallow: /admin-center', 'Disallow: /super-admin', 'Disallow: /meeting/*/settings', 'Disallow: /participant-center', 'Allow: /']) expect(lines).toContain(l);
    expect(r.body).not.toMatch(/Disallow: \/\*?\n|\/p\/|Disallow: \/privacy-policy|register/);
  });

  it('unknown addresses answer 404 (the page still draws its not-found view); the UI’s own addresses 200', async () => {
    for (const url of ['/no/such/page', '/admin-centre', '/meeting/5', '/wp-login.php', '/.env']) {
      const r = await get(direct, url);
      expect([r.statusCode, r.body.includes('<div id="root">')], url).toEqual([404, true]);
    }
    for (const url of ['/', '/admin-center', '/admin-center?tab=meetings', '/meeting/5/settings', '/meeting/5/register', '/meeting/5/register/7', '/participant-center/5', '/privacy-policy']) {
      expect((await get(direct, url)).statusCode, url).toBe(200);
    }
    const api = await get(direct, '/api/no/such/call');
    expect([api.statusCode, api.json()]).toEqual([404, { code: 404, message: '请求的资源不存在' }]);
  });

  it('a meeting site that is unknown, mistyped or unpublished answers 404; a published one 200 with its share tags', async () => {
    const [, user, , id, token] = site.split('/');
    for (const url of [site, `/${user}/p/999999/${token}`, `/${user}/p/${id}/ZZZZZZ`, `/${user}/p/${id}/x`]) {
      const r = await get(direct, url);
      expect([r.statusCode, r.body.includes('<div id="site">'), r.body.includes('og:title')], url).toEqual([404, true, false]);
    }
    expect((await call(t.app, 'PUT', `/api/co/meeting/${meeting.id}/website-status`, { token: org.token, body: { websiteStatus: 'active' } })).status).toBe(200);
    const r = await get(direct, site);
    expect([r.statusCode, r.body.includes('<meta property="og:title" content="分享测试大会" />')]).toEqual([200, true]);
  });

  it('the share image’s address comes from PUBLIC_URL, never from the Host header', async () => {
    const evil = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    const configured = await get(proxied, site, evil);
    expect(configured.statusCode).toBe(200);
    expect(configured.body).toContain('<meta property="og:image" content="https://conflow.example.com/api/media/files/1/logo.png" />');
    const unconfigured = await get(direct, site, evil);
    expect(unconfigured.statusCode).toBe(200);
    expect(unconfigured.body).not.toContain('og:image');
    for (const r of [configured, unconfigured]) expect(r.body).not.toContain('evil.example');
  });

  it('API answers are not kept by browsers or proxies (no-store); public files keep their own caching', async () => {
    for (const [url, token] of [['/api/auth/current-user', org.token], [`/api/co/meeting/${meeting.id}`, org.token], ['/api/health', undefined], ['/api/no/such/call', undefined]] as const) {
      const r = await get(direct, url, token ? { authorization: `Bearer ${token}` } : {});
      expect(r.headers['cache-control'], url).toBe('no-store');
    }
    expect((await get(direct, '/assets/app-abc123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(direct, '/robots.txt')).headers['cache-control']).toBe('public, max-age=3600');
  });
});
