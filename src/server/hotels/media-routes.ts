// POST /api/media/upload (spec 2 §7): hotel and room-type images. The type is sniffed from the bytes
// (a renamed text file is refused), the size limit is a setting (media-settings.ts), the caller must
// own the meeting named; files land under uploads/media/<meetingId>/ with a random name and are
// served publicly, since participants' pages show them.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { route, ok } from '../http/route';
import { AppError, notFound } from '../http/errors';
import { ownedMeeting } from '../meetings/scoped';
import { IMAGE_TYPES, mediaLimits } from './media-settings';
import { MAX_IMAGES } from './rules';

const CATEGORIES = ['hotel', 'roomType'];

export function mediaRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const root = path.join(ctx.uploadDir, 'media');

  route(app, {
    method: 'POST', url: '/api/media/upload', access: 'admin', tags: ['media'], multipart: true,
    answer: '{ fileUrl, fileName, url, originalName, size, category } (also success: true)',
    summary: 'Upload a hotel or room-type image: multipart file, category (hotel | roomType), meetingId; JPG or PNG, size limit from settings',
    async handler(req) {
      const { maxImageBytes } = await mediaLimits(ctx.db);
      const fields: Record<string, string> = {};
      let file: { buf: Buffer; name: string } | undefined;
      try {
        for await (const part of req.parts({ limits: { fileSize: maxImageBytes, files: 1, fields: 10 } })) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file' || file) {
              await part.toBuffer();
              continue;
            }
            file = { buf: await part.toBuffer(), name: part.filename };
          } else fields[part.fieldname] = String(part.value ?? '');
        }
      } catch (e) {
        const code = (e as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'media.tooLarge', { size: Math.round((maxImageBytes / 1024 / 1024) * 10) / 10 });
        if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError(400, 'media.fileMissing');
        throw e;
      }
      const category = fields.category || 'hotel';
      if (!CATEGORIES.includes(category)) throw new AppError(400, 'media.category');
      if (!/^\d{1,9}$/.test(fields.meetingId ?? '')) throw new AppError(400, 'media.meetingId');
      const meeting = await ownedMeeting(ctx, req.caller!.user, Number(fields.meetingId));
      if (!file || !file.buf.length) throw new AppError(400, 'media.fileMissing');
      const type = await fileTypeFromBuffer(file.buf);
      const ext = type && IMAGE_TYPES[type.mime];
      if (!ext) throw new AppError(415, category === 'hotel' ? 'media.hotelType' : 'media.roomTypeType');
      const fileName = `${randomBytes(16).toString('hex')}.${ext}`;
      const dir = path.join(root, String(meeting.id));
      await fs.promises.mkdir(dir, { recursive: true });
      await fs.promises.writeFile(path.join(dir, fileName), file.buf);
      const fileUrl = `/api/media/files/${meeting.id}/${fileName}`;
      const data = { fileUrl, url: fileUrl, fileName, originalName: file.name, size: file.buf.length, category };
      return { ...ok(data, req.t('media.uploaded')), success: true };
    },
  });

  route(app, {
    method: 'GET', url: '/api/media/limits', access: 'admin', tags: ['media'], answer: '{ maxImageBytes, maxImageMb, maxImages, types }',
    summary: 'The image upload limits in force (the upload widget’s hint)',
    async handler() {
      const { maxImageBytes } = await mediaLimits(ctx.db);
      return ok({ maxImageBytes, maxImageMb: Math.round((maxImageBytes / 1024 / 1024) * 10) / 10, maxImages: MAX_IMAGES, types: Object.keys(IMAGE_TYPES) });
    },
  });

  route(app, {
    method: 'GET', url: '/api/media/files/:meetingId/:name', access: 'public', tags: ['media'], answer: 'image',
    summary: 'An uploaded hotel or room-type image',
    async handler(req, reply) {
      const { meetingId, name } = req.params as { meetingId: string; name: string };
      // only names this server gave out: no separators, no dots but the extension
      if (!/^\d{1,9}$/.test(meetingId) || !/^[a-f0-9]{32}\.(png|jpg)$/.test(name)) throw notFound();
      const file = path.join(root, meetingId, name);
      if (!fs.existsSync(file)) throw notFound();
      reply.header('content-type', name.endsWith('.png') ? 'image/png' : 'image/jpeg');
      reply.header('cache-control', 'public, max-age=86400, immutable');
      reply.header('x-content-type-options', 'nosniff');
      return reply.send(fs.createReadStream(file));
    },
  });
}
