// Files a participant attaches to the designed registration form (a CV, a photo, a paper): streamed to
// disk with the 20 MB limit enforced as they arrive, sniffed by content, counted against the
// participant's upload quota, stored under a random 128-bit name and served only through a short-lived
// signed URL (private-files/). The form's value is the file's path with its original name as the last
// segment (/api/registrations/files/<random>.<ext>/<name>): every face shows the name from it, and the
// download carries it.
import type { FastifyInstance } from 'fastify';
import { ok, route } from '../http/route';
import { signPath } from '../private-files/signed';
import { privateFileRoutes } from '../private-files/routes';
import { keepPrivateUpload } from '../private-files/upload';
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
    method: 'POST', url: FORM_FILES_BASE, access: 'participant', tags: ['registration'], multipart: { files: ['file'] }, answer: '{ url, signedUrl, name, size }',
    summary: 'Attach a file to the registration form (images, PDF, office documents by content; ≤ 20 MB; within the participant’s upload quota)',
    async handler(req) {
      const kept = await keepPrivateUpload(ctx, req, req.participant!.participant, {
        base: FORM_FILES_BASE, dir: FORM_FILES_DIR, maxBytes: FORM_FILE_MAX, types: TYPES, keys: { missing: 'formFiles.missing', size: 'formFiles.size', type: 'formFiles.type' },
      });
      // url is the value the form stores; signedUrl lets the uploader preview it for a while
      return ok({ url: kept.url, signedUrl: signPath(ctx.tokenSecret, kept.url), name: kept.originalName, size: kept.size }, req.t('formFiles.uploaded'));
    },
  });

  privateFileRoutes(app, {
    base: FORM_FILES_BASE, dir: FORM_FILES_DIR, name: FORM_FILE_NAME, mime: (n) => MIME[n.split('.').pop()!], types: Object.keys(TYPES), disposition: 'attachment', what: 'A form attachment',
  });
}
