// Uploads of data management: streamed to disk with a size cap (uploads/receive.ts), the type sniffed
// from the bytes (the file name and the browser's content type are not trusted), counted against the
// meeting organizer's upload quota and stored under a random name below uploads/data/<meetingId>/, so
// that a name never reaches the file system.
import path from 'node:path';
import type { Ctx, Req } from '../http/context';
import type { Row } from '../db/repo';
import { AppError } from '../http/errors';
import { withUpload, type Received, type TempFile } from '../uploads/receive';
import { isText, sniff, sniffAmong, type Sniffed } from '../uploads/sniff';
import { forget, keepForMeeting } from '../uploads/store';

/** Files of field `file` (or `files`) and the text fields, for `use`; a file over maxBytes is a 413 with tooLargeKey. */
export const withDataUpload = <T>(ctx: Ctx, req: Req, maxBytes: number, tooLargeKey: string, use: (r: Received) => Promise<T>, maxFiles = 1) =>
  withUpload(req, ctx.uploadDir, {
    maxBytes, maxFiles, fileFields: ['file', 'files', 'file[]'],
    tooLarge: () => new AppError(413, tooLargeKey),
    notMultipart: () => new AppError(400, 'dataManagement.fileMissing'),
    tooMany: () => new AppError(400, 'dataManagement.tooManyFiles', { max: maxFiles }),
  }, use);

/** Partner logos (spec 3 §5): jpeg, jpg, png, gif, bmp, tiff. Speaker avatars take the same set. */
export const IMAGE_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/bmp': 'bmp', 'image/tiff': 'tif' };
export const IMAGE_MAX = 5 * 1024 * 1024;

export const imageType = (f: TempFile) => sniffAmong(f.tmp, IMAGE_TYPES);

/** Documents (spec 3 §5): pdf, doc, docx, xls, xlsx, ppt, pptx, txt, at most 100 MB. */
export const DOCUMENT_MAX = 100 * 1024 * 1024;
const OOXML: Record<string, string> = {
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
};
const LEGACY_OFFICE = ['doc', 'xls', 'ppt'];
const MIME: Record<string, string> = { doc: 'application/msword', xls: 'application/vnd.ms-excel', ppt: 'application/vnd.ms-powerpoint' };

/**
 * The document's type from its bytes: pdf and the OOXML formats are recognised outright; the old
 * Office formats share one container (CFB), so the name picks among doc/xls/ppt only when the bytes
 * are CFB; txt must be UTF-8 text without control bytes. Anything else: undefined.
 */
export async function documentType(f: TempFile, name: string): Promise<Sniffed | undefined> {
  const ext = path.extname(name).slice(1).toLowerCase();
  const t = await sniff(f.tmp);
  if (t?.mime === 'application/pdf') return { ext: 'pdf', mime: t.mime };
  if (t && OOXML[t.mime]) return { ext: OOXML[t.mime], mime: t.mime };
  if (t?.mime === 'application/x-cfb' && LEGACY_OFFICE.includes(ext)) return { ext, mime: MIME[ext] };
  if (!t && ext === 'txt' && (await isText(f.tmp, f.size))) return { ext: 'txt', mime: 'text/plain; charset=utf-8' };
  return undefined;
}

/** The storage key of a meeting's data file (a document, an older avatar or logo). */
export const dataKey = (meetingId: number | string, storedName: string) => `data/${meetingId}/${storedName}`;

/** Keeps the file under a fresh random name as an upload of the meeting's organizer (`row` holds meeting_id and admin_id); answers the name. */
export async function storeFile(ctx: Ctx, row: Row, f: TempFile, type: Sniffed): Promise<string> {
  return (await keepForMeeting(ctx, f, { id: row.meeting_id, organizer_id: row.admin_id }, 'data', type)).storedName;
}

export const STORED_NAME = /^[a-f0-9]{32}\.(jpg|png|gif|bmp|tif|pdf|docx?|xlsx?|pptx?|txt)$/;

/** Deletes stored files of a meeting and gives their quota back. */
export async function removeFile(ctx: Ctx, meetingId: number, ...names: (string | null | undefined)[]) {
  await forget(ctx, ...names.filter((n): n is string => !!n && STORED_NAME.test(n)).map((n) => `data/${meetingId}/${n}`));
}
