// Documents and folders of a collection: listing one folder (folders first, 20 a page), the
// breadcrumb from the root, the collection's owner check and file removal with a folder's contents.
import type { Ctx, Req } from '../http/context';
import type { Row } from '../db/repo';
import { AppError } from '../http/errors';
import { ownerScope } from '../meetings/owner';
import { assertStaffMeeting } from '../auth/staff';
import { removeFile } from './upload';
import { existingMeeting } from './scope';
import { previewToken } from '../meetings/public-routes';

export const COLLECTION_NOT_FOUND = 'dataManagement.collectionNotFound';
export const DOCUMENT_NOT_FOUND = 'dataManagement.documentNotFound';

/**
 * The document manager's item (spec 3 §3): size, type, updateTime beside the document's own names,
 * and its download and preview links; for the owner they carry the meeting's preview token, since a
 * link sends no login and the site may not be published yet.
 */
export const docOut = (ctx: Ctx, r: Row, previewToken?: string): Row => {
  const d = ctx.repo('document').fromRow(r)!;
  const q = previewToken ? `?previewToken=${previewToken}` : '';
  const links = d.isFolder ? {} : { file: `/api/documents/${d.id}/download${q}`, preview: `/api/document/preview/${d.id}${q}` };
  return { ...d, size: d.fileSize, type: d.isFolder ? 'folder' : d.fileType, updateTime: d.updatedAt, ...links };
};

/** The meeting's preview token, made when it has none (as POST /api/co/meeting/{id}/generate-preview-token does). */
export async function meetingPreviewToken(ctx: Ctx, meetingId: number): Promise<string> {
  await ctx.db.query('UPDATE meetings SET preview_token = $2 WHERE id = $1 AND preview_token IS NULL', [meetingId, previewToken()]);
  const [m] = await ctx.db.query('SELECT preview_token FROM meetings WHERE id = $1', [meetingId]);
  return String(m.preview_token);
}

/** The collection for a public read: its meeting must be readable by the caller (scope.ts). */
export async function collectionRow(ctx: Ctx, req: Req, id: number): Promise<Row> {
  const [row] = await ctx.db.query('SELECT * FROM document_collections WHERE id = $1', [id]);
  if (!row) throw new AppError(404, COLLECTION_NOT_FOUND);
  await existingMeeting(ctx, req, row.meeting_id).catch(() => {
    throw new AppError(404, COLLECTION_NOT_FOUND);
  });
  return row;
}

/** The collection if the caller owns its meeting, else 404. */
export async function ownedCollection(ctx: Ctx, caller: Row, id: number): Promise<Row> {
  const [row] = await ctx.db.query(
    'SELECT c.* FROM document_collections c JOIN meetings m ON m.id = c.meeting_id WHERE c.id = $1 AND ($2::int IS NULL OR m.organizer_id = $2)',
    [id, ownerScope(caller)],
  );
  if (!row) throw new AppError(404, COLLECTION_NOT_FOUND);
  // staff: only a collection of a meeting its role reaches (uploads name the collection in the form)
  assertStaffMeeting(caller, row.meeting_id);
  return row;
}

/** A folder of that collection (null: the root), else 404. */
export async function folderIn(ctx: Ctx, collectionId: number, parentId: unknown): Promise<number | null> {
  if (parentId === undefined || parentId === null || parentId === '' || Number(parentId) === 0) return null;
  const [row] = await ctx.db.query('SELECT id FROM documents WHERE id = $1 AND collection_id = $2 AND is_folder', [Number(parentId), collectionId]);
  if (!row) throw new AppError(404, 'dataManagement.folderNotFound');
  return row.id;
}

export async function listFolder(ctx: Ctx, collectionId: number, parentId: number | null, keyword: string | undefined, page: number, size: number, token?: string) {
  // a search looks through the whole collection; browsing shows one folder
  const where = ['collection_id = $1'];
  const args: unknown[] = [collectionId];
  if (keyword) where.push(`name ILIKE '%' || $${args.push(keyword)} || '%'`);
  else where.push(parentId === null ? 'parent_id IS NULL' : `parent_id = $${args.push(parentId)}`);
  const cond = where.join(' AND ');
  const [{ n }] = await ctx.db.query(`SELECT count(*)::int AS n FROM documents WHERE ${cond}`, args);
  const rows = await ctx.db.query(`SELECT * FROM documents WHERE ${cond} ORDER BY is_folder DESC, lower(name), id LIMIT ${size} OFFSET ${(page - 1) * size}`, args);
  return { list: rows.map((r: Row) => docOut(ctx, r, token)), total: Number(n), page, size };
}

/** Root first: [{ id: null, name: collection }, …folders down to parentId]. */
export async function breadcrumb(ctx: Ctx, collection: Row, parentId: number | null) {
  const rows = parentId === null ? [] : await ctx.db.query(
    `WITH RECURSIVE up AS (SELECT id, name, parent_id, 0 AS depth FROM documents WHERE id = $1
       UNION ALL SELECT d.id, d.name, d.parent_id, up.depth + 1 FROM documents d JOIN up ON d.id = up.parent_id WHERE up.depth < 50)
     SELECT id, name FROM up ORDER BY depth DESC`,
    [parentId],
  );
  return [{ id: null, name: collection.name }, ...rows.map((r: Row) => ({ id: r.id, name: r.name }))];
}

/** Deletes rows and everything inside deleted folders, and their stored files. */
export async function deleteTree(ctx: Ctx, ids: number[]) {
  const rows = await ctx.db.query(
    `WITH RECURSIVE t AS (SELECT id FROM documents WHERE id = ANY($1::int[]) UNION SELECT d.id FROM documents d JOIN t ON d.parent_id = t.id)
     DELETE FROM documents WHERE id IN (SELECT id FROM t) RETURNING meeting_id, stored_name`,
    [ids],
  );
  for (const r of rows) await removeFile(ctx, r.meeting_id, r.stored_name);
  return rows.length;
}
