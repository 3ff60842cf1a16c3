// Badge designs and background uploads belong to the meeting's organizer: another organizer's meeting
// answers 404 and changes nothing, a super admin reaches every meeting, no token 401, a staff
// sub-account (role USER) 403. Uploads: sniffed by content (415), at most 2 MB (413), a failing
// disk answers 500; each status with its message in zh and en.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, makeApp, pngBytes, type TestApp } from './harness';
import { MEETING_NOT_FOUND, NOT_LOGGED_IN, cast, type Organizer, STAFF_FORBIDDEN } from './cast.fixtures';
import { createMeeting } from './meetings.fixtures';
import { JPEG } from './hotels.fixtures';
import { designPath, uploadBadge, validDesign } from './badges.fixtures';


describe.each(DATABASES)('badges: access and uploads (%s)', (kind) => {
  let t: TestApp;
  let a: Organizer;
  let b: Organizer;
  let admin: string;
  let sub: string;
  let meeting: Record<string, any>;
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    ({ a, b, admin, sub } = await cast(t, 'badge'));
    meeting = await createMeeting(t, a.token, { title: 'A 的胸卡会议' });
    expect((await call(t.app, 'PUT', designPath(meeting.id), { token: a.token, body: validDesign() })).status).toBe(200);
  });
  afterAll(() => t.close());

  const stored = () => t.db.query('SELECT * FROM badge_designs ORDER BY id');
  const calls = (): Array<[string, string, unknown?]> => [
    ['GET', designPath(meeting.id)],
    ['PUT', designPath(meeting.id), validDesign({ style: { fontSize: 40 } })],
    ['GET', `/api/co/badges/meeting/${meeting.id}/fields`],
  ];

  it('another organizer gets 404 for every call and changes nothing; an unknown meeting is the same 404', async () => {
    const before = await stored();
    for (const [method, url, body] of calls()) await expectMessage(t.app, method, url, { token: b.token, body }, 404, ...MEETING_NOT_FOUND);
    await expectMessage(t.app, 'PUT', designPath(999999), { token: a.token, body: validDesign() }, 404, ...MEETING_NOT_FOUND);
    const up = await uploadBadge(t, meeting.id, b.token, { name: 'bg.png', type: 'image/png', data: pngBytes(8, 8) });
    expect([up.status, up.body.message]).toEqual([404, MEETING_NOT_FOUND[0]]);
    expect(await stored()).toEqual(before);
  });

  it('no token 401 and a staff sub-account 403, with their messages; uploads too', async () => {
    for (const [method, url, body] of calls()) {
      await expectMessage(t.app, method, url, { body }, 401, ...NOT_LOGGED_IN);
      await expectMessage(t.app, method, url, { token: sub, body }, 403, ...STAFF_FORBIDDEN);
    }
    const png = { name: 'bg.png', type: 'image/png', data: pngBytes(8, 8) };
    expect([(await uploadBadge(t, meeting.id, undefined, png, 'en')).status, (await uploadBadge(t, meeting.id, undefined, png, 'en')).body.message]).toEqual([401, NOT_LOGGED_IN[1]]);
    expect((await uploadBadge(t, meeting.id, sub, png)).body).toMatchObject({ code: 403, message: STAFF_FORBIDDEN[0] });
  });

  it('a super admin reads and saves any meeting’s design', async () => {
    const r = await call(t.app, 'PUT', designPath(meeting.id), { token: admin, body: validDesign({ style: { fontSize: 20 } }) });
    expect(r.status).toBe(200);
    expect((await call(t.app, 'GET', designPath(meeting.id), { token: a.token })).body.data.style.fontSize).toBe(20);
  });

  it('stores a PNG, JPG or WebP background by content, serves it, and the design takes its url', async () => {
    const png = pngBytes(16, 10);
    const r = await uploadBadge(t, meeting.id, a.token, { name: 'bg.png', type: 'image/png', data: png });
    expect([r.status, r.body.success, r.body.message]).toEqual([200, true, '背景图片上传成功']);
    expect(r.body.data.fileUrl).toMatch(new RegExp(`^/api/co/badges/files/${meeting.id}/[a-f0-9]{32}\\.png$`));
    const got = await t.app.inject({ method: 'GET', url: r.body.data.fileUrl });
    expect([got.statusCode, got.headers['content-type'], got.rawPayload.equals(png)]).toEqual([200, 'image/png', true]);
    const jpg = await uploadBadge(t, meeting.id, a.token, { name: 'photo.png', type: 'image/png', data: JPEG });
    expect([jpg.status, jpg.body.data.fileName.endsWith('.jpg')]).toEqual([200, true]);
    const saved = await call(t.app, 'PUT', designPath(meeting.id), { token: a.token, body: validDesign({ style: { background: 'custom-image', backgroundImage: r.body.data.fileUrl } }) });
    expect(saved.body.data.style.backgroundImage).toBe(r.body.data.fileUrl);
    expect((await t.app.inject({ method: 'GET', url: `/api/co/badges/files/${meeting.id}/../../x.png` })).statusCode).toBe(404);
  });

  it('415 for content that is not an image whatever its name says, 413 above 2 MB, in zh and en', async () => {
    const text = { name: 'fake.png', type: 'image/png', data: Buffer.from('plain text pretending to be a picture') };
    const zh = await uploadBadge(t, meeting.id, a.token, text);
    const en = await uploadBadge(t, meeting.id, a.token, text, 'en');
    expect([zh.status, zh.body.message, en.body.message]).toEqual([415, '不支持的文件格式，请上传 JPG、PNG 或 WebP 图片', 'Unsupported format: upload a JPG, PNG or WebP image']);
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expect((await uploadBadge(t, meeting.id, a.token, { name: 'x.gif', type: 'image/gif', data: gif })).status).toBe(415);
    const max = 2 * 1024 * 1024;
    const big = Buffer.concat([pngBytes(2, 2), Buffer.alloc(max + 1 - pngBytes(2, 2).length)]);
    const over = await uploadBadge(t, meeting.id, a.token, { name: 'big.png', type: 'image/png', data: big });
    const overEn = await uploadBadge(t, meeting.id, a.token, { name: 'big.png', type: 'image/png', data: big }, 'en');
    expect([over.status, over.body.message, overEn.body.message]).toEqual([413, '文件过大，背景图片不能超过 2MB', 'File too large: background images cannot exceed 2 MB']);
    expect((await uploadBadge(t, meeting.id, a.token, { name: 'fits.png', type: 'image/png', data: big.subarray(0, max) })).status).toBe(200);
  });

  it('a disk that cannot store the file answers 500 with the server-error message', async () => {
    const other = await createMeeting(t, a.token, { title: '磁盘故障会议' });
    const dir = path.join(t.app.ctx.uploadDir, 'badges');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, String(other.id)), 'a file where the folder should be');
    const r = await uploadBadge(t, other.id, a.token, { name: 'bg.png', type: 'image/png', data: pngBytes(4, 4) });
    expect([r.status, r.body.message]).toEqual([500, '服务器内部错误，请稍后重试']);
  });
});
