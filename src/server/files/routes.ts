// Avatar uploads: streamed to disk with the size limit enforced as they arrive, sniffed by content
// (not by name), counted against the account's upload quota (a staff account's: its organizer's),
// stored under a random name.
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { AppError, notFound } from '../http/errors';
import { ownerOf } from '../meetings/owner';
import { withUpload } from '../uploads/receive';
import { typedFile } from '../uploads/sniff';
import { keep } from '../uploads/store';
import { PUBLIC_CACHE, sendStored } from '../uploads/serve';

export const AVATAR_MAX = 2 * 1024 * 1024;
const AVATAR_TYPES: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

export default async function fileRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, {
    method: 'POST', url: '/api/files/upload', access: 'user', tags: ['files'], multipart: { files: ['avatar', 'file'] }, answer: '{ filename }',
    summary: 'Upload an avatar (multipart field avatar or file; JPG or PNG, at most 2 MB)',
    async handler(req) {
      return withUpload(req, ctx.uploadDir, {
        maxBytes: AVATAR_MAX,
        tooLarge: () => new AppError(413, 'files.avatar.size'),
        notMultipart: () => new AppError(400, 'files.avatar.missing'),
      }, async ({ files }) => {
        const { file, type } = await typedFile(files, AVATAR_TYPES, () => new AppError(400, 'files.avatar.missing'), () => new AppError(400, 'files.avatar.type'));
        const kept = await keep(ctx, file, { owner: { kind: 'organizer', id: ownerOf(req.caller!.user) }, dir: 'avatars', ...type });
        return { ...ok({ filename: kept.storedName }, req.t('files.uploaded')), success: true, filename: kept.storedName };
      });
    },
  });

  route(app, {
    method: 'GET', url: '/api/files/avatars/:filename', access: 'public', tags: ['files'], answer: 'image', file: Object.keys(AVATAR_TYPES),
    summary: 'An uploaded avatar',
    async handler(req, reply) {
      const name = (req.params as { filename: string }).filename;
      // only names this server gave out: no separators, no dots but the extension
      if (!/^[a-f0-9]{32}\.(png|jpg)$/.test(name)) throw notFound();
      return sendStored(reply, ctx.storage, `avatars/${name}`, { type: name.endsWith('.png') ? 'image/png' : 'image/jpeg', cache: PUBLIC_CACHE });
    },
  });
}
