// Shared by the data-management API tests: real file bytes of each accepted and refused type, and
// multipart calls with any number of files.
import { randomBytes } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import { pngBytes, type TestApp } from './harness';
export { JPEG } from './hotels.fixtures';

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<< /Type /Catalog >>endobj\ntrailer<< /Root 1 0 R >>\n%%EOF\n');
export const TXT = Buffer.from('会议议程\nAgenda: 09:00 opening\n', 'utf8');
export const CFB = Buffer.concat([Buffer.from('D0CF11E0A1B11AE1', 'hex'), Buffer.alloc(1024)]);
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
export const BMP = Buffer.concat([Buffer.from('BM'), Buffer.alloc(60)]);
export const TIFF = Buffer.concat([Buffer.from('49492A0008000000', 'hex'), Buffer.alloc(60)]);
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
export const PNG = pngBytes(6, 6);
export const DOCX = Buffer.from(
  zipSync({
    '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>'),
    'word/document.xml': strToU8('<w:document/>'),
  }),
);

export interface FilePart { name: string; type?: string; data: Buffer; field?: string }

export function formOf(fields: Record<string, string>, files: FilePart[]) {
  const boundary = `----conflow${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`), f.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function postForm(t: TestApp, url: string, token: string | undefined, fields: Record<string, string>, files: FilePart[], lang: 'zh' | 'en' = 'zh') {
  const f = formOf(fields, files);
  const res = await t.app.inject({
    method: 'POST', url, payload: f.payload,
    headers: { 'content-type': f.contentType, 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: res.statusCode, body: res.json() };
}

/** A buffer of n bytes that starts with the given bytes (to pass a sniff and break a size limit). */
export const padded = (head: Buffer, n: number) => Buffer.concat([head, Buffer.alloc(n - head.length)]);
