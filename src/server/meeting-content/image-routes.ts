// Speaker avatars and partner logos: uploaded onto an existing row (spec 3 §7 POST …/{id}/avatar,
// …/{id}/logo), sniffed by content (jpeg, png, gif, bmp, tiff), at most 5 MB, served publicly since
// the meeting's website shows them.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import { AppError, notFound } from '../http/errors';
import { childIdParam, done, ownedChild } from './scope';
import { IMAGE_MAX, dataDir, imageExt, readUpload, removeFile, storeFile } from './upload';

export interface ImageUploadDef {
  url: string;
  entity: string;
  field: string;
  tag: string;
  notFoundKey: string;
  typeKey: string;
  sizeKey: string;
}

export const fileUrl = (meetingId: number, name: string) => `/api/files/data/${meetingId}/${name}`;
const ownName = (meetingId: number, url?: string) => url?.startsWith(`/api/files/data/${meetingId}/`) ? url.split('/').pop() : undefined;

export function imageUploadRoute(app: FastifyInstance, def: ImageUploadDef) {
  const { ctx } = app;
  route(app, {
    method: 'POST', url: def.url, access: 'admin', tags: [def.tag], multipart: true, answer: `{ fileUrl, ${def.entity} }`,
    summary: `Upload the ${def.field} (multipart file; jpeg, png, gif, bmp or tiff, at most 5 MB)`,
    async handler(req) {
      const table = ctx.repo(def.entity).table;
      const row = await ownedChild(ctx, req.caller!.user, table, childIdParam(req, 'id', def.notFoundKey), def.notFoundKey);
      const { files } = await readUpload(req, IMAGE_MAX, def.sizeKey);
      if (!files.length) throw new AppError(400, 'dataManagement.fileMissing');
      const ext = await imageExt(files[0].buf);
      if (!ext) throw new AppError(415, def.typeKey);
      const url = fileUrl(row.meeting_id, await storeFile(ctx, row.meeting_id, files[0].buf, ext));
      const saved = await ctx.repo(def.entity).update(ctx.db, { id: row.id }, { [def.field]: url, updatedAt: new Date().toISOString() });
      await removeFile(ctx, row.meeting_id, ownName(row.meeting_id, row[def.field]));
      return done({ fileUrl: url, url, [def.entity]: ctx.repo(def.entity).public(saved) }, req.t('dataManagement.uploaded'));
    },
  });
}

const IMAGE_MIME: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', bmp: 'image/bmp', tif: 'image/tiff' };

export function imageFileRoute(app: FastifyInstance) {
  const { ctx } = app;
  route(app, {
    method: 'GET', url: '/api/files/data/:meetingId/:name', access: 'public', tags: ['data-files'], answer: 'image',
    summary: 'A speaker avatar or partner logo',
    async handler(req, reply) {
      const { meetingId, name } = req.params as { meetingId: string; name: string };
      const m = /^[a-f0-9]{32}\.(jpg|png|gif|bmp|tif)$/.exec(name);
      if (!/^\d{1,9}$/.test(meetingId) || !m) throw notFound();
      const file = path.join(dataDir(ctx, Number(meetingId)), name);
      if (!fs.existsSync(file)) throw notFound();
      reply.header('content-type', IMAGE_MIME[m[1]]);
      reply.header('cache-control', 'public, max-age=86400, immutable');
      reply.header('x-content-type-options', 'nosniff');
      return reply.send(fs.createReadStream(file));
    },
  });
}
