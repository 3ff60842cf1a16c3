// An export built on the server (entity exportJob, src/server/exports/jobs/): its state drawn from the
// job alone — queued, running with a bar and a percentage, done with its download link, failed with the
// reason and a way to start again. useExportJob (useExportJob.ts) keeps the job and polls it.
import { useTranslation } from 'react-i18next';
import { buttonCls } from '../form/theme/cls';
import { formatSize } from '../document-manager/size';
import type { ExportJob } from '../../src/generated/types.gen';

/** a job as the export calls answer it (the record's numbers, its signed link once done) */
export interface ExportJobView {
  id: number;
  kind: ExportJob['kind'];
  status: NonNullable<ExportJob['status']>;
  done: number;
  total: number;
  size?: number | null;
  pages?: number | null;
  errorKey?: string | null;
  fileName?: string | null;
  url?: string | null;
}

export interface ExportJobStatusProps {
  job: ExportJobView;
  onRetry?: () => void;
}

export function ExportJobStatus({ job, onRetry }: ExportJobStatusProps) {
  const { t } = useTranslation();
  const pct = job.total ? Math.min(100, Math.round((job.done / job.total) * 100)) : 0;
  const text = 'text-xs text-slate-600 dark:text-slate-300';
  return (
    <div className="space-y-1" data-testid="export-job" data-status={job.status} data-job-id={job.id}>
      {job.status === 'queued' && <p role="status" className={text}>{t('exports.job.queued')}</p>}
      {job.status === 'running' && (
        <>
          <p role="status" className={text} data-testid="export-job-progress">{t('exports.job.running', { done: job.done, total: job.total || '…', pct })}</p>
          <div role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct} aria-label={t('exports.job.running', { done: job.done, total: job.total || '…', pct })} className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
            <div className="h-full bg-brand-600 transition-[width] dark:bg-brand-500" style={{ width: `${pct}%` }} />
          </div>
        </>
      )}
      {job.status === 'done' && (
        <div className="flex flex-wrap items-center gap-3">
          <p role="status" className="text-xs text-emerald-700 dark:text-emerald-300">
            {job.kind === 'badges-pdf'
              ? t('exports.job.done', { count: job.done, pages: job.pages ?? 0, size: formatSize(Number(job.size ?? 0)) })
              : t('exports.job.doneRows', { count: job.done, size: formatSize(Number(job.size ?? 0)) })}
          </p>
          {job.url && <a className={buttonCls('primary')} href={job.url} download={job.fileName ?? true} data-action="export-download">{t('exports.job.download')}</a>}
        </div>
      )}
      {job.status === 'failed' && (
        <div className="flex flex-wrap items-center gap-3">
          <p role="alert" className="text-xs text-rose-700 dark:text-rose-300">{t('exports.job.failed', { message: t(job.errorKey ?? 'exports.job.errors.unknown') })}</p>
          {onRetry && <button type="button" className={buttonCls('secondary')} data-action="export-retry" onClick={onRetry}>{t('exports.job.retry')}</button>}
        </div>
      )}
    </div>
  );
}
