// Every still image kept is re-encoded here (sharp): turned upright by its EXIF orientation, metadata
// stripped (no camera, no GPS position leaves the server), and written at the widths of
// shared/media/variants.ts (never wider than sent) as WebP and as a fallback (JPEG; PNG when it has
// transparency). The pixel count is read from the header first and bounded again while decoding
// (limitInputPixels), so a small file that would decode to gigabytes is refused before it costs
// anything. An animated image is kept as sent (resizing would drop its frames), after the same check.
//
// Done within the request, behind a per-process bound (settings: imageConcurrency at once, imageQueue
// waiting, beyond that 429): the answer carries the variants the editor shows at once, and a 4,000-px
// photo takes about a second on one core (JPEG shrink-on-load), so a background job and its polling
// would cost more than they save.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../http/errors';
import { variantName, widthsFor } from '../../shared/media/variants';

sharp.cache(false);

export interface Variant {
  width: number;
  webp: string;
  fallback: string;
}

export interface Encoded {
  /** the base of every name: 32 hex */
  base: string;
  /** widest variant, in px: the answered address is the fallback at this width */
  top: number;
  ext: 'jpg' | 'png';
  mime: string;
  width: number;
  height: number;
  /** the answered (main) file, then every other file written, all under `dir` */
  main: string;
  others: string[];
  bytes: number;
  widths: number[];
}

const SECONDS = 60;

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `fn` when one of `limit` slots is free; with `queue` already waiting, refuses at once (429 media.busy). */
export async function inImageSlot<T>(limit: number, queue: number, fn: () => Promise<T>): Promise<T> {
  if (running < limit) running++;
  else {
    if (waiting.length >= queue) throw new AppError(429, 'media.busy');
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  try {
    return await fn();
  } finally {
    const next = waiting.shift();
    if (next) next(); // the slot passes straight on
    else running--;
  }
}

export const imageSlotsInUse = () => ({ running, waiting: waiting.length });

export interface Looked {
  width: number;
  height: number;
  animated: boolean;
  alpha: boolean;
}

/** The header's size, refused (413 media.bomb) past `maxPixels` and (415 media.broken) when unreadable. */
export async function lookAt(file: string, maxPixels: number): Promise<Looked> {
  let meta: Metadata;
  try {
    meta = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError(415, 'media.broken');
  }
  const { width = 0, height = 0 } = meta;
  const pages = meta.pages ?? 1;
  if (!width || !height) throw new AppError(415, 'media.broken');
  if (width * height > maxPixels || width * (meta.pageHeight ?? height) * pages > maxPixels * 4) throw bomb(maxPixels);
  const upright = (meta.orientation ?? 1) >= 5;
  return { width: upright ? height : width, height: upright ? width : height, animated: pages > 1, alpha: !!meta.hasAlpha };
}

const bomb = (maxPixels: number) => new AppError(413, 'media.bomb', { mp: Math.floor(maxPixels / 1_000_000) });

/** Writes the variants of `file` into `dir` (a scratch folder); answers what it wrote. */
export async function encodeVariants(file: string, dir: string, maxPixels: number, looked: Looked): Promise<Encoded> {
  const base = randomBytes(16).toString('hex');
  const input = () => sharp(file, { limitInputPixels: maxPixels, failOn: 'none' }).timeout({ seconds: SECONDS }).rotate();
  let hasAlpha = looked.alpha;
  if (hasAlpha) {
    // an alpha channel that is opaque everywhere (seen on a small copy) needs no PNG
    try {
      const a = await input().resize({ width: 256, height: 256, fit: 'inside', withoutEnlargement: true }).extractChannel('alpha').raw().toBuffer();
      hasAlpha = a.some((v) => v < 255);
    } catch (e) {
      throw refusal(e, maxPixels);
    }
  }
  const ext = hasAlpha ? 'png' : 'jpg';
  const top = Math.min(looked.width, widthsFor(looked.width).at(-1)!);
  const widths = widthsFor(top);
  const written: string[] = [];
  let bytes = 0;
  let height = looked.height;
  try {
    for (const w of widths) {
      const resized = input().resize({ width: w, withoutEnlargement: true });
      const webp = variantName(base, w, 'webp');
      const fallback = variantName(base, w, ext);
      const [a, b] = await Promise.all([
        resized.clone().webp({ quality: 78, effort: 4 }).toFile(path.join(dir, webp)),
        (ext === 'png' ? resized.clone().png({ compressionLevel: 9, adaptiveFiltering: true }) : resized.clone().jpeg({ quality: 80, mozjpeg: true, progressive: true })).toFile(path.join(dir, fallback)),
      ]);
      written.push(webp, fallback);
      bytes += a.size + b.size;
      if (w === top) height = b.height;
    }
  } catch (e) {
    await Promise.all(written.map((n) => fs.promises.rm(path.join(dir, n), { force: true })));
    throw refusal(e, maxPixels);
  }
  const main = variantName(base, top, ext);
  return { base, top, ext, mime: ext === 'png' ? 'image/png' : 'image/jpeg', width: top, height, main, others: written.filter((n) => n !== main), bytes, widths };
}

/** sharp's refusals as the caller's 4xx; anything else (a full disk) stays what it is. */
function refusal(e: unknown, maxPixels: number): unknown {
  if (e instanceof AppError) return e;
  const msg = String((e as Error)?.message ?? '');
  if (/pixel limit/i.test(msg)) return bomb(maxPixels);
  if ((e as { code?: string })?.code || /ENOSPC|EACCES|EMFILE/.test(msg)) return e;
  return new AppError(415, 'media.broken');
}

/** The variants an answer lists, widest last. */
export const variantList = (prefix: string, enc: Pick<Encoded, 'base' | 'ext' | 'widths'>): Variant[] =>
  enc.widths.map((w) => ({ width: w, webp: prefix + variantName(enc.base, w, 'webp'), fallback: prefix + variantName(enc.base, w, enc.ext) }));
