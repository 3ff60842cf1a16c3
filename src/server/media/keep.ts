// Keeping one uploaded file of a meeting: a still image becomes its variants (images.ts), counted as
// one upload of all their bytes against the organizer's quota; anything else is kept as sent.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Ctx } from '../http/context';
import type { Row } from '../db/repo';
import type { TempFile } from '../uploads/receive';
import type { Sniffed } from '../uploads/sniff';
import { keepForMeeting } from '../uploads/store';
import { encodeVariants, inImageSlot, lookAt, variantList, type Variant } from './images';
import type { MediaSettings } from './settings';

export interface KeptMedia {
  fileUrl: string;
  fileName: string;
  originalName: string;
  /** bytes stored (all variants of an image) */
  size: number;
  mime: string;
  width?: number;
  height?: number;
  /** an image's variants, narrowest first; none for anything else or an animated image */
  variants?: Variant[];
}

/**
 * Keeps `file` of type `type` under uploads/<area>/<meetingId>/, answered at `urlPrefix` + name.
 * `image`: re-encoded as variants (an animated one kept as sent after the pixel check).
 */
export async function keepMedia(ctx: Ctx, meeting: Row, file: TempFile, type: Sniffed, o: { area: string; urlPrefix: string; image: boolean; settings: MediaSettings }): Promise<KeptMedia> {
  if (!o.image) return asSent(ctx, meeting, file, type, o);
  const s = o.settings;
  const looked = await lookAt(file.tmp, s.maxInputPixels);
  if (looked.animated) return { ...(await asSent(ctx, meeting, file, type, o)), width: looked.width, height: looked.height };
  const scratch = path.join(ctx.uploadDir, '.tmp', `v-${randomBytes(12).toString('hex')}`);
  await fs.promises.mkdir(scratch, { recursive: true });
  try {
    const enc = await inImageSlot(s.imageConcurrency, s.imageQueue, () => encodeVariants(file.tmp, scratch, s.maxInputPixels, looked));
    const main: TempFile = { ...file, tmp: path.join(scratch, enc.main), size: enc.bytes };
    const kept = await keepForMeeting(ctx, main, meeting, o.area, { ext: enc.ext, mime: enc.mime }, {
      storedName: enc.main, siblings: enc.others.map((n) => ({ tmp: path.join(scratch, n), name: n })),
    });
    const prefix = `${o.urlPrefix}${meeting.id}/`;
    return { fileUrl: prefix + kept.storedName, fileName: kept.storedName, originalName: file.name, size: enc.bytes, mime: enc.mime, width: enc.width, height: enc.height, variants: variantList(prefix, enc) };
  } finally {
    await fs.promises.rm(scratch, { recursive: true, force: true });
  }
}

async function asSent(ctx: Ctx, meeting: Row, file: TempFile, type: Sniffed, o: { area: string; urlPrefix: string }): Promise<KeptMedia> {
  const kept = await keepForMeeting(ctx, file, meeting, o.area, type);
  return { fileUrl: `${o.urlPrefix}${meeting.id}/${kept.storedName}`, fileName: kept.storedName, originalName: kept.originalName, size: kept.size, mime: type.mime };
}
