// Answers a table as a CSV (UTF-8 with a BOM, so Excel reads Chinese right; csv-stringify) or XLSX
// (xlsx-stream.ts) download. Rows come from an async iterable that reads the database a page at a
// time and are streamed through stream.pipeline, so a failure midway ends the download (logged)
// instead of the process; the first row is read before answering, so a failure at once is an
// ordinary error answer. Every cell, headers included, passes through safeCell (formulas neutralised).
import { PassThrough, Readable, pipeline } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify';
import type { Req } from '../http/context';
import { safeCell, type CellValue } from './safe-cell';
import { xlsxChunks } from './xlsx-stream';
import { fromStored } from '../meetings/times';

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface ExportTable {
  /** the file's name without extension (ASCII: it goes into a header) */
  filename: string;
  /** the XLSX sheet's name */
  sheet: string;
  headers: string[];
  /** XLSX column widths in characters */
  widths?: number[];
  /** raw values: numbers, texts, booleans, dates (shown as wall-clock time in `timeZone`), null */
  rows: AsyncIterable<unknown[]>;
  /** the meeting's IANA time zone (default Asia/Shanghai) */
  timeZone?: string;
}

const TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A CSV cell: a time as the wall-clock text the screens show, a boolean as true/false. */
function csvCell(v: CellValue, zone?: string): string | number | null | undefined {
  if (v instanceof Date) return fromStored(v, zone);
  if (typeof v === 'boolean') return String(v);
  return v;
}

/** The same iterable with its first item already read (a failure there is thrown here, before answering). */
async function primed<T>(source: AsyncIterable<T>): Promise<AsyncIterable<T>> {
  const it = source[Symbol.asyncIterator]();
  const first = await it.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    yield* { [Symbol.asyncIterator]: () => it };
  })();
}

const SLICE = 100;
const turn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * The rows made safe; every SLICE rows the event loop gets a turn (rows already fetched would
 * otherwise be formatted in one run of promise callbacks, and other requests wait meanwhile).
 */
async function* safeRows(rows: AsyncIterable<unknown[]>): AsyncGenerator<CellValue[]> {
  let n = 0;
  for await (const r of rows) {
    yield r.map(safeCell);
    if (++n % SLICE === 0) await turn();
  }
}

export async function sendExport(req: Req, reply: FastifyReply, format: ExportFormat, t: ExportTable): Promise<FastifyReply> {
  const rows = await primed(safeRows(t.rows));
  const headers = t.headers.map((h) => String(safeCell(h) ?? ''));
  const done = (err: (Error & { code?: string }) | null) => {
    // the answer has started: the client sees a cut download; the server goes on (a client that went
    // away midway is no failure of ours)
    if (err?.code === 'ERR_STREAM_PREMATURE_CLOSE') req.log.info(`export ${t.filename}.${format}: the client left`);
    else if (err) req.log.error({ err }, `export ${t.filename}.${format} failed`);
  };
  const body = format === 'csv'
    ? pipeline(
      Readable.from((async function* () {
        yield headers;
        for await (const r of rows) yield r.map((v) => csvCell(v, t.timeZone));
      })()),
      stringify({ bom: true }),
      done,
    )
    : pipeline(Readable.from(xlsxChunks({ name: t.sheet, headers, widths: t.widths, rows, timeZone: t.timeZone })), new PassThrough(), done);
  return reply
    .header('content-type', TYPES[format])
    .header('content-disposition', `attachment; filename="${t.filename}.${format}"`)
    .header('cache-control', 'no-store')
    .send(body);
}
