// Image upload limits. The spec reads the size limit three ways (5 MB in the simple hotel form, 10 MB
// in the full form, 50 MB in the upload check): 10 MB by default, changed by the `media` settings row
// ({ "maxImageBytes": n }) for every process at once, and never above the 50 MB reading.
import type { Db } from '../db/driver';
import { getSetting } from '../settings';

export const MEDIA_DEFAULTS = { maxImageBytes: 10 * 1024 * 1024 };
export const MEDIA_CEILING = 50 * 1024 * 1024;
export const IMAGE_TYPES: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

export async function mediaLimits(db: Db): Promise<typeof MEDIA_DEFAULTS> {
  const s = { ...MEDIA_DEFAULTS, ...((await getSetting<Partial<typeof MEDIA_DEFAULTS>>(db, 'media')) ?? {}) };
  const n = Number(s.maxImageBytes);
  return { maxImageBytes: Number.isFinite(n) && n > 0 ? Math.min(n, MEDIA_CEILING) : MEDIA_DEFAULTS.maxImageBytes };
}
