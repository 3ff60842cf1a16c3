// Document collections (spec 3 §7 Documents): listed publicly per meeting (the site's documents
// block), searchable by name or description; created, changed and deleted by the meeting's owner.
import { PassThrough, Readable, pipeline } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Row } from '../db/repo';
import { route } from '../http/route';
import { contentDisposition } from '../uploads/serve';
import { dataKey } from './upload';
import { collectionEntries, zipChunks } from './collection-zip';
import { childIdParam, done, existingMeeting, queryMeeting } from './scope';
import { COLLECTION_NOT_FOUND, collectionRow, deleteTree, ownedCollection } from './document-store';

export function collectionRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const out = (r: Row) => ({ ...ctx.repo('documentCollection').fromRow(r), documentCount: Number(r.document_count ?? 0) });
  const COUNT = '(SELECT count(*) FROM documents d WHERE d.collection_id = c.id AND NOT d.is_folder) AS document_count';

  route(app, {
    method: 'GET', url: '/api/document-collections', access: 'public', tags: ['documents'], query: 'data.meetingQuery', answer: 'documentCollection[] (+ documentCount)',
    summary: 'Collections of a meeting; keyword matches name or description, case-insensitive',
    async handler(req) {
      const q = req.query as Row;
      const meeting = await existingMeeting(ctx, req, q.meetingId);
      const rows = await ctx.db.query(
        `SELECT c.*, ${COUNT} FROM document_collections c WHERE c.meeting_id = $1 AND ($2::text IS NULL OR c.name ILIKE '%' || $2 || '%' OR c.description ILIKE '%' || $2 || '%') ORDER BY c.id`,
        [meeting.id, q.keyword || null],
      );
      return done(rows.map(out), 'ok');
    },
  });

  route(app, {
    method: 'GET', url: '/api/document-collections/:id', access: 'public', tags: ['documents'], answer: 'documentCollection',
    summary: 'One collection (the document manager’s header, the site’s detail popup)',
    async handler(req) {
      const c = await collectionRow(ctx, req, childIdParam(req, 'id', COLLECTION_NOT_FOUND));
      const [r] = await ctx.db.query(`SELECT c.*, ${COUNT} FROM document_collections c WHERE c.id = $1`, [c.id]);
      return done(out(r), 'ok');
    },
  });

  route(app, {
    method: 'GET', url: '/api/document-collections/:id/download', access: 'public', tags: ['documents'], answer: 'the collection as a ZIP', file: ['application/zip'],
    summary: 'The whole collection as one ZIP: its folders as directories, every file under its name (public as its documents are)',
    async handler(req, reply) {
      const c = await collectionRow(ctx, req, childIdParam(req, 'id', COLLECTION_NOT_FOUND));
      const docs = await ctx.db.query('SELECT id, parent_id, is_folder, name, file_type, stored_name FROM documents WHERE collection_id = $1', [c.id]);
      const stored = new Set(await ctx.storage.list(`data/${c.meeting_id}/`));
      const entries = await collectionEntries(docs, (d) => dataKey(c.meeting_id, d.stored_name), stored);
      const body = pipeline(Readable.from(zipChunks(ctx.storage, entries)), new PassThrough(), (err: (Error & { code?: string }) | null) => {
        // the answer has started: the client sees a cut download; the server goes on
        if (err && err.code !== 'ERR_STREAM_PREMATURE_CLOSE') req.log.error({ err }, `collection ${c.id} zip failed`);
      });
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition('attachment', `${c.name}.zip`))
        .header('cache-control', 'no-store')
        .send(body);
    },
  });

  route(app, {
    method: 'POST', url: '/api/document-collections', access: { meeting: ['editor'] }, tags: ['documents'], body: 'documentCollection.save', answer: 'documentCollection',
    summary: 'Create a collection in the caller’s meeting (meetingId in the body)',
    async handler(req) {
      const meeting = await queryMeeting(ctx, req);
      const { meetingId: _m, ...b } = req.body as Row;
      const row = await ctx.repo('documentCollection').insert(ctx.db, { ...b, meetingId: meeting.id, adminId: meeting.organizer_id, creator: req.caller!.user.username });
      return done(out(row), req.t('dataManagement.created'));
    },
  });

  route(app, {
    method: 'PUT', url: '/api/document-collections/:id', access: { meeting: ['editor'], of: { table: 'document_collections', param: 'id' } }, tags: ['documents'], body: 'documentCollection.save', answer: 'documentCollection',
    summary: 'Rename or describe a collection',
    async handler(req) {
      const c = await ownedCollection(ctx, req.caller!.user, childIdParam(req, 'id', COLLECTION_NOT_FOUND));
      const { meetingId: _m, ...b } = req.body as Row;
      const row = await ctx.repo('documentCollection').update(ctx.db, { id: c.id }, { ...b, updateTime: new Date().toISOString() });
      return done(ctx.repo('documentCollection').fromRow(row), req.t('dataManagement.updated'));
    },
  });

  route(app, {
    method: 'DELETE', url: '/api/document-collections/:id', access: { meeting: ['editor'], of: { table: 'document_collections', param: 'id' } }, tags: ['documents'], summary: 'Delete a collection with its documents and folders',
    async handler(req) {
      const c = await ownedCollection(ctx, req.caller!.user, childIdParam(req, 'id', COLLECTION_NOT_FOUND));
      const top = await ctx.db.query('SELECT id FROM documents WHERE collection_id = $1 AND parent_id IS NULL', [c.id]);
      await deleteTree(ctx, top.map((r: Row) => r.id));
      await ctx.db.query('DELETE FROM document_collections WHERE id = $1', [c.id]);
      return done(null, req.t('dataManagement.deleted'));
    },
  });
}
