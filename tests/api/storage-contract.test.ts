// The storage contract (src/server/storage): the same cases against the local directory and against
// the S3 implementation talking to a real S3-protocol server (s3rver, started here on a free port in a
// temp directory): put, get, ranges, head, delete, delete by prefix, listing, signed links fetched over
// HTTP (S3; the local store has none), missing keys answered as missing (never thrown), and keys that would escape refused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Readable } from 'node:stream';
import { localStorage } from '../../src/server/storage/local';
import { openStorage, storageConfig } from '../../src/server/storage/open';
import type { Storage } from '../../src/server/storage/storage';
import { startS3, type S3Server } from '../s3-server';

async function bytes(r: Readable): Promise<Buffer> {
  const out: Buffer[] = [];
  for await (const c of r) out.push(Buffer.from(c));
  return Buffer.concat(out);
}

let s3: S3Server;
const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'conflow-store-'));
  dirs.push(d);
  return d;
};
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3?.close();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const STORES: Array<[string, () => Storage]> = [
  ['local', () => localStorage(tempDir())],
  ['s3', () => openStorage(storageConfig(s3.url('tenant/a')), tempDir())],
];

describe.each(STORES)('storage contract (%s)', (kind, make) => {
  let st: Storage;
  beforeAll(() => {
    st = make();
  });
  const body = Buffer.from('0123456789abcdefghij');

  it('is the implementation STORAGE_URL names', () => {
    expect(st.kind).toBe(kind);
  });

  it('puts a buffer and gets it back whole, with its size (and type where the store keeps one)', async () => {
    await st.put('media/1/a.txt', body, 'text/plain; charset=utf-8');
    const got = (await st.get('media/1/a.txt'))!;
    expect([got.size, got.start, got.end]).toEqual([20, 0, 19]);
    expect((await bytes(got.body)).toString()).toBe(body.toString());
    if (kind === 's3') expect(got.type).toBe('text/plain; charset=utf-8');
    expect(await st.head('media/1/a.txt')).toMatchObject({ size: 20 });
  });

  it('puts a file of this machine (an upload in .tmp) under its key', async () => {
    const f = path.join(tempDir(), 'upload');
    fs.writeFileSync(f, Buffer.alloc(200_000, 7));
    await st.putFile('avatars/b.png', f, 'image/png');
    const got = (await st.get('avatars/b.png'))!;
    expect(got.size).toBe(200_000);
    expect((await bytes(got.body)).equals(Buffer.alloc(200_000, 7))).toBe(true);
  });

  it('answers a byte range with the whole size beside it', async () => {
    const got = (await st.get('media/1/a.txt', { start: 2, end: 5 }))!;
    expect([got.start, got.end, got.size]).toEqual([2, 5, 20]);
    expect((await bytes(got.body)).toString()).toBe('2345');
    const tail = (await st.get('media/1/a.txt', { start: 15, end: 19 }))!;
    expect((await bytes(tail.body)).toString()).toBe('fghij');
  });

  it('cuts an open-ended, a last-bytes and an over-long range to the object in the one call, and says when a range lies outside it', async () => {
    const cut = async (range: Parameters<Storage['get']>[1]) => {
      const got = (await st.get('media/1/a.txt', range))!;
      return [got.start, got.end, got.size, (await bytes(got.body)).toString(), got.unsatisfiable ?? false];
    };
    expect(await cut({ start: 17 })).toEqual([17, 19, 20, 'hij', false]);
    expect(await cut({ last: 4 })).toEqual([16, 19, 20, 'ghij', false]);
    expect(await cut({ last: 50 })).toEqual([0, 19, 20, '0123456789abcdefghij', false]);
    expect(await cut({ start: 18, end: 400 })).toEqual([18, 19, 20, 'ij', false]);
    expect((await cut({ start: 20 })).slice(2)).toEqual([20, '', true]);
    expect((await cut({ start: 25, end: 30 })).slice(2)).toEqual([20, '', true]);
  });

  it('answers a missing key as missing: get, head and delete alike', async () => {
    expect(await st.get('media/1/none.txt')).toBeUndefined();
    expect(await st.get('media/1/none.txt', { start: 0, end: 3 })).toBeUndefined();
    expect(await st.head('media/404/none.txt')).toBeUndefined();
    await expect(st.delete(['media/1/none.txt'])).resolves.toBeUndefined();
    expect(await st.signedUrl('media/1/a.txt', { expiresIn: 1 }).then((u) => typeof u)).toBe(kind === 's3' ? 'string' : 'undefined');
  });

  it('never reaches outside the store: unsafe keys are missing when read and refused when written', async () => {
    for (const k of ['../a.txt', 'media/../../a.txt', '/etc/passwd', '.tmp/x', 'media//a.txt', 'media/1/', '']) {
      expect(await st.get(k)).toBeUndefined();
      expect(await st.head(k)).toBeUndefined();
      await expect(st.put(k, body, 'text/plain')).rejects.toThrow(/not a safe key/);
    }
    await expect(st.deletePrefix('../')).rejects.toThrow(/not a safe prefix/);
  });

  it('deletes keys, and every key under a prefix (only those)', async () => {
    for (const k of ['data/7/x.pdf', 'data/7/sub/y.pdf', 'data/70/z.pdf', 'data/7.pdf']) await st.put(k, body, 'application/pdf');
    expect((await st.list('data/7/')).sort()).toEqual(['data/7/sub/y.pdf', 'data/7/x.pdf']);
    expect(await st.deletePrefix('data/7/')).toBe(2);
    expect(await st.list('data/7/')).toEqual([]);
    expect(await st.head('data/70/z.pdf')).toBeTruthy();
    expect(await st.head('data/7.pdf')).toBeTruthy();
    await st.delete(['data/70/z.pdf', 'data/7.pdf']);
    expect(await st.head('data/70/z.pdf')).toBeUndefined();
    expect(await st.deletePrefix('data/7/')).toBe(0);
  });

  it('hands out a signed link the store answers over HTTP with the asked headers (S3); the local store has none (its files stream through the app)', async () => {
    const url = await st.signedUrl('media/1/a.txt', { expiresIn: 60, type: 'application/pdf', disposition: 'attachment; filename="a.pdf"', cache: 'private, max-age=60' });
    if (kind === 'local') return expect(url).toBeUndefined();
    const r = await fetch(url!);
    expect(r.status).toBe(200);
    expect(await r.text()).toBe(body.toString());
    expect([r.headers.get('content-type'), r.headers.get('content-disposition'), r.headers.get('cache-control')]).toEqual(['application/pdf', 'attachment; filename="a.pdf"', 'private, max-age=60']);
    // the prefix of STORAGE_URL is part of the stored key; the link expires (s3rver does not check V4 signatures themselves)
    const u = new URL(url!);
    expect([u.pathname, u.searchParams.get('X-Amz-Expires')]).toEqual([`/${s3.bucket}/tenant/a/media/1/a.txt`, '60']);
    expect((await fetch(url!.replace('media/1/a.txt', 'media/1/gone.txt'))).status).toBe(404);
  });
});

describe('STORAGE_URL', () => {
  it('reads an S3-compatible address: credentials (percent-encoded), endpoint, bucket, prefix, region, style', () => {
    const c = storageConfig('s3://AKID:se%2Fcr%2Bet@minio.internal:9000/files/conflow/prod?region=cn-north-1&tls=false');
    expect(c.s3).toEqual({
      bucket: 'files', prefix: 'conflow/prod/', region: 'cn-north-1', endpoint: 'http://minio.internal:9000', forcePathStyle: true,
      credentials: { accessKeyId: 'AKID', secretAccessKey: 'se/cr+et' },
    });
    expect(c.redirectPrivate).toBe(true);
    const oss = storageConfig('s3://K:S@oss-cn-hangzhou.aliyuncs.com/bucket?region=oss-cn-hangzhou&style=virtual&redirect=false');
    expect([oss.s3!.endpoint, oss.s3!.forcePathStyle, oss.redirectPrivate]).toEqual(['https://oss-cn-hangzhou.aliyuncs.com', false, false]);
    const aws = storageConfig('s3://aws/bucket?region=eu-west-1');
    expect([aws.s3!.endpoint, aws.s3!.forcePathStyle, aws.s3!.credentials]).toEqual([undefined, false, undefined]);
    expect(storageConfig(undefined)).toEqual({ redirectPrivate: false });
    expect(storageConfig('file:///srv/conflow/files').local).toBe('/srv/conflow/files');
  });

  it('stops the start on a malformed address, naming what is wrong', () => {
    expect(() => storageConfig('s3://K:S@host')).toThrow(/bucket is missing/);
    expect(() => storageConfig('ftp://host/b')).toThrow(/file: or s3:/);
    expect(() => storageConfig('s3://K:S@host/b?regoin=x')).toThrow(/unknown parameter regoin/);
    expect(() => storageConfig('s3://K:S@host/b?style=odd')).toThrow(/style/);
  });
});
