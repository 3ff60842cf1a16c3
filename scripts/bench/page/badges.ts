// Badge export of `count` participants in the browser, as the badge screen does it (renderers/badge/lib/export.ts):
// the print PDF (several badges per A4 page) and the ZIP of PNGs, timed; the design is the schema defaults.
import { badgesPdf, badgesZip } from '../../../renderers/badge/lib/export';
import { badgeDesign, badgePerson } from '../../../stories/Badge.fixtures';

async function* pages(count: number, size = 100) {
  for (let i = 0; i < count; i += size) {
    yield Array.from({ length: Math.min(size, count - i) }, (_, k) => ({ ...badgePerson, id: i + k + 1, name: `参会人${i + k + 1}`, checkinCode: `K${String(i + k).padStart(11, '0')}` }));
  }
}

export async function exportBadges(count: number): Promise<Record<string, number>> {
  const design = badgeDesign();
  let t0 = performance.now();
  const pdf = await badgesPdf(design, pages(count), count, { scale: 2, marginMm: 10, gapMm: 4, quality: 0.85 });
  const pdfMs = performance.now() - t0;
  t0 = performance.now();
  const zip = await badgesZip(design, pages(count), count, { scale: 2 });
  const zipMs = performance.now() - t0;
  return { count: pdf.count, pdfMs, pdfPages: pdf.pages, pdfBytes: pdf.blob.size, zipMs, zipBytes: zip.blob.size, zipCount: zip.count };
}
