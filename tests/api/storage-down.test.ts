// An S3-compatible store that cannot be reached is an outage, not a bug: reading and uploading files answer
// 503 with 文件存储暂时无法访问 in the caller's language (and the cause goes to the log), while the rest of
// the server keeps answering. The store is a real s3rver, stopped halfway.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { DATABASES, makeApp, registerOrganizer, type TestApp } from './harness';
import { upload } from './hotels.fixtures';
import { publishedMeeting } from './meetings.fixtures';
import { startS3, type S3Server } from '../s3-server';

describe.each(DATABASES)('storage down (%s)', (kind) => {
  let s3: S3Server;
  let t: TestApp;
  let org: Awaited<ReturnType<typeof registerOrganizer>>;
  let meeting: Record<string, any>;
  let fileUrl: string;
  const jpeg = () => sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 20, g: 90, b: 200 } } }).jpeg().toBuffer();

  beforeAll(async () => {
    s3 = await startS3();
    t = await makeApp(kind, { env: { STORAGE_URL: s3.url('down') }, limits: { codePerIpHour: 10_000 } });
    org = await registerOrganizer(t, 'stdown');
    meeting = await publishedMeeting(t, org.token);
    const r = await upload(t, org.token, { category: 'image', meetingId: String(meeting.id) }, { name: 'a.jpg', type: 'image/jpeg', data: await jpeg() });
    expect(r.status).toBe(200);
    fileUrl = r.body.data.fileUrl;
    expect((await t.app.inject({ method: 'GET', url: fileUrl })).statusCode).toBe(200);
    await s3.close();
  });
  afterAll(() => t?.close());

  it('answers a stored file 503 in the caller\'s language while the store is unreachable', async () => {
    const zh = await t.app.inject({ method: 'GET', url: fileUrl, headers: { 'accept-language': 'zh-CN' } });
    expect([zh.statusCode, zh.json().message]).toEqual([503, '文件存储暂时无法访问，请稍后重试']);
    const en = await t.app.inject({ method: 'GET', url: fileUrl, headers: { 'accept-language': 'en' } });
    expect([en.statusCode, en.json().message]).toEqual([503, 'File storage cannot be reached right now, please try again later']);
  });

  it('refuses an upload 503 and keeps no row or quota for it', async () => {
    const before = await t.app.ctx.db.query(`SELECT count(*)::int AS n FROM uploads`);
    const r = await upload(t, org.token, { category: 'image', meetingId: String(meeting.id) }, { name: 'b.jpg', type: 'image/jpeg', data: await jpeg() });
    expect(r.status).toBe(503);
    expect(r.body.message).toBe('文件存储暂时无法访问，请稍后重试');
    const after = await t.app.ctx.db.query(`SELECT count(*)::int AS n FROM uploads`);
    expect(after[0].n).toBe(before[0].n);
  });

  it('keeps answering what needs no file', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
