// The participant list as an XLSX built on the server (issue 19 item 2): the rows and columns of the
// download the list offers (participants/export-rows.ts, export-columns.ts, in the requester's
// language), written by the streamed workbook writer (exports/xlsx-stream.ts) into a temporary file and
// then kept in the meeting's exports folder. Progress counts rows.
import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Ctx } from '../../http/context';
import type { Row } from '../../db/repo';
import { translate, type Lang } from '../../../shared/messages';
import { zoneOr } from '../../meetings/times';
import { answerColumns } from '../form-answers';
import { safeCell } from '../safe-cell';
import { xlsxChunks } from '../xlsx-stream';
import { exportColumns, yesNoOf } from '../../participants/export-columns';
import { participantRows } from '../../participants/export-rows';
import type { RowFilters } from '../../participants/filters';
import { fileKeyOf, finishJob, progress } from './store';

const PROGRESS_EVERY = 500;

/** The list filters of a start body (only those: kind and badge scope are not the list's). */
export function participantFilters(body: Row): RowFilters {
  const out: Row = {};
  for (const k of ['search', 'checkinStatus', 'registrationStatus', 'paymentStatus']) if (body[k] !== undefined && body[k] !== '') out[k] = body[k];
  return out as RowFilters;
}

export const participantScopeKey = (f: RowFilters) => JSON.stringify(Object.entries(f).sort(([a], [b]) => (a < b ? -1 : 1)));

export async function runParticipantsXlsx(ctx: Ctx, job: Row): Promise<void> {
  const meetingId = Number(job.meeting_id);
  const [meeting] = await ctx.db.query('SELECT id, time_zone FROM meetings WHERE id = $1', [meetingId]);
  if (!meeting) return;
  const lang = (job.lang === 'en' ? 'en' : 'zh') as Lang;
  const tr = { t: (k: string, p?: Record<string, unknown>) => translate(ctx.schemas.messages[lang], k, p ?? {}) };
  const columns = exportColumns(ctx, tr, await answerColumns(ctx.db, ctx.schemas.entities, meetingId, lang));
  const rows = participantRows(ctx, meetingId, participantFilters(job.params ?? {}), yesNoOf(tr));
  const name = `${randomBytes(16).toString('hex')}.xlsx`;
  const file = join(tmpdir(), `conflow-export-${name}`);
  let done = 0;
  let stopped = false;
  if (!(await progress(ctx, Number(job.id), 0, 0))) return;
  try {
    await pipeline(Readable.from(xlsxChunks({
      name: tr.t('exports.sheets.participants'), headers: columns.map((c) => String(safeCell(c.header) ?? '')), widths: columns.map((c) => c.width), timeZone: zoneOr(meeting.time_zone),
      rows: (async function* () {
        for await (const r of rows) {
          yield columns.map((c) => safeCell(c.value(r)));
          if (++done % PROGRESS_EVERY === 0 && !(await progress(ctx, Number(job.id), done, 0))) {
            stopped = true;
            return;
          }
        }
      })(),
    })), createWriteStream(file));
    if (stopped) return;
    const key = fileKeyOf(meetingId, name);
    const { size } = await stat(file);
    await ctx.storage.putFile(key, file, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const kept = await finishJob(ctx, Number(job.id), { fileKey: key, fileName: `participants-${meetingId}-${new Date().toISOString().slice(0, 10)}.xlsx`, size, done });
    if (!kept) await ctx.storage.delete([key]);
  } finally {
    await rm(file, { force: true });
  }
}
