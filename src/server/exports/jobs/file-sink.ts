// A PDF's bytes written straight into a file (pdfStream.ts's ByteSink on the server): each piece goes
// to disk as it comes, so a 10,000-badge PDF never sits in memory. Writes are synchronous: pieces are
// small (a badge's JPEG, an object) and the export's own pace is sharp's, not the disk's.
import { closeSync, openSync, writeSync } from 'node:fs';
import type { ByteSink } from '../../../shared/badge/pdfStream';

export class FileSink implements ByteSink {
  private fd: number | null;
  size = 0;

  constructor(readonly path: string) {
    this.fd = openSync(path, 'w');
  }

  push(piece: Uint8Array | string): void {
    // PDF syntax is ASCII: one byte per character
    const bytes = typeof piece === 'string' ? Buffer.from(piece, 'latin1') : piece;
    let at = 0;
    while (at < bytes.byteLength) at += writeSync(this.fd!, bytes, at, bytes.byteLength - at);
    this.size += bytes.byteLength;
  }

  close(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }
}
