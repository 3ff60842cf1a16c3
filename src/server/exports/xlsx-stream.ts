// A one-sheet XLSX workbook written row by row (SpreadsheetML inside a ZIP, compressed by fflate as it
// goes), for exports of any length. write-excel-file (used for the small statistics report) builds
// the whole sheet in memory and compresses it in one synchronous run: measured on 10,000 rows × 45
// columns it held the event loop for 4-6 s and took ~300 MB, so every other request of the server
// waited. Here rows arrive a page at a time from the database and each page is turned into XML and
// deflated before the next is read: memory stays at one page, and the loop is free between pages.
import { fromStored } from '../meetings/times';
import { ZipDeflate, ZipPassThrough } from 'fflate';
import { zipQueue } from './zip-queue';
import type { CellValue } from './safe-cell';

export interface XlsxSheet {
  /** the sheet's tab name (at most 31 characters, none of []:*?/\) */
  name: string;
  /** the first row, in bold */
  headers: string[];
  /** column widths in characters (default 16) */
  widths?: number[];
  /** the data rows, each already passed through safeCell */
  rows: AsyncIterable<CellValue[]>;
  /** the IANA zone whose wall clock dates are written in (the meeting's; default Asia/Shanghai) */
  timeZone?: string;
}

const enc = new TextEncoder();
// characters XML 1.0 cannot hold (Excel refuses the file otherwise)
const INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const xml = (s: string) => s.replace(INVALID, '').replace(/[&<>"]/g, (c) => ESC[c]);

const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006';

function staticParts(sheetName: string): Record<string, string> {
  return {
    '[Content_Types].xml': `${HEAD}<Types xmlns="${PKG}/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
    '_rels/.rels': `${HEAD}<Relationships xmlns="${PKG}/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${HEAD}<workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="${xml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `${HEAD}<Relationships xmlns="${PKG}/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
    // style 0: plain; 1: bold (the header); 2: a date-time
    'xl/styles.xml': `${HEAD}<styleSheet xmlns="${NS}"><numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm:ss"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
  };
}

/** Excel's serial day number of a moment (days since 1899-12-30) in the zone's wall clock, as exports show times. */
const serial = (d: Date, zone?: string) => Date.parse(`${fromStored(d, zone)!.replace(' ', 'T')}Z`) / 86_400_000 + 25569;

/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
export function columnName(i: number): string {
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

function cell(ref: string, v: CellValue, bold: boolean, zone?: string): string {
  if (v === null || v === undefined || v === '') return '';
  if (typeof v === 'number') return Number.isFinite(v) ? `<c r="${ref}"><v>${v}</v></c>` : '';
  if (typeof v === 'boolean') return `<c r="${ref}" t="b"><v>${v ? 1 : 0}</v></c>`;
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : `<c r="${ref}" s="2"><v>${serial(v, zone)}</v></c>`;
  return `<c r="${ref}"${bold ? ' s="1"' : ''} t="inlineStr"><is><t xml:space="preserve">${xml(String(v))}</t></is></c>`;
}

/** The workbook's bytes, in chunks as they are compressed (pull them at the reader's pace). */
export async function* xlsxChunks(sheet: XlsxSheet): AsyncGenerator<Uint8Array> {
  const { zip, drain } = zipQueue();
  const tab = sheet.name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31).trim() || 'Sheet1';
  for (const [name, text] of Object.entries(staticParts(tab))) {
    const f = new ZipPassThrough(name);
    zip.add(f);
    f.push(enc.encode(text), true);
  }
  const data = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
  zip.add(data);
  const letters = sheet.headers.map((_, i) => columnName(i));
  let n = 0;
  // cells carry their reference (A1, B1…): empty ones are simply left out
  const row = (cells: CellValue[], bold = false) => {
    n++;
    return `<row r="${n}">${cells.map((c, i) => cell(`${letters[i] ?? columnName(i)}${n}`, c, bold, sheet.timeZone)).join('')}</row>`;
  };
  const widths = sheet.headers.map((_, i) => sheet.widths?.[i] ?? 16);
  const cols = widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join('');
  // the header row stays in view while scrolling
  data.push(enc.encode(`${HEAD}<worksheet xmlns="${NS}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${cols}</cols><sheetData>${row(sheet.headers, true)}`));
  yield* drain();
  let batch: string[] = [];
  for await (const r of sheet.rows) {
    batch.push(row(r));
    if (batch.length >= 200) {
      data.push(enc.encode(batch.join('')));
      batch = [];
      yield* drain();
    }
  }
  data.push(enc.encode(`${batch.join('')}</sheetData></worksheet>`), true);
  zip.end();
  yield* drain();
}
