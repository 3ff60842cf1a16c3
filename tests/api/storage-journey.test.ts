// Uploads through the storage interface end to end, on the local directory (the default) and on an S3
// bucket (STORAGE_URL pointing at s3rver, started here): a media image kept as variants and served with
// ranges, a document downloaded alone and in its collection's ZIP, a participant's form attachment
// served through its signed link (on S3 a redirect to the bucket's own signed link), a library file
// deleted, then the meeting deleted: its files are gone from the store (read back here), its uploads'
// rows and quota too, and another meeting's files stay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { unzipSync } from 'fflate';
import { DATABASES, call, makeApp, registerOrganizer, type TestApp } from './harness';
import { upload } from './hotels.fixtures';
import { postForm, PDF } from './data.fixtures';
import { PDF_BYTES, designWithFile, openMeeting, participants, uploadAs } from './registration.fixtures';
import { publishedMeeting } from './meetings.fixtures';
import { startS3, type S3Server } from '../s3-server';
import { PUBLIC_CACHE } from '../../src/server/uploads/serve';

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(() => s3?.close());

const CASES = DATABASES.flatMap((db) => (['local', 's3'] as const).map((store) => [`${store}, ${db}`, store, db] as const));

describe.each(CASES)('storage journey (%s)', (_name, store, kind) => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof registerOrganizer>>;
  let meeting: Record<string, any>;
  let other: Record<string, any>;
  let image: { fileUrl: string; variants: { webp: string; fallback: string }[] };
  let otherImage: string;
  let formFile: string;
  const st = () => t.app.ctx.storage;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const keysOf = async (id: number) => (await Promise.all(['media', 'website', 'content', 'data', 'badges'].map((a) => st().list(`${a}/${id}/`)))).flat();

  beforeAll(async () => {
    // each case its own prefix in the one bucket, so the cases never see each other's keys
    const env: Record<string, string> = store === 's3' ? { STORAGE_URL: s3.url(`j-${kind}`) } : {};
    t = await makeApp(kind, { env, limits: { codePerIpHour: 10_000 } });
    org = await registerOrganizer(t, `st${store}`);
    ({ meeting } = await openMeeting(t, org.token, designWithFile()));
    other = await publishedMeeting(t, org.token);
  });
  afterAll(() => t?.close());

  it('keeps a media image as variants in the configured store and serves them, ranges included', async () => {
    expect(st().kind).toBe(store);
    const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 90, b: 30 } } }).jpeg().toBuffer();
    const r = await upload(t, org.token, { category: 'image', meetingId: String(meeting.id) }, { name: 'hall.jpg', type: 'image/jpeg', data: jpeg });
    expect(r.status).toBe(200);
    image = r.body.data;
    const main = await get(image.fileUrl);
    expect([main.statusCode, main.headers['content-type'], main.headers['cache-control'], main.headers['accept-ranges']]).toEqual([200, 'image/jpeg', PUBLIC_CACHE, 'bytes']);
    expect((await sharp(main.rawPayload).metadata()).width).toBe(Number(/-w(\d+)\./.exec(image.fileUrl)![1]));
    for (const v of image.variants) expect((await get(v.webp)).headers['content-type']).toBe('image/webp');
    // every variant is in the store under the meeting's folder
    expect((await st().list(`media/${meeting.id}/`)).length).toBe(image.variants.length * 2);

    const head = await t.app.inject({ method: 'HEAD', url: image.fileUrl });
    expect([head.statusCode, Number(head.headers['content-length']), head.rawPayload.length]).toEqual([200, main.rawPayload.length, 0]);
    const part = await get(image.fileUrl, { range: 'bytes=10-19' });
    expect([part.statusCode, part.headers['content-range'], part.rawPayload.equals(main.rawPayload.subarray(10, 20))]).toEqual([206, `bytes 10-19/${main.rawPayload.length}`, true]);
    const tail = await get(image.fileUrl, { range: 'bytes=-5' });
    expect(tail.rawPayload.equals(main.rawPayload.subarray(-5))).toBe(true);
    const beyond = await get(image.fileUrl, { range: `bytes=${main.rawPayload.length}-`, 'accept-language': 'en' });
    expect([beyond.statusCode, beyond.headers['content-range'], beyond.json().message]).toEqual([416, `bytes */${main.rawPayload.length}`, 'The requested range lies outside the file']);

    const o = await upload(t, org.token, { category: 'image', meetingId: String(other.id) }, { name: 'o.jpg', type: 'image/jpeg', data: jpeg });
    otherImage = o.body.data.fileUrl;
  });

  it('answers a name it gave out but no longer has with 404, never 5xx', async () => {
    const gone = image.fileUrl.replace(/[a-f0-9]{32}/, 'f'.repeat(32));
    const r = await get(gone, { 'accept-language': 'en' });
    expect(r.statusCode).toBe(404);
    expect((await get(gone, { range: 'bytes=0-3' })).statusCode).toBe(404);
  });

  it('downloads a document alone and in its collection’s ZIP, from the store', async () => {
    const col = (await call(t.app, 'POST', '/api/document-collections', { token: org.token, body: { meetingId: meeting.id, name: '资料' } })).body.data;
    const up = await postForm(t, '/api/documents', org.token, { collectionId: String(col.id), meetingId: String(meeting.id), adminId: String(org.user.id), name: '议程' }, [{ name: '议程.pdf', type: 'application/pdf', data: PDF }]);
    expect(up.status).toBe(200);
    const [doc] = (await call(t.app, 'GET', `/api/documents?collectionId=${col.id}`)).body.data.list;
    const dl = await get(`/api/documents/${doc.id}/download`);
    expect([dl.statusCode, dl.rawPayload.equals(PDF)]).toEqual([200, true]);
    const zip = await get(`/api/document-collections/${col.id}/download`);
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Buffer.from(files['议程.pdf']).equals(PDF)).toBe(true);
  });

  it('serves a participant’s attachment only through its signed link; on S3 by a redirect to the bucket’s own short-lived link', async () => {
    const [who] = await participants(t, meeting);
    const up = await uploadAs(t, who.headers, { name: 'cv.pdf' });
    expect(up.status).toBe(200);
    formFile = up.body.data.url;
    expect((await get(formFile)).statusCode).toBe(403);
    const r = await get(up.body.data.signedUrl);
    if (store === 'local') {
      expect([r.statusCode, r.rawPayload.equals(PDF_BYTES), r.headers['content-disposition']]).toEqual([200, true, `attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`]);
      return;
    }
    expect(r.statusCode).toBe(302);
    const link = new URL(String(r.headers.location));
    expect(Number(link.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(600);
    const there = await fetch(link);
    expect([there.status, Buffer.from(await there.arrayBuffer()).equals(PDF_BYTES), there.headers.get('content-disposition'), there.headers.get('content-type')])
      .toEqual([200, true, `attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`, 'application/pdf']);
  });

  it('deletes a library file from the store', async () => {
    const lib = (await call(t.app, 'GET', `/api/media/library?meetingId=${other.id}`, { token: org.token })).body.data;
    const item = lib.list.find((x: { url: string }) => x.url === otherImage);
    expect((await call(t.app, 'DELETE', `/api/media/library/${item.id}`, { token: org.token })).status).toBe(200);
    expect((await get(otherImage)).statusCode).toBe(404);
    expect(await st().list(`media/${other.id}/`)).toEqual([]);
    const o = await upload(t, org.token, { category: 'image', meetingId: String(other.id) }, { name: 'o.jpg', type: 'image/jpeg', data: await sharp({ create: { width: 100, height: 80, channels: 3, background: 'red' } }).jpeg().toBuffer() });
    otherImage = o.body.data.fileUrl;
  });

  it('deleting the meeting deletes its files from the store, its uploads’ rows and their quota; another meeting’s files stay', async () => {
    const formKey = `form-files/${formFile.split('/')[4]}`;
    expect(await st().head(formKey)).toBeTruthy();
    expect((await keysOf(meeting.id)).length).toBeGreaterThan(0);
    const usage = async () => (await t.db.query("SELECT files, bytes::int AS bytes FROM upload_usage WHERE owner_key = $1", [`organizer:${org.user.id}`]))[0];
    const otherRows = (await t.db.query('SELECT count(*)::int AS n, COALESCE(sum(size), 0)::int AS b FROM uploads WHERE meeting_id = $1', [other.id]))[0];

    const del = await call(t.app, 'DELETE', `/api/co/meeting/${meeting.id}`, { token: org.token });
    expect(del.status).toBe(200);
    expect(await keysOf(meeting.id)).toEqual([]);
    expect(await st().head(formKey)).toBeUndefined();
    expect((await t.db.query('SELECT count(*)::int AS n FROM uploads WHERE meeting_id = $1', [meeting.id]))[0].n).toBe(0);
    expect(await usage()).toEqual({ files: otherRows.n, bytes: otherRows.b });
    expect((await get(image.fileUrl)).statusCode).toBe(404);
    // the other meeting's image is untouched
    expect((await get(otherImage)).statusCode).toBe(200);
    expect((await st().list(`media/${other.id}/`)).length).toBeGreaterThan(0);
  });
});
