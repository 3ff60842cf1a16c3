// Files a participant attaches to the designed registration form (a CV, a photo, a paper): sniffed by
// content, at most 20 MB, stored under a random 128-bit name, served only
// through a short-lived signed URL (private-files/signed.ts).
// The answer's url is what the form submits as the field's value (spec 3 §3 file and image fields).
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { ok, route } from '../http/route';
import { AppError, notFound } from '../http/errors';
import { checkSigned, linkCacheControl, signPath } from '../private-files/signed';

export const FORM_FILE_MAX = 20 * 1024 * 1024;
/** What a form may take, by sniffed type: images, PDF and office documents (docx/xlsx/pptx are zip-based, doc/xls CFB). */
const TYPES: Record<string, string> = {
  'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp', 'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/x-cfb': 'doc', 'application/zip': 'zip',
};
const MIME = Object.fromEntries(Object.entries(TYPES).map(([m, e]) => [e, m]));
const fileUrl = (name: string) => `/api/registrations/files/${name}`;
const NAME = /^[a-f0-9]{32}\.(png|jpg|gif|webp|pdf|docx|xlsx|pptx|doc|zip)$/;

export default async function registrationFileRoutes(app: FastifyInstance) {
  const dir = path.join(app.ctx.uploadDir, 'form-files');

  route(app, {
    method: 'POST', url: '/api/registrations/files', access: 'participant', tags: ['registration'], multipart: true, answer: '{ url, signedUrl, name, size }',
    summary: 'Attach a file to the registration form (images, PDF, office documents by content; ≤ 20 MB)',
    async handler(req) {
      const part = await req.file({ limits: { fileSize: FORM_FILE_MAX, files: 1 } }).catch(() => undefined);
      if (!part) throw new AppError(400, 'formFiles.missing');
      const buf = await part.toBuffer().catch((e: { code?: string }) => {
        if (e?.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'formFiles.size', { mb: FORM_FILE_MAX / 1024 / 1024 });
        throw e;
      });
      const ext = TYPES[(await fileTypeFromBuffer(buf))?.mime ?? ''];
      if (!ext) throw new AppError(415, 'formFiles.type');
      const name = `${randomBytes(16).toString('hex')}.${ext}`;
      await fs.promises.mkdir(dir, { recursive: true });
      await fs.promises.writeFile(path.join(dir, name), buf);
      // url is the value the form stores; signedUrl lets the uploader preview it for a while
      return ok({ url: fileUrl(name), signedUrl: signPath(app.ctx.tokenSecret, fileUrl(name)), name: part.filename, size: buf.length }, req.t('formFiles.uploaded'));
    },
  });

  route(app, {
    method: 'GET', url: '/api/registrations/files/:name', access: 'public', tags: ['registration'], answer: 'file',
    summary: 'A form attachment by its random name, only with the signed ?exp=&sig= the answers hand out (403 otherwise)',
    async handler(req, reply) {
      const name = (req.params as { name: string }).name;
      const file = path.join(dir, name);
      if (!NAME.test(name)) throw notFound();
      checkSigned(app.ctx.tokenSecret, fileUrl(name), req.query);
      if (!fs.existsSync(file)) throw notFound();
      reply.header('content-type', MIME[name.split('.').pop()!]);
      reply.header('content-disposition', 'attachment');
      reply.header('cache-control', linkCacheControl(req.query));
      reply.header('x-content-type-options', 'nosniff');
      return reply.send(fs.createReadStream(file));
    },
  });
}
