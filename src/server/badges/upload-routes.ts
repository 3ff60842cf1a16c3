// Badge background images (spec 2 §5, §8): an image by its content (file-type sniffs the bytes; a
// renamed text file is refused with 415), at most the style schema's x-max-image-bytes (2 MB, 413,
// enforced while the file streams to disk), only into a meeting the caller owns, within its upload
// quota. Served publicly under a random name: the export draws it.
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { AppError, notFound } from '../http/errors';
import { meetingOf } from '../meetings/scoped';
import { withUpload } from '../uploads/receive';
import { typedFile } from '../uploads/sniff';
import { keepForMeeting } from '../uploads/store';
import { PUBLIC_CACHE, sendStored } from '../uploads/serve';

const tags = ['badges'];
const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

export function uploadRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const style = () => ctx.schemas.composed['badge.style'];

  route(app, {
    method: 'POST', url: '/api/co/badges/meeting/:meetingId/background', access: { meeting: ['editor'] }, tags, multipart: { files: ['file'] },
    answer: '{ fileUrl, url, fileName, size } (also success: true)',
    summary: 'Upload a badge background image: multipart file; PNG, JPG or WebP by content, at most 2 MB',
    async handler(req) {
      const m = await meetingOf(ctx, req);
      const maxBytes = Number(style()['x-max-image-bytes']);
      const types = style()['x-image-types'] as Record<string, string>;
      return withUpload(req, ctx.uploadDir, {
        maxBytes, fileFields: ['file'], maxFields: 5,
        tooLarge: () => new AppError(413, 'badges.upload.tooLarge', { size: maxBytes / 1024 / 1024 }),
        notMultipart: () => new AppError(400, 'badges.upload.missing'),
      }, async ({ files }) => {
        const { file, type } = await typedFile(files, types, () => new AppError(400, 'badges.upload.missing'), () => new AppError(415, 'badges.upload.type'));
        const kept = await keepForMeeting(ctx, file, m, 'badges', type);
        const fileUrl = `/api/co/badges/files/${m.id}/${kept.storedName}`;
        return { ...ok({ fileUrl, url: fileUrl, fileName: kept.storedName, size: kept.size }, req.t('badges.upload.done')), success: true };
      });
    },
  });

  route(app, {
    method: 'GET', url: '/api/co/badges/files/:meetingId/:name', access: 'public', tags, answer: 'image', file: Object.values(CONTENT_TYPES),
    summary: 'A badge background image (names this server gave out only)',
    async handler(req, reply) {
      const { meetingId, name } = req.params as { meetingId: string; name: string };
      const m = /^[a-f0-9]{32}\.(png|jpg|webp)$/.exec(name);
      if (!/^\d{1,9}$/.test(meetingId) || !m) throw notFound();
      return sendStored(reply, ctx.storage, `badges/${meetingId}/${name}`, { type: CONTENT_TYPES[m[1]], cache: PUBLIC_CACHE });
    },
  });
}
