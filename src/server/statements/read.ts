// A statement file of any format read into its credit lines: CAMT.053 XML or MT940 by their content,
// else a CSV/XLSX export through the column mapping. Bounded: the file's bytes (at the upload), its
// lines (statementImport x-import maxLines), every text to its column.
import { BadStatement, bounded, type StatementLineIn } from './line';
import { decode } from './decode';
import { looksMt940, readMt940 } from './mt940';
import { looksCamt053, readCamt053 } from './camt053';
import { isZip, linesOf, rowsOf, type Mapping } from './table';
import { htmlRows, looksHtml } from './html-table';
import type { ZipBounds } from '../participants/zip-bounds';

export type Format = 'csv' | 'xlsx' | 'html' | 'mt940' | 'camt053';
export interface Bounds extends ZipBounds { maxLines: number }

/** The file's format by its content (a mapping is needed for csv and xlsx only). */
export function formatOf(buf: Buffer): Format {
  if (isZip(buf)) return 'xlsx';
  // an image or an old binary .xls is none of the formats
  if (buf.subarray(0, 4096).includes(0)) throw new BadStatement('binary');
  const head = decode(buf.subarray(0, 8192)).text;
  // a bank's ".xls" that is a web page with a table is read by its cells; any other page, or an image
  // in XML, is no statement (read as CSV it would show its markup as rows)
  if (looksHtml(head)) {
    if (htmlRows(decode(buf).text).some((r) => r.length > 1)) return 'html';
    throw new BadStatement('binary');
  }
  if (/^\s*(<\?xml[^>]*>\s*)?<svg\b/i.test(head)) throw new BadStatement('binary');
  // a PDF statement is for people to read: its text cannot be taken as columns
  if (buf.subarray(0, 5).toString('latin1') === '%PDF-') throw new BadStatement('binary');
  if (looksCamt053(head) || /^\s*(<\?xml|<Document)/.test(head)) return 'camt053';
  if (looksMt940(decode(buf).text)) return 'mt940';
  return 'csv';
}

export async function readStatement(buf: Buffer, bounds: Bounds, mapping?: Mapping): Promise<{ format: Format; lines: StatementLineIn[] }> {
  const format = formatOf(buf);
  let lines: StatementLineIn[];
  if (format === 'camt053') lines = readCamt053(decode(buf).text);
  else if (format === 'mt940') lines = readMt940(decode(buf).text);
  else {
    if (!mapping) throw new BadStatement('mappingNeeded');
    const { rows } = await rowsOf(buf, bounds, mapping.encoding);
    lines = linesOf(rows, mapping);
  }
  if (!lines.length) throw new BadStatement('noLines');
  if (lines.length > bounds.maxLines) throw new BadStatement('tooManyLines', { limit: bounds.maxLines, count: lines.length });
  return { format, lines: lines.map(bounded) };
}
