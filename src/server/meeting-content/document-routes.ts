// Documents (spec 3 §7 Documents, document manager): upload into a collection (≤ 100 MB, pdf, doc,
// docx, xls, xlsx, ppt, pptx, txt, sniffed by content), list, download, delete; the manager's
// folders, rename, batch delete, one-folder listing with breadcrumb and search, pdf/txt preview.
// Downloads and previews are public: collections are what a meeting's website offers its visitors.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Req } from '../http/context';
import type { Row } from '../db/repo';
import { route } from '../http/route';
import { pagedList } from '../db/paged-list';
import { ANY_FILE } from '../http/media-types';
import { AppError } from '../http/errors';
import { assertAllOwned, batchIds, childIdParam, done, existingMeeting } from './scope';
import { DOCUMENT_MAX, dataKey, documentType, removeFile, storeFile, withDataUpload } from './upload';
import type { TempFile } from '../uploads/receive';
import { contentDisposition, sendStored } from '../uploads/serve';
import { COLLECTION_NOT_FOUND, DOCUMENT_NOT_FOUND, breadcrumb, collectionRow, deleteTree, docOut, folderIn, listFolder, meetingPreviewToken, ownedCollection } from './document-store';

const idOf = (v: unknown, key: string) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n <= 0 || n >= 1e9) throw new AppError(404, key);
  return n;
};

export function documentRoutes(app: FastifyInstance) {
  const { ctx } = app;

  /** Checks and stores each file; nothing is stored unless every file passes (its type, then the organizer's quota). */
  async function saveFiles(req: Req, collection: Row, parentId: number | null, files: TempFile[], names: string[], description?: string) {
    const typed = [];
    for (const f of files) {
      const t = await documentType(f, f.name);
      if (!t) throw new AppError(415, 'dataManagement.documentType');
      typed.push({ f, t });
    }
    const stored: string[] = [];
    try {
      for (const { f, t } of typed) stored.push(await storeFile(ctx, collection, f, t));
      const out = [];
      for (const [i, { f, t }] of typed.entries()) {
        const row = await ctx.repo('document').insert(ctx.db, {
          collectionId: collection.id, meetingId: collection.meeting_id, adminId: collection.admin_id, parentId, isFolder: false,
          name: names[i].slice(0, 200), description, fileSize: f.size, fileType: t.ext, mime: t.mime, storedName: stored[i], creator: req.caller!.user.username,
        });
        out.push(docOut(ctx, row));
      }
      await ctx.db.query('UPDATE document_collections SET update_time = now() WHERE id = $1', [collection.id]);
      return out;
    } catch (e) {
      await ctx.db.query('DELETE FROM documents WHERE collection_id = $1 AND stored_name = ANY($2::text[])', [collection.id, stored]);
      await removeFile(ctx, collection.meeting_id, ...stored);
      throw e;
    }
  }

  route(app, {
    method: 'POST', url: '/api/documents', access: { meeting: ['editor'], across: true }, tags: ['documents'], answer: 'document',
    multipart: { files: ['file'], fields: { collectionId: 'the collection', name: 'the document’s name', description: 'a description', parentId: 'the folder' } },
    summary: 'Upload one document into a collection: multipart file, name, description, collectionId (meetingId, adminId are read from it)',
    handler: (req) => withDataUpload(ctx, req, DOCUMENT_MAX, 'dataManagement.documentSize', async ({ fields, files }) => {
      const collection = await ownedCollection(ctx, req.caller!.user, idOf(fields.collectionId, COLLECTION_NOT_FOUND));
      const name = (fields.name ?? '').trim();
      if (!name || !files.length) throw new AppError(400, 'dataManagement.documentNameFile');
      if (name.length > 200 || /[/\\]/.test(name)) throw new AppError(400, 'dataManagement.newName');
      const [doc] = await saveFiles(req, collection, await folderIn(ctx, collection.id, fields.parentId), files.slice(0, 1), [name], fields.description?.slice(0, 1000));
      return done(doc, req.t('dataManagement.uploaded'));
    }),
  });

  route(app, {
    method: 'POST', url: '/api/document/upload', access: { meeting: ['editor'], across: true }, tags: ['documents'], answer: 'document[]',
    multipart: { files: ['file', 'files'], many: true, fields: { collectionId: 'the collection', parentId: 'the folder' } },
    summary: 'The document manager’s upload: up to 10 files (file or files), collectionId, parentId (folder); each keeps the name it was uploaded with',
    handler: (req) => withDataUpload(ctx, req, DOCUMENT_MAX, 'dataManagement.documentSize', async ({ fields, files }) => {
      const collection = await ownedCollection(ctx, req.caller!.user, idOf(fields.collectionId, COLLECTION_NOT_FOUND));
      if (!files.length) throw new AppError(400, 'dataManagement.fileMissing');
      const parentId = await folderIn(ctx, collection.id, fields.parentId);
      return done(await saveFiles(req, collection, parentId, files, files.map((f) => f.name)), req.t('dataManagement.uploaded'));
    }, 10),
  });

  route(app, {
    method: 'GET', url: '/api/documents', access: 'public', tags: ['documents'], query: 'document.listQuery', answer: '{ list, total, page, size }',
    summary: 'The files of a collection, every folder (the site’s block and data management); keyword on the name',
    async handler(req) {
      const q = req.query as Row;
      const c = await collectionRow(ctx, req, q.collectionId);
      return done(await pagedList(ctx, 'document', q, {
        from: 'documents d', alias: 'd', where: ['d.collection_id = $1', 'NOT d.is_folder', "($2::text IS NULL OR d.name ILIKE '%' || $2 || '%')"],
        args: [c.id, q.keyword || null], answer: (r) => docOut(ctx, r),
      }), 'ok');
    },
  });

  route(app, {
    method: 'GET', url: '/api/document/list', access: { meeting: ['editor', 'viewer'], of: { table: 'document_collections', query: 'collectionId' } }, tags: ['documents'], query: 'document.listQuery', answer: '{ collection, breadcrumb, list, total, page, size }',
    summary: 'The document manager: one folder of a collection (folders first, 20 a page), its breadcrumb; a keyword searches the whole collection',
    async handler(req) {
      const q = req.query as Row;
      const c = await ownedCollection(ctx, req.caller!.user, q.collectionId);
      const parentId = await folderIn(ctx, c.id, q.parentId);
      const page = await listFolder(ctx, c.id, parentId, q.keyword, q.page ?? 1, q.size ?? 20, await meetingPreviewToken(ctx, c.meeting_id));
      return done({ collection: { id: c.id, name: c.name, description: c.description }, breadcrumb: await breadcrumb(ctx, c, parentId), ...page }, 'ok');
    },
  });

  route(app, {
    method: 'POST', url: '/api/document/folders', access: { meeting: ['editor'], of: { table: 'document_collections', body: 'collectionId' } }, tags: ['documents'], body: 'document.folder', answer: 'document',
    summary: 'A new folder in a collection (in parentId, or at the root)',
    async handler(req) {
      const b = req.body as Row;
      const c = await ownedCollection(ctx, req.caller!.user, b.collectionId);
      const parentId = await folderIn(ctx, c.id, b.parentId);
      const row = await ctx.repo('document').insert(ctx.db, {
        collectionId: c.id, meetingId: c.meeting_id, adminId: c.admin_id, parentId, isFolder: true, name: String(b.name).trim(), creator: req.caller!.user.username,
      });
      return done(docOut(ctx, row), req.t('dataManagement.folderCreated'));
    },
  });

  const ownedDoc = (req: Req) => ctx.db
    .query('SELECT d.* FROM documents d JOIN meetings m ON m.id = d.meeting_id WHERE d.id = $1 AND ($2::int IS NULL OR m.organizer_id = $2)', [
      childIdParam(req, 'id', DOCUMENT_NOT_FOUND), req.caller!.user.role === 'SUPER_ADMIN' ? null : Number(req.caller!.user.masterId ?? req.caller!.user.id),
    ])
    .then(([r]) => {
      if (!r) throw new AppError(404, DOCUMENT_NOT_FOUND);
      return r as Row;
    });

  route(app, {
    method: 'PUT', url: '/api/document/:id/rename', access: { meeting: ['editor'], of: { table: 'documents', param: 'id' } }, tags: ['documents'], body: 'document.rename', answer: 'document',
    summary: 'Rename a file or folder',
    async handler(req) {
      const d = await ownedDoc(req);
      const row = await ctx.repo('document').update(ctx.db, { id: d.id }, { name: String((req.body as Row).name).trim(), updatedAt: new Date().toISOString() });
      return done(docOut(ctx, row!), req.t('dataManagement.renamed'));
    },
  });

  route(app, {
    method: 'POST', url: '/api/document/batch-delete', access: { meeting: ['editor'], of: { table: 'documents', body: 'ids' } }, tags: ['documents'], body: ['data.batchIds', 'data.batchIdList'],
    summary: 'Delete several files and folders (with their contents), all or nothing',
    async handler(req) {
      const ids = batchIds(req.body);
      await assertAllOwned(ctx, req.caller!.user, 'documents', ids, DOCUMENT_NOT_FOUND);
      return done({ deleted: await deleteTree(ctx, ids) }, req.t('dataManagement.deleted'));
    },
  });

  route(app, {
    method: 'DELETE', url: '/api/documents/:id', access: { meeting: ['editor'], of: { table: 'documents', param: 'id' } }, tags: ['documents'], summary: 'Delete a document (a folder with its contents)',
    async handler(req) {
      const d = await ownedDoc(req);
      await deleteTree(ctx, [d.id]);
      return done(null, req.t('dataManagement.deleted'));
    },
  });

  async function sendFile(req: Req, reply: FastifyReply, inline: boolean) {
    const [d] = await ctx.db.query('SELECT * FROM documents WHERE id = $1 AND NOT is_folder', [childIdParam(req, 'id', DOCUMENT_NOT_FOUND)]);
    if (!d) throw new AppError(404, DOCUMENT_NOT_FOUND);
    await existingMeeting(ctx, req, d.meeting_id).catch(() => {
      throw new AppError(404, DOCUMENT_NOT_FOUND);
    });
    if (inline && !['pdf', 'txt'].includes(d.file_type)) throw new AppError(415, 'dataManagement.previewType');
    const name = d.name.toLowerCase().endsWith(`.${d.file_type}`) ? d.name : `${d.name}.${d.file_type}`;
    return sendStored(reply, ctx.storage, dataKey(d.meeting_id, d.stored_name), {
      type: d.mime, cache: 'no-cache', disposition: contentDisposition(inline ? 'inline' : 'attachment', name), notFoundKey: DOCUMENT_NOT_FOUND,
      // a previewed text is shown, never run (a sandbox would also block the browser's pdf viewer)
      headers: inline && d.file_type === 'txt' ? { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox" } : {},
    });
  }

  route(app, {
    method: 'GET', url: '/api/documents/:id/download', access: 'public', tags: ['documents'], answer: 'the file', file: ANY_FILE, summary: 'Download a document',
    handler: (req, reply) => sendFile(req, reply, false),
  });

  route(app, {
    method: 'GET', url: '/api/document/preview/:id', access: 'public', tags: ['documents'], answer: 'the pdf or text, inline', file: ['application/pdf', 'text/plain'], summary: 'Preview a pdf or txt document (others: 415)',
    handler: (req, reply) => sendFile(req, reply, true),
  });
}
