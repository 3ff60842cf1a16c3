// Import files for the participant import tests: an XLSX written by the server's own sheet writer and
// CSV text, sent as multipart.
import type { TestApp } from './harness';
import { multipart } from './harness';
import { xlsxChunks } from '../../src/server/exports/xlsx-stream';

export async function xlsxOf(rows: string[][]): Promise<Buffer> {
  const [headers, ...data] = rows;
  const parts: Uint8Array[] = [];
  for await (const c of xlsxChunks({ name: 'Sheet1', headers, rows: (async function* () { yield* data; })() })) parts.push(c);
  return Buffer.concat(parts);
}

export const csvOf = (rows: string[][]) => Buffer.from(`\uFEFF${rows.map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\r\n')}\r\n`);

export async function upload(t: TestApp, url: string, token: string, file: Buffer, name: string, lang: 'zh' | 'en' = 'zh') {
  const type = name.endsWith('.csv') ? 'text/csv' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const m = multipart('file', name, type, file);
  const res = await t.app.inject({ method: 'POST', url, payload: m.payload, headers: { 'content-type': m.contentType, authorization: `Bearer ${token}`, 'accept-language': lang } });
  let body: any;
  try {
    body = res.json();
  } catch {
    body = res.body;
  }
  return { status: res.statusCode, body };
}
