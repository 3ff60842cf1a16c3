// Media upload limits, one place for every category of POST /api/media/upload. Defaults here; the
// `media` settings row ({ "richImageFiles": 20, ... }) changes any of them for every process at once
// (read at each upload). Spec 1 §5/§9: editor uploads are images up to 20 MB (10 files at a time),
// videos up to 100 MB (5), files up to 50 MB (5). Hotel images: the spec reads the size three ways
// (5 MB, 10 MB, 50 MB): 10 MB by default and never above the 50 MB reading.
import type { Db } from '../db/driver';
import { getSetting } from '../settings';

const MB = 1024 * 1024;

export const MEDIA_DEFAULTS = {
  /** hotel and room-type images (spec 2 §2.5) */
  maxImageBytes: 10 * MB,
  /** rich-text images: size of one, and how many one upload may carry */
  richImageBytes: 20 * MB,
  richImageFiles: 10,
  videoBytes: 100 * MB,
  videoFiles: 5,
  fileBytes: 50 * MB,
  fileFiles: 5,
  logoBytes: 2 * MB,
  faviconBytes: 1 * MB,
  /** an image with more pixels than this is refused before it is decoded (a decompression bomb) */
  maxInputPixels: 50_000_000,
  /** images resized at once by one process; more wait their turn */
  imageConcurrency: 1,
  /** images waiting for their turn before an upload is answered 429 */
  imageQueue: 8,
};
export type MediaSettings = typeof MEDIA_DEFAULTS;

/** Hard ceilings no setting passes (the multipart parser's own limit is 100 MB a file, 10 files). */
const CEILING: Partial<Record<keyof MediaSettings, number>> = {
  maxImageBytes: 50 * MB, richImageBytes: 100 * MB, videoBytes: 100 * MB, fileBytes: 100 * MB, logoBytes: 100 * MB, faviconBytes: 100 * MB,
  richImageFiles: 10, videoFiles: 10, fileFiles: 10, maxInputPixels: 268_402_689, imageConcurrency: 8, imageQueue: 1000,
};

export const IMAGE_TYPES: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

export async function mediaLimits(db: Db): Promise<MediaSettings> {
  const saved = (await getSetting<Partial<Record<keyof MediaSettings, unknown>>>(db, 'media')) ?? {};
  const out = { ...MEDIA_DEFAULTS };
  for (const k of Object.keys(out) as (keyof MediaSettings)[]) {
    const n = Number(saved[k]);
    if (saved[k] !== undefined && Number.isInteger(n) && n > 0) out[k] = Math.min(n, CEILING[k] ?? n);
  }
  return out;
}

export const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;
