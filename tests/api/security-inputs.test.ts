// Hostile input at the edges, generated from the live route table: every upload route gets files whose
// name lies about their content and names that climb out of the upload folder; every file-serving
// route gets traversal paths (plain and encoded); every JSON write gets an oversized body (413).
// Also the rate limits of send-code and login with the spec's messages.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable, type RouteDef } from '../../src/server/http/route';
import { DATABASES, ageLimits, call, expectMessage, makeApp, nextPhone, pngBytes, type TestApp } from './harness';
import { form } from './hotels.fixtures';
import { discover, participantToken, seedWorld, urlIn, type World } from './security.fixtures';
import { signPath } from '../../src/server/private-files/signed';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>');
const TRAVERSALS = [
  '../../etc/passwd', '..%2F..%2F..%2Fetc%2Fpasswd', '%2e%2e%2f%2e%2e%2fetc%2fpasswd', '..%252F..%252Fetc%252Fpasswd',
  '....%2F%2F....%2F%2Fetc%2Fpasswd', '..%5C..%5Cetc%5Cpasswd', '%2e%2e/%2e%2e/%2e%2e/etc/passwd', '..%c0%af..%c0%afetc%c0%afpasswd', '%00.png',
];

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).map((d) => path.join(d.parentPath, d.name));
}

describe.each(DATABASES)('security: uploads, traversal, body size, rate limits (%s)', (kind) => {
  let t: TestApp;
  let a: World;
  let routes: RouteDef[];
  let participant: string | undefined;
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    a = await seedWorld(t, 'inpalpha');
    routes = routeTable.get(t.app) ?? [];
    await discover(t, a, routes);
    if (routes.some((r) => String(r.access) === 'participant')) participant = await participantToken(t, a);
  });
  afterAll(() => t.close());

  const uploadRoutes = () => routes.filter((r) => r.multipart);
  // the fields upload routes take differ (a hotel image, a website image, an avatar): the first set that
  // stores a real PNG is the route's, found once in 'beforeAll' below
  const FIELD_SETS: Array<Record<string, string>> = [{ category: 'hotel' }, { category: 'website' }, {}];
  const fieldsOf = new Map<RouteDef, Record<string, string>>();
  const served: string[] = [];
  /** Upload routes that stored a real PNG: the ones whose checks of content and name are reached. */
  const reached = () => uploadRoutes().filter((r) => fieldsOf.has(r));
  async function post(r: RouteDef, fields: Record<string, string>, name: string, data: Buffer, field: string, type = 'image/png') {
    const f = form({ ...fields, meetingId: String(a.ids.meeting) }, { name, type, data, field });
    // a participant's upload carries its participant token, every other one the organizer's
    const token = String(r.access) === 'participant' ? participant : a.org.token;
    const res = await t.app.inject({ method: 'POST', url: urlIn(r, a).url, payload: f.payload, headers: { 'content-type': f.contentType, authorization: `Bearer ${token}` } });
    return { status: res.statusCode, body: res.json() };
  }
  /** Sends the file in every field name upload routes use ('file', 'avatar'). */
  async function send(r: RouteDef, name: string, data: Buffer) {
    return [await post(r, fieldsOf.get(r) ?? {}, name, data, 'file'), await post(r, fieldsOf.get(r) ?? {}, name, data, 'avatar')];
  }
  beforeAll(async () => {
    for (const r of uploadRoutes()) {
      for (const fields of FIELD_SETS) {
        const res = await post(r, fields, 'real.png', pngBytes(), 'file');
        if (res.status >= 300) continue;
        fieldsOf.set(r, fields);
        const url = res.body.data?.fileUrl ?? res.body.data?.url ?? (res.body.filename && `/api/files/avatars/${res.body.filename}`);
        if (url) served.push(url);
        break;
      }
    }
  });

  // first: later uploads may replace these files (a speaker has one avatar)
  it('every file-serving route answers 404 to traversal paths, plain or encoded, and never a file outside', async () => {
    const serving = routes.filter((r) => r.method === 'GET' && /\/(files|download|preview|proofs)\b/.test(r.url) && /:\w+/.test(r.url));
    expect(serving.length).toBeGreaterThanOrEqual(2);
    expect(served.length).toBeGreaterThanOrEqual(3);
    for (const r of serving) {
      // a file this route serves, uploaded above: the path is right and only the last parameter is attacked
      const pattern = new RegExp(`^${r.url.replace(/:\w+/g, '([^/]+)')}$`);
      const real = served.find((u) => pattern.test(u));
      // private files (proofs, form attachments) open only through the signed link the answers hand out
      const link = real && signPath(t.app.ctx.tokenSecret, real);
      if (real && link !== real) expect((await t.app.inject({ method: 'GET', url: real })).statusCode, real).toBe(403);
      if (link) expect((await t.app.inject({ method: 'GET', url: link })).statusCode, link).toBe(200);
      const values = real ? pattern.exec(real)!.slice(1) : [...r.url.matchAll(/:(\w+)/g)].map(() => String(a.ids.meeting));
      for (const bad of TRAVERSALS) {
        let i = 0;
        const url = r.url.replace(/:\w+/g, () => (++i === values.length ? bad : values[i - 1]));
        const res = await t.app.inject({ method: 'GET', url });
        expect([400, 404], `${url}: ${res.statusCode}`).toContain(res.statusCode);
        expect(res.body).not.toMatch(/root:|\[boot loader\]/);
      }
    }
  });

  it('every upload route decides by content: HTML or SVG named .png is refused, a PDF named .png is no PNG; nothing stored', async () => {
    // the upload routes of areas still landing may need fields or objects we cannot make: most must be reached
    // data imports (participants, bank statements) read their file and keep nothing: no PNG can reach them
    const keeping = uploadRoutes().filter((r) => !/\/(import|preview)$/.test(r.url));
    expect(reached().length, `reached: ${reached().map((r) => r.url)}`).toBeGreaterThanOrEqual(Math.max(4, Math.ceil(keeping.length / 2)));
    const before = filesUnder(t.app.ctx.uploadDir).length;
    let stored = 0;
    for (const r of uploadRoutes()) {
      for (const [name, data] of [['cv.png', PDF], ['page.png', HTML], ['logo.png', SVG], ['photo.jpg', HTML]] as const) {
        for (const res of await send(r, name, data)) {
          const where = `${r.url} ${name}: ${res.status} ${JSON.stringify(res.body)}`;
          expect(typeof res.body.message, where).toBe('string');
          // a document route may take a PDF: then as a PDF, never under the name's type
          if (data === PDF && res.status < 300) {
            expect(JSON.stringify(res.body), where).toMatch(/pdf/i);
            expect(JSON.stringify(res.body), where).not.toMatch(/[0-9a-f]{16,}\.png/);
            stored++;
            continue;
          }
          expect(res.status, where).toBeGreaterThanOrEqual(400);
          expect(res.status, where).toBeLessThan(500);
          if (fieldsOf.has(r)) expect([400, 413, 415, 422], where).toContain(res.status);
        }
      }
    }
    expect(filesUnder(t.app.ctx.uploadDir).length).toBe(before + stored);
  });

  it('a file name that climbs out of the folder is never used: stored under a random name inside the upload folder', async () => {
    const escape = `evil-${randomBytes(4).toString('hex')}.png`;
    for (const r of reached()) {
      for (const name of [`../../../../../../tmp/${escape}`, `..\\..\\..\\tmp\\${escape}`, `/tmp/${escape}`]) {
        const ok = (await send(r, name, pngBytes())).filter((x) => x.status < 300);
        expect(ok.length, `${r.url} accepted no real PNG`).toBeGreaterThan(0);
        for (const res of ok) {
          // whatever the route calls the stored file, no part of it comes from the name sent (a form
          // attachment's path ends with the cleaned name it was sent with, for people to read: left out here)
          const text = JSON.stringify({ ...res.body, data: { ...res.body.data, originalName: undefined, name: undefined } })
            .replace(/"originalName":"[^"]*"/g, '') // a media upload's files[] say what each was sent as, too
            .replace(/(\/api\/registrations\/(?:files|proofs)\/[a-f0-9]{32}\.\w+)\/[^"?]+/g, '$1');
          expect(text, JSON.stringify(res.body)).not.toMatch(/evil|\.\.|tmp/);
        }
      }
    }
    expect(fs.existsSync(`/tmp/${escape}`)).toBe(false);
    expect(filesUnder(path.dirname(t.app.ctx.uploadDir)).every((f) => f.startsWith(t.app.ctx.uploadDir + path.sep))).toBe(true);
  });

  it('every JSON write refuses a body over 1 MB with 413 and the message, in both languages', async () => {
    const big = { name: 'x'.repeat(1024 * 1024 + 10) };
    const writes = routes.filter((r) => !r.multipart && (r.method === 'POST' || r.method === 'PUT'));
    expect(writes.length).toBeGreaterThan(30);
    for (const r of writes) {
      await expectMessage(t.app, r.method as string, urlIn(r, a).url, { body: big, token: a.org.token }, 413, '请求体过大', 'The request body is too large');
    }
  });

  it('send-code: a second code to the same recipient within 60 s answers 429 with the spec’s wait', async () => {
    const phone = nextPhone();
    expect((await call(t.app, 'POST', '/api/auth/send-code', { body: { recipient: phone, type: 'phone' } })).status).toBe(200);
    const again = await call(t.app, 'POST', '/api/auth/send-code', { body: { recipient: phone, type: 'phone' }, lang: 'en' });
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^Too frequent, please try again in \d+ seconds$/);
    expect((await call(t.app, 'POST', '/api/auth/send-code', { body: { recipient: phone, type: 'phone' } })).body.message).toMatch(/^发送过于频繁，请\d+秒后再试$/);
  });

  it('login: wrong passwords hold the source back (429), even for the right one: 1 s after 5, 15 minutes after 10', async () => {
    const account = a.org.username;
    const ip = '10.30.0.1';
    const tryLogin = (password: string, lang: 'zh' | 'en' = 'zh') => call(t.app, 'POST', '/api/auth/login', { body: { account, password }, lang, ip });
    for (let i = 0; i < 10; i++) {
      if (i >= 5) {
        const held = await tryLogin('world-pass-1');
        expect([held.status, held.body.message, held.body.token]).toEqual([429, `登录失败次数较多，请${2 ** (i - 5)}秒后再试`, undefined]);
        await ageLimits(t, `login:%@${ip}`, 2 ** (i - 5));
      }
      const res = await tryLogin(`wrong-${i}`);
      expect([res.status, res.body.token]).toEqual([400, undefined]);
    }
    const zh = await tryLogin('world-pass-1');
    const en = await tryLogin('world-pass-1', 'en');
    expect([zh.status, zh.body.message]).toEqual([429, '登录失败次数过多，账号已锁定，请15分钟后再试']);
    expect([en.status, en.body.message]).toEqual([429, 'Too many failed logins: the account is locked, try again in 15 minutes']);
    expect(zh.body.token).toBeUndefined();
  });
});
