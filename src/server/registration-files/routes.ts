// Files a participant attaches to the designed registration form (a CV, a photo, a paper): streamed to
// disk with the 20 MB limit enforced as they arrive, sniffed by content, counted against the
// participant's upload quota, stored under a random 128-bit name and served only through a short-lived
// signed URL (private-files/). The form's value is the file's path with its original name as the last
// segment (/api/registrations/files/<random>.<ext>/<name>): every face shows the name from it, and the
// download carries it.
import type { FastifyInstance } from 'fastify';
import { ok, route } from '../http/route';
import { AppError } from '../http/errors';
import { signPath } from '../private-files/signed';
import { privateFileRoutes, privateFileUrl } from '../private-files/routes';
import { withUpload } from '../uploads/receive';
import { sniffAmong } from '../uploads/sniff';
import { keep } from '../uploads/store';
import { FORM_FILES_BASE, FORM_FILES_DIR, FORM_FILE_NAME } from './paths';

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

export default async function registrationFileRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, {
    method: 'POST', url: FORM_FILES_BASE, access: 'participant', tags: ['registration'], multipart: true, answer: '{ url, signedUrl, name, size }',
    summary: 'Attach a file to the registration form (images, PDF, office documents by content; ≤ 20 MB; within the participant’s upload quota)',
    async handler(req) {
      const p = req.participant!.participant;
      return withUpload(req, ctx.uploadDir, {
        maxBytes: FORM_FILE_MAX,
        tooLarge: () => new AppError(413, 'formFiles.size', { mb: FORM_FILE_MAX / 1024 / 1024 }),
        notMultipart: () => new AppError(400, 'formFiles.missing'),
      }, async ({ files: [file] }) => {
        if (!file) throw new AppError(400, 'formFiles.missing');
        const type = await sniffAmong(file.tmp, TYPES);
        if (!type) throw new AppError(415, 'formFiles.type');
        const kept = await keep(ctx, file, { owner: { kind: 'participant', id: Number(p.id) }, meetingId: Number(p.meetingId), dir: FORM_FILES_DIR, ...type });
        const url = privateFileUrl(FORM_FILES_BASE, kept.storedName, kept.originalName);
        // url is the value the form stores; signedUrl lets the uploader preview it for a while
        return ok({ url, signedUrl: signPath(ctx.tokenSecret, url), name: kept.originalName, size: kept.size }, req.t('formFiles.uploaded'));
      });
    },
  });

  privateFileRoutes(app, {
    base: FORM_FILES_BASE, dir: FORM_FILES_DIR, name: FORM_FILE_NAME, mime: (n) => MIME[n.split('.').pop()!], disposition: 'attachment', what: 'A form attachment',
  });
}
