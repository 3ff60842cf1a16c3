// Upload quotas and streaming (src/server/uploads): a participant's and an organizer's uploads are
// counted (files and bytes, limits in the `uploads` settings row) and the quota is taken in one
// statement, so it holds under 100 concurrent uploads; deleting a file gives its quota back. Every
// upload streams to disk with its limit enforced while it streams: a temp file grows as the bytes
// arrive, and an oversized upload is refused before its body has been sent whole, leaving nothing.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, pngBytes, type TestApp } from './harness';
import { adminAndOrganizer, type Organizer } from './setup';
import { openMeeting, participants, uploadAs, type Setup } from './registration.fixtures';
import { PDF, postForm } from './data.fixtures';
import { createMeeting } from './meetings.fixtures';
import { setSetting } from '../../src/server/settings';
import { FORM_FILE_MAX } from '../../src/server/registration-files/routes';

describe.each(DATABASES)('upload quotas and streaming (%s)', (kind) => {
  let t: TestApp;
  let org: Organizer;
  let s: Setup;
  const sendFile = (headers: Record<string, string>, data: Buffer = PDF, lang = 'zh') => uploadAs(t, headers, { data, lang });
  const usage = async (key: string) => (await t.db.query('SELECT files, bytes FROM upload_usage WHERE owner_key = $1', [key]))[0];
  const tmpFiles = () => fs.readdirSync(path.join(t.app.ctx.uploadDir, '.tmp'));

  beforeAll(async () => {
    ({ t, org } = await adminAndOrganizer(kind, 'uqorg'));
    s = await openMeeting(t, org.token);
  });
  afterAll(() => t.close());

  it('a participant’s uploads stop at its file and byte quota, in the caller’s language; another participant has its own', async () => {
    await setSetting(t.db, 'uploads', { participantMaxFiles: 3, participantMaxBytes: 10_000 });
    const [p, q] = await participants(t, s.meeting, 2);
    for (let i = 0; i < 3; i++) expect((await sendFile(p.headers)).status).toBe(200);
    const zh = await sendFile(p.headers);
    const en = await sendFile(p.headers, PDF, 'en');
    expect([zh.status, zh.body.message]).toEqual([413, '上传文件已达上限（最多 3 个、共 0MB），未使用的文件过一段时间会自动清理']);
    expect([en.status, en.body.message]).toEqual([413, 'Upload limit reached (at most 3 files, 0 MB in total); unused files are cleared after a while']);
    expect(await usage(`participant:${p.id}`)).toMatchObject({ files: 3, bytes: expect.anything() });
    expect(Number((await usage(`participant:${p.id}`)).bytes)).toBe(3 * PDF.length);
    // bytes: one file that would pass the count but not the bytes left
    expect((await sendFile(q.headers, Buffer.concat([PDF, Buffer.alloc(10_001 - PDF.length)]))).status).toBe(413);
    expect((await sendFile(q.headers)).status).toBe(200);
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM uploads WHERE owner_kind = 'participant' AND owner_id = ANY($1::int[])`, [[p.id, q.id]]);
    expect(n).toBe(4);
    expect(tmpFiles()).toEqual([]);
  });

  it('100 concurrent uploads of one participant keep to its quota exactly', async () => {
    await setSetting(t.db, 'uploads', { participantMaxFiles: 10 });
    const [p] = await participants(t, s.meeting);
    const answers = await Promise.all(Array.from({ length: 100 }, () => sendFile(p.headers)));
    const codes = answers.map((a) => a.status).sort();
    expect([codes.filter((c) => c === 200).length, codes.filter((c) => c === 413).length]).toEqual([10, 90]);
    expect((await usage(`participant:${p.id}`)).files).toBe(10);
    const rows = await t.db.query(`SELECT path FROM uploads WHERE owner_kind = 'participant' AND owner_id = $1`, [p.id]);
    expect(rows.length).toBe(10);
    // the files on disk are exactly the recorded ones
    for (const r of rows) expect(fs.existsSync(path.join(t.app.ctx.uploadDir, r.path))).toBe(true);
    expect(tmpFiles()).toEqual([]);
  });

  it('an organizer’s uploads (website images, documents) count against its quota; deleting a document gives it back', async () => {
    await setSetting(t.db, 'uploads', { organizerMaxFiles: 2, organizerMaxBytes: 10_000_000 });
    const meeting = await createMeeting(t, org.token);
    // what the organizer uploaded so far (the other meetings') counts too: start from a clean count
    await t.db.query(`DELETE FROM upload_usage WHERE owner_key = $1`, [`organizer:${org.user.id}`]);
    const col = (await call(t.app, 'POST', '/api/document-collections', { token: org.token, body: { meetingId: meeting.id, name: '资料' } })).body.data;
    const doc = await postForm(t, '/api/documents', org.token, { collectionId: String(col.id), name: '议程' }, [{ name: '议程.pdf', data: PDF }]);
    expect(doc.status).toBe(200);
    const image = await postForm(t, '/api/media/website/upload', org.token, { meetingId: String(meeting.id), category: 'website' }, [{ name: 'a.png', type: 'image/png', data: pngBytes() }]);
    expect(image.status).toBe(200);
    const third = await postForm(t, '/api/media/website/upload', org.token, { meetingId: String(meeting.id), category: 'website' }, [{ name: 'b.png', type: 'image/png', data: pngBytes() }], 'en');
    expect([third.status, third.body.message]).toEqual([413, 'Upload space is full (at most 2 files, 9 MB in total); delete files you no longer need first']);
    expect((await call(t.app, 'DELETE', `/api/documents/${doc.body.data.id}`, { token: org.token })).status).toBe(200);
    expect((await usage(`organizer:${org.user.id}`)).files).toBe(1);
    expect((await postForm(t, '/api/media/website/upload', org.token, { meetingId: String(meeting.id), category: 'website' }, [{ name: 'b.png', type: 'image/png', data: pngBytes() }])).status).toBe(200);
    await setSetting(t.db, 'uploads', {});
  });

  it('an upload streams to disk and one over its limit is refused before its body has been sent whole, leaving nothing behind', async () => {
    await setSetting(t.db, 'uploads', {});
    const [p] = await participants(t, s.meeting);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const boundary = 'streamtestboundary';
    const req = http.request({ host: '127.0.0.1', port, agent: false, method: 'POST', path: '/api/registrations/files', headers: { ...p.headers, connection: 'close', 'content-type': `multipart/form-data; boundary=${boundary}` } });
    req.on('error', () => undefined); // the server may close the connection once it has answered
    const answered = new Promise<number>((resolve) => req.on('response', (res) => (res.resume(), resolve(res.statusCode!))));
    let status: number | undefined;
    void answered.then((c) => (status = c));
    const write = (b: Buffer) => new Promise<void>((resolve) => (req.write(b) ? resolve() : Promise.race([new Promise((r) => req.once('drain', r)), answered]).then(() => resolve())));
    await write(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`));
    await write(PDF);
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    let sent = PDF.length;
    // a quarter of the limit in: the bytes are already on disk, in a temp file
    while (sent < FORM_FILE_MAX / 4) (await write(chunk), (sent += chunk.length));
    const growing = async () => {
      for (let i = 0; i < 100; i++) {
        const sizes = tmpFiles().map((f) => fs.statSync(path.join(t.app.ctx.uploadDir, '.tmp', f)).size);
        if (sizes.some((n) => n > FORM_FILE_MAX / 8)) return true;
        await new Promise((r) => setTimeout(r, 20));
      }
      return false;
    };
    expect(await growing()).toBe(true);
    // go on to three times the limit, unless the server answers first
    while (status === undefined && sent < FORM_FILE_MAX * 3) (await write(chunk), (sent += chunk.length));
    expect(status).toBe(413);
    expect(sent).toBeLessThan(FORM_FILE_MAX * 3);
    req.destroy();
    for (let i = 0; i < 50 && tmpFiles().length; i++) await new Promise((r) => setTimeout(r, 20));
    expect(tmpFiles()).toEqual([]);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM uploads WHERE owner_kind = 'participant' AND owner_id = $1`, [p.id]))[0].n).toBe(0);
    await expectMessage(t.app, 'GET', '/api/health', {}, 200, 'ok', 'ok');
  });
});
