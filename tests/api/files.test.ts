// Avatar upload (POST /api/files/upload) and serving (GET /api/files/avatars/:filename): sniffed by
// content, at most 2 MB, stored under a random name, never a path outside the avatar folder.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, forgedToken, makeApp, multipart, pngBytes, registerOrganizer, SECRET, type TestApp } from './harness';

// a 1x1 baseline JPEG
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const TYPE = ['上传头像图片只能是 JPG 或 PNG 格式!', 'Avatar images must be JPG or PNG!'] as const;
const SIZE = ['上传头像图片大小不能超过 2MB!', 'Avatar images must be smaller than 2MB!'] as const;

describe.each(DATABASES)('avatar files (%s)', (kind) => {
  let t: TestApp;
  let token: string;
  let dir: string;
  beforeAll(async () => {
    t = await makeApp(kind);
    token = (await registerOrganizer(t, 'uploader')).token;
    dir = path.join(t.app.ctx.uploadDir, 'avatars');
  });
  afterAll(() => t.close());

  // the folder is made by the first avatar kept (storage/local.ts)
  const stored = () => (fs.existsSync(dir) ? fs.readdirSync(dir).length : 0);
  async function upload(field: string, filename: string, contentType: string, data: Buffer, opts: { token?: string; lang?: 'zh' | 'en' } = {}) {
    const m = multipart(field, filename, contentType, data);
    const auth = opts.token === undefined ? token : opts.token;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { 'content-type': m.contentType, 'accept-language': opts.lang ?? 'zh', ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
      payload: m.payload,
    });
    expect(res.body).not.toMatch(SECRET);
    return { status: res.statusCode, body: res.json() };
  }
  async function expectRefused(field: string, filename: string, type: string, data: Buffer, status: number, msg: readonly [string, string]) {
    const before = stored();
    const zh = await upload(field, filename, type, data);
    const en = await upload(field, filename, type, data, { lang: 'en' });
    expect([zh.status, zh.body.message, en.status, en.body.message]).toEqual([status, msg[0], status, msg[1]]);
    expect(stored()).toBe(before);
  }

  it('accepts a real PNG (field avatar), stores it under a random name and serves it back', async () => {
    const png = pngBytes(8, 8);
    const before = stored();
    const r = await upload('avatar', 'me.png', 'image/png', png);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 200, success: true, message: '上传成功' });
    expect(r.body.filename).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(r.body.data.filename).toBe(r.body.filename);
    expect(stored()).toBe(before + 1);
    expect(fs.readFileSync(path.join(dir, r.body.filename)).equals(png)).toBe(true);

    const got = await t.app.inject({ method: 'GET', url: `/api/files/avatars/${r.body.filename}` });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.rawPayload.equals(png)).toBe(true);

    // the avatar dialog then saves the name on the user
    const u = await call(t.app, 'POST', '/api/user/update', { token, body: { avatar: r.body.filename } });
    expect([u.status, u.body.data.avatar]).toEqual([200, r.body.filename]);
  });

  it('accepts a JPEG in the field `file`, whatever its claimed name', async () => {
    const r = await upload('file', 'photo.jpeg', 'image/jpeg', JPEG);
    expect(r.status).toBe(200);
    expect(r.body.filename).toMatch(/^[a-f0-9]{32}\.jpg$/);
    const got = await t.app.inject({ method: 'GET', url: `/api/files/avatars/${r.body.filename}` });
    expect([got.statusCode, got.headers['content-type']]).toEqual([200, 'image/jpeg']);
    const png = await upload('avatar', 'looks-like.jpg', 'image/jpeg', pngBytes());
    expect(png.body.filename).toMatch(/\.png$/);
  });

  it('refuses a text file renamed .png', async () => {
    await expectRefused('avatar', 'evil.png', 'image/png', Buffer.from('this is plain text, not an image\n'.repeat(20)), 400, TYPE);
  });

  it('refuses an HTML page claiming to be a PNG, and a GIF', async () => {
    await expectRefused('avatar', 'x.png', 'image/png', Buffer.from('<html><script>alert(1)</script></html>'), 400, TYPE);
    await expectRefused('avatar', 'x.gif', 'image/gif', GIF, 400, TYPE);
  });

  it('refuses a file over 2 MB', async () => {
    const big = Buffer.concat([pngBytes(), Buffer.alloc(2 * 1024 * 1024 + 10)]);
    await expectRefused('avatar', 'big.png', 'image/png', big, 413, SIZE);
  });

  it('accepts a file of just under 2 MB', async () => {
    const png = pngBytes();
    const r = await upload('avatar', 'edge.png', 'image/png', Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024 - png.length - 1)]));
    expect(r.status).toBe(200);
  });

  it('refuses a request without a file', async () => {
    const r = await call(t.app, 'POST', '/api/files/upload', { token, body: { avatar: 'x.png' } });
    expect([r.status, r.body.message]).toEqual([400, '请先选择头像文件']);
    const en = await call(t.app, 'POST', '/api/files/upload', { token, lang: 'en', body: {} });
    expect([en.status, en.body.message]).toEqual([400, 'Please choose an avatar file first']);
  });

  it('refuses uploads without a token or with a forged one, storing nothing', async () => {
    const before = stored();
    for (const bad of ['', forgedToken(token)]) {
      const r = await upload('avatar', 'me.png', 'image/png', pngBytes(), { token: bad });
      expect([r.status, r.body.message]).toEqual([401, '未登录或登录已过期，请重新登录']);
    }
    expect(stored()).toBe(before);
  });

  it('serves nothing outside the avatar folder, nor names it did not give out', async () => {
    fs.writeFileSync(path.join(t.app.ctx.uploadDir, 'secret.txt'), 'root:x:0:0');
    const urls = [
      '/api/files/avatars/../../etc/passwd',
      '/api/files/avatars/..%2F..%2F..%2Fetc%2Fpasswd',
      '/api/files/avatars/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/api/files/avatars/..%2Fsecret.txt',
      '/api/files/avatars/..%5Csecret.txt',
      '/api/files/avatars/....//secret.txt',
      '/api/files/avatars/secret.txt',
      '/api/files/avatars/0123456789abcdef0123456789abcdef.png',
      '/api/files/avatars/%00.png',
    ];
    for (const url of urls) {
      const r = await t.app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(404);
      expect(r.body, url).not.toContain('root:');
      expect(r.json().message, url).toBe('请求的资源不存在');
    }
  });
});
