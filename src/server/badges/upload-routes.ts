// Badge background images (spec 2 §5, §8): an image by its content (file-type sniffs the bytes; a
// renamed text file is refused with 415), at most the style schema's x-max-image-bytes (2 MB, 413),
// only into a meeting the caller owns. Served publicly under a random name: the export draws it.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { route, ok } from '../http/route';
import { AppError, notFound } from '../http/errors';
import { meetingOf } from '../meetings/scoped';

const tags = ['badges'];
const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

export function uploadRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const root = path.join(ctx.uploadDir, 'badges');
  const style = () => ctx.schemas.composed['badge.style'];

  route(app, {
    method: 'POST', url: '/api/co/badges/meeting/:meetingId/background', access: 'admin', tags, multipart: true,
    answer: '{ fileUrl, url, fileName, size } (also success: true)',
    summary: 'Upload a badge background image: multipart file; PNG, JPG or WebP by content, at most 2 MB',
    async handler(req) {
      const m = await meetingOf(ctx, req);
      const maxBytes = Number(style()['x-max-image-bytes']);
      const types = style()['x-image-types'] as Record<string, string>;
      let buf: Buffer | undefined;
      try {
        for await (const part of req.parts({ limits: { fileSize: maxBytes, files: 1, fields: 5 } })) {
          if (part.type !== 'file') continue;
          const bytes = await part.toBuffer();
          if (part.fieldname === 'file' && !buf) buf = bytes;
        }
      } catch (e) {
        const code = (e as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'badges.upload.tooLarge', { size: maxBytes / 1024 / 1024 });
        if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError(400, 'badges.upload.missing');
        throw e;
      }
      if (!buf?.length) throw new AppError(400, 'badges.upload.missing');
      const sniffed = await fileTypeFromBuffer(buf);
      const ext = sniffed && types[sniffed.mime];
      if (!ext) throw new AppError(415, 'badges.upload.type');
      const fileName = `${randomBytes(16).toString('hex')}.${ext}`;
      const dir = path.join(root, String(m.id));
      await fs.promises.mkdir(dir, { recursive: true });
      await fs.promises.writeFile(path.join(dir, fileName), buf);
      const fileUrl = `/api/co/badges/files/${m.id}/${fileName}`;
      return { ...ok({ fileUrl, url: fileUrl, fileName, size: buf.length }, req.t('badges.upload.done')), success: true };
    },
  });

  route(app, {
    method: 'GET', url: '/api/co/badges/files/:meetingId/:name', access: 'public', tags, answer: 'image',
    summary: 'A badge background image (names this server gave out only)',
    async handler(req, reply) {
      const { meetingId, name } = req.params as { meetingId: string; name: string };
      const m = /^[a-f0-9]{32}\.(png|jpg|webp)$/.exec(name);
      if (!/^\d{1,9}$/.test(meetingId) || !m) throw notFound();
      const file = path.join(root, meetingId, name);
      if (!fs.existsSync(file)) throw notFound();
      reply.header('content-type', CONTENT_TYPES[m[1]]);
      reply.header('cache-control', 'public, max-age=86400, immutable');
      reply.header('x-content-type-options', 'nosniff');
      return reply.send(fs.createReadStream(file));
    },
  });
}
