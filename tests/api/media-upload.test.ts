// POST /api/media/upload for every category (issue 18 items 4, 5): a large JPEG becomes WebP and JPEG
// variants at the standard widths (never upscaled, upright, no metadata), read back with sharp; the
// spec's limits per category (settings), sniffed types, the meeting's editors only, a decompression
// bomb refused with a 4xx; the website editor's upload makes variants too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { DATABASES, makeApp, registerOrganizer, type TestApp } from './harness';
import { createMeeting, form, upload } from './hotels.fixtures';
import { staffAccount } from './staff.fixtures';
import { setSetting } from '../../src/server/settings';
import { bannerPreload } from '../../src/server/website/site-page';

const MB = 1024 * 1024;

/** a noisy photo-like JPEG, w x h, with EXIF orientation 6 (stored sideways: shown h wide) when asked */
async function photo(w: number, h: number, orientation?: number): Promise<Buffer> {
  const img = sharp({ create: { width: w, height: h, channels: 3, background: { r: 40, g: 120, b: 200 }, noise: { type: 'gaussian', mean: 128, sigma: 30 } } });
  return (orientation ? img.withExif({ IFD0: { Copyright: 'secret camera' } }).withMetadata({ orientation }) : img).jpeg({ quality: 85 }).toBuffer();
}

/** A real PNG whose header says w x h: its compressed rows are a few KB, decoded they would be gigabytes. */
async function pngClaiming(w: number, h: number): Promise<Buffer> {
  const rows = zlib.deflateSync(Buffer.alloc((w * 3 + 1) * 200), { level: 9 }); // the first 200 rows; the rest never arrive
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}

describe.each(DATABASES)('media upload (%s)', (kind) => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof registerOrganizer>>;
  let meeting: Record<string, any>;
  let big: Buffer;
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    org = await registerOrganizer(t, 'mediaup');
    meeting = await createMeeting(t, org.token);
    big = await photo(4000, 2500);
  });
  afterAll(() => t.close());
  const fields = (category: string, over: Record<string, string> = {}) => ({ category, meetingId: String(meeting.id), description: 'banner', ...over });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('turns a 4,000-px JPEG into WebP and JPEG variants at 480, 960, 1600 and 2400 px, stripped of metadata', async () => {
    const r = await upload(t, org.token, fields('image'), { name: 'hall.jpg', type: 'image/jpeg', data: big });
    expect([r.status, r.body.success, r.body.message]).toEqual([200, true, '上传成功']);
    const d = r.body.data;
    expect(d.fileUrl).toMatch(new RegExp(`^/api/media/files/${meeting.id}/[a-f0-9]{32}-w2400\\.jpg$`));
    expect([d.originalName, d.category, d.description, d.width, d.height]).toEqual(['hall.jpg', 'image', 'banner', 2400, 1500]);
    expect(d.variants.map((v: { width: number }) => v.width)).toEqual([480, 960, 1600, 2400]);
    expect(d.files).toHaveLength(1);
    for (const v of d.variants) {
      const webp = await get(v.webp);
      expect([webp.statusCode, webp.headers['content-type']]).toEqual([200, 'image/webp']);
      // a variant's name is never reused for other bytes: browsers keep it a year (Lighthouse's long cache lifetime)
      expect(webp.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(webp.rawPayload).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', v.width]);
      const jpg = await get(v.fallback);
      const jm = await sharp(jpg.rawPayload).metadata();
      expect([jpg.headers['content-type'], jm.format, jm.width, jm.exif, jm.orientation]).toEqual(['image/jpeg', 'jpeg', v.width, undefined, undefined]);
    }
    // the smallest WebP is a small fraction of what was sent
    expect((await get(d.variants[0].webp)).rawPayload.length).toBeLessThan(big.length / 10);
  });

  it('never upscales, and turns a sideways photo upright', async () => {
    const small = await upload(t, org.token, fields('image'), { name: 's.jpg', type: 'image/jpeg', data: await photo(700, 300) });
    expect(small.body.data.variants.map((v: { width: number }) => v.width)).toEqual([480, 700]);
    const side = await upload(t, org.token, fields('hotel'), { name: 'side.jpg', type: 'image/jpeg', data: await photo(1200, 800, 6) });
    expect([side.status, side.body.data.width, side.body.data.height]).toEqual([200, 800, 1200]);
    const m = await sharp((await get(side.body.data.fileUrl)).rawPayload).metadata();
    expect([m.width, m.height, m.exif]).toEqual([800, 1200, undefined]);
  });

  it('refuses a renamed text file, in zh and en', async () => {
    const text = { name: 'fake.jpg', type: 'image/jpeg', data: Buffer.from('just some text, not an image at all') };
    const zh = await upload(t, org.token, fields('image'), text);
    expect([zh.status, zh.body.message]).toEqual([415, '图片只能是 JPG、PNG、GIF 或 WebP 格式!']);
    const en = await upload(t, org.token, fields('video'), { ...text, name: 'fake.mp4' }, 'en');
    expect([en.status, en.body.message]).toEqual([415, 'Videos must be MP4, WebM, OGG or MOV!']);
    // a text file is a file when it is named .txt
    const txt = await upload(t, org.token, fields('file'), { ...text, name: 'notes.txt', type: 'text/plain' });
    expect(txt.status).toBe(200);
    const back = await get(txt.body.data.fileUrl);
    expect([back.statusCode, back.headers['content-disposition']]).toEqual([200, `attachment; filename="notes.txt"; filename*=UTF-8''notes.txt`]);
  });

  it('refuses too large a file with the spec’s limit per category, and follows the media setting', async () => {
    const over = Buffer.concat([big, Buffer.alloc(20 * MB + 1 - big.length)]);
    const r = await upload(t, org.token, fields('image'), { name: 'huge.jpg', type: 'image/jpeg', data: over });
    expect([r.status, r.body.message]).toEqual([413, '图片大小不能超过 20MB']);
    const f = await upload(t, org.token, fields('file'), { name: 'huge.pdf', type: 'application/pdf', data: Buffer.alloc(50 * MB + 1) }, 'en');
    expect([f.status, f.body.message]).toEqual([413, 'Files cannot exceed 50 MB']);
    // the category named after the file: read with the largest limit, then held to its own
    const late = form({ meetingId: String(meeting.id) }, { name: 'huge.jpg', type: 'image/jpeg', data: over });
    const lateBody = Buffer.concat([late.payload.subarray(0, late.payload.length - 2 - late.contentType.split('boundary=')[1].length - 4), Buffer.from(`--${late.contentType.split('boundary=')[1]}\r\nContent-Disposition: form-data; name="category"\r\n\r\nimage\r\n--${late.contentType.split('boundary=')[1]}--\r\n`)]);
    const l = await t.app.inject({ method: 'POST', url: '/api/media/upload', payload: lateBody, headers: { 'content-type': late.contentType, authorization: `Bearer ${org.token}` } });
    expect([l.statusCode, l.json().message]).toEqual([413, '图片大小不能超过 20MB']);
    await setSetting(t.db, 'media', { richImageBytes: 1 * MB, richImageFiles: 2 });
    try {
      const one = await upload(t, org.token, fields('image'), { name: 'big.jpg', type: 'image/jpeg', data: Buffer.concat([big, Buffer.alloc(MB)]) });
      expect([one.status, one.body.message]).toEqual([413, '图片大小不能超过 1MB']);
      const limits = await t.app.inject({ method: 'GET', url: '/api/media/limits', headers: { authorization: `Bearer ${org.token}` } });
      expect(limits.json().data.categories.image).toEqual({ maxBytes: MB, maxMb: 1, maxFiles: 2 });
    } finally {
      await t.db.query(`DELETE FROM settings WHERE key = 'media'`);
    }
  });

  it('takes up to 10 images at once and refuses the 11th file', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } }).png().toBuffer();
    const send = async (n: number) => {
      const f = form(fields('image'));
      const boundary = /boundary=(.*)$/.exec(f.contentType)![1];
      const head = f.payload.subarray(0, f.payload.length - `--${boundary}--\r\n`.length);
      const parts = Array.from({ length: n }, (_, i) => Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p${i}.png"\r\nContent-Type: image/png\r\n\r\n`), png, Buffer.from('\r\n')]));
      const res = await t.app.inject({ method: 'POST', url: '/api/media/upload', payload: Buffer.concat([head, ...parts, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': f.contentType, authorization: `Bearer ${org.token}` } });
      return { status: res.statusCode, body: res.json() };
    };
    const ten = await send(10);
    expect([ten.status, ten.body.data.files.length]).toEqual([200, 10]);
    // transparency keeps a PNG fallback
    expect(ten.body.data.fileUrl).toMatch(/-w40\.png$/);
    const eleven = await send(11);
    expect([eleven.status, eleven.body.message]).toEqual([400, '一次最多上传 10 个文件']);
  });

  it('lets only the meeting’s editors upload', async () => {
    const png = { name: 'a.jpg', type: 'image/jpeg', data: await photo(100, 100) };
    const editor = await staffAccount(t, org, 'media-editor', [meeting.id], ['editor']);
    const viewer = await staffAccount(t, org, 'media-viewer', [meeting.id], ['viewer']);
    expect((await upload(t, editor.token, fields('logo'), png)).status).toBe(200);
    const v = await upload(t, viewer.token, fields('logo'), png);
    expect([v.status, v.body.message]).toEqual([403, '您没有此会议的该项权限，请联系主账号分配']);
    const rival = await registerOrganizer(t, 'mediaup-rival');
    expect((await upload(t, rival.token, fields('logo'), png)).status).toBe(404);
  });

  it('refuses a decompression bomb (a small file of 30,000 × 30,000 pixels) without a 5xx', async () => {
    const bomb = await pngClaiming(30_000, 30_000);
    const r = await upload(t, org.token, fields('image'), { name: 'bomb.png', type: 'image/png', data: bomb });
    expect([r.status, r.body.message]).toEqual([413, '图片尺寸过大（最多 50 百万像素）']);
    const site = await t.app.inject({ method: 'POST', url: '/api/media/website/upload', ...siteForm(bomb) });
    expect(site.statusCode).toBe(413);
  });

  it('makes variants of the website editor’s images too', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/media/website/upload', ...siteForm(big) });
    const d = res.json().data;
    expect([res.statusCode, d.variants.length]).toEqual([200, 4]);
    expect(d.fileUrl).toMatch(/^\/api\/media\/website\/files\/\d+\/[a-f0-9]{32}-w2400\.jpg$/);
    const w = await get(d.variants[1].webp);
    expect([w.statusCode, (await sharp(w.rawPayload).metadata()).width]).toEqual([200, 960]);
  });

  it('preloads the first page’s banner from its WebP variants, and nothing for an old upload or a banner further down', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/media/website/upload', ...siteForm(await photo(1200, 400)) });
    const src = res.json().data.fileUrl;
    const save = async (components: unknown[]) => {
      await t.db.query(`DELETE FROM website_data WHERE meeting_id = $1`, [meeting.id]);
      await t.db.query(`INSERT INTO website_data (meeting_id, data_type, data_key, data_value, schema_version, sort_order, updated_at) VALUES ($1, 'pages', 'home', $2, 1, 0, now())`, [meeting.id, JSON.stringify({ id: 'home', components })]);
    };
    await save([{ id: 'c', type: 'carousel', props: { images: [{ src }], carouselType: 'card' } }]);
    const [link] = await bannerPreload(t.db, meeting.id);
    const p = `/api/media/website/files/${meeting.id}/${src.split('/').pop().slice(0, 32)}`;
    expect(link).toBe(`<link rel="preload" as="image" type="image/webp" href="${p}-w480.webp" imagesrcset="${p}-w480.webp 480w, ${p}-w960.webp 960w, ${p}-w1200.webp 1200w" imagesizes="(min-width: 1024px) 1024px, 100vw" fetchpriority="high" />`);
    await save([{ id: 'i', type: 'image', props: { src }, style: { width: '600px' } }]);
    expect((await bannerPreload(t.db, meeting.id))[0]).toContain('imagesizes="600px"');
    await save([{ id: 'c', type: 'carousel', props: { images: [{ src: '/api/media/website/files/1/old.jpg' }] } }, { id: 'i', type: 'image', props: { src } }]);
    expect(await bannerPreload(t.db, meeting.id)).toEqual([]);
    await save([{ id: 't', type: 'text', props: {} }, { id: 'x', type: 'text', props: {} }, { id: 'c', type: 'carousel', props: { images: [{ src }] } }]);
    expect(await bannerPreload(t.db, meeting.id)).toEqual([]);
  });

  function siteForm(data: Buffer) {
    const f = form({ meetingId: String(meeting.id), category: 'website' }, { name: 'banner.png', type: 'image/png', data });
    return { payload: f.payload, headers: { 'content-type': f.contentType, authorization: `Bearer ${org.token}` } };
  }
});
