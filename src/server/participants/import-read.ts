// An import file read into rows of text (issue 18 item 7): XLSX (by its ZIP signature, the first sheet,
// read-excel-file) or CSV (UTF-8, a BOM allowed, csv-parse); anything unreadable is a BadFile the route
// answers with 400. Headers map to the request's properties by the property's name or its label in
// either language; enum cells may be a value, its label in either language or an x-answer alias.
import { readSheet } from 'read-excel-file/node';
import { parse } from 'csv-parse/sync';
import type { Messages } from '../../shared/messages';
import { lookup } from '../../shared/messages';
import type { JsonSchema } from '../../shared/schema/compose';
import { zipExcess, type ZipBounds } from './zip-bounds';

/** A file that cannot be read (`key` the message; by default the generic one) or crosses a bound. */
export class BadFile extends Error {
  constructor(reason: string, readonly key = 'participant.import.badFile', readonly params: Record<string, unknown> = {}) {
    super(reason);
  }
}

/** The bounds of the participant's x-import a file is read within. */
export interface TableBounds extends ZipBounds {
  maxColumns: number;
  maxCell: number;
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const MB = 1024 * 1024;

function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : v.toISOString().slice(0, 10);
  if (typeof v === 'number') return Number.isInteger(v) ? v.toFixed(0) : String(v);
  return String(v);
}

/** A workbook whose real unpacked size (not its declared one) crosses a bound is refused before it is read. */
function checkZip(buf: Buffer, b: TableBounds) {
  const excess = zipExcess(buf, b);
  if (excess === 'entries') throw new BadFile(excess, 'participant.import.tooManyEntries', { limit: b.maxEntries });
  if (excess === 'entry') throw new BadFile(excess, 'participant.import.unpackedSheet', { size: b.maxEntryBytes / MB });
  if (excess === 'total') throw new BadFile(excess, 'participant.import.unpackedTotal', { size: b.maxUnpackedBytes / MB });
  if (excess) throw new BadFile(excess);
}

/** Too many columns or a too long cell is refused whole (the header is row 1). */
function checkTable(rows: string[][], b: TableBounds): string[][] {
  const widest = rows.reduce((n, r) => Math.max(n, r.length), 0);
  if (widest > b.maxColumns) throw new BadFile('columns', 'participant.import.tooManyColumns', { limit: b.maxColumns, count: widest });
  const long = rows.findIndex((r) => r.some((c) => c.length > b.maxCell));
  if (long >= 0) throw new BadFile('cell', 'participant.import.cellTooLong', { limit: b.maxCell, row: long + 1 });
  return rows;
}

/** The file's rows as text (the first is the header row). */
export async function readTable(buf: Buffer, bounds: TableBounds): Promise<string[][]> {
  if (ZIP.every((b, i) => buf[i] === b)) {
    checkZip(buf, bounds);
    let rows: unknown[][];
    try {
      rows = await readSheet(buf);
    } catch {
      throw new BadFile('xlsx');
    }
    return checkTable(rows.map((r) => r.map(cellText)), bounds);
  }
  // a binary file that is no workbook (an image, an old .xls) is no CSV either
  if (buf.includes(0)) throw new BadFile('binary');
  const text = new TextDecoder('utf-8', { fatal: false }).decode(buf);
  if (text.includes('\uFFFD')) throw new BadFile('encoding');
  let rows: string[][];
  try {
    rows = (parse(text, { bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true }) as string[][]).map((r) => r.map(cellText));
  } catch {
    throw new BadFile('csv');
  }
  return checkTable(rows, bounds);
}

const norm = (s: string) => s.replace(/[\s*＊:：]/g, '').toLowerCase();

/**
 * Which property each header cell names (by index; unknown headers are `ignored`): the property's name,
 * or its label (fields.<entity>.<property>) in zh or en. A property named twice is read from its first column.
 */
export function mapHeaders(headers: string[], fields: string[], entity: string, messages: Record<'zh' | 'en', Messages>): { columns: Map<number, string>; ignored: string[] } {
  const names = new Map<string, string>();
  for (const f of fields) {
    for (const n of [f, lookup(messages.zh, `fields.${entity}.${f}`), lookup(messages.en, `fields.${entity}.${f}`)]) if (n && !names.has(norm(n))) names.set(norm(n), f);
  }
  const columns = new Map<number, string>();
  const ignored: string[] = [];
  const taken = new Set<string>();
  headers.forEach((h, i) => {
    const f = names.get(norm(h));
    if (f && !taken.has(f)) {
      columns.set(i, f);
      taken.add(f);
    } else if (h.trim()) ignored.push(h.trim());
  });
  return { columns, ignored };
}

/** An enum cell as its value: the value, its label in zh or en, or one of the property's x-answer aliases (without case). */
export function enumValue(p: JsonSchema, cell: string, entity: string, field: string, messages: Record<'zh' | 'en', Messages>): string {
  if (!Array.isArray(p.enum)) return cell;
  const c = cell.trim().toLowerCase();
  const aliases = (typeof p['x-answer'] === 'object' ? p['x-answer'].aliases : undefined) as Record<string, string[]> | undefined;
  for (const v of p.enum as string[]) {
    const names = [v, lookup(messages.zh, `form.enum.${entity}.${field}.${v}`), lookup(messages.en, `form.enum.${entity}.${field}.${v}`), ...(aliases?.[v] ?? [])];
    if (names.some((n) => n !== undefined && String(n).trim().toLowerCase() === c)) return v;
  }
  return cell;
}
