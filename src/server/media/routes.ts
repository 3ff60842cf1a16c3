// POST /api/media/upload (spec 1 §5, §7; spec 2 §7): every upload of a meeting's media — hotel and
// room-type images, rich-text images, videos and files, the site's logo and favicon. Multipart `file`
// (one, or as many as the category allows at once), `category`, `description`, `meetingId`. Each file
// is streamed to disk with its category's size limit enforced as it arrives (the limit of the category
// named before the file; the largest until then, and the named one checked after), its type sniffed
// from the bytes (a renamed text file is refused), the caller one of the meeting's editors; files count
// against the organizer's upload quota and are served publicly (participants' pages show them). Still
// images are re-encoded as WebP and JPEG/PNG variants at a few widths (images.ts), answered beside the
// spec's fields. Limits are settings (settings.ts).
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { AppError, notFound } from '../http/errors';
import { ownedMeeting } from '../meetings/scoped';
import { withUpload, type TempFile } from '../uploads/receive';
import { sniffAmong, type Sniffed } from '../uploads/sniff';
import { contentDisposition, PUBLIC_CACHE, sendStored } from '../uploads/serve';
import { uploadAt } from '../uploads/store';
import { documentType } from '../meeting-content/upload';
import { IMAGE_TYPES, mb, mediaLimits, type MediaSettings } from './settings';
import { MAX_IMAGES } from '../hotels/rules';
import { keepMedia, type KeptMedia } from './keep';
import { MIME_OF, STORED } from './stored-names';
import { addToLibrary, mediaLibraryRoutes } from './library-routes';

const STILL: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' };
const VIDEO: Record<string, string> = { 'video/mp4': 'mp4', 'video/webm': 'webm', 'video/ogg': 'ogv', 'video/quicktime': 'mov' };
const FAVICON: Record<string, string> = { 'image/png': 'png', 'image/x-icon': 'ico', 'image/vnd.microsoft.icon': 'ico' };

interface Category {
  kind: 'image' | 'video' | 'file' | 'favicon';
  /** bytes of one file, files at once (both from settings) */
  limit(s: MediaSettings): { bytes: number; files: number };
  types?: Record<string, string>;
  typeKey: string;
  sizeKey: string;
  missingKey: string;
}

const image = (typeKey: string, types: Record<string, string>, limit: Category['limit'], sizeKey = 'media.tooLarge'): Category =>
  ({ kind: 'image', types, limit, typeKey, sizeKey, missingKey: 'media.fileMissing' });

/** The categories taken, by the `category` field (hotel when none is sent, as before). */
export const CATEGORIES: Record<string, Category> = {
  hotel: image('media.hotelType', IMAGE_TYPES, (s) => ({ bytes: s.maxImageBytes, files: 1 })),
  roomType: image('media.roomTypeType', IMAGE_TYPES, (s) => ({ bytes: s.maxImageBytes, files: 1 })),
  image: image('media.imageType', STILL, (s) => ({ bytes: s.richImageBytes, files: s.richImageFiles })),
  logo: image('media.logoType', IMAGE_TYPES, (s) => ({ bytes: s.logoBytes, files: 1 }), 'media.logoSize'),
  favicon: { kind: 'favicon', types: FAVICON, limit: (s) => ({ bytes: s.faviconBytes, files: 1 }), typeKey: 'media.faviconType', sizeKey: 'media.faviconSize', missingKey: 'media.fileMissing' },
  video: { kind: 'video', types: VIDEO, limit: (s) => ({ bytes: s.videoBytes, files: s.videoFiles }), typeKey: 'media.videoType', sizeKey: 'media.videoSize', missingKey: 'media.fileMissingAny' },
  file: { kind: 'file', limit: (s) => ({ bytes: s.fileBytes, files: s.fileFiles }), typeKey: 'media.fileType', sizeKey: 'media.fileSize', missingKey: 'media.fileMissingAny' },
};
const NAMES = Object.keys(CATEGORIES);
const categoryOf = (fields: Record<string, string>) => CATEGORIES[fields.category || 'hotel'];
const largest = (s: MediaSettings) => Math.max(...Object.values(CATEGORIES).map((c) => c.limit(s).bytes));
const MAX_AT_ONCE = 10; // the multipart parser's own bound (app.ts)

async function typeOf(c: Category, f: TempFile): Promise<Sniffed | undefined> {
  return c.types ? sniffAmong(f.tmp, c.types) : documentType(f, f.name);
}

export function mediaRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, {
    method: 'POST', url: '/api/media/upload', access: { meeting: ['editor'], across: true }, tags: ['media'],
    multipart: { files: ['file'], fields: { meetingId: 'the meeting', category: `what it is for: ${NAMES.join(' | ')} (hotel by default)`, description: 'a note on the file (answered back)' } },
    answer: '{ success, message, data: { fileUrl, url, fileName, originalName, size, category, description, mime, width?, height?, variants?: [{ width, webp, fallback }], files: [the same for each file] } }',
    summary: 'Upload media of a meeting (multipart file, category, description, meetingId): images are re-encoded as WebP and JPEG/PNG at up to four widths; limits per category from settings',
    async handler(req) {
      const s = await mediaLimits(ctx.db);
      const tooLarge = (fields: Record<string, string>) => {
        const c = categoryOf(fields) ?? CATEGORIES.file;
        return new AppError(413, c.sizeKey, { size: mb(c.limit(s).bytes) });
      };
      return withUpload(req, ctx.uploadDir, {
        maxBytes: (fields) => (fields.category !== undefined && categoryOf(fields) ? categoryOf(fields).limit(s).bytes : largest(s)), maxFiles: MAX_AT_ONCE, fileFields: ['file'], maxFields: 10,
        tooLarge,
        notMultipart: () => new AppError(400, 'media.fileMissing'),
        tooMany: () => new AppError(400, 'media.tooMany', { max: MAX_AT_ONCE }),
      }, async ({ fields, files }) => {
        const c = categoryOf(fields);
        if (!c) throw new AppError(400, 'media.category', { list: NAMES.join(', ') });
        if (!/^\d{1,9}$/.test(fields.meetingId ?? '')) throw new AppError(400, 'media.meetingId');
        const meeting = await ownedMeeting(ctx, req.caller!.user, Number(fields.meetingId));
        if (!files.length) throw new AppError(400, c.missingKey);
        const limit = c.limit(s);
        if (files.length > limit.files) throw new AppError(400, 'media.tooMany', { max: limit.files });
        if (files.some((f) => f.size > limit.bytes)) throw tooLarge(fields);
        const types: Sniffed[] = [];
        for (const f of files) {
          const t = await typeOf(c, f);
          if (!t) throw new AppError(415, c.typeKey);
          types.push(t);
        }
        const category = fields.category || 'hotel';
        const description = (fields.description ?? '').slice(0, 500);
        const kept: KeptMedia[] = [];
        for (const [i, f] of files.entries()) {
          kept.push(await keepMedia(ctx, meeting, f, types[i], { area: 'media', urlPrefix: '/api/media/files/', image: c.kind === 'image', settings: s }));
        }
        await addToLibrary(ctx, kept.map((k) => `media/${meeting.id}/${k.fileName}`), category, description);
        const out = kept.map((k) => ({ ...k, url: k.fileUrl, category, description }));
        return { ...ok({ ...out[0], files: out }, req.t('media.uploaded')), success: true };
      });
    },
  });

  route(app, {
    method: 'GET', url: '/api/media/limits', access: { meeting: ['editor'], across: true }, tags: ['media'],
    answer: '{ maxImageBytes, maxImageMb, maxImages, types, categories: { [category]: { maxBytes, maxMb, maxFiles } } }',
    summary: 'The upload limits in force (the upload widgets’ hints)',
    async handler() {
      const s = await mediaLimits(ctx.db);
      const categories = Object.fromEntries(NAMES.map((n) => {
        const l = CATEGORIES[n].limit(s);
        return [n, { maxBytes: l.bytes, maxMb: mb(l.bytes), maxFiles: l.files }];
      }));
      return ok({ maxImageBytes: s.maxImageBytes, maxImageMb: mb(s.maxImageBytes), maxImages: MAX_IMAGES, types: Object.keys(IMAGE_TYPES), categories });
    },
  });

  route(app, {
    method: 'GET', url: '/api/media/files/:meetingId/:name', access: 'public', tags: ['media'], answer: 'the file', file: [...new Set(Object.values(MIME_OF))],
    summary: 'An uploaded media file (an image variant, a video, a file: files download under their uploaded name)',
    async handler(req, reply) {
      const { meetingId, name } = req.params as { meetingId: string; name: string };
      // only names this server gave out: no separators, no dots but the extension
      const m = STORED.exec(name);
      if (!/^\d{1,9}$/.test(meetingId) || !m) throw notFound();
      const ext = m[3];
      const file = `media/${meetingId}/${name}`;
      if (/^(pdf|docx?|xlsx?|pptx?|txt)$/.test(ext)) {
        const rec = await uploadAt(ctx, `media/${meetingId}/${name}`);
        if (!rec) throw notFound();
        return sendStored(reply, ctx.storage, file, { type: MIME_OF[ext], cache: PUBLIC_CACHE, disposition: contentDisposition('attachment', rec.originalName) });
      }
      return sendStored(reply, ctx.storage, file, { type: MIME_OF[ext], cache: PUBLIC_CACHE });
    },
  });
}

export default async function routes(app: FastifyInstance) {
  mediaRoutes(app);
  mediaLibraryRoutes(app);
}
