// The participant list as a file (issue 13): one row per person the list's filters match, with the
// registration the list shows beside them and every form answer as a column; and the registrations
// themselves, one row each (cancelled and expired ones too), with each one's own answers. XLSX or CSV
// (exports/send.ts: streamed, formulas neutralised), headers in the caller's language.
import { zoneOr } from '../meetings/times';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { route } from '../http/route';
import { SHEET } from '../http/media-types';
import type { Req } from '../http/context';
import { meetingOf } from '../meetings/scoped';
import { sendExport, type ExportFormat } from '../exports/send';
import { answerColumns } from '../exports/form-answers';
import { exportColumns, yesNoOf, type ExportColumn, type ExportRow } from './export-columns';
import { participantRows, registrationRows } from './export-rows';
import type { RowFilters } from './filters';
import { ANY_STAFF } from '../auth/staff';

interface ExportQuery extends RowFilters {
  format: ExportFormat;
}

type Rows = typeof participantRows;

export function exportRoutes(app: FastifyInstance) {
  const { ctx } = app;

  const download = (what: 'participants' | 'registrations', rowsOf: Rows, lead: (req: Req) => ExportColumn[] = () => []) => async (req: Req, reply: FastifyReply) => {
    const m = await meetingOf(ctx, req);
    const id = Number(m.id);
    const q = req.query as ExportQuery;
    const columns = exportColumns(ctx, req, await answerColumns(ctx.db, ctx.schemas.entities, id, req.lang), lead(req));
    const rows = rowsOf(ctx, id, q, yesNoOf(req));
    return sendExport(req, reply, q.format, {
      filename: `${what}-${id}-${new Date().toISOString().slice(0, 10)}`,
      sheet: req.t(`exports.sheets.${what}`),
      headers: columns.map((c) => c.header),
      widths: columns.map((c) => c.width),
      timeZone: zoneOr(m.time_zone),
      rows: (async function* () {
        for await (const r of rows) yield columns.map((c) => c.value(r));
      })(),
    });
  };

  route(app, {
    method: 'GET', url: '/api/user-management/meeting/:meetingId/participants/export', access: { meeting: ANY_STAFF }, tags: ['participants'], query: 'participants.exportQuery', file: SHEET,
    answer: 'an XLSX (format=xlsx, default) or CSV (UTF-8 with BOM) file: the participant’s public properties, the registration the list shows (state, ticket, identity, sub-venues, hotel, room, nights, amounts, payment, reference, deadline, times), one column per form field',
    summary: 'The participants the list’s filters match, every one (no paging), as a file in the caller’s language',
    handler: download('participants', participantRows),
  });
  route(app, {
    method: 'GET', url: '/api/user-management/meeting/:meetingId/registrations/export', access: { meeting: ANY_STAFF }, tags: ['participants'], query: 'participants.exportQuery', file: SHEET,
    answer: 'an XLSX or CSV file: one row per submitted registration (cancelled and expired too), newest first, with its participant and its own form answers',
    summary: 'The meeting’s registrations, filtered by participant search and check-in status and by each registration’s state and payment status, as a file',
    handler: download('registrations', registrationRows, (req) => [{ header: req.t('exports.registrationId'), width: 10, value: (r: ExportRow) => Number(r.registration!.id) }]),
  });
}
