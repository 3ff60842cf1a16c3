// An upload's type is read from its first bytes (file-type), never from its name or the browser's
// content type: a renamed script stays a script and is refused.
import fs from 'node:fs';
import { fileTypeFromFile } from 'file-type';
import type { AppError } from '../http/errors';
import type { TempFile } from './receive';

export interface Sniffed {
  ext: string;
  mime: string;
}

/** The file's type among `types` (sniffed mime → stored extension), or undefined. */
export async function sniffAmong(file: string, types: Record<string, string>): Promise<Sniffed | undefined> {
  const t = await fileTypeFromFile(file);
  const ext = t && types[t.mime];
  return ext ? { ext, mime: t.mime } : undefined;
}

export const sniff = (file: string) => fileTypeFromFile(file);

/** The file's first bytes (at most n). */
export async function head(file: string, n: number): Promise<Buffer> {
  const h = await fs.promises.open(file, 'r');
  try {
    const buf = Buffer.alloc(n);
    const { bytesRead } = await h.read(buf, 0, n, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await h.close();
  }
}

/** Plain UTF-8 text, judged by its first 64 KB: no NUL byte, every character whole (a cut one at the end excepted). */
export async function isText(file: string, size: number): Promise<boolean> {
  const sample = await head(file, 64 * 1024);
  if (sample.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(size > sample.length ? sample.subarray(0, lastCharStart(sample)) : sample);
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

/** The one file of a single-file upload with its type among `types`: else the route's own 400 (no file) or 415 (another type). */
export async function typedFile(files: TempFile[], types: Record<string, string>, missing: () => AppError, badType: () => AppError): Promise<{ file: TempFile; type: Sniffed }> {
  const [file] = files;
  if (!file) throw missing();
  const type = await sniffAmong(file.tmp, types);
  if (!type) throw badType();
  return { file, type };
}
