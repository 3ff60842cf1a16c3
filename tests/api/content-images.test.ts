// Images of a meeting's content (issue 18, content management): a speaker photo, partner logo or news
// cover is uploaded before its record exists (POST /api/content-images), kept as WebP + JPEG variants,
// counted in the organizer's quota and pending until a record of the same meeting is saved with it;
// another organizer's pending image cannot be attached; a pending image never attached is swept, a
// replaced or deleted one let go; a library copy owns its own copy of the image; the speaker's e-mail
// stays off the public site unless the record shows it.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, makeApp, registerOrganizer, type TestApp } from './harness';
import { createMeeting } from './meetings.fixtures';
import { form } from './hotels.fixtures';
import { sweepOnce } from '../../src/server/uploads/sweep';

const VARIANT = /^\/api\/files\/content\/(\d+)\/([a-f0-9]{32})-w(\d+)\.jpg$/;

async function photo(w: number, h: number): Promise<Buffer> {
  return sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 90, b: 40 }, noise: { type: 'gaussian', mean: 128, sigma: 20 } } }).jpeg({ quality: 85 }).toBuffer();
}

describe.each(DATABASES)('content images (%s)', (kind) => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof registerOrganizer>>;
  let rival: Awaited<ReturnType<typeof registerOrganizer>>;
  let meeting: Record<string, any>;
  let other: Record<string, any>;
  let theirs: Record<string, any>;
  let jpeg: Buffer;
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    org = await registerOrganizer(t, 'cimgorg');
    rival = await registerOrganizer(t, 'cimgrival');
    meeting = await createMeeting(t, org.token, { title: '图片会议' });
    other = await createMeeting(t, org.token, { title: '去年的会' });
    theirs = await createMeeting(t, rival.token, { title: '别家的会' });
    jpeg = await photo(1200, 900);
  });
  afterAll(() => t.close());

  const pending = async (meetingId: number, token = org.token, data = jpeg, name = 'face.jpg', type = 'image/jpeg') => {
    const f = form({}, { name, type, data });
    const res = await t.app.inject({ method: 'POST', url: `/api/content-images?meetingId=${meetingId}`, payload: f.payload, headers: { 'content-type': f.contentType, authorization: `Bearer ${token}` } });
    return { status: res.statusCode, body: res.json() };
  };
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const row = async (url: string) => (await t.db.query('SELECT meeting_id, used_at, owner_kind, owner_id FROM uploads WHERE path = $1', [url.replace('/api/files/', '')]))[0];
  const usage = async (ownerId: number) => (await t.db.query('SELECT files, bytes FROM upload_usage WHERE owner_key = $1', [`organizer:${ownerId}`]))[0] ?? { files: 0, bytes: 0 };
  /** every variant of an answered address loads (WebP and JPEG at each width) */
  const allLoad = async (url: string) => {
    const m = VARIANT.exec(url)!;
    const widths = [480, 960].filter((w) => w <= Number(m[3]) * 0.8).concat(Number(m[3]));
    const codes = await Promise.all(widths.flatMap((w) => ['webp', 'jpg'].map((e) => get(url.replace(/-w\d+\.jpg$/, `-w${w}.${e}`)).then((r) => r.statusCode))));
    return codes.every((c) => c === 200);
  };
  const preview = async (m: Record<string, any>) => (await call(t.app, 'POST', `/api/co/meeting/${m.id}/generate-preview-token`, { token: org.token })).body.data.previewToken;

  it('keeps an image uploaded before the speaker exists as WebP + JPEG variants, pending and counted in the quota; saving the speaker attaches it', async () => {
    const before = await usage(org.user.id);
    const up = await pending(meeting.id);
    expect([up.status, up.body.message]).toEqual([200, '上传成功']);
    const url = up.body.data.fileUrl as string;
    expect(url).toMatch(VARIANT);
    expect(VARIANT.exec(url)![1]).toBe(String(meeting.id));
    expect(up.body.data.variants.map((v: any) => v.width)).toEqual([480, 960, 1200]);
    const webp = await get(up.body.data.variants[0].webp);
    expect([webp.statusCode, webp.headers['content-type']]).toEqual([200, 'image/webp']);
    expect((await sharp(webp.rawPayload).metadata()).width).toBe(480);
    expect(await row(url)).toMatchObject({ meeting_id: meeting.id, used_at: null, owner_kind: 'organizer', owner_id: org.user.id });
    const after = await usage(org.user.id);
    expect([after.files - before.files, Number(after.bytes) > Number(before.bytes)]).toEqual([1, true]);

    const s = await call(t.app, 'POST', `/api/speakers?meetingId=${meeting.id}`, { token: org.token, body: { name: '王芳', avatar: url, status: 'active', displayOrder: 0 } });
    expect(s.status, JSON.stringify(s.body)).toBe(200);
    expect(s.body.data.avatar).toBe(url);
    expect((await row(url)).used_at).not.toBeNull();
  });

  it('refuses to attach another organizer’s pending image (named by the field, zh and en), nor takes uploads into a meeting not the caller’s', async () => {
    const theirUrl = (await pending(theirs.id, rival.token)).body.data.fileUrl;
    await expectMessage(t.app, 'POST', `/api/speakers?meetingId=${meeting.id}`, { token: org.token, body: { name: '借图', avatar: theirUrl } }, 400, '头像不是本会议上传的图片，请重新上传', 'Avatar is not an image uploaded to this meeting; please upload it again');
    await expectMessage(t.app, 'POST', `/api/partners?meetingId=${meeting.id}`, { token: org.token, body: { name: '借图公司', logo: theirUrl } }, 400, 'Logo不是本会议上传的图片，请重新上传', 'Logo is not an image uploaded to this meeting; please upload it again');
    // nor the organizer's own image of another meeting: an image belongs to one meeting
    const mine = (await pending(other.id)).body.data.fileUrl;
    const r = await call(t.app, 'POST', `/api/news?meetingId=${meeting.id}`, { token: org.token, body: { title: '串会', thumbnail: mine, status: 'draft', meetingId: meeting.id } });
    expect([r.status, r.body.errors?.[0]?.path]).toEqual([400, '/thumbnail']);
    expect((await row(theirUrl)).used_at).toBeNull();
    expect((await pending(theirs.id, org.token)).status).toBe(404);
  });

  it('sweeps a pending image never attached once the time allowed has passed (files and quota), and keeps attached ones', async () => {
    const lost = (await pending(meeting.id)).body.data.fileUrl;
    const kept = (await call(t.app, 'GET', `/api/speakers/meeting/${meeting.id}`, { token: org.token })).body.data[0].avatar;
    const before = await usage(org.user.id);
    expect(await sweepOnce(t.app.ctx)).toEqual([]); // too young
    await t.db.query("UPDATE uploads SET created_at = now() - interval '3 days' WHERE area = 'content'");
    const gone = await sweepOnce(t.app.ctx);
    expect(gone).toContain(lost.replace('/api/files/', ''));
    expect(gone).not.toContain(kept.replace('/api/files/', ''));
    expect((await get(lost)).statusCode).toBe(404);
    expect((await get(lost.replace('.jpg', '.webp').replace(/-w\d+/, '-w480'))).statusCode).toBe(404);
    expect(await allLoad(kept)).toBe(true);
    expect((await usage(org.user.id)).files).toBeLessThan(before.files);
  });

  it('a partner logo and a news cover get variants too; the public lists serve them', async () => {
    const logo = (await pending(meeting.id, org.token, await sharp({ create: { width: 600, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer(), 'logo.png', 'image/png')).body.data;
    expect(logo.fileUrl).toMatch(/-w600\.png$/); // transparent: PNG beside the WebP
    const p = await call(t.app, 'POST', `/api/partners?meetingId=${meeting.id}`, { token: org.token, body: { name: '星河科技', logo: logo.fileUrl, status: 'active', displayOrder: 0 } });
    expect(p.status).toBe(200);
    const cover = (await pending(meeting.id)).body.data.fileUrl;
    const n = await call(t.app, 'POST', `/api/news?meetingId=${meeting.id}`, { token: org.token, body: { title: '大会开幕', thumbnail: cover, status: 'published', meetingId: meeting.id } });
    expect(n.status, JSON.stringify(n.body)).toBe(200);
    const token = await preview(meeting);
    const partners = (await call(t.app, 'GET', `/api/partners/meeting/${meeting.id}/active?previewToken=${token}`)).body.data;
    expect(partners[0].logo).toBe(logo.fileUrl);
    const news = (await call(t.app, 'GET', `/api/news/list?meetingId=${meeting.id}&status=published&previewToken=${token}`)).body.data.list;
    expect(news[0].thumbnail).toBe(cover);
    expect(await allLoad(cover)).toBe(true);
    expect((await get(logo.fileUrl.replace('.png', '.webp'))).headers['content-type']).toBe('image/webp');
  });

  it('the avatar upload onto an existing speaker makes variants and lets the old image go', async () => {
    const [s] = (await call(t.app, 'GET', `/api/speakers/meeting/${meeting.id}`, { token: org.token })).body.data;
    const f = form({}, { name: 'new.jpg', type: 'image/jpeg', data: jpeg });
    const res = await t.app.inject({ method: 'POST', url: `/api/speakers/${s.id}/avatar`, payload: f.payload, headers: { 'content-type': f.contentType, authorization: `Bearer ${org.token}` } });
    expect(res.statusCode).toBe(200);
    const url = res.json().data.fileUrl;
    expect(url).toMatch(VARIANT);
    expect(await allLoad(url)).toBe(true);
    expect((await get(s.avatar)).statusCode).toBe(404);
    // replacing through the form lets go of it as well
    const next = (await pending(meeting.id)).body.data.fileUrl;
    expect((await call(t.app, 'PUT', `/api/speakers/${s.id}`, { token: org.token, body: { name: s.name, avatar: next } })).status).toBe(200);
    expect((await get(url)).statusCode).toBe(404);
    expect(await allLoad(next)).toBe(true);
  });

  it('a speaker copied from the library owns its photo: deleting the source keeps the copy’s image', async () => {
    const src = (await pending(other.id)).body.data.fileUrl;
    const made = await call(t.app, 'POST', `/api/speakers?meetingId=${other.id}`, { token: org.token, body: { name: '赵磊', avatar: src, status: 'active' } });
    const copy = await call(t.app, 'POST', `/api/speakers/from-library?meetingId=${meeting.id}`, { token: org.token, body: { id: made.body.data.id } });
    expect(copy.status, JSON.stringify(copy.body)).toBe(200);
    const url = copy.body.data.avatar;
    expect(url).toMatch(VARIANT);
    expect(url).not.toBe(src);
    expect(VARIANT.exec(url)![1]).toBe(String(meeting.id));
    expect(await row(url)).toMatchObject({ meeting_id: meeting.id, owner_id: org.user.id });
    expect((await row(url)).used_at).not.toBeNull();
    expect((await call(t.app, 'DELETE', `/api/speakers/${made.body.data.id}`, { token: org.token })).status).toBe(200);
    expect((await get(src)).statusCode).toBe(404); // the source's own image went with it
    expect(await allLoad(url)).toBe(true);
  });

  it('a library copy of a record kept before the pipeline (a single file) gets variants of its own; a file of someone else is not copied', async () => {
    // an older record: its avatar a single file under uploads/data/<meeting>/
    const name = `${'ab'.repeat(16)}.jpg`;
    const dir = path.join(t.app.ctx.uploadDir, 'data', String(other.id));
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, name), jpeg);
    await t.db.query("INSERT INTO uploads (owner_kind, owner_id, meeting_id, area, path, original_name, size, mime) VALUES ('organizer', $1, $2, 'data', $3, 'old.jpg', $4, 'image/jpeg')", [org.user.id, other.id, `data/${other.id}/${name}`, jpeg.length]);
    const old = `/api/files/data/${other.id}/${name}`;
    await t.db.query("INSERT INTO speakers (meeting_id, admin_id, name, avatar, status) VALUES ($1, $2, '老嘉宾', $3, 'active')", [other.id, org.user.id, old]);
    // an old record still renders as before
    expect((await get(old)).statusCode).toBe(200);
    const [older] = (await call(t.app, 'GET', `/api/speakers/meeting/${other.id}`, { token: org.token })).body.data.filter((s: any) => s.name === '老嘉宾');
    expect((await call(t.app, 'PUT', `/api/speakers/${older.id}`, { token: org.token, body: { name: '老嘉宾', avatar: old, company: '改了公司' } })).status).toBe(200);
    const copy = await call(t.app, 'POST', `/api/speakers/from-library?meetingId=${meeting.id}`, { token: org.token, body: { id: older.id } });
    expect(copy.body.data.avatar).toMatch(VARIANT);
    expect(await allLoad(copy.body.data.avatar)).toBe(true);
    // a record naming another organizer's file (typed in before uploads were checked): the copy goes without it
    const theirUrl = (await pending(theirs.id, rival.token)).body.data.fileUrl;
    await t.db.query("INSERT INTO speakers (meeting_id, admin_id, name, avatar, status) VALUES ($1, $2, '借图嘉宾', $3, 'active')", [other.id, org.user.id, theirUrl]);
    const [borrowed] = (await call(t.app, 'GET', `/api/speakers/meeting/${other.id}`, { token: org.token })).body.data.filter((s: any) => s.name === '借图嘉宾');
    const c2 = await call(t.app, 'POST', `/api/speakers/from-library?meetingId=${meeting.id}`, { token: org.token, body: { id: borrowed.id } });
    expect([c2.status, c2.body.data.avatar]).toEqual([200, '']);
  });

  it('keeps a speaker’s e-mail and phone off the public site unless the record shows them; the e-mail is checked for its format', async () => {
    const token = await preview(meeting);
    const add = await call(t.app, 'POST', `/api/speakers?meetingId=${meeting.id}`, { token: org.token, body: { name: '私密嘉宾', email: 'secret@example.org', phone: '13800000000', status: 'active' } });
    expect(add.body.data.contactPublic).toBe(false); // private by default
    const pub = async () => (await call(t.app, 'GET', `/api/speakers/meeting/${meeting.id}/active?previewToken=${token}`)).body.data.find((s: any) => s.name === '私密嘉宾');
    expect(await pub()).not.toHaveProperty('email');
    expect(await pub()).not.toHaveProperty('phone');
    await call(t.app, 'PUT', `/api/speakers/${add.body.data.id}`, { token: org.token, body: { name: '私密嘉宾', email: 'secret@example.org', contactPublic: true } });
    expect((await pub()).email).toBe('secret@example.org');
    await expectMessage(t.app, 'PUT', `/api/speakers/${add.body.data.id}`, { token: org.token, body: { name: '私密嘉宾', email: 'not an e-mail' } }, 400, '邮箱格式不正确', 'E-mail is not in a valid format');
  });
});
