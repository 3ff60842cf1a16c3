// A toolbar action whose file the server builds (config `exportJob`: the participant list's Excel): the
// button starts the export job with the list's current filters as its scope, and the job's state —
// queued, its progress, the download once done, a failure with a way to start again — shows on a line
// of its own under the toolbar. The component and hook are the badge print PDF's (renderers/exports),
// so a finished or running export is found again after leaving the page and coming back.
import { useTranslation } from 'react-i18next';
import { useScreenParams } from '@runtime/screenParams';
import { toast } from '@runtime/toast';
import { ExportJobStatus, type ExportJobView } from '../exports/ExportJobStatus';
import { useExportJob } from '../exports/useExportJob';
import { failure, type RunContext } from './actions';
import type { ActionSpec } from './config';
import { ToolbarButton } from './ToolbarButton';

interface Props {
  action: ActionSpec & { exportJob: NonNullable<ActionSpec['exportJob']> };
  /** the list's filters as they are asked of its source (filled ones only) */
  filters: Record<string, unknown>;
  ctx: RunContext;
}

export function ExportJobAction({ action, filters, ctx }: Props) {
  const { t } = useTranslation();
  const { meetingId } = useScreenParams();
  const { job, start, busy } = useExportJob(action.exportJob.calls, Number(meetingId) || undefined, action.exportJob.kind as ExportJobView['kind']);
  const go = () =>
    void start(filters).then(
      () => toast.info(t('exports.job.started')),
      (err) => toast.error(failure(ctx, action, err).message),
    );
  return (
    <>
      <ToolbarButton action={action} disabled={busy} onClick={go} />
      {job && (
        <div className="order-last flex basis-full justify-end" data-export-of={action.key}>
          <ExportJobStatus job={job} onRetry={go} />
        </div>
      )}
    </>
  );
}
