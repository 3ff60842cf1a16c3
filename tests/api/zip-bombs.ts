// ZIP bombs for the import tests, built with fflate: zeros inflate ~1000 times, so a few kB unpack to
// tens of MB; `lying` rewrites the sizes a ZIP's headers declare (local and central) to a small claim.
import { zipSync } from 'fflate';

export const MB = 1024 * 1024;

/** A ZIP whose headers (local and central) claim every entry unpacks to `claim` bytes. */
export function lying(zip: Uint8Array, claim: number): Buffer {
  const b = Buffer.from(zip);
  for (let i = 0; i + 4 <= b.length; i++) {
    const sig = b.readUInt32LE(i);
    if (sig === 0x04034b50) b.writeUInt32LE(claim, i + 22);
    else if (sig === 0x02014b50) b.writeUInt32LE(claim, i + 24);
  }
  return b;
}

/** A workbook-like ZIP whose one sheet unpacks to `mb` MB (what its headers declare, unless lying). */
export const sheetBomb = (mb: number) => Buffer.from(zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(mb * MB) }, { level: 1 }));
