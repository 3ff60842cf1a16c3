// The organizer's import of participants from an XLSX or CSV file (issue 18 item 7). The file is sent
// twice: first to preview (every row parsed and checked against the same request schema as the add
// dialog, `participant.add`, and for values repeated in the file or already held in the meeting; nothing
// is stored), then to import (checked again, now under the values' locks, and only the rows without a
// problem stored, in one transaction; the others reported as in the preview). A template headed by the
// request's labels in the caller's language comes from GET …/import-template. Bounds: participant
// x-import (bytes, data rows, unpacked bytes, columns, cell length); an unreadable file is a 400, never a 5xx.
import fs from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { route, ok } from '../http/route';
import { AppError } from '../http/errors';
import type { Req } from '../http/context';
import type { Row } from '../db/repo';
import type { Db } from '../db/driver';
import { meetingOf } from '../meetings/scoped';
import { withUpload } from '../uploads/receive';
import { sendExport, type ExportFormat } from '../exports/send';
import { SHEET } from '../http/media-types';
import { fieldLabel, translate } from '../../shared/messages';
import { paramsIn } from '../../shared/bilingual';
import { writtenFields } from '../../shared/schema/pick';
import { ADD, cleanRecord, foldValue, insertRecords, lockValues, takenIn, uniqueFields, type Clash } from './add';
import { BadFile, enumValue, mapHeaders, readTable, type TableBounds } from './import-read';

export interface RowIssue {
  field: string;
  label: string;
  message: string;
}
export interface RowReport {
  /** the row's number in the file (the header is row 1) */
  row: number;
  values: Record<string, string>;
  errors: RowIssue[];
}

const SHOWN = 100;

export function importRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const entity = 'participant';
  const spec = ctx.schemas.entities.participant['x-import'] as { request: string; maxBytes: number; maxRows: number } & TableBounds;
  const request = spec.request ?? ADD;
  const fields = () => writtenFields(ctx.schemas.composed[request]);
  const base = '/api/user-management/meeting/:meetingId/participants';
  const mb = spec.maxBytes / 1024 / 1024;

  const issue = (req: Req, field: string, key: string, params: Record<string, unknown> = {}, fallback?: string): RowIssue => {
    const m = ctx.schemas.messages[req.lang];
    return { field, label: fieldLabel(m, `${entity}.${field}`), message: translate(m, key, paramsIn({ fieldKey: `${entity}.${field}`, ...params }, req.lang) ?? {}, fallback) };
  };
  const clashIssue = (req: Req, c: Clash) => (c.row
    ? issue(req, c.field, 'participant.import.duplicate', { row: c.row })
    : c.field === 'username' ? issue(req, c.field, 'participant.username.taken') : issue(req, c.field, 'participant.taken'));

  /** The file's rows, each checked (nothing written): the reports and the records of the rows without a problem. */
  async function examine(req: Req, db: Db, meeting: Row, buf: Buffer): Promise<{ reports: RowReport[]; records: Array<Row | null>; ignored: string[]; columns: string[] }> {
    let table: string[][];
    try {
      table = await readTable(buf, spec);
    } catch (e) {
      if (!(e instanceof BadFile)) throw e;
      // named by the dialog's file field, under which a form shows it
      const params = { ...e.params, file: { t: 'participant.import.file' } };
      throw new AppError(400, e.key, params, [{ path: 'file', key: e.key, params }]);
    }
    const header = table[0] ?? [];
    const { columns, ignored } = mapHeaders(header, fields(), entity, ctx.schemas.messages);
    const body = table.slice(1).map((cells, i) => ({ row: i + 2, cells })).filter((r) => r.cells.some((c) => c.trim()));
    if (!header.length || !body.length) throw new AppError(400, 'participant.import.noRows');
    if (!columns.size) throw new AppError(400, 'participant.import.noColumns');
    if (body.length > spec.maxRows) throw new AppError(400, 'participant.import.tooManyRows', { limit: spec.maxRows, count: body.length });
    const props = ctx.schemas.composed[request].properties as Record<string, Row>;
    const reports: RowReport[] = [];
    const records: Array<Row | null> = [];
    const firstRow = new Map(uniqueFields(ctx).map((f) => [f, new Map<string, number>()]));
    for (const { row, cells } of body) {
      const data: Row = {};
      const values: Record<string, string> = {};
      for (const [i, f] of columns) {
        const cell = (cells[i] ?? '').trim();
        if (!cell) continue;
        values[f] = cell.length > SHOWN ? `${cell.slice(0, SHOWN)}…` : cell;
        data[f] = enumValue(props[f], cell, entity, f, ctx.schemas.messages);
      }
      const errors = ctx.schemas.validator.validate(request, data, { coerce: true })
        .map((e) => issue(req, e.path.split('/')[1] || 'name', e.key, e.params, e.fallback));
      // a value an earlier row of the file holds already
      for (const [f, seen] of firstRow) {
        if (data[f] === undefined || errors.some((e) => e.field === f)) continue;
        const v = foldValue(ctx, f, data[f]).toLowerCase();
        const at = seen.get(v);
        if (at) errors.push(clashIssue(req, { field: f, row: at }));
        else seen.set(v, row);
      }
      reports.push({ row, values, errors });
      records.push(errors.length ? null : cleanRecord(ctx, data));
    }
    await markTaken(req, db, meeting, reports, records);
    return { reports, records, ignored, columns: [...columns.values()] };
  }

  /** Rows whose values another participant of the meeting holds: reported, left out. */
  async function markTaken(req: Req, db: Db, meeting: Row, reports: RowReport[], records: Array<Row | null>) {
    const live = records.map((r, i) => [r, i] as const).filter(([r]) => r);
    const taken = await takenIn(ctx, db, Number(meeting.id), live.map(([r]) => r!));
    taken.forEach((clashes, k) => {
      if (!clashes.length) return;
      const i = live[k][1];
      reports[i].errors.push(...clashes.map((c) => clashIssue(req, c)));
      records[i] = null;
    });
  }

  /** The uploaded file's bytes (one file, at most maxBytes: 413 past it). */
  const received = (req: Req, use: (buf: Buffer) => Promise<unknown>) => withUpload(req, ctx.uploadDir, {
    maxBytes: spec.maxBytes, maxFiles: 1, fileFields: ['file'], maxFields: 5,
    tooLarge: () => new AppError(413, 'participant.import.tooLarge', { size: mb }),
    notMultipart: () => new AppError(400, 'participant.import.missing'),
    tooMany: () => new AppError(400, 'validation.tooManyFiles'),
  }, async ({ files }) => {
    if (!files[0]) throw new AppError(400, 'participant.import.missing');
    return use(await fs.promises.readFile(files[0].tmp));
  });

  const answer = (req: Req, x: { reports: RowReport[]; records: Array<Row | null>; ignored: string[]; columns: string[] }, stored?: number) => {
    const m = ctx.schemas.messages[req.lang];
    const valid = x.records.filter(Boolean).length;
    return {
      columns: x.columns.map((key) => ({ key, label: fieldLabel(m, `${entity}.${key}`) })),
      ignored: x.ignored, total: x.reports.length, valid, invalid: x.reports.length - valid,
      rows: x.reports, ...(stored === undefined ? {} : { stored }),
    };
  };
  const multipart = { files: ['file'] };

  route(app, {
    method: 'POST', url: `${base}/import/preview`, access: { meeting: ['editor'] }, tags: ['participants'], multipart,
    answer: '{ columns: [{ key, label }], ignored: [header], total, valid, invalid, rows: [{ row, values, errors: [{ field, label, message }] }] }',
    summary: 'Preview an import: an XLSX or CSV file’s rows checked as the add dialog’s (headers by label in zh or en, or property name), values repeated in the file or held in the meeting reported; nothing is stored',
    async handler(req) {
      const meeting = await meetingOf(ctx, req);
      return received(req, async (buf) => ok(answer(req, await examine(req, ctx.db, meeting, buf))));
    },
  });

  route(app, {
    method: 'POST', url: `${base}/import`, access: { meeting: ['editor'] }, tags: ['participants'], multipart,
    answer: 'as the preview, with stored: the number of rows stored',
    summary: 'Import the file the preview showed: every row checked again and only those without a problem stored, in one transaction, marked imported',
    async handler(req) {
      const meeting = await meetingOf(ctx, req);
      return received(req, async (buf) => {
        const first = await examine(req, ctx.db, meeting, buf);
        const stored = await ctx.db.tx(async (db) => {
          // one import of a meeting at a time: each row's insert locks the participant-count stripe of its new id
          // (payments/summary.ts) until the commit, and two imports' ids interleave (a deadlock otherwise)
          await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`participants-import:${meeting.id}`]);
          const live = first.records.filter((r): r is Row => !!r);
          await lockValues(ctx, db, Number(meeting.id), live);
          // under the locks: what another writer stored since the first look
          await markTaken(req, db, meeting, first.reports, first.records);
          const rows = first.records.filter((r): r is Row => !!r);
          return rows.length ? (await insertRecords(ctx, db, meeting, rows, 'import')).length : 0;
        });
        return ok(answer(req, first, stored), req.t('participant.import.done', { count: stored }));
      });
    },
  });

  route(app, {
    method: 'GET', url: `${base}/import-template`, access: { meeting: ['editor'] }, tags: ['participants'], query: 'participants.importTemplateQuery', file: SHEET,
    answer: 'an XLSX (default) or CSV file with one header row: the import’s columns by their labels in the caller’s language',
    summary: 'The import template',
    async handler(req: Req, reply: FastifyReply) {
      const meeting = await meetingOf(ctx, req);
      const format = (req.query as { format: ExportFormat }).format;
      const m = ctx.schemas.messages[req.lang];
      const f = fields();
      return sendExport(req, reply, format, {
        filename: `participants-import-${meeting.id}`, sheet: req.t('participant.import.sheet'),
        headers: f.map((k) => fieldLabel(m, `${entity}.${k}`)), widths: f.map(() => 18),
        rows: (async function* () {})(),
      });
    },
  });
}


