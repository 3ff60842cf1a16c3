// One interface for every stored file (avatars, proofs, form attachments, documents, images and their
// variants): the local directory (local.ts, the embedded default) or an S3-compatible bucket (s3.ts),
// chosen by STORAGE_URL (open.ts). Keys are paths like `media/12/<random>.webp`: segments of letters,
// digits, `.`, `_`, `-`, never `.`/`..` nor empty, so no key ever reaches outside its store.
import type { Readable } from 'node:stream';

export interface StoredHead {
  /** bytes of the whole object */
  size: number;
  /** the content type it was put with (the local store keeps none: callers know it from the name) */
  type?: string;
}

export interface StoredBody extends StoredHead {
  body: Readable;
  /** the bytes answered: the range asked for (cut to the object), else the whole object */
  start: number;
  end: number;
  /** the range asked lies wholly outside the object: nothing is answered (an empty body), `size` says why */
  unsatisfiable?: boolean;
}

/**
 * A byte range as HTTP asks for it, before the object's size is known: `bytes=start-end` (inclusive),
 * `bytes=start-` (end omitted) or `bytes=-last` (the last bytes). The store cuts it to the object in the
 * same call that reads it, so a ranged read (a video seeking: `bytes=start-`) costs one call to S3, not a
 * size lookup first; only `-last` costs a lookup there (not every S3-compatible service reads it).
 */
export type ByteRange = { start: number; end?: number } | { last: number };

/** The asked range against an object of `size` bytes (RFC 9110 §14.1.2): inclusive bounds, or 'unsatisfiable'. */
export function cutRange(range: ByteRange, size: number): { start: number; end: number } | 'unsatisfiable' {
  if ('last' in range) return range.last > 0 && size > 0 ? { start: Math.max(0, size - range.last), end: size - 1 } : 'unsatisfiable';
  if (range.start >= size || (range.end !== undefined && range.end < range.start)) return 'unsatisfiable';
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}

/** The asked range as an HTTP Range header's value. */
export const rangeHeader = (range: ByteRange) => ('last' in range ? `bytes=-${range.last}` : `bytes=${range.start}-${range.end ?? ''}`);

export interface SignOptions {
  /** seconds the link works */
  expiresIn: number;
  /** headers the store answers the link with */
  type?: string;
  disposition?: string;
  cache?: string;
}

export interface Storage {
  readonly kind: 'local' | 's3';
  /** Stores a file of this machine (an upload's temp file): the local store moves it away, S3 leaves it; the caller removes what is left. */
  putFile(key: string, file: string, type: string): Promise<void>;
  /** Stores a buffer. */
  put(key: string, body: Buffer, type: string): Promise<void>;
  /** The object's bytes (a range of them), or undefined when there is none: missing is never an error. */
  get(key: string, range?: ByteRange): Promise<StoredBody | undefined>;
  head(key: string): Promise<StoredHead | undefined>;
  /** Deletes the keys; missing ones are no error. */
  delete(keys: string[]): Promise<void>;
  /** Deletes every object under `prefix` (a folder: ends in `/`); answers how many. */
  deletePrefix(prefix: string): Promise<number>;
  /** The keys under `prefix`, for tests and tools (not on any request's path). */
  list(prefix: string): Promise<string[]>;
  /** A link the store itself answers for a while (S3 presigned GET); undefined when it has none (local). */
  signedUrl(key: string, o: SignOptions): Promise<string | undefined>;
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

/** A key is safe: relative, segments of [A-Za-z0-9._-], none `.`/`..`, none empty. */
export function isKey(key: string): boolean {
  if (typeof key !== 'string' || key.length > 500) return false;
  return key.split('/').every((s) => SEGMENT.test(s) && s !== '..' && s !== '.');
}

/** A prefix is a safe key followed by `/` (a folder). */
export const isPrefix = (prefix: string) => prefix.endsWith('/') && isKey(prefix.slice(0, -1));

export function assertKey(key: string): string {
  if (!isKey(key)) throw new Error(`storage: not a safe key: ${JSON.stringify(key)}`);
  return key;
}

export function assertPrefix(prefix: string): string {
  if (!isPrefix(prefix)) throw new Error(`storage: not a safe prefix: ${JSON.stringify(prefix)}`);
  return prefix;
}
