// POST /api/media/website/upload (spec 3 §7, §5): images for the website editor (carousel, image block,
// logo, QR code, map). The type is sniffed from the bytes, never taken from the name or header;
// a logo is JPG/PNG up to 2 MB, other images JPG/PNG/GIF/WebP up to 10 MB. Only the meeting's owner
// uploads; files are public (the published site shows them) under names the server chose.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { route, ok } from '../http/route';
import { AppError, notFound } from '../http/errors';
import type { Req } from '../http/context';
import { ownedMeeting } from '../meetings/scoped';

const MB = 1024 * 1024;
const IMAGE: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' };
const LOGO: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };
export const WEBSITE_UPLOAD = {
  image: { types: IMAGE, maxBytes: 10 * MB, typeKey: 'siteData.upload.imageType', sizeKey: 'siteData.upload.imageSize' },
  logo: { types: LOGO, maxBytes: 2 * MB, typeKey: 'siteData.upload.logoType', sizeKey: 'siteData.upload.logoSize' },
} as const;
const MIME: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };

/** Reads the one `file` part and the text fields; a file over `max` bytes is a 413 with `sizeKey`. */
async function readParts(req: Req, max: number) {
  const fields: Record<string, string> = {};
  let file: { buf: Buffer; name: string; truncated: boolean } | undefined;
  try {
    for await (const part of req.parts({ limits: { fileSize: max + 1, files: 1, fields: 10 } })) {
      if (part.type !== 'file') fields[part.fieldname] = String(part.value ?? '');
      else if (part.fieldname === 'file' && !file) file = { buf: await part.toBuffer(), name: part.filename, truncated: false };
      else await part.toBuffer();
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') return { fields, file: { buf: Buffer.alloc(0), name: '', truncated: true } };
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError(400, 'siteData.upload.fileMissing');
    throw e;
  }
  return { fields, file };
}

export function websiteUploadRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const root = path.join(ctx.uploadDir, 'website');

  route(app, {
    method: 'POST', url: '/api/media/website/upload', access: 'admin', tags: ['website', 'media'], multipart: true,
    answer: '{ success, message, data: { fileUrl, fileName, originalName, size, category } }',
    summary: 'Upload a website image: multipart file, meetingId (own meeting), category website, purpose image|logo (image: JPG/PNG/GIF/WebP ≤ 10 MB; logo: JPG/PNG ≤ 2 MB)',
    async handler(req) {
      // the largest limit while reading; the purpose's own limit is checked once the fields are known
      const { fields, file } = await readParts(req, WEBSITE_UPLOAD.image.maxBytes);
      if ((fields.category ?? 'website') !== 'website') throw new AppError(400, 'siteData.upload.category');
      if (!/^\d{1,9}$/.test(fields.meetingId ?? '')) throw new AppError(400, 'siteData.upload.meetingId');
      const meeting = await ownedMeeting(ctx, req.caller!.user, Number(fields.meetingId));
      const purpose = fields.purpose === 'logo' ? WEBSITE_UPLOAD.logo : WEBSITE_UPLOAD.image;
      if (!file || (!file.truncated && !file.buf.length)) throw new AppError(400, 'siteData.upload.fileMissing');
      if (file.truncated || file.buf.length > purpose.maxBytes) throw new AppError(413, purpose.sizeKey, { size: purpose.maxBytes / MB });
      const type = await fileTypeFromBuffer(file.buf);
      const ext = type && (purpose.types as Record<string, string>)[type.mime];
      if (!ext) throw new AppError(415, purpose.typeKey);
      const fileName = `${randomBytes(16).toString('hex')}.${ext}`;
      const dir = path.join(root, String(meeting.id));
      await fs.promises.mkdir(dir, { recursive: true });
      await fs.promises.writeFile(path.join(dir, fileName), file.buf);
      const fileUrl = `/api/media/website/files/${meeting.id}/${fileName}`;
      const data = { fileUrl, url: fileUrl, fileName, originalName: file.name, size: file.buf.length, category: 'website' };
      return { ...ok(data, req.t('siteData.upload.done')), success: true };
    },
  });

  route(app, {
    method: 'GET', url: '/api/media/website/files/:meetingId/:name', access: 'public', tags: ['website', 'media'], answer: 'image',
    summary: 'A website image uploaded through /api/media/website/upload',
    async handler(req, reply) {
      const { meetingId, name } = req.params as { meetingId: string; name: string };
      // only names this server gave out: no separators, no dots but the extension
      const m = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/.exec(name);
      if (!/^\d{1,9}$/.test(meetingId) || !m) throw notFound();
      const file = path.join(root, meetingId, name);
      if (!fs.existsSync(file)) throw notFound();
      reply.header('content-type', MIME[m[1]]).header('cache-control', 'public, max-age=86400, immutable').header('x-content-type-options', 'nosniff');
      return reply.send(fs.createReadStream(file));
    },
  });
}
