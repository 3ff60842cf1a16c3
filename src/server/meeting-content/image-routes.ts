// Speaker avatars and partner logos: uploaded onto an existing row (spec 3 §7 POST …/{id}/avatar,
// …/{id}/logo), sniffed by content (jpeg, png, gif, bmp, tiff), at most 5 MB, kept as a content image
// (content-images.ts: WebP + JPEG/PNG variants), served publicly since the meeting's website shows
// them (their random names are never listed while the site is unpublished). Images kept before the
// media pipeline stay where they are (uploads/data/, served below) and render as before.
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import { AppError, notFound } from '../http/errors';
import { childIdParam, done, ownedChild } from './scope';
import { IMAGE_MAX, IMAGE_TYPES, withDataUpload } from './upload';
import { keepContentImage, releaseImages } from './content-images';
import { PUBLIC_CACHE, sendStored } from '../uploads/serve';

export interface ImageUploadDef {
  url: string;
  entity: string;
  field: string;
  tag: string;
  notFoundKey: string;
  typeKey: string;
  sizeKey: string;
}


export function imageUploadRoute(app: FastifyInstance, def: ImageUploadDef) {
  const { ctx } = app;
  route(app, {
    method: 'POST', url: def.url, access: { meeting: ['editor'], of: { table: ctx.repo(def.entity).table, param: 'id' } }, tags: [def.tag], multipart: { files: ['file'] }, answer: `{ fileUrl, ${def.entity} }`,
    summary: `Upload the ${def.field} (multipart file; jpeg, png, gif, bmp or tiff, at most 5 MB)`,
    async handler(req) {
      const table = ctx.repo(def.entity).table;
      const row = await ownedChild(ctx, req.caller!.user, table, childIdParam(req, 'id', def.notFoundKey), def.notFoundKey);
      return withDataUpload(ctx, req, IMAGE_MAX, def.sizeKey, async ({ files: [file] }) => {
        if (!file) throw new AppError(400, 'dataManagement.fileMissing');
        const url = (await keepContentImage(ctx, { id: row.meeting_id, organizer_id: row.admin_id }, file, def.typeKey, true)).fileUrl;
        const saved = await ctx.repo(def.entity).update(ctx.db, { id: row.id }, { [def.field]: url, updatedAt: new Date().toISOString() });
        await releaseImages(ctx, def.entity, ctx.repo(def.entity).fromRow(row)!, { [def.field]: url });
        return done({ fileUrl: url, url, [def.entity]: ctx.repo(def.entity).public(saved) }, req.t('dataManagement.uploaded'));
      });
    },
  });
}

const IMAGE_MIME: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', bmp: 'image/bmp', tif: 'image/tiff' };

export function imageFileRoute(app: FastifyInstance) {
  const { ctx } = app;
  route(app, {
    method: 'GET', url: '/api/files/data/:meetingId/:name', access: 'public', tags: ['data-files'], answer: 'image', file: Object.keys(IMAGE_TYPES),
    summary: 'A speaker avatar or partner logo',
    async handler(req, reply) {
      const { meetingId, name } = req.params as { meetingId: string; name: string };
      const m = /^[a-f0-9]{32}\.(jpg|png|gif|bmp|tif)$/.exec(name);
      if (!/^\d{1,9}$/.test(meetingId) || !m) throw notFound();
      return sendStored(reply, ctx.storage, `data/${meetingId}/${name}`, { type: IMAGE_MIME[m[1]], cache: PUBLIC_CACHE });
    },
  });
}
