// POST /api/media/website/upload (spec 3 §5, §7): website images sniffed by their bytes, a logo JPG/PNG
// up to 2 MB, other images JPG/PNG/GIF/WebP up to 10 MB, only into the caller's own meeting; the
// answer carries success, message and data.fileUrl, and the file is served back as uploaded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, makeApp, pngBytes, registerOrganizer, type TestApp } from './harness';
import { JPEG, createMeeting, form } from './hotels.fixtures';

const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

describe.each(DATABASES)('website image upload (%s)', (kind) => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof registerOrganizer>>;
  let rival: Awaited<ReturnType<typeof registerOrganizer>>;
  let meeting: Record<string, any>;
  const fields = (over: Record<string, string> = {}) => ({ category: 'website', meetingId: String(meeting.id), ...over });
  async function upload(token: string | undefined, f: Record<string, string>, file?: Parameters<typeof form>[1], lang: 'zh' | 'en' = 'zh') {
    const body = form(f, file);
    const res = await t.app.inject({
      method: 'POST', url: '/api/media/website/upload', payload: body.payload,
      headers: { 'content-type': body.contentType, 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    return { status: res.statusCode, body: res.json() };
  }
  async function refused(f: Record<string, string>, file: Parameters<typeof form>[1] | undefined, status: number, zh: string, en: string, token = org.token) {
    const a = await upload(token, f, file);
    const b = await upload(token, f, file, 'en');
    expect([a.status, a.body.message, b.body.message]).toEqual([status, zh, en]);
  }

  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    org = await registerOrganizer(t, 'siteup');
    rival = await registerOrganizer(t, 'siteuprival');
    meeting = await createMeeting(t, org.token);
  });
  afterAll(() => t.close());

  it('stores PNG, JPEG and GIF images re-encoded (a WebP and a JPEG of each, metadata gone) and serves them', async () => {
    for (const [name, type, data] of [['a.png', 'image/png', pngBytes()], ['b.jpg', 'image/jpeg', JPEG], ['c.gif', 'image/gif', GIF]] as const) {
      const r = await upload(org.token, fields(), { name, type, data });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ success: true, message: '上传成功', data: { category: 'website', originalName: name } });
      expect(r.body.data.fileUrl).toMatch(new RegExp(`^/api/media/website/files/${meeting.id}/[a-f0-9]{32}-w\\d+\\.(png|jpg)$`));
      expect(r.body.data.variants).toHaveLength(1);
      const got = await t.app.inject({ method: 'GET', url: r.body.data.fileUrl });
      expect([got.statusCode, got.headers['content-type']]).toEqual([200, r.body.data.mime]);
      const webp = await t.app.inject({ method: 'GET', url: r.body.data.variants[0].webp });
      expect([webp.statusCode, webp.headers['content-type']]).toEqual([200, 'image/webp']);
    }
  });

  it('refuses a renamed text file, a GIF logo and oversized files with the spec’s messages', async () => {
    const text = Buffer.from('<html><script>alert(1)</script></html>');
    await refused(fields(), { name: 'fake.png', type: 'image/png', data: text }, 415, '图片只能是 JPG、PNG、GIF 或 WebP 格式!', 'Images must be JPG, PNG, GIF or WebP!');
    await refused(fields({ purpose: 'logo' }), { name: 'logo.gif', type: 'image/gif', data: GIF }, 415, '上传Logo图片只能是 JPG/PNG 格式!', 'The logo must be a JPG or PNG image!');
    const big = Buffer.concat([pngBytes(), Buffer.alloc(10 * 1024 * 1024)]);
    await refused(fields(), { name: 'big.png', type: 'image/png', data: big }, 413, '图片大小不能超过 10MB!', 'An image cannot be larger than 10 MB!');
    const logo = Buffer.concat([pngBytes(), Buffer.alloc(2 * 1024 * 1024)]);
    await refused(fields({ purpose: 'logo' }), { name: 'logo.png', type: 'image/png', data: logo }, 413, '上传Logo大小不能超过 2MB!', 'The logo cannot be larger than 2 MB!');
    const fits = await upload(org.token, fields({ purpose: 'logo' }), { name: 'logo.png', type: 'image/png', data: logo.subarray(0, 2 * 1024 * 1024) });
    expect(fits.status).toBe(200);
  });

  it('needs a file, the website category, a meeting of the caller’s own and a login', async () => {
    await refused(fields(), undefined, 400, '请选择要上传的图片', 'Please choose an image to upload');
    await refused(fields({ category: 'hotel' }), { name: 'a.png', type: 'image/png', data: pngBytes() }, 400, '上传类别必须是 website', 'The upload category must be website');
    await refused(fields({ meetingId: '' }), { name: 'a.png', type: 'image/png', data: pngBytes() }, 400, '会议ID不能为空', 'The meeting id cannot be empty');
    await refused(fields(), { name: 'a.png', type: 'image/png', data: pngBytes() }, 404, '会议不存在或无权访问', 'The meeting does not exist or you may not access it', rival.token);
    expect((await upload(undefined, fields(), { name: 'a.png', type: 'image/png', data: pngBytes() })).status).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/media/website/files/${meeting.id}/../../x.png` })).statusCode).toBe(404);
  });
});
