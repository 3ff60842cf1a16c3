// Badge export in the browser, as the badge screen does it (renderers/badge/lib/export.ts), on people
// shaped as the people call answers them: the print PDF of `count` badges (10 per A4 page) timed, with
// the JavaScript heap's peak (Chromium's performance.memory, precise with --enable-precise-memory-info);
// the same export cancelled after two seconds, timed from the cancel to the stop; the ZIP of PNGs of
// `zipCount`. The design is the schema defaults.
import { badgesPdf, badgesZip } from '../../../renderers/badge/lib/export';
import { badgeDesign, badgePerson } from '../../../stories/Badge.fixtures';

async function* pages(count: number, size = 100) {
  for (let i = 0; i < count; i += size) {
    yield Array.from({ length: Math.min(size, count - i) }, (_, k) => ({ ...badgePerson, id: i + k + 1, 'registration.id': i + k + 1, name: `参会人${i + k + 1}`, checkinCode: `K${String(i + k).padStart(11, '0')}` }));
  }
}

const heap = () => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0;

export async function exportBadges(count: number, zipCount: number): Promise<Record<string, number>> {
  const design = badgeDesign();
  const pdfOpts = { scale: 2, marginMm: 10, gapMm: 4, quality: 0.92 };
  let peakHeap = heap();
  const timer = setInterval(() => (peakHeap = Math.max(peakHeap, heap())), 200);
  let t0 = performance.now();
  const pdf = await badgesPdf(design, pages(count), count, pdfOpts);
  const pdfMs = performance.now() - t0;
  clearInterval(timer);

  const ctl = new AbortController();
  let cancelledAt = 0;
  let doneAtCancel = 0;
  setTimeout(() => ((cancelledAt = performance.now()), ctl.abort()), 2000);
  const stopped = await badgesPdf(design, pages(count), count, { ...pdfOpts, signal: ctl.signal, onProgress: (done) => (doneAtCancel = done) }).then(() => 'finished', (e: Error) => e.name);
  const cancelStopMs = performance.now() - cancelledAt;

  t0 = performance.now();
  const zip = await badgesZip(design, pages(zipCount), zipCount, { scale: 2 });
  const zipMs = performance.now() - t0;
  return {
    count: pdf.count, pdfMs, pdfPages: pdf.pages, pdfBytes: pdf.blob.size, peakHeap,
    cancelled: stopped === 'AbortError' ? 1 : 0, doneAtCancel, cancelStopMs, zipMs, zipBytes: zip.blob.size, zipCount: zip.count,
  };
}
