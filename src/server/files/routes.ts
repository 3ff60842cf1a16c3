// Avatar uploads: sniffed by content (not by name), size-limited, stored under a random name.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { route, ok } from '../http/route';
import { AppError, notFound } from '../http/errors';

export const AVATAR_MAX = 2 * 1024 * 1024;
const AVATAR_TYPES: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

export default async function fileRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const avatarDir = path.join(ctx.uploadDir, 'avatars');
  fs.mkdirSync(avatarDir, { recursive: true });

  route(app, {
    method: 'POST', url: '/api/files/upload', access: 'user', tags: ['files'], multipart: true, answer: '{ filename }',
    summary: 'Upload an avatar (multipart field avatar or file; JPG or PNG, at most 2 MB)',
    async handler(req) {
      const part = await req.file({ limits: { fileSize: AVATAR_MAX, files: 1 } }).catch(() => undefined);
      if (!part) throw new AppError(400, 'files.avatar.missing');
      const buf = await part.toBuffer().catch((e: { code?: string }) => {
        if (e?.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'files.avatar.size');
        throw e;
      });
      const type = await fileTypeFromBuffer(buf);
      const ext = type && AVATAR_TYPES[type.mime];
      if (!ext) throw new AppError(400, 'files.avatar.type');
      const filename = `${randomBytes(16).toString('hex')}.${ext}`;
      await fs.promises.writeFile(path.join(avatarDir, filename), buf);
      return { ...ok({ filename }, req.t('files.uploaded')), success: true, filename };
    },
  });

  route(app, {
    method: 'GET', url: '/api/files/avatars/:filename', access: 'public', tags: ['files'], answer: 'image',
    summary: 'An uploaded avatar',
    async handler(req, reply) {
      const name = (req.params as { filename: string }).filename;
      // only names this server gave out: no separators, no dots but the extension
      if (!/^[a-f0-9]{32}\.(png|jpg)$/.test(name)) throw notFound();
      const file = path.join(avatarDir, name);
      if (!fs.existsSync(file)) throw notFound();
      reply.header('content-type', name.endsWith('.png') ? 'image/png' : 'image/jpeg');
      reply.header('cache-control', 'public, max-age=86400, immutable');
      reply.header('x-content-type-options', 'nosniff');
      return reply.send(fs.createReadStream(file));
    },
  });
}
