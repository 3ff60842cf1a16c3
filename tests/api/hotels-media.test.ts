// POST /api/media/upload: hotel and room-type images sniffed by content (a renamed text file is
// refused), the size limit a setting (10 MB by default), the meeting the caller's own, the file
// served from a public path; at most 5 images per hotel or room type when saved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, makeApp, pngBytes, registerOrganizer, type TestApp } from './harness';
import { HOTELS, JPEG, MEETING_NOT_FOUND, createMeeting, upload, validHotel } from './hotels.fixtures';
import { setSetting } from '../../src/server/settings';

describe.each(DATABASES)('hotels: image upload (%s)', (kind) => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof registerOrganizer>>;
  let rival: Awaited<ReturnType<typeof registerOrganizer>>;
  let meeting: Record<string, any>;
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    org = await registerOrganizer(t, 'mediaorg');
    rival = await registerOrganizer(t, 'mediarival');
    meeting = await createMeeting(t, org.token);
  });
  afterAll(() => t.close());
  const fields = (over: Record<string, string> = {}) => ({ category: 'hotel', meetingId: String(meeting.id), ...over });

  it('stores a PNG and a JPG, answers data.fileUrl and data.fileName, and serves them publicly', async () => {
    const png = pngBytes(8, 6);
    const a = await upload(t, org.token, fields(), { name: 'lobby.png', type: 'image/png', data: png });
    expect([a.status, a.body.success, a.body.message]).toEqual([200, true, '上传成功']);
    // re-encoded (media-upload.test.ts): an opaque PNG's fallback is a JPEG
    expect(a.body.data.fileName).toMatch(/^[a-f0-9]{32}-w8\.jpg$/);
    expect(a.body.data.fileUrl).toBe(`/api/media/files/${meeting.id}/${a.body.data.fileName}`);
    const got = await t.app.inject({ method: 'GET', url: a.body.data.fileUrl });
    expect([got.statusCode, got.headers['content-type']]).toEqual([200, 'image/jpeg']);
    const b = await upload(t, org.token, fields({ category: 'roomType' }), { name: 'room.jpeg', type: 'image/jpeg', data: JPEG });
    expect(b.body.message).toBe('上传成功');
    expect([b.status, b.body.data.fileName.endsWith('.jpg'), b.body.data.category]).toEqual([200, true, 'roomType']);
    // the url is accepted as a hotel image
    const h = await call(t.app, 'POST', HOTELS, { token: org.token, body: validHotel(meeting.id, { images: [a.body.data.fileUrl, b.body.data.fileUrl] }) });
    expect(h.body.data.images).toEqual([a.body.data.fileUrl, b.body.data.fileUrl]);
  });

  it('sniffs the content: a text file named .png, and a GIF, are refused with the spec’s message', async () => {
    const text = Buffer.from('just some text, not an image at all');
    const zh = await upload(t, org.token, fields(), { name: 'fake.png', type: 'image/png', data: text });
    expect([zh.status, zh.body.message]).toEqual([415, '酒店图片只能是JPG或PNG格式!']);
    const en = await upload(t, org.token, fields(), { name: 'fake.png', type: 'image/png', data: text }, 'en');
    expect([en.status, en.body.message]).toEqual([415, 'Hotel images must be JPG or PNG!']);
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const room = await upload(t, org.token, fields({ category: 'roomType' }), { name: 'x.jpg', type: 'image/jpeg', data: gif });
    expect([room.status, room.body.message]).toEqual([415, '房型图片只能是JPG或PNG格式!']);
  });

  it('limits the size to 10 MB by default, and to what the media setting says', async () => {
    const big = Buffer.concat([pngBytes(2, 2), Buffer.alloc(10 * 1024 * 1024 + 1 - pngBytes(2, 2).length)]);
    const r = await upload(t, org.token, fields(), { name: 'big.png', type: 'image/png', data: big });
    expect([r.status, r.body.message]).toEqual([413, '图片大小不能超过 10MB']);
    const fits = await upload(t, org.token, fields(), { name: 'ok.png', type: 'image/png', data: big.subarray(0, 10 * 1024 * 1024) });
    expect(fits.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/media/limits', { token: org.token })).body.data).toMatchObject({ maxImageBytes: 10 * 1024 * 1024, maxImageMb: 10, maxImages: 5, types: ['image/png', 'image/jpeg'] });
    await setSetting(t.db, 'media', { maxImageBytes: 5 * 1024 * 1024 });
    try {
      expect((await call(t.app, 'GET', '/api/media/limits', { token: org.token })).body.data.maxImageMb).toBe(5);
      const five = await upload(t, org.token, fields(), { name: 'ok.png', type: 'image/png', data: big.subarray(0, 6 * 1024 * 1024) }, 'en');
      expect([five.status, five.body.message]).toEqual([413, 'Images cannot exceed 5 MB']);
    } finally {
      await t.db.query(`DELETE FROM settings WHERE key = 'media'`);
    }
  });

  it('needs a file, a known category and a meeting of the caller’s own', async () => {
    const png = { name: 'a.png', type: 'image/png', data: pngBytes() };
    expect((await upload(t, org.token, fields())).body.message).toBe('请选择要上传的图片');
    expect((await upload(t, org.token, fields({ category: 'avatar' }), png)).body.message).toBe('上传类别只能是 hotel, roomType, image, logo, favicon, video, file 之一');
    expect((await upload(t, org.token, { category: 'hotel' }, png)).body.message).toBe('会议ID不能为空');
    const other = await upload(t, rival.token, fields(), png);
    expect([other.status, other.body.message]).toEqual([404, MEETING_NOT_FOUND[0]]);
    const anon = await upload(t, undefined, fields(), png);
    expect(anon.status).toBe(401);
  });

  it('serves only names it gave out', async () => {
    for (const url of [`/api/media/files/${meeting.id}/..%2F..%2Fetc%2Fpasswd`, `/api/media/files/${meeting.id}/${'a'.repeat(32)}.png`, '/api/media/files/x/y.png']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
