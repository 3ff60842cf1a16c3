// An fflate Zip whose output chunks wait in a queue until the reader pulls them: the streamed exports
// (XLSX sheets, collection ZIPs) add entries and yield `drain()` between pushes, so memory holds what
// was made since the last pull and an error inside fflate surfaces at the next pull.
import { Zip } from 'fflate';

export function zipQueue(): { zip: Zip; drain: () => Generator<Uint8Array> } {
  const out: Uint8Array[] = [];
  let failed: Error | null = null;
  const zip = new Zip((err, chunk) => {
    if (err) failed = err;
    else out.push(chunk);
  });
  function* drain() {
    if (failed) throw failed;
    while (out.length) yield out.shift()!;
  }
  return { zip, drain };
}
