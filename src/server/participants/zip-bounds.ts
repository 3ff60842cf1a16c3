// How much a ZIP really unpacks to, found before anything trusts it (issue 18, zip bombs): the workbook
// reader inflates entries by their local headers and believes their declared sizes, so a 2 MB file may
// unpack to gigabytes or lie about its sizes. Here every entry is inflated for real by fflate's streaming
// Unzip, fed in small slices so one step never produces more than a few MB, and the walk stops at the
// first bound crossed (nothing inflated is kept).
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';

export interface ZipBounds {
  /** inflated bytes of all entries together */
  maxUnpackedBytes: number;
  /** inflated bytes of one entry (a sheet) */
  maxEntryBytes: number;
  maxEntries: number;
}

/** Which bound a ZIP crossed: too many entries, one too large, all too large; or unreadable. */
export type ZipExcess = 'entries' | 'entry' | 'total' | 'unreadable';

/** ~1 MB at most out of one slice (DEFLATE inflates at most ~1032 times) */
const SLICE = 1024;

/** The first bound the ZIP crosses when unpacked, or null when it stays within all of them. */
export function zipExcess(buf: Uint8Array, bounds: ZipBounds): ZipExcess | null {
  let total = 0;
  let entries = 0;
  let excess: ZipExcess | null = null;
  const open: UnzipFile[] = [];
  const unzip = new Unzip((file) => {
    if (excess) return;
    if (++entries > bounds.maxEntries) {
      excess = 'entries';
      return;
    }
    let size = 0;
    file.ondata = (err, data) => {
      if (excess) return;
      if (err) {
        excess = 'unreadable';
        return;
      }
      size += data.length;
      total += data.length;
      if (size > bounds.maxEntryBytes) excess = 'entry';
      else if (total > bounds.maxUnpackedBytes) excess = 'total';
    };
    open.push(file);
    try {
      file.start();
    } catch {
      excess = 'unreadable';
    }
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < buf.length && !excess; at += SLICE) unzip.push(buf.subarray(at, at + SLICE), at + SLICE >= buf.length);
  } catch {
    excess ??= 'unreadable';
  }
  for (const f of open) f.terminate();
  return excess;
}
