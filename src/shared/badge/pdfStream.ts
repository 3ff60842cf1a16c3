// A PDF written front to back as its objects are made (pdf-lib's objects and their serialisation,
// our own order): an object is written the moment it is complete and then forgotten, and the file's
// cross-reference table is built from the offsets at the end. pdf-lib's PDFDocument keeps every
// object until save() and then copies them all into one buffer — three copies of 10,000 badges.
// Where the bytes go is the caller's: Blobs in the browser (blobSink.ts), a file on the server.
import { PDFContext, PDFDict, PDFName, PDFNumber, PDFRawStream, PDFRef, type PDFObject } from 'pdf-lib';
import { zlibSync } from 'fflate';

/** Where a PDF's bytes are written, in order; `size` counts them (the offsets of the xref table). Strings are ASCII. */
export interface ByteSink {
  push(piece: Uint8Array | string): void;
  readonly size: number;
}

type Dict = Record<string, unknown>;

export class PdfStream {
  readonly context = PDFContext.create();
  private readonly offsets: number[] = [];

  constructor(private readonly sink: ByteSink) {
    // the binary comment tells transfer programs the file is binary (ISO 32000 §7.5.2)
    this.sink.push('%PDF-1.7\n');
    this.sink.push(new Uint8Array([0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x0a]));
  }

  /** A reference for an object written now or later (every one handed out must be written). */
  ref(): PDFRef {
    return this.context.nextRef();
  }

  /** A pdf-lib object from a literal (names as strings, refs, numbers, arrays, nested records). */
  obj(literal: Dict): PDFDict {
    return this.context.obj(literal as never) as unknown as PDFDict;
  }

  /** Writes an object under its reference. */
  write(ref: PDFRef, value: PDFObject): void {
    this.begin(ref);
    if (value instanceof PDFRawStream) {
      // the stream's bytes go to the file as they are (an image's JPEG is not copied byte by byte)
      value.dict.set(PDFName.of('Length'), PDFNumber.of(value.contents.length));
      this.sink.push(bytesOf(value.dict));
      this.sink.push('\nstream\n');
      this.sink.push(value.contents);
      this.sink.push('\nendstream');
    } else this.sink.push(bytesOf(value));
    this.sink.push('\nendobj\n');
  }

  /** A stream object of raw bytes (`Filter` in `dict` says how they are encoded). */
  stream(ref: PDFRef, bytes: Uint8Array, dict: Dict = {}): void {
    this.write(ref, PDFRawStream.of(this.obj(dict), bytes));
  }

  /** A stream of text (content streams, CMaps), deflated. */
  flate(ref: PDFRef, text: string, dict: Dict = {}): void {
    this.stream(ref, zlibSync(new TextEncoder().encode(text)), { ...dict, Filter: 'FlateDecode' });
  }

  /** The cross-reference table and trailer: the file is finished in the sink. */
  finish(root: PDFRef, info: PDFRef): void {
    const count = this.context.largestObjectNumber + 1;
    const start = this.sink.size;
    const lines = ['xref', `0 ${count}`, '0000000000 65535 f '];
    for (let n = 1; n < count; n++) {
      const at = this.offsets[n];
      if (at === undefined) throw new Error(`PDF object ${n} was never written`);
      lines.push(`${String(at).padStart(10, '0')} 00000 n `);
    }
    this.sink.push(`${lines.join('\n')}\n`);
    this.sink.push(`trailer\n<< /Size ${count} /Root ${root.toString()} /Info ${info.toString()} >>\nstartxref\n${start}\n%%EOF\n`);
  }

  private begin(ref: PDFRef): void {
    this.offsets[ref.objectNumber] = this.sink.size;
    this.sink.push(`${ref.objectNumber} 0 obj\n`);
  }
}

function bytesOf(value: PDFObject): Uint8Array {
  const out = new Uint8Array(value.sizeInBytes());
  value.copyBytesInto(out, 0);
  return out;
}
