// Bank statements of a meeting's payments (issue 20): preview a file (its format, first rows, a
// suggested mapping: nothing stored), import it (lines stored with their suggested matches; no payment
// changes), list imports and lines, act on a line (ignore, unmatch, match by hand), search registrations
// to match, confirm lines in bulk (confirm.ts: the only call that makes registrations paid), and the
// meeting organizer's saved column mappings. Finance staff and the organizer; viewers read.
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { AppError } from '../http/errors';
import type { Req } from '../http/context';
import { meetingOf, childIdParam } from '../meetings/scoped';
import { withUpload } from '../uploads/receive';
import { BadStatement } from './line';
import { formatOf, readStatement, type Bounds } from './read';
import { PRESETS, rowsOf, suggest, type Mapping } from './table';
import { guessMapping } from './guess';
import { matchFor, storeImport } from './store';
import { confirmLines } from './confirm';
import { lineAction, linesPage, candidates, type LineActionBody } from './lines';

const FINANCE = ['finance'] as const;
const READ = ['finance', 'viewer'] as const;
const PREVIEW_ROWS = 12;

/** A mapping guessed from header words when no bank preset fits (preset '' : none chosen). */
const guessed = (rows: string[][]) => { const g = guessMapping(rows); return g && { preset: '', ...g }; };

export default async function statementRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const bounds = ctx.schemas.entities.statementImport['x-import'] as Bounds & { maxBytes: number };
  const base = '/api/co/statements/meeting/:meetingId';
  const multipart = { files: ['file'], fields: { mapping: 'a column mapping as JSON (statements.mapping), for CSV and XLSX' } };

  /** A refused file as a 400 naming the problem, under the dialog's file field. */
  const refusal = (e: unknown) => {
    if (!(e instanceof BadStatement)) throw e;
    const key = `statements.bad.${e.key}`;
    throw new AppError(400, key, e.params, [{ path: 'file', key, params: e.params }]);
  };
  const received = <T>(req: Req, use: (buf: Buffer, name: string, fields: Record<string, string>) => Promise<T>) => withUpload(req, ctx.uploadDir, {
    maxBytes: bounds.maxBytes, maxFiles: 1, fileFields: ['file'], maxFields: 5,
    tooLarge: () => new AppError(413, 'statements.tooLarge', { size: bounds.maxBytes / 1024 / 1024 }),
    notMultipart: () => new AppError(400, 'statements.missing'),
    tooMany: () => new AppError(400, 'validation.tooManyFiles'),
  }, async ({ files, fields }) => {
    if (!files[0]) throw new AppError(400, 'statements.missing');
    return use(await fs.promises.readFile(files[0].tmp), files[0].name, fields);
  });
  /** The `mapping` field: JSON text checked against the saved mapping's request schema. */
  const mappingOf = (text: string | undefined): Mapping | undefined => {
    if (!text) return undefined;
    let m: unknown;
    try {
      m = JSON.parse(text);
    } catch {
      throw new AppError(400, 'statements.mappingInvalid', {}, [{ path: 'mapping', key: 'statements.mappingInvalid' }]);
    }
    const errors = ctx.schemas.validator.validate('statements.mapping', { name: '-', ...(m as object) }, { coerce: true });
    if (errors.length) throw new AppError(400, 'statements.mappingInvalid', {}, errors.map((e) => ({ path: `mapping${e.path}`, key: e.key, params: e.params })));
    return { ...(m as Mapping), headerRow: (m as Mapping).headerRow ?? 1 };
  };

  route(app, {
    method: 'POST', url: `${base}/preview`, access: { meeting: [...FINANCE] }, tags: ['statements'], multipart,
    answer: '{ format, encoding, rows: [[cell]], suggestion: { preset, headerRow, columns, amountMode } | null, presets, mappings }',
    summary: 'Read a statement file without storing anything: its format; for CSV/XLSX the first rows and a suggested mapping (a bank preset whose headers it has)',
    async handler(req) {
      const meeting = await meetingOf(ctx, req);
      return received(req, async (buf) => {
        const format = (() => { try { return formatOf(buf); } catch (e) { return refusal(e); } })();
        const mappings = await ctx.db.query('SELECT * FROM statement_mappings WHERE owner_id = $1 ORDER BY name', [meeting.organizer_id]);
        const base = { format, presets: PRESETS, mappings: mappings.map((r) => ctx.repo('statementMapping').fromRow(r)) };
        if (format === 'mt940' || format === 'camt053') {
          const { lines } = await readStatement(buf, bounds).catch(refusal) as Awaited<ReturnType<typeof readStatement>>;
          return ok({ ...base, encoding: 'utf-8', rows: [], lineCount: lines.length, suggestion: null });
        }
        const { rows, encoding } = await rowsOf(buf, bounds).catch(refusal) as Awaited<ReturnType<typeof rowsOf>>;
        const s = suggest(rows);
        return ok({
          ...base, encoding, rows: rows.slice(0, PREVIEW_ROWS + (s?.headerRow ?? 1)).map((r) => r.slice(0, 40).map((c) => c.slice(0, 100))),
          suggestion: s ? { preset: s.preset.key, headerRow: s.headerRow, columns: s.columns, amountMode: s.preset.amountMode, dateFormat: s.preset.dateFormat, encoding: 'auto' } : guessed(rows),
        });
      });
    },
  });

  route(app, {
    method: 'POST', url: `${base}/import`, access: { meeting: [...FINANCE] }, tags: ['statements'], multipart,
    answer: '{ import: statementImport, counts: { suggested, high, unmatched, duplicate } }',
    summary: 'Import a statement: its credit lines stored with suggested matches (confidence, reasons) and duplicates flagged; no registration changes until lines are confirmed',
    async handler(req) {
      const meeting = await meetingOf(ctx, req);
      return received(req, async (buf, name, fields) => {
        const mapping = mappingOf(fields.mapping);
        const { format, lines } = await readStatement(buf, bounds, mapping).catch(refusal) as Awaited<ReturnType<typeof readStatement>>;
        const imp = await ctx.db.tx(async (db) => {
          // one import of a meeting at a time, so two uploads of one file cannot both miss each other's lines
          await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`statements:${meeting.id}`]);
          const matched = await matchFor(db, Number(meeting.id), lines);
          const row = await storeImport(db, Number(meeting.id), { fileName: name, format, by: req.caller!.user }, matched);
          const counts = { suggested: 0, high: 0, unmatched: 0, duplicate: 0 };
          for (const l of matched) {
            if (l.status === 'suggested') counts.suggested++;
            if (l.status === 'suggested' && l.confidence >= 80) counts.high++;
            if (l.status === 'unmatched') counts.unmatched++;
            if (l.status === 'duplicate') counts.duplicate++;
          }
          return { import: ctx.repo('statementImport').fromRow(row), counts };
        });
        return ok(imp, req.t('statements.imported', { count: lines.length, suggested: imp.counts.suggested }));
      });
    },
  });

  route(app, {
    method: 'GET', url: `${base}/imports`, access: { meeting: [...READ] }, tags: ['statements'], answer: 'statementImport[]',
    summary: 'The meeting’s statement imports, newest first',
    async handler(req) {
      const meeting = await meetingOf(ctx, req);
      const rows = await ctx.db.query('SELECT * FROM statement_imports WHERE meeting_id = $1 ORDER BY id DESC LIMIT 200', [meeting.id]);
      return ok(rows.map((r) => ctx.repo('statementImport').fromRow(r)));
    },
  });

  route(app, {
    method: 'GET', url: `${base}/imports/:importId/lines`, access: { meeting: [...READ] }, tags: ['statements'], query: 'statements.linesQuery',
    answer: '{ content: [statementLine & { participantName, transferReference, dueAmount, registrationStatus }], totalElements, counts }',
    summary: 'An import’s lines with the registration each suggests',
    async handler(req) {
      const meeting = await meetingOf(ctx, req);
      const importId = childIdParam(req, 'importId', 'statements.importNotFound');
      return ok(await linesPage(ctx, Number(meeting.id), importId, req.query as { status?: string; page: number; size: number }));
    },
  });

  route(app, {
    method: 'PUT', url: `${base}/lines/:lineId`, access: { meeting: [...FINANCE] }, tags: ['statements'], body: 'statements.lineAction', errors: [409],
    answer: 'statementLine', summary: 'Ignore a line, take its match away, or match it by hand to a registration awaiting payment (a confirmed line is refused, 409)',
    async handler(req) {
      const meeting = await meetingOf(ctx, req);
      const lineId = childIdParam(req, 'lineId', 'statements.lineNotFound');
      return ok(await lineAction(ctx, Number(meeting.id), lineId, req.body as LineActionBody), req.t('statements.updated'));
    },
  });

  route(app, {
    method: 'GET', url: `${base}/candidates`, access: { meeting: [...FINANCE] }, tags: ['statements'], query: 'statements.candidatesQuery',
    answer: '[{ registrationId, participantName, phone, transferReference, dueAmount, currency }]', summary: 'Registrations awaiting payment to match a line to by hand (20 at most)',
    async handler(req) {
      const meeting = await meetingOf(ctx, req);
      return ok(await candidates(ctx, Number(meeting.id), String((req.query as { search?: string }).search ?? '')));
    },
  });

  route(app, {
    method: 'POST', url: `${base}/confirm`, access: { meeting: [...FINANCE] }, tags: ['statements'], body: 'statements.confirm',
    answer: '{ confirmed: [lineId], skipped: [{ lineId, reason }] }',
    summary: 'Confirm lines in one transaction: each suggested line’s registration still awaiting payment becomes paid through the lifecycle (as a proof approval), recorded with who confirmed and the line',
    async handler(req) {
      const meeting = await meetingOf(ctx, req);
      const r = await confirmLines(ctx, req.caller!.user, Number(meeting.id), (req.body as { lineIds: number[] }).lineIds);
      return ok(r, req.t('statements.confirmed', { count: r.confirmed.length, skipped: r.skipped.length }));
    },
  });

  route(app, {
    method: 'GET', url: `${base}/mappings`, access: { meeting: [...FINANCE] }, tags: ['statements'], answer: 'statementMapping[]',
    summary: 'The meeting organizer’s saved column mappings',
    async handler(req) {
      const meeting = await meetingOf(ctx, req);
      const rows = await ctx.db.query('SELECT * FROM statement_mappings WHERE owner_id = $1 ORDER BY name', [meeting.organizer_id]);
      return ok(rows.map((r) => ctx.repo('statementMapping').fromRow(r)));
    },
  });

  route(app, {
    method: 'POST', url: `${base}/mappings`, access: { meeting: [...FINANCE] }, tags: ['statements'], body: 'statements.mapping',
    answer: 'statementMapping', summary: 'Save a column mapping under a name for the meeting organizer (the same name replaces it)',
    async handler(req) {
      const meeting = await meetingOf(ctx, req);
      const b = req.body as Record<string, unknown>;
      const [row] = await ctx.db.query(
        `INSERT INTO statement_mappings (owner_id, name, header_row, columns, encoding, date_format, amount_mode) VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (owner_id, name) DO UPDATE SET header_row = EXCLUDED.header_row, columns = EXCLUDED.columns, encoding = EXCLUDED.encoding,
           date_format = EXCLUDED.date_format, amount_mode = EXCLUDED.amount_mode RETURNING *`,
        [meeting.organizer_id, String(b.name).trim(), b.headerRow ?? 1, JSON.stringify(b.columns), b.encoding ?? 'auto', b.dateFormat ?? 'auto', b.amountMode ?? 'signed'],
      );
      return ok(ctx.repo('statementMapping').fromRow(row), req.t('statements.mappingSaved'));
    },
  });
}
