// The store STORAGE_URL names: none (or file:///path) the local directory, s3://… a bucket.
//   s3://KEY:SECRET@host:port/bucket/prefix?region=…&tls=false&style=path|virtual&redirect=true|false
// KEY and SECRET percent-encoded (an AWS secret may hold / and +); without them the SDK's default
// credentials (AWS_ACCESS_KEY_ID…, an instance role). host `s3.amazonaws.com` (or none given: `s3://KEY:SECRET@aws/bucket`)
// means AWS itself. Path-style addresses unless style=virtual (Aliyun OSS and Tencent COS want virtual).
import path from 'node:path';
import { localStorage } from './local';
import { s3Storage, type S3Options } from './s3';
import type { Storage } from './storage';

export interface StorageConfig {
  /** undefined: the local directory DATA_DIR/uploads */
  local?: string;
  s3?: S3Options;
  /** private files answered by a redirect to the store's own signed link (S3 only) rather than streamed through the app */
  redirectPrivate: boolean;
}

/** Reads STORAGE_URL; a malformed one stops the start with the reason (never the secret). */
export function storageConfig(url: string | undefined): StorageConfig {
  if (!url) return { redirectPrivate: false };
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new Error('STORAGE_URL: not a URL (file:///path or s3://KEY:SECRET@host/bucket/prefix)');
  }
  if (u.protocol === 'file:') return { local: path.resolve(decodeURIComponent(u.pathname)), redirectPrivate: false };
  if (u.protocol !== 's3:') throw new Error('STORAGE_URL: file: or s3: expected');
  const [bucket, ...rest] = u.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (!bucket) throw new Error('STORAGE_URL: the bucket is missing (s3://KEY:SECRET@host/bucket)');
  const q = u.searchParams;
  for (const k of q.keys()) if (!['region', 'tls', 'style', 'redirect'].includes(k)) throw new Error(`STORAGE_URL: unknown parameter ${k}`);
  const aws = !u.hostname || u.hostname === 'aws' || u.hostname === 's3.amazonaws.com';
  const tls = q.get('tls') !== 'false';
  const style = q.get('style') ?? (aws ? 'virtual' : 'path');
  if (!['path', 'virtual'].includes(style)) throw new Error('STORAGE_URL: style is path or virtual');
  const prefix = rest.length ? `${rest.join('/')}/` : '';
  if (prefix && !/^[A-Za-z0-9._\/-]+$/.test(prefix)) throw new Error('STORAGE_URL: the prefix takes letters, digits, . _ - and /');
  return {
    s3: {
      bucket,
      prefix,
      region: q.get('region') || 'us-east-1',
      endpoint: aws ? undefined : `${tls ? 'https' : 'http'}://${u.host}`,
      forcePathStyle: style === 'path',
      credentials: u.username ? { accessKeyId: decodeURIComponent(u.username), secretAccessKey: decodeURIComponent(u.password) } : undefined,
    },
    redirectPrivate: q.get('redirect') !== 'false',
  };
}

export function openStorage(c: StorageConfig, uploadDir: string): Storage {
  return c.s3 ? s3Storage(c.s3) : localStorage(c.local ?? uploadDir);
}
