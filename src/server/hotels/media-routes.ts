// POST /api/media/upload (spec 2 §7): hotel and room-type images. Streamed to disk with the size limit
// (a setting, media-settings.ts) enforced as they arrive, the type sniffed from the bytes (a renamed
// text file is refused), the caller must own the meeting named; files count against the meeting
// organizer's upload quota, land under uploads/media/<meetingId>/ with a random name and are served
// publicly, since participants' pages show them.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { AppError, notFound } from '../http/errors';
import { ownedMeeting } from '../meetings/scoped';
import { IMAGE_TYPES, mediaLimits } from './media-settings';
import { MAX_IMAGES } from './rules';
import { withUpload } from '../uploads/receive';
import { sniffAmong } from '../uploads/sniff';
import { keepForMeeting } from '../uploads/store';
import { PUBLIC_CACHE, sendStored } from '../uploads/serve';

const CATEGORIES = ['hotel', 'roomType'];

export function mediaRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const root = path.join(ctx.uploadDir, 'media');

  route(app, {
    method: 'POST', url: '/api/media/upload', access: { meeting: ['editor'], across: true }, tags: ['media'], multipart: { files: ['file'], fields: { meetingId: 'the meeting', category: 'what the image is for (hotel by default)' } },
    answer: '{ fileUrl, fileName, url, originalName, size, category } (also success: true)',
    summary: 'Upload a hotel or room-type image: multipart file, category (hotel | roomType), meetingId; JPG or PNG, size limit from settings',
    async handler(req) {
      const { maxImageBytes } = await mediaLimits(ctx.db);
      return withUpload(req, ctx.uploadDir, {
        maxBytes: maxImageBytes, fileFields: ['file'], maxFields: 10,
        tooLarge: () => new AppError(413, 'media.tooLarge', { size: Math.round((maxImageBytes / 1024 / 1024) * 10) / 10 }),
        notMultipart: () => new AppError(400, 'media.fileMissing'),
      }, async ({ fields, files: [file] }) => {
        const category = fields.category || 'hotel';
        if (!CATEGORIES.includes(category)) throw new AppError(400, 'media.category');
        if (!/^\d{1,9}$/.test(fields.meetingId ?? '')) throw new AppError(400, 'media.meetingId');
        const meeting = await ownedMeeting(ctx, req.caller!.user, Number(fields.meetingId));
        if (!file) throw new AppError(400, 'media.fileMissing');
        const type = await sniffAmong(file.tmp, IMAGE_TYPES);
        if (!type) throw new AppError(415, category === 'hotel' ? 'media.hotelType' : 'media.roomTypeType');
        const kept = await keepForMeeting(ctx, file, meeting, 'media', type);
        const fileUrl = `/api/media/files/${meeting.id}/${kept.storedName}`;
        const data = { fileUrl, url: fileUrl, fileName: kept.storedName, originalName: kept.originalName, size: kept.size, category };
        return { ...ok(data, req.t('media.uploaded')), success: true };
      });
    },
  });

  route(app, {
    method: 'GET', url: '/api/media/limits', access: { meeting: ['editor'], across: true }, tags: ['media'], answer: '{ maxImageBytes, maxImageMb, maxImages, types }',
    summary: 'The image upload limits in force (the upload widget’s hint)',
    async handler() {
      const { maxImageBytes } = await mediaLimits(ctx.db);
      return ok({ maxImageBytes, maxImageMb: Math.round((maxImageBytes / 1024 / 1024) * 10) / 10, maxImages: MAX_IMAGES, types: Object.keys(IMAGE_TYPES) });
    },
  });

  route(app, {
    method: 'GET', url: '/api/media/files/:meetingId/:name', access: 'public', tags: ['media'], answer: 'image', file: Object.keys(IMAGE_TYPES),
    summary: 'An uploaded hotel or room-type image',
    async handler(req, reply) {
      const { meetingId, name } = req.params as { meetingId: string; name: string };
      // only names this server gave out: no separators, no dots but the extension
      if (!/^\d{1,9}$/.test(meetingId) || !/^[a-f0-9]{32}\.(png|jpg)$/.test(name)) throw notFound();
      return sendStored(reply, path.join(root, meetingId, name), { type: name.endsWith('.png') ? 'image/png' : 'image/jpeg', cache: PUBLIC_CACHE });
    },
  });
}
