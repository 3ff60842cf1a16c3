// Sending a stored upload back: its type as sniffed when it arrived, never guessed again by the
// browser (nosniff), and for downloads the name it was uploaded with.
import fs from 'node:fs';
import type { FastifyReply } from 'fastify';
import { notFound } from '../http/errors';

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
}

/** Streams the file, or 404 when it is not there. */
export async function sendStored(reply: FastifyReply, file: string, o: ServeOptions) {
  const stat = await fs.promises.stat(file).catch(() => undefined);
  if (!stat?.isFile()) throw notFound(o.notFoundKey);
  reply.header('content-type', o.type).header('content-length', stat.size).header('cache-control', o.cache).header('x-content-type-options', 'nosniff');
  if (o.disposition) reply.header('content-disposition', o.disposition);
  for (const [k, v] of Object.entries(o.headers ?? {})) reply.header(k, v);
  return reply.send(fs.createReadStream(file));
}

/** Public images: kept by browsers for a day (their names never change). */
export const PUBLIC_CACHE = 'public, max-age=86400, immutable';
