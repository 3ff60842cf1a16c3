// The worker of export jobs on the queue (ctx.jobs, jobs/queue.ts: whatever implements it): one job
// name, `export`, carrying the export's row id; the row says what to build. A failure is recorded on
// the row with a message key and not thrown — the export is the user's to start again, a retry by
// the queue would only fail alike — unless the store failed, which a retry may get past.
import type { Ctx } from '../../http/context';
import { runBadgesPdf } from './badges-pdf';
import { runParticipantsXlsx } from './participants-xlsx';
import { failJob, jobById } from './store';

export const EXPORT_JOB = 'export';

export interface ExportJobData {
  exportId: number;
}

export function registerExportWorker(ctx: Ctx, log: { error(o: object, msg: string): void }): void {
  ctx.jobs.work<ExportJobData>(EXPORT_JOB, async ({ data }) => {
    const row = await jobById(ctx, Number(data.exportId));
    if (!row || (row.status !== 'queued' && row.status !== 'running')) return;
    try {
      if (row.kind === 'badges-pdf') await runBadgesPdf(ctx, row);
      else if (row.kind === 'participants-xlsx') await runParticipantsXlsx(ctx, row);
    } catch (err) {
      log.error({ err, exportId: row.id }, 'export failed');
      const storage = (err as { code?: string })?.code?.startsWith?.('E') || /storage|S3|bucket/i.test(String((err as Error)?.message));
      await failJob(ctx, Number(row.id), storage ? 'exports.job.errors.storage' : row.kind === 'badges-pdf' ? 'exports.job.errors.draw' : 'exports.job.errors.unknown');
    }
  });
}
