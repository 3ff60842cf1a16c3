// Multipart uploads streamed to disk: each file part goes straight into a temp file under
// uploads/.tmp while its bytes are counted; past the route's limit the write stops, the temp file is
// deleted and the route's 413 answers. No upload is ever held in memory, whatever its size.
import fs from 'node:fs';
import path from 'node:path';
import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import type { Req } from '../http/context';
import { AppError } from '../http/errors';
import { multipartRefusal } from '../http/errors-handler';
import { cleanFileName } from '../../shared/files/names';

export interface TempFile {
  /** where the bytes wait until kept (store.ts) or discarded */
  tmp: string;
  size: number;
  /** the name it was sent with, cleaned (shared/files/names.ts) */
  name: string;
  field: string;
}

export interface ReceiveOptions {
  /** per file, enforced while the file streams; a function sees the text fields sent before the file */
  maxBytes: number | ((fields: Record<string, string>) => number);
  maxFiles?: number;
  /** the file fields taken; other file parts are read past. None: any field. */
  fileFields?: string[];
  maxFields?: number;
  /** the route's own refusals; tooLarge sees the text fields sent before the file */
  tooLarge(fields: Record<string, string>): AppError;
  notMultipart(): AppError;
  tooMany?(): AppError;
}

export interface Received {
  fields: Record<string, string>;
  /** non-empty files, in the order sent */
  files: TempFile[];
}

class Overflow extends Error {}

const tmpDir = (uploadDir: string) => path.join(uploadDir, '.tmp');
const sink = () => new Writable({ write: (_c, _e, cb) => cb() });

/**
 * Reads the request's parts, hands the files to `use`, and deletes every temp file `use` did not keep
 * (store.ts moves a kept one away), whether it answered or threw.
 */
export async function withUpload<T>(req: Req, uploadDir: string, opts: ReceiveOptions, use: (r: Received) => Promise<T>): Promise<T> {
  const temps: string[] = [];
  try {
    return await use(await receive(req, uploadDir, opts, temps));
  } finally {
    await Promise.all(temps.map((f) => fs.promises.rm(f, { force: true })));
  }
}

async function receive(req: Req, uploadDir: string, opts: ReceiveOptions, temps: string[]): Promise<Received> {
  const maxFiles = opts.maxFiles ?? 1;
  const fields: Record<string, string> = {};
  const files: TempFile[] = [];
  await fs.promises.mkdir(tmpDir(uploadDir), { recursive: true });
  try {
    // busboy stops at one byte over the limit: the counter below sees the overflow, nothing more is kept
    // (throwFileSizeLimit is read by @fastify/multipart though its types leave it out of parts())
    const ceiling = typeof opts.maxBytes === 'number' ? opts.maxBytes : opts.maxBytes({});
    const parts = req.parts({ limits: { fileSize: ceiling + 1, files: maxFiles + 5, fields: opts.maxFields ?? 20 }, throwFileSizeLimit: false } as Parameters<Req['parts']>[0]);
    let fileParts = 0;
    for await (const part of parts) {
      if (part.type !== 'file') {
        fields[part.fieldname] = String(part.value ?? '');
        continue;
      }
      // more file parts than the route takes, whatever their names: refused, not silently read past
      if (++fileParts > maxFiles) throw tooMany(opts);
      const wanted = !opts.fileFields || opts.fileFields.includes(part.fieldname);
      if (!wanted) {
        await pipeline(part.file, sink());
        continue;
      }
      const tmp = path.join(tmpDir(uploadDir), randomBytes(16).toString('hex'));
      temps.push(tmp);
      let size = 0;
      const maxBytes = typeof opts.maxBytes === 'number' ? opts.maxBytes : Math.min(ceiling, opts.maxBytes(fields));
      const counter = new Transform({
        transform(chunk: Buffer, _enc, cb) {
          size += chunk.length;
          cb(size > maxBytes ? new Overflow() : null, chunk);
        },
      });
      try {
        await pipeline(part.file, counter, fs.createWriteStream(tmp, { flags: 'wx' }));
      } catch (e) {
        if (e instanceof Overflow) throw opts.tooLarge(fields);
        throw e;
      }
      if (size > 0) files.push({ tmp, size, name: cleanFileName(part.filename), field: part.fieldname });
    }
  } catch (e) {
    throw asRefusal(e, opts);
  }
  return { fields, files };
}

const tooMany = (opts: ReceiveOptions) => opts.tooMany?.() ?? new AppError(400, 'validation.tooManyFiles');

/** Multipart failures as the route's 4xx (its own words where it has them); a file-system failure stays what it is. */
function asRefusal(e: unknown, opts: ReceiveOptions): unknown {
  if (e instanceof AppError) return e;
  const err = e as { code?: string; syscall?: string; message?: string };
  if (err.syscall) return e;
  if (err.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return opts.notMultipart();
  if (err.code === 'FST_FILES_LIMIT') return tooMany(opts);
  const mp = multipartRefusal(err);
  return mp ? new AppError(mp[0], mp[1]) : new AppError(400, 'validation.badMultipart');
}
