// Sending a stored upload back (from the local directory or the S3 bucket alike, storage/): its type
// as sniffed when it arrived, never guessed again by the browser (nosniff), for downloads the name it
// was uploaded with, and single byte ranges (a video seeks, Safari plays none without them). A key
// with no object is the route's 404, whatever the store; a store failing midway cuts the reply (logged
// by Fastify), never the process.
import type { FastifyReply } from 'fastify';
import { AppError, notFound } from '../http/errors';
import type { ByteRange, Storage } from '../storage/storage';

/**
 * RFC 6266 with RFC 5987's filename*: an ASCII stand-in for old clients and the UTF-8 name
 * (Chinese included) for the rest. Quotes, backslashes and control characters never reach the header.
 */
export function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export interface ServeOptions {
  type: string;
  cache: string;
  disposition?: string;
  /** extra headers (a sandboxing policy for previewed text) */
  headers?: Record<string, string>;
  /** the route's own 404 message key */
  notFoundKey?: string;
  /**
   * a private file: when the store signs links of its own (S3) and STORAGE_URL allows it, answered by a
   * redirect to one living `seconds` (the bytes then go from the bucket to the browser, not through us)
   */
  redirect?: { seconds: number; allowed: boolean };
}

/**
 * A single range of `Range: bytes=a-b | a- | -n`, or undefined (none, several, or a bound over 15 digits:
 * the whole file is answered, as RFC 9110 allows). The store cuts it to the object's size.
 */
export function byteRange(header: string | undefined): ByteRange | undefined {
  const m = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header?.trim() ?? '');
  if (!m || (!m[1] && !m[2])) return undefined;
  return m[1] ? { start: Number(m[1]), ...(m[2] ? { end: Number(m[2]) } : {}) } : { last: Number(m[2]) };
}

/** Streams the stored object at `key` (a range of it when asked), or answers the route's 404 when there is none. */
export async function sendStored(reply: FastifyReply, storage: Storage, key: string, o: ServeOptions) {
  if (o.redirect?.allowed) {
    const there = await storage.head(key);
    if (!there) throw notFound(o.notFoundKey);
    const url = await storage.signedUrl(key, { expiresIn: Math.max(1, o.redirect.seconds), type: o.type, disposition: o.disposition, cache: o.cache });
    if (url) return reply.header('cache-control', 'no-store').redirect(url, 302);
  }
  const range = byteRange(reply.request.headers.range);
  const got = await storage.get(key, range);
  if (!got) throw notFound(o.notFoundKey);
  if (got.unsatisfiable) {
    got.body.destroy();
    reply.header('content-range', `bytes */${got.size}`);
    throw new AppError(416, 'files.rangeNotSatisfiable');
  }
  reply.header('content-type', o.type).header('content-length', got.end - got.start + 1).header('cache-control', o.cache)
    .header('x-content-type-options', 'nosniff').header('accept-ranges', 'bytes');
  if (range) reply.code(206).header('content-range', `bytes ${got.start}-${got.end}/${got.size}`);
  if (o.disposition) reply.header('content-disposition', o.disposition);
  for (const [k, v] of Object.entries(o.headers ?? {})) reply.header(k, v);
  // a reply never sent (a HEAD request, a client gone before the first byte) must not leave the file open
  reply.raw.once('close', () => got.body.destroy());
  return reply.send(got.body);
}

/** Public images: kept by browsers a year (a stored name is random and never holds other bytes). */
export const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
