// Names the media routes give out: `<32 hex>.<ext>` for a file kept as sent, `<32 hex>-w<width>.<ext>`
// for an image's variants (shared/media/variants.ts). Nothing else is ever served.
import { variantName, widthsFor } from '../../shared/media/variants';

export const MIME_OF: Record<string, string> = {
  png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', ico: 'image/x-icon',
  mp4: 'video/mp4', webm: 'video/webm', ogv: 'video/ogg', mov: 'video/quicktime',
  pdf: 'application/pdf', doc: 'application/msword', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint', pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain; charset=utf-8',
};

export const STORED = /^([a-f0-9]{32})(?:-w(\d{1,4}))?\.(png|jpg|gif|webp|ico|mp4|webm|ogv|mov|pdf|docx?|xlsx?|pptx?|txt)$/;

/** The stored variants beside a kept image's path (relative to uploads/), none for any other path. */
export function siblingPaths(rel: string): string[] {
  const m = /^(.*\/)([a-f0-9]{32})-w(\d{1,4})\.(jpg|png)$/.exec(rel);
  if (!m) return [];
  return widthsFor(Number(m[3])).flatMap((w) => [variantName(m[2], w, 'webp'), variantName(m[2], w, m[4])].map((n) => m[1] + n)).filter((p) => p !== rel);
}
