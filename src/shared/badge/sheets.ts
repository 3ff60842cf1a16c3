// The print PDF's pages (spec 2 §9): badges as images laid on A4 sheets in the grid a4Grid works out
// from the margin and gap, each with its texts as an invisible layer (textLayer.ts) so the file can be
// searched and read back. Written front to back into a sink (pdfStream.ts): the browser's export
// (renderers/badge/lib/export.ts) and the server's job (src/server/exports/jobs/badges-pdf.ts) both
// lay their pages out here.
import { PDFHexString, PDFString, type PDFRef } from 'pdf-lib';
import { PT_PER_MM, a4Grid } from './layout';
import { PdfStream, type ByteSink } from './pdfStream';
import { TextLayer } from './textLayer';
import type { DrawnText } from './placement';

export interface SheetOptions {
  marginMm: number;
  gapMm: number;
  title?: string;
}

interface Page {
  ops: string[];
  images: Record<string, PDFRef>;
  fonts: Set<number>;
}

const pt = (mm: number) => mm * PT_PER_MM;
/** drawn centred on the middle of the text: its baseline about a third of the size below */
const BASELINE = 0.35;

export class BadgeSheets {
  private readonly pdf: PdfStream;
  private readonly text: TextLayer;
  private readonly pagesRef: PDFRef;
  private readonly kids: PDFRef[] = [];
  private readonly grid: ReturnType<typeof a4Grid>;
  private page: Page | null = null;
  private count = 0;

  /** badgeMm: the badge's size on paper; image: the pixel size of every badge image added */
  constructor(sink: ByteSink, badgeMm: { width: number; height: number }, private readonly image: { width: number; height: number }, private readonly opts: SheetOptions) {
    this.pdf = new PdfStream(sink);
    this.text = new TextLayer(this.pdf);
    this.pagesRef = this.pdf.ref();
    this.grid = a4Grid(badgeMm, opts.marginMm, opts.gapMm);
  }

  get perPage() {
    return this.grid.perPage;
  }

  /** One badge: its JPEG (image.width × image.height px) and the texts drawn on it. */
  add(jpeg: Uint8Array, texts: DrawnText[]): void {
    const { pdf, grid, opts } = this;
    const slot = this.count++ % grid.perPage;
    if (slot === 0) this.endPage();
    const page = (this.page ??= { ops: [], images: {}, fonts: new Set() });
    const [pageH, w, h] = [pt(grid.page.height), pt(grid.width), pt(grid.height)];
    const k = w / this.image.width; // pt per image pixel
    const ref = pdf.ref();
    pdf.stream(ref, jpeg, { Type: 'XObject', Subtype: 'Image', Width: this.image.width, Height: this.image.height, ColorSpace: 'DeviceRGB', BitsPerComponent: 8, Filter: 'DCTDecode' });
    page.images[`B${slot}`] = ref;
    // PDF y runs upwards from the page's bottom edge
    const x = pt(opts.marginMm + (slot % grid.cols) * (grid.width + opts.gapMm));
    const y = pageH - pt(opts.marginMm + Math.floor(slot / grid.cols) * (grid.height + opts.gapMm)) - h;
    page.ops.push(`q ${w.toFixed(2)} 0 0 ${h.toFixed(2)} ${x.toFixed(2)} ${y.toFixed(2)} cm /B${slot} Do Q`);
    for (const t of texts) page.ops.push(this.text.show(t.text, x + (t.cx - t.width / 2) * k, y + h - (t.cy + t.px * BASELINE) * k, t.width * k, t.px * k, page.fonts));
  }

  private endPage(): void {
    const { pdf, page } = this;
    if (!page) return;
    const contents = pdf.ref();
    pdf.flate(contents, page.ops.join('\n'));
    const ref = pdf.ref();
    pdf.write(ref, pdf.obj({ Type: 'Page', Parent: this.pagesRef, MediaBox: [0, 0, pt(this.grid.page.width), pt(this.grid.page.height)], Resources: { XObject: page.images, Font: this.text.resources(page.fonts) }, Contents: contents }));
    this.kids.push(ref);
    this.page = null;
  }

  /** Ends the last page and writes the file's tail; answers what was written. */
  finish(): { count: number; pages: number; perPage: number } {
    const { pdf } = this;
    this.endPage();
    this.text.finish();
    pdf.write(this.pagesRef, pdf.obj({ Type: 'Pages', Kids: this.kids, Count: this.kids.length }));
    const catalog = pdf.ref();
    pdf.write(catalog, pdf.obj({ Type: 'Catalog', Pages: this.pagesRef }));
    const info = pdf.ref();
    pdf.write(info, pdf.obj({ Producer: PDFString.of('Conflow'), ...(this.opts.title ? { Title: PDFHexString.fromText(this.opts.title) } : {}) }));
    pdf.finish(catalog, info);
    return { count: this.count, pages: this.kids.length, perPage: this.grid.perPage };
  }
}
