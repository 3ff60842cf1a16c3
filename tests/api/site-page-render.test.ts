// The public site's page as the server sends it (issue 18 item 5): a published meeting's first page is in
// the HTML already (the navbar's and hero's title, the hero's venue, a speaker from the public list) with
// the state the page hydrates from; an unpublished site, a wrong token or a meeting of another sends the
// bare page with nothing of the meeting in it. The render module is the real one, built by vite's SSR
// build as `vite build` builds it (scripts/vite-site-ssr.ts), into this test's own folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { buildSiteSsr } from '../../scripts/vite-site-ssr';
import { DATABASES, call, makeApp, registerOrganizer, type TestApp } from './harness';
import { createMeeting } from './meetings.fixtures';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { '@schemas': r('../../schemas'), '@runtime': r('../../src/runtime'), '@shared': r('../../src/shared'), '@renderers': r('../../renderers') };

/** A built UI with the site page as vite writes it and the real render module beside it. */
async function distWithRender(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'conflow-ssr-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(dir, 'site.html'), '<!doctype html><html lang="zh-CN"><head><title>Conflow</title><!--site-meta--></head><body><div id="root"></div></body></html>');
  await buildSiteSsr(r('../../src/site/ssr.tsx'), alias, dir);
  return dir;
}

describe.each(DATABASES)('the public site page, drawn by the server (%s)', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  let org: Awaited<ReturnType<typeof registerOrganizer>>;
  let meeting: Record<string, any>;
  let address: string;
  const TITLE = '2026 服务端渲染大会';
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(os.tmpdir(), `conflow-ssr-${randomBytes(4).toString('hex')}`), SUPER_ADMIN_PASSWORD: 'admin-pass-1' }), captcha: false };
    app = await buildApp({ config, db: t.db, distDir: await distWithRender(), logger: false, print: () => {} });
    org = await registerOrganizer(t, 'ssrorg');
    // the conference template: hero, agenda, speakers, tickets, venue, partners, contact
    meeting = await createMeeting(t, org.token, { title: TITLE, location: '杭州国际博览中心' });
    const speaker = await call(t.app, 'POST', `/api/speakers?meetingId=${meeting.id}&adminId=${org.user.id}`, { token: org.token, body: { name: '李教授', company: '清华大学', position: '教授', speechTopic: 'AI', displayOrder: 1 } });
    expect(speaker.status).toBe(200);
    const preview = await call(t.app, 'POST', `/api/co/meeting/${meeting.id}/generate-preview-token`, { token: org.token, body: {} });
    address = `/${org.user.id}/p/${meeting.id}/${preview.body.data.previewToken}`;
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  const publish = (status: 'active') => call(t.app, 'PUT', `/api/co/meeting/${meeting.id}/website-status`, { token: org.token, body: { websiteStatus: status } });

  it('an unpublished site’s page holds nothing of the meeting, even with the right token', async () => {
    const res = await get(address);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
    for (const leak of [TITLE, '杭州国际博览中心', '李教授', 'site-state', 'site-hero']) expect(res.body).not.toContain(leak);
  });

  it('a published site’s first page is in the HTML: title, hero, a speaker of the public list, and the state it hydrates from', async () => {
    expect((await publish('active')).status).toBe(200);
    const res = await get(address);
    expect(res.statusCode).toBe(200);
    const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json" id="site-state">([\s\S]*?)<\/script>/.exec(res.body);
    expect(root, 'the drawn page and its state').not.toBeNull();
    const [, html, state] = root!;
    expect(html).toContain('data-testid="site-navbar"');
    expect(html).toMatch(new RegExp(`data-testid="hero-title"[^>]*>${TITLE}<`));
    expect(html).toContain('杭州国际博览中心');
    expect(html).toContain('李教授'); // the speakers block's list, asked for by the server's render
    const s = JSON.parse(state);
    expect([s.meeting.id, s.meeting.title, s.lang, s.viewerZone]).toEqual([meeting.id, TITLE, 'zh', meeting.timeZone ?? 'Asia/Shanghai']);
    expect(Object.keys(s.loads).some((k) => k.startsWith('["speakers"'))).toBe(true);
  });

  it('rich text stored before the link policy is drawn cleaned: no script link, no image from elsewhere', async () => {
    const text = '<p>开幕致辞 <a href="javascript:alert(1)">点我</a><img src="https://evil.example/x.png"></p>';
    const [home] = await t.db.query(`SELECT id, data_value FROM website_data WHERE meeting_id = $1 AND data_type = 'pages' ORDER BY sort_order, id LIMIT 1`, [meeting.id]);
    const page = JSON.parse(String(home.data_value));
    page.components = [{ id: 'old-text', type: 'text', props: { content: text }, style: {} }, ...page.components];
    await t.db.query('UPDATE website_data SET data_value = $2 WHERE id = $1', [home.id, JSON.stringify(page)]);
    const res = await get(address);
    const html = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(res.body)![1];
    expect(html).toContain('开幕致辞');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('evil.example');
  });

  it('a wrong token draws nothing', async () => {
    const res = await get(address.replace(/[A-Za-z0-9]{6}$/, 'ZZZZZ9'));
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(TITLE);
  });

  it('sends the page compressed to a browser that takes brotli', async () => {
    const res = await app.inject({ method: 'GET', url: address, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect([res.statusCode, res.headers['content-encoding'], res.headers.vary]).toEqual([200, 'br', 'accept-encoding']);
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toContain(TITLE);
  });
});
