// Bytes written one piece after another into a Blob without holding them all in the page's memory:
// every few megabytes the pieces so far become a Blob (the browser keeps Blob data itself, on disk
// when large), so a 10,000-badge PDF or ZIP never sits whole in JavaScript's heap.
const COALESCE_BYTES = 8 * 1024 * 1024;

export class BlobSink {
  private blobs: Blob[] = [];
  private pieces: BlobPart[] = [];
  private pending = 0;
  /** bytes written so far (PDF offsets count on it) */
  size = 0;

  push(piece: Uint8Array | string): void {
    const n = typeof piece === 'string' ? piece.length : piece.byteLength;
    this.pieces.push(piece as BlobPart);
    this.pending += n;
    this.size += n;
    if (this.pending >= COALESCE_BYTES) this.flush();
  }

  private flush(): void {
    if (!this.pieces.length) return;
    this.blobs.push(new Blob(this.pieces));
    this.pieces = [];
    this.pending = 0;
  }

  blob(type: string): Blob {
    this.flush();
    return new Blob(this.blobs, { type });
  }
}
