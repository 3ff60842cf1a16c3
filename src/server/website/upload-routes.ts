// POST /api/media/website/upload (spec 3 §7, §5): images for the website editor (carousel, image block,
// logo, QR code, map). Streamed to disk with the size limit enforced as they arrive; the type is sniffed
// from the bytes, never taken from the name or header; a logo is JPG/PNG up to 2 MB, other images
// JPG/PNG/GIF/WebP up to 10 MB. Only the meeting's owner uploads, within its upload quota; files are
// public (the published site shows them) under names the server chose. Still images are re-encoded as
// WebP and JPEG/PNG variants (media/keep.ts), answered beside the address.
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { AppError, notFound } from '../http/errors';
import { ownedMeeting } from '../meetings/scoped';
import { withUpload } from '../uploads/receive';
import { sniffAmong } from '../uploads/sniff';
import { PUBLIC_CACHE, sendStored } from '../uploads/serve';
import { keepMedia } from '../media/keep';
import { mediaLimits } from '../media/settings';
import { MIME_OF } from '../media/stored-names';
import { addToLibrary } from '../media/library-routes';

const MB = 1024 * 1024;
const IMAGE: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' };
const LOGO: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };
export const WEBSITE_UPLOAD = {
  image: { types: IMAGE, maxBytes: 10 * MB, typeKey: 'siteData.upload.imageType', sizeKey: 'siteData.upload.imageSize' },
  logo: { types: LOGO, maxBytes: 2 * MB, typeKey: 'siteData.upload.logoType', sizeKey: 'siteData.upload.logoSize' },
} as const;
const purposeOf = (fields: Record<string, string>) => (fields.purpose === 'logo' ? WEBSITE_UPLOAD.logo : WEBSITE_UPLOAD.image);
const tooLarge = (p: ReturnType<typeof purposeOf>) => new AppError(413, p.sizeKey, { size: p.maxBytes / MB });

export function websiteUploadRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, {
    method: 'POST', url: '/api/media/website/upload', access: { meeting: ['editor'], across: true }, tags: ['website', 'media'], multipart: { files: ['file'], fields: { meetingId: 'the meeting', category: 'website', purpose: 'logo or image' } },
    answer: '{ success, message, data: { fileUrl, fileName, originalName, size, category, mime, width, height, variants: [{ width, webp, fallback }] } }',
    summary: 'Upload a website image: multipart file, meetingId (own meeting), category website, purpose image|logo (image: JPG/PNG/GIF/WebP ≤ 10 MB; logo: JPG/PNG ≤ 2 MB)',
    async handler(req) {
      // the largest limit while reading; the purpose's own limit is checked once the fields are known
      return withUpload(req, ctx.uploadDir, {
        maxBytes: WEBSITE_UPLOAD.image.maxBytes, fileFields: ['file'], maxFields: 10,
        tooLarge: (fields) => tooLarge(purposeOf(fields)),
        notMultipart: () => new AppError(400, 'siteData.upload.fileMissing'),
      }, async ({ fields, files: [file] }) => {
        if ((fields.category ?? 'website') !== 'website') throw new AppError(400, 'siteData.upload.category');
        if (!/^\d{1,9}$/.test(fields.meetingId ?? '')) throw new AppError(400, 'siteData.upload.meetingId');
        const meeting = await ownedMeeting(ctx, req.caller!.user, Number(fields.meetingId));
        const purpose = purposeOf(fields);
        if (!file) throw new AppError(400, 'siteData.upload.fileMissing');
        if (file.size > purpose.maxBytes) throw tooLarge(purpose);
        const type = await sniffAmong(file.tmp, purpose.types);
        if (!type) throw new AppError(415, purpose.typeKey);
        const kept = await keepMedia(ctx, meeting, file, type, { area: 'website', urlPrefix: '/api/media/website/files/', image: true, settings: await mediaLimits(ctx.db) });
        await addToLibrary(ctx, [`website/${meeting.id}/${kept.fileName}`], fields.purpose === 'logo' ? 'logo' : 'image', '');
        const data = { ...kept, url: kept.fileUrl, category: 'website' };
        return { ...ok(data, req.t('siteData.upload.done')), success: true };
      });
    },
  });

  route(app, {
    method: 'GET', url: '/api/media/website/files/:meetingId/:name', access: 'public', tags: ['website', 'media'], answer: 'image', file: Object.keys(IMAGE),
    summary: 'A website image uploaded through /api/media/website/upload',
    async handler(req, reply) {
      const { meetingId, name } = req.params as { meetingId: string; name: string };
      // only names this server gave out: no separators, no dots but the extension
      const m = /^[a-f0-9]{32}(?:-w\d{1,4})?\.(png|jpg|gif|webp)$/.exec(name);
      if (!/^\d{1,9}$/.test(meetingId) || !m) throw notFound();
      return sendStored(reply, ctx.storage, `website/${meetingId}/${name}`, { type: MIME_OF[m[1]], cache: PUBLIC_CACHE });
    },
  });
}
