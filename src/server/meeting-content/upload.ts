// Uploads of data management: multipart read with a size cap, the type sniffed from the bytes (the
// file name and the browser's content type are not trusted), stored under a random name below
// uploads/data/<meetingId>/ so that a name never reaches the file system.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { Ctx, Req } from '../http/context';
import { AppError } from '../http/errors';

export interface UploadedFile {
  buf: Buffer;
  name: string;
}

/** Files of field `file` (or `files`) and the text fields; a file over maxBytes is a 413 with tooLargeKey. */
export async function readUpload(req: Req, maxBytes: number, tooLargeKey: string, maxFiles = 1): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of req.parts({ limits: { fileSize: maxBytes, files: maxFiles, fields: 20 } })) {
      if (part.type === 'file') {
        const buf = await part.toBuffer();
        if (['file', 'files', 'file[]'].includes(part.fieldname) && buf.length) files.push({ buf, name: part.filename });
      } else fields[part.fieldname] = String(part.value ?? '');
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, tooLargeKey);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError(400, 'dataManagement.fileMissing');
    if (code === 'FST_FILES_LIMIT') throw new AppError(400, 'dataManagement.tooManyFiles', { max: maxFiles });
    throw e;
  }
  return { fields, files };
}

/** Partner logos (spec 3 §5): jpeg, jpg, png, gif, bmp, tiff. Speaker avatars take the same set. */
export const IMAGE_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/bmp': 'bmp', 'image/tiff': 'tif' };
export const IMAGE_MAX = 5 * 1024 * 1024;

export async function imageExt(buf: Buffer): Promise<string | undefined> {
  const t = await fileTypeFromBuffer(buf);
  return t ? IMAGE_TYPES[t.mime] : undefined;
}

/** Documents (spec 3 §5): pdf, doc, docx, xls, xlsx, ppt, pptx, txt, at most 100 MB. */
export const DOCUMENT_MAX = 100 * 1024 * 1024;
const OOXML: Record<string, string> = {
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
};
const LEGACY_OFFICE = ['doc', 'xls', 'ppt'];

/**
 * The document's type from its bytes: pdf and the OOXML formats are recognised outright; the old
 * Office formats share one container (CFB), so the name picks among doc/xls/ppt only when the bytes
 * are CFB; txt must be UTF-8 text without control bytes. Anything else: undefined.
 */
export async function documentType(buf: Buffer, name: string): Promise<{ ext: string; mime: string } | undefined> {
  const ext = path.extname(name).slice(1).toLowerCase();
  const t = await fileTypeFromBuffer(buf);
  if (t?.mime === 'application/pdf') return { ext: 'pdf', mime: t.mime };
  if (t && OOXML[t.mime]) return { ext: OOXML[t.mime], mime: t.mime };
  if (t?.mime === 'application/x-cfb' && LEGACY_OFFICE.includes(ext)) return { ext, mime: MIME[ext] };
  if (!t && ext === 'txt' && isText(buf)) return { ext: 'txt', mime: 'text/plain; charset=utf-8' };
  return undefined;
}

const MIME: Record<string, string> = { doc: 'application/msword', xls: 'application/vnd.ms-excel', ppt: 'application/vnd.ms-powerpoint' };

function isText(buf: Buffer): boolean {
  const sample = buf.subarray(0, 64 * 1024);
  if (sample.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buf.length > sample.length ? sample.subarray(0, lastCharStart(sample)) : sample);
    return true;
  } catch {
    return false;
  }
}

/** cut a sample before a multi-byte character that the cut may have split */
function lastCharStart(b: Buffer): number {
  let i = b.length;
  while (i > 0 && i > b.length - 4 && (b[i - 1] & 0xc0) === 0x80) i--;
  return i > 0 && b[i - 1] >= 0xc0 ? i - 1 : b.length;
}

export const dataDir = (ctx: Ctx, meetingId: number) => path.join(ctx.uploadDir, 'data', String(meetingId));

/** Writes the bytes under a fresh random name and answers it. */
export async function storeFile(ctx: Ctx, meetingId: number, buf: Buffer, ext: string): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  const dir = dataDir(ctx, meetingId);
  await fs.promises.mkdir(dir, { recursive: true });
  await fs.promises.writeFile(path.join(dir, name), buf);
  return name;
}

export const STORED_NAME = /^[a-f0-9]{32}\.(jpg|png|gif|bmp|tif|pdf|docx?|xlsx?|pptx?|txt)$/;

export async function removeFile(ctx: Ctx, meetingId: number, name?: string | null) {
  if (name && STORED_NAME.test(name)) await fs.promises.rm(path.join(dataDir(ctx, meetingId), name), { force: true });
}
