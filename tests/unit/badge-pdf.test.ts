// The print PDF is written front to back (pdfStream.ts) with each badge's texts as an invisible layer
// (textLayer.ts): every cross-reference offset points at its object, pdf-lib reads the file back, and
// the codes shown on a page map through the fonts' ToUnicode maps to the texts — Chinese included, past
// the 256 characters one font holds.
import { describe, expect, it } from 'vitest';
import { unzlibSync } from 'fflate';
import { PDFDocument, PDFName, PDFRawStream, PDFDict, PDFRef } from 'pdf-lib';
import { PdfStream } from '../../src/shared/badge/pdfStream';
import { TextLayer } from '../../src/shared/badge/textLayer';
import { BlobSink } from '../../renderers/badge/lib/blobSink';

const JPEG_1PX = Uint8Array.from(Buffer.from('/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=', 'base64'));

async function build(pagesOfText: string[][]) {
  const sink = new BlobSink();
  const pdf = new PdfStream(sink);
  const text = new TextLayer(pdf);
  const pagesRef = pdf.ref();
  const kids = pagesOfText.map((texts) => {
    const image = pdf.ref();
    pdf.stream(image, JPEG_1PX, { Type: 'XObject', Subtype: 'Image', Width: 1, Height: 1, ColorSpace: 'DeviceRGB', BitsPerComponent: 8, Filter: 'DCTDecode' });
    const used = new Set<number>();
    const ops = ['q 255 0 0 142 28 672 cm /B0 Do Q', ...texts.map((s, i) => text.show(s, 40, 760 - i * 20, 100, 12, used))];
    const contents = pdf.ref();
    pdf.flate(contents, ops.join('\n'));
    const page = pdf.ref();
    pdf.write(page, pdf.obj({ Type: 'Page', Parent: pagesRef, MediaBox: [0, 0, 595, 842], Resources: { XObject: { B0: image }, Font: text.resources(used) }, Contents: contents }));
    return page;
  });
  text.finish();
  pdf.write(pagesRef, pdf.obj({ Type: 'Pages', Kids: kids, Count: kids.length }));
  const catalog = pdf.ref();
  pdf.write(catalog, pdf.obj({ Type: 'Catalog', Pages: pagesRef }));
  const info = pdf.ref();
  pdf.write(info, pdf.obj({}));
  pdf.finish(catalog, info);
  return new Uint8Array(await sink.blob('application/pdf').arrayBuffer());
}

/** The texts a page shows, decoded as a text extractor does: codes through each font's ToUnicode. */
function pageTexts(doc: PDFDocument, index: number): string[] {
  const page = doc.getPage(index).node;
  const fonts = page.Resources()!.lookup(PDFName.of('Font'), PDFDict);
  const maps = new Map<string, Map<number, string>>();
  for (const [name, ref] of fonts.entries()) {
    const font = doc.context.lookup(ref as PDFRef, PDFDict);
    const cmap = new TextDecoder().decode(unzlibSync((font.lookup(PDFName.of('ToUnicode')) as PDFRawStream).contents));
    const map = new Map<number, string>();
    for (const m of cmap.matchAll(/<([0-9A-F]{2})> <([0-9A-F]{4,})>/g)) map.set(parseInt(m[1], 16), String.fromCharCode(...m[2].match(/.{4}/g)!.map((h) => parseInt(h, 16))));
    maps.set(name.asString(), map);
  }
  const content = new TextDecoder().decode(unzlibSync((doc.context.lookup(page.get(PDFName.of('Contents')) as PDFRef) as PDFRawStream).contents));
  return content.split('\n').filter((l) => l.startsWith('BT')).map((line) => {
    let font = '';
    let out = '';
    for (const m of line.matchAll(/(\/T\d+) [\d.]+ Tf|<([0-9A-F]*)> Tj/g)) {
      if (m[1]) font = m[1];
      else out += m[2].match(/.{2}/g)!.map((h) => maps.get(font)!.get(parseInt(h, 16))).join('');
    }
    return out;
  });
}

describe('badge PDF writer and text layer', () => {
  it('writes a file whose cross-reference offsets each point at their object, read back whole', async () => {
    const bytes = await build([['林小雨', '浙江大学 Zhejiang'], ['孙到场', 'VIP票']]);
    const text = new TextDecoder('latin1').decode(bytes);
    const start = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
    expect(text.slice(start, start + 4)).toBe('xref');
    const entries = [...text.slice(start).matchAll(/^(\d{10}) 00000 n $/gm)];
    expect(entries.length).toBeGreaterThan(8);
    entries.forEach((m, i) => expect(text.slice(Number(m[1]), Number(m[1]) + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(2);
    expect(pageTexts(doc, 0)).toEqual(['林小雨', '浙江大学 Zhejiang']);
    expect(pageTexts(doc, 1)).toEqual(['孙到场', 'VIP票']);
  });

  it('spreads more than 256 characters over several fonts and still maps each back', async () => {
    const many = Array.from({ length: 600 }, (_, i) => String.fromCodePoint(0x4e00 + i));
    const lines = [many.slice(0, 300).join(''), many.slice(300).join('')];
    const doc = await PDFDocument.load(await build([lines]));
    expect(doc.getPage(0).node.Resources()!.lookup(PDFName.of('Font'), PDFDict).keys()).toHaveLength(3);
    expect(pageTexts(doc, 0)).toEqual(lines);
  });
});
