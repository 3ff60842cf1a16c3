// The S3 store: any S3-compatible service (AWS S3, MinIO, Aliyun OSS, Tencent COS) through
// @aws-sdk/client-s3, in one bucket under an optional key prefix. Private reads are handed out as
// presigned GET links (@aws-sdk/s3-request-presigner). Checksums are sent only where the protocol
// requires them: the SDK's default CRC32 trailers are refused by several S3-compatible services.
// Deletes go one key at a time (a few at once): DeleteObjects needs a Content-MD5 that the SDK no
// longer sends, and some services refuse the request without it.
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { AppError } from '../http/errors';
import { assertKey, assertPrefix, cutRange, isKey, rangeHeader, type ByteRange, type Storage, type StoredBody } from './storage';

export interface S3Options {
  bucket: string;
  /** keys are stored under it (`conflow/`), none: at the bucket's root */
  prefix: string;
  region: string;
  /** none: the SDK's own AWS endpoint for the region */
  endpoint?: string;
  /** path-style addresses (host/bucket/key): MinIO and most self-hosted services; virtual-hosted (bucket.host/key) otherwise (OSS, COS) */
  forcePathStyle: boolean;
  /** none: the SDK's default chain (AWS_ACCESS_KEY_ID…, an instance role) */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const DELETES_AT_ONCE = 8;

/** Not there: 404 / NoSuchKey / NotFound, whichever the service answers. */
const missing = (e: unknown) => {
  const err = e as { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } };
  return err?.$metadata?.httpStatusCode === 404 || ['NoSuchKey', 'NotFound'].includes(err?.name ?? err?.Code ?? '');
};

/**
 * The service could not be reached or failed on its side (no HTTP answer at all, or a 5xx after the SDK's
 * retries): the caller gets a 503 and may try again, unlike a refusal (403 bad credentials, 400), which is
 * our configuration's fault and stays a logged 500.
 */
const unreachable = (e: unknown) => {
  const status = (e as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
  return status === undefined ? !(e instanceof AppError) : status >= 500;
};

export function s3Storage(o: S3Options): Storage {
  const sdk = new S3Client({
    region: o.region,
    endpoint: o.endpoint,
    forcePathStyle: o.forcePathStyle,
    credentials: o.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  // every call goes through here: an outage answers 503 errors.storageUnavailable, the cause kept for the log
  async function guard<T>(call: Promise<T>): Promise<T> {
    try {
      return await call;
    } catch (e) {
      if (!missing(e) && unreachable(e)) throw new AppError(503, 'errors.storageUnavailable', {}, [], e);
      throw e;
    }
  }
  const Bucket = o.bucket;
  const full = (key: string) => o.prefix + assertKey(key);

  async function deleteAll(keys: string[]) {
    const queue = [...keys];
    const worker = async () => {
      for (let k = queue.shift(); k !== undefined; k = queue.shift()) await guard(sdk.send(new DeleteObjectCommand({ Bucket, Key: o.prefix + k })));
    };
    await Promise.all(Array.from({ length: Math.min(DELETES_AT_ONCE, queue.length) }, worker));
  }

  async function list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await guard(sdk.send(new ListObjectsV2Command({ Bucket, Prefix: o.prefix + prefix, ContinuationToken: token })));
      for (const c of page.Contents ?? []) if (c.Key) keys.push(c.Key.slice(o.prefix.length));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  const store: Storage = {
    kind: 's3',
    async putFile(key, file, type) {
      const { size } = await fs.promises.stat(file);
      await guard(sdk.send(new PutObjectCommand({ Bucket, Key: full(key), Body: fs.createReadStream(file), ContentLength: size, ContentType: type })));
    },
    async put(key, body, type) {
      await guard(sdk.send(new PutObjectCommand({ Bucket, Key: full(key), Body: body, ContentLength: body.length, ContentType: type })));
    },

    async head(key) {
      if (!isKey(key)) return undefined;
      try {
        const h = await guard(sdk.send(new HeadObjectCommand({ Bucket, Key: full(key) })));
        return { size: Number(h.ContentLength ?? 0), type: h.ContentType };
      } catch (e) {
        if (missing(e)) return undefined;
        throw e;
      }
    },

    async get(key, range?: ByteRange): Promise<StoredBody | undefined> {
      if (!isKey(key)) return undefined;
      try {
        // a last-bytes range is turned into bounds first: not every S3-compatible service reads `bytes=-n`
        if (range && 'last' in range) {
          const head = await store.head(key);
          if (!head) return undefined;
          const cut = cutRange(range, head.size);
          if (cut === 'unsatisfiable') return { body: Readable.from([]), size: head.size, start: 0, end: -1, unsatisfiable: true };
          range = cut;
        }
        const r = await guard(sdk.send(new GetObjectCommand({ Bucket, Key: full(key), Range: range ? rangeHeader(range) : undefined })));
        const length = Number(r.ContentLength ?? 0);
        // "bytes 0-99/1234": the answered part and the whole object's size
        const m = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(r.ContentRange ?? '');
        const [start, end, size] = m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [0, length - 1, length];
        return { body: r.Body as Readable, size, start, end, type: r.ContentType };
      } catch (e) {
        if (missing(e)) return undefined;
        // outside the object: the size (for the caller's Content-Range) costs a second call, on this rare path only
        if ((e as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 416) {
          const head = await store.head(key);
          return head && { body: Readable.from([]), size: head.size, start: 0, end: -1, unsatisfiable: true };
        }
        throw e;
      }
    },

    delete: (keys) => deleteAll(keys.filter(isKey)),

    async deletePrefix(prefix) {
      const keys = await list(assertPrefix(prefix));
      await deleteAll(keys);
      return keys.length;
    },

    list: (prefix) => list(prefix && assertPrefix(prefix)),

    signedUrl: (key, s) => getSignedUrl(sdk, new GetObjectCommand({
      Bucket, Key: full(key), ResponseContentType: s.type, ResponseContentDisposition: s.disposition, ResponseCacheControl: s.cache,
    }), { expiresIn: s.expiresIn }),
  };
  return store;
}
