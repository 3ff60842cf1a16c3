// A CSV or XLSX bank export read through a column mapping (statement-mapping.json): the text decoded
// (decode.ts), rows parsed by csv-parse (or the first sheet by read-excel-file, its ZIP unpacked for
// real first, as the participant import does), the bank's preamble above the header row skipped, each
// field read from the column its header names, and only credit lines kept. Rows without a readable date
// (subtotals, footers) are passed over; a dated row whose amount cannot be read is refused by its number.
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { zipExcess, type ZipBounds } from '../participants/zip-bounds';
import { decode, type Encoding } from './decode';
import { readDate, type DateFormat } from './dates';
import { htmlRows, looksHtml } from './html-table';
import { BadStatement, cents, type StatementLineIn } from './line';
import presetsData from './presets.json';

export type Field = 'date' | 'amount' | 'credit' | 'payerName' | 'payerAccount' | 'memo' | 'bankTxId' | 'currency';
export interface Mapping {
  headerRow: number;
  columns: Partial<Record<Field, string>>;
  encoding?: Encoding;
  dateFormat?: DateFormat;
  amountMode?: 'signed' | 'credit';
}
export interface Preset extends Mapping { key: string; name: { zh: string; en: string } }

export const PRESETS = presetsData.presets as Preset[];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
export const isZip = (buf: Buffer) => ZIP.every((b, i) => buf[i] === b);

const cellText = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : v.toISOString().slice(0, 10);
  if (typeof v === 'number') return Number.isInteger(v) ? v.toFixed(0) : v.toFixed(2);
  return String(v).trim();
};

/** The file's rows as text, and the encoding it was read in (xlsx for a workbook). */
export async function rowsOf(buf: Buffer, bounds: ZipBounds, encoding: Encoding = 'auto'): Promise<{ rows: string[][]; encoding: string }> {
  if (isZip(buf)) {
    if (zipExcess(buf, bounds)) throw new BadStatement('zip');
    try {
      return { rows: (await readSheet(buf)).map((r) => r.map(cellText)), encoding: 'xlsx' };
    } catch {
      throw new BadStatement('xlsx');
    }
  }
  if (buf.subarray(0, 4096).includes(0)) throw new BadStatement('binary');
  const d = decode(buf, encoding);
  if (looksHtml(d.text.slice(0, 8192))) return { rows: htmlRows(d.text), encoding: d.encoding };
  try {
    const rows = parse(d.text, { relax_column_count: true, relax_quotes: true, skip_empty_lines: false }) as string[][];
    return { rows: rows.map((r) => r.map(cellText)), encoding: d.encoding };
  } catch {
    throw new BadStatement('csv');
  }
}

/** A header cell as compared: no spaces, full-width brackets folded, lower case. */
export const norm = (h: string) => h.replace(/[\s\u3000]/g, '').replace(/（/g, '(').replace(/）/g, ')').toLowerCase();

/**
 * The first preset whose date and amount headers stand in one of the first rows, with that row (1-based)
 * and the preset's columns that row has (a bank's shorter export lacks some optional ones).
 */
export function suggest(rows: string[][]): { preset: Preset; headerRow: number; columns: Mapping['columns'] } | null {
  for (let i = 0; i < Math.min(rows.length, 30); i++) {
    const cells = new Set(rows[i].map(norm));
    const p = PRESETS.find((x) => [x.columns.date, x.columns.amount ?? x.columns.credit].every((h) => h && cells.has(norm(h))));
    if (p) return { preset: p, headerRow: i + 1, columns: Object.fromEntries(Object.entries(p.columns).filter(([, h]) => h && cells.has(norm(h)))) };
  }
  return null;
}

/** The credit lines of the rows read through `m`. */
export function linesOf(rows: string[][], m: Mapping): StatementLineIn[] {
  const header = (rows[m.headerRow - 1] ?? []).map(norm);
  const col = (f: Field): number => {
    const h = m.columns[f];
    if (!h) return -1;
    const i = header.indexOf(norm(h));
    if (i < 0) throw new BadStatement('columnMissing', { column: h, row: m.headerRow });
    return i;
  };
  const money = m.amountMode === 'credit' ? 'credit' : 'amount';
  if (!m.columns.date) throw new BadStatement('mappingField', { field: { t: 'fields.statementLine.date' } });
  if (!m.columns[money]) throw new BadStatement('mappingField', { field: { t: `statements.field.${money}` } });
  const at = Object.fromEntries((['date', 'amount', 'credit', 'payerName', 'payerAccount', 'memo', 'bankTxId', 'currency'] as Field[]).map((f) => [f, col(f)])) as Record<Field, number>;
  const cell = (r: string[], f: Field) => (at[f] >= 0 ? r[at[f]] ?? '' : '');
  const out: StatementLineIn[] = [];
  rows.slice(m.headerRow).forEach((r, k) => {
    const date = readDate(cell(r, 'date'), m.dateFormat);
    if (!date) return;
    const raw = cell(r, money);
    if (!raw.trim() || /^[-−—]+$/.test(raw.trim())) return;
    const amount = cents(raw);
    if (!Number.isFinite(amount)) throw new BadStatement('amount', { row: m.headerRow + k + 1, value: raw.slice(0, 30) });
    if (amount <= 0) return;
    out.push({
      date, amountCents: amount, currency: cell(r, 'currency').replace(/人民币|RMB/i, 'CNY') || 'CNY',
      payerName: cell(r, 'payerName'), payerAccount: cell(r, 'payerAccount'), memo: cell(r, 'memo'), bankTxId: cell(r, 'bankTxId'),
    });
  });
  return out;
}
