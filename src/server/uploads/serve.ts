// Sending a stored upload back (from the local directory or the S3 bucket alike, storage/): its type
// as sniffed when it arrived, never guessed again by the browser (nosniff), for downloads the name it
// was uploaded with, and single byte ranges (a video seeks, Safari plays none without them). A key
// with no object is the route's 404, whatever the store; a store failing midway cuts the reply (logged
// by Fastify), never the process.
import type { FastifyReply } from 'fastify';
import { AppError, notFound } from '../http/errors';
import type { Storage } from '../storage/storage';

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

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` against `size`: the range, 'unsatisfiable', or undefined (none or several: the whole file). */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!m || (!m[1] && !m[2])) return undefined;
  const [start, end] = m[1] ? [Number(m[1]), m[2] ? Math.min(Number(m[2]), size - 1) : size - 1] : [Math.max(0, size - Number(m[2])), size - 1];
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** Streams the stored object at `key` (a range of it when asked), or answers the route's 404 when there is none. */
export async function sendStored(reply: FastifyReply, storage: Storage, key: string, o: ServeOptions) {
  if (o.redirect?.allowed) {
    const there = await storage.head(key);
    if (!there) throw notFound(o.notFoundKey);
    const url = await storage.signedUrl(key, { expiresIn: Math.max(1, o.redirect.seconds), type: o.type, disposition: o.disposition, cache: o.cache });
    if (url) return reply.header('cache-control', 'no-store').redirect(url, 302);
  }
  const rangeHeader = reply.request.headers.range;
  let range: { start: number; end: number } | undefined;
  if (rangeHeader) {
    const head = await storage.head(key);
    if (!head) throw notFound(o.notFoundKey);
    const r = byteRange(rangeHeader, head.size);
    if (r === 'unsatisfiable') {
      reply.header('content-range', `bytes */${head.size}`);
      throw new AppError(416, 'files.rangeNotSatisfiable');
    }
    range = r;
  }
  const got = await storage.get(key, range);
  if (!got) throw notFound(o.notFoundKey);
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
