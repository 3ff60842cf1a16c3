// The badges' texts as invisible PDF text over their pictures, as scanned documents carry their OCR
// text: the printed badge stays the drawn image (any script, the preview's fonts), while the PDF can
// be searched, copied from and read back (pdftotext). The glyphs come from Type 3 fonts whose glyphs
// draw nothing, 256 characters each, with a ToUnicode map saying which character each code is — so
// no font file has to be shipped to the browser or embedded.
import type { PDFRef } from 'pdf-lib';
import type { PdfStream } from './pdfStream';

const PER_FONT = 256;
/** glyph space: 1000 units per em, every glyph one em wide */
const EM = 1000;

interface Font {
  ref: PDFRef;
  chars: number[];
}

const hex2 = (n: number) => n.toString(16).padStart(2, '0').toUpperCase();
const utf16 = (cp: number) => Array.from(String.fromCodePoint(cp), (c) => c.charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()).join('');
const num = (n: number) => (Math.round(n * 100) / 100).toString();

export class TextLayer {
  private readonly fonts: Font[] = [];
  private readonly codes = new Map<number, number>();

  constructor(private readonly pdf: PdfStream) {}

  /** The global index of a character, given one the first time it is seen. */
  private indexOf(cp: number): number {
    let i = this.codes.get(cp);
    if (i === undefined) {
      i = this.codes.size;
      this.codes.set(cp, i);
      const f = Math.floor(i / PER_FONT);
      if (!this.fonts[f]) this.fonts[f] = { ref: this.pdf.ref(), chars: [] };
      this.fonts[f].chars.push(cp);
    }
    return i;
  }

  /**
   * Content-stream operators showing `text` invisibly, its left end at x, baseline at y (pt), `width` pt
   * wide at `size` pt; the fonts it uses are added to `used` (their resource names are `T<n>`).
   */
  show(text: string, x: number, y: number, width: number, size: number, used: Set<number>): string {
    const chars = Array.from(text.replace(/\s+/g, ' ').trim());
    if (!chars.length || size <= 0) return '';
    const ops = [`BT 3 Tr ${num((100 * width) / (chars.length * size))} Tz 1 0 0 1 ${num(x)} ${num(y)} Tm`];
    let font = -1;
    let run = '';
    const flush = () => run && ops.push(`<${run}> Tj`);
    for (const c of chars) {
      const i = this.indexOf(c.codePointAt(0)!);
      const f = Math.floor(i / PER_FONT);
      if (f !== font) {
        flush();
        run = '';
        font = f;
        used.add(f);
        ops.push(`/T${f} ${num(size)} Tf`);
      }
      run += hex2(i % PER_FONT);
    }
    flush();
    ops.push('ET');
    return ops.join(' ');
  }

  /** A page's /Font resources for the fonts it used. */
  resources(used: Set<number>): Record<string, PDFRef> {
    return Object.fromEntries([...used].map((f) => [`T${f}`, this.fonts[f].ref]));
  }

  /** Writes the fonts (after the last page: a font learns its characters as pages use them). */
  finish(): void {
    if (!this.fonts.length) return;
    const glyph = this.pdf.ref();
    this.pdf.flate(glyph, `${EM} 0 d0`);
    const names = Array.from({ length: PER_FONT }, (_, i) => `g${i}`);
    for (const f of this.fonts) {
      const toUnicode = this.pdf.ref();
      this.pdf.flate(toUnicode, cmap(f.chars));
      const used = names.slice(0, f.chars.length);
      this.pdf.write(f.ref, this.pdf.obj({
        Type: 'Font', Subtype: 'Type3', FontBBox: [0, -200, EM, 800], FontMatrix: [1 / EM, 0, 0, 1 / EM, 0, 0],
        CharProcs: Object.fromEntries(used.map((n) => [n, glyph])),
        Encoding: { Type: 'Encoding', Differences: [0, ...used] },
        FirstChar: 0, LastChar: used.length - 1, Widths: used.map(() => EM),
        Resources: {}, ToUnicode: toUnicode,
      }));
    }
  }
}

/** A ToUnicode CMap: one-byte codes to their characters (bfchar blocks of at most 100, ISO 32000 §9.10.3). */
function cmap(chars: number[]): string {
  const blocks: string[] = [];
  for (let i = 0; i < chars.length; i += 100) {
    const part = chars.slice(i, i + 100);
    blocks.push(`${part.length} beginbfchar\n${part.map((cp, k) => `<${hex2(i + k)}> <${utf16(cp)}>`).join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin', '12 dict begin', 'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def', '/CMapName /Adobe-Identity-UCS def', '/CMapType 2 def',
    '1 begincodespacerange', '<00> <FF>', 'endcodespacerange', ...blocks,
    'endcmap', 'CMapName currentdict /CMap defineresource pop', 'end', 'end',
  ].join('\n');
}
