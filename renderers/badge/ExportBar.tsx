// Export current, export all (one ZIP of PNGs) and the print PDF (spec 2 §2.9, §9) of the chosen scope
// — the admitted registrations unless the organizer picks a state, a ticket type or a selection. The
// current badge and the ZIP are drawn here, as the design is on screen, with a progress bar and a
// cancel button; the print PDF is built on the server from the saved design (issue 19 item 2: 10,000
// badges are no tab's work), its progress polled and its file offered when done — also after leaving
// the page and coming back (useExportJob).
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, serverMessage } from '@runtime/http';
import { toast } from '@runtime/toast';
import { saveFile } from '@runtime/saveFile';
import { buttonCls, choiceCls, cx } from '../form/theme/cls';
import { firstPage, pages, withCode, type PeopleSource } from './lib/people';
import { badgeFileName, withAnswerSources } from '@shared/badge/values';
import type { BadgeScreenConfig } from './config';
import type { BadgeDesign, BadgePerson, Scope } from '@shared/badge/types';
import { ExportJobStatus, type ExportJobView } from '../exports/ExportJobStatus';
import { useExportJob } from '../exports/useExportJob';
import type { ExportCalls } from '../exports/calls';

// pdf-lib and fflate load with the first export, not with the designer
const exporter = () => import('./lib/export');

export type ExportState =
  | { phase: 'idle' }
  | { phase: 'preparing' }
  | { phase: 'running'; done: number; total: number; stopping?: boolean }
  | { phase: 'cancelled'; done: number; total: number }
  | { phase: 'done'; count: number };

export interface ExportControlsProps {
  state: ExportState;
  /** badges the scope holds (undefined while counting) */
  count?: number;
  selectedCount: number;
  onlySelected: boolean;
  onOnlySelected: (v: boolean) => void;
  onCurrent: () => void;
  onZip: () => void;
  onPdf: () => void;
  onCancel: () => void;
  /** the latest print PDF built on the server */
  job?: ExportJobView | null;
  /** the design has unsaved changes (the server prints the saved one) */
  unsaved?: boolean;
}

/** The export's buttons, scope choice and progress, drawn from its state alone. */
export function ExportControls({ state, count, selectedCount, onlySelected, onOnlySelected, onCurrent, onZip, onPdf, onCancel, job, unsaved }: ExportControlsProps) {
  const { t } = useTranslation();
  const busy = state.phase === 'preparing' || state.phase === 'running';
  const building = !!job && (job.status === 'queued' || job.status === 'running');
  const pct = state.phase === 'running' && state.total ? Math.round((state.done / state.total) * 100) : 0;
  const radio = (value: boolean, label: string, disabled = false) => (
    <label className={cx('inline-flex items-center gap-2 text-sm', disabled ? 'text-slate-500 dark:text-slate-400' : 'text-slate-700 dark:text-slate-200')}>
      <input type="radio" name="badge-export-scope" className={choiceCls} checked={onlySelected === value} disabled={busy || disabled} onChange={() => onOnlySelected(value)} />
      {label}
    </label>
  );
  return (
    <div className="space-y-3" data-testid="badge-export" data-phase={state.phase}>
      <div className="flex flex-wrap gap-x-5 gap-y-1" role="radiogroup" aria-label={t('badges.scope.title')}>
        {radio(false, count === undefined ? t('badges.scope.allUncounted') : t('badges.scope.all', { count }))}
        {radio(true, t('badges.scope.selected', { count: selectedCount }), selectedCount === 0)}
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonCls('primary')} disabled={busy} data-action="export-current" onClick={onCurrent}>{t('badges.export.current')}</button>
        <button type="button" className={buttonCls('secondary')} disabled={busy} data-action="export-all" onClick={onZip}>{t('badges.export.all')}</button>
        <button type="button" className={buttonCls('secondary')} disabled={busy || building} data-action="export-pdf" onClick={onPdf}>{t('badges.export.pdf')}</button>
      </div>
      {state.phase === 'preparing' && <p role="status" className="text-xs text-slate-600 dark:text-slate-300">{t('badges.export.preparing')}</p>}
      {state.phase === 'running' && (
        <div className="space-y-1">
          <div className="flex items-center justify-between text-xs text-slate-600 dark:text-slate-300">
            <span role="status" data-testid="badge-export-count">{state.stopping ? t('badges.export.cancelling') : t('badges.export.progress', { done: state.done, total: state.total })}</span>
            <button type="button" data-action="export-cancel" className="text-brand-600 hover:underline disabled:opacity-50 dark:text-brand-400" disabled={state.stopping} onClick={onCancel}>{t('badges.export.cancel')}</button>
          </div>
          <div role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct} aria-label={t('badges.export.progress', { done: state.done, total: state.total })} data-testid="badge-export-progress" className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
            <div className="h-full bg-brand-600 transition-[width] dark:bg-brand-500" style={{ width: `${pct}%` }} />
          </div>
        </div>
      )}
      {state.phase === 'cancelled' && <p role="status" className="text-xs text-amber-700 dark:text-amber-300">{t('badges.export.cancelledAt', { done: state.done, total: state.total })}</p>}
      {state.phase === 'done' && <p role="status" className="text-xs text-emerald-700 dark:text-emerald-300">{t('badges.export.done', { count: state.count })}</p>}
      {unsaved && <p className="text-xs text-amber-700 dark:text-amber-300" data-testid="export-saved-design">{t('exports.job.savedDesign')}</p>}
      {job && <ExportJobStatus job={job} onRetry={onPdf} />}
    </div>
  );
}

export interface ExportBarProps {
  /** the export-job calls of the screen's JSON */
  calls: ExportCalls;
  /** the meeting whose print PDF the server builds */
  meetingId?: number;
  /** the design on screen differs from the saved one */
  unsaved?: boolean;
  design: BadgeDesign;
  person: BadgePerson | null;
  people: PeopleSource;
  settings: BadgeScreenConfig['export'];
  /** the state and ticket type chosen (the list shows the same people) */
  scope: Scope;
  count?: number;
  /** registration ids ticked in the list */
  selected: number[];
}

export function ExportBar({ calls, meetingId, unsaved, design, person, people, settings, scope, count, selected }: ExportBarProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const server = useExportJob(calls, meetingId, 'badges-pdf');
  const [onlySelected, setOnlySelected] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const useSelection = onlySelected && selected.length > 0;
  const fail = (err: unknown) => {
    const message = err instanceof ApiError ? (serverMessage(err.body) ?? err.message) : err instanceof Error ? err.message : String(err);
    toast.error(t('badges.export.failed', { message }));
  };

  const current = async () => {
    setState({ phase: 'preparing' });
    try {
      const { badgePng } = await exporter();
      const who = await withCode(people, person);
      saveFile(await badgePng(design, who, settings.scale), who ? badgeFileName(who, 0) : 'badge.png');
    } catch (err) {
      fail(err);
    } finally {
      setState({ phase: 'idle' });
    }
  };

  /** the print PDF: started on the server for the scope (the saved design is what it prints) */
  const pdf = async () => {
    const target: Scope = useSelection ? { ...scope, ids: selected } : scope;
    try {
      await server.start({ state: target.state || 'admitted', ...(target.ticket ? { ticket: target.ticket } : {}), ...(target.ids?.length ? { ids: target.ids } : {}) });
      toast.info(t('exports.job.started'));
    } catch (err) {
      fail(err);
    }
  };

  const batch = async (kind: 'zip' | 'pdf') => {
    const ctl = new AbortController();
    abort.current = ctl;
    setState({ phase: 'preparing' });
    const seen = { done: 0, total: 0 };
    try {
      const target: Scope = useSelection ? { ...scope, ids: selected } : scope;
      const first = await firstPage(people, target, ctl.signal);
      if (!first.total) {
        setState({ phase: 'idle' });
        return void toast.warning(t('badges.export.none'));
      }
      seen.total = first.total;
      setState({ phase: 'running', done: 0, total: first.total });
      const opts = {
        scale: settings.scale, signal: ctl.signal,
        onProgress: (done: number, total: number) => {
          Object.assign(seen, { done, total });
          if (!ctl.signal.aborted) setState({ phase: 'running', done, total });
        },
      };
      // a design made before answers were read by field id names them by label: resolved once here
      const drawn = { ...design, fields: withAnswerSources(design.fields, first.answers) };
      const source = pages(people, target, first, ctl.signal);
      const { badgesPdf, badgesZip } = await exporter();
      const out = kind === 'zip'
        ? await badgesZip(drawn, source, first.total, opts)
        : await badgesPdf(drawn, source, first.total, { ...opts, marginMm: settings.pdfMarginMm, gapMm: settings.pdfGapMm, quality: settings.pdfJpegQuality, title: String(first.shared['meeting.title'] ?? '') });
      saveFile(out.blob, kind === 'zip' ? settings.zipName : settings.pdfName);
      setState({ phase: 'done', count: out.count });
      toast.success(t('badges.export.done', { count: out.count }));
    } catch (err) {
      if ((err as Error)?.name === 'AbortError' || ctl.signal.aborted) {
        setState({ phase: 'cancelled', done: seen.done, total: seen.total });
        toast.info(t('badges.export.cancelled'));
      } else {
        setState({ phase: 'idle' });
        fail(err);
      }
    } finally {
      abort.current = null;
    }
  };

  const cancel = () => {
    abort.current?.abort();
    setState((s) => (s.phase === 'running' ? { ...s, stopping: true } : s));
  };

  return (
    <ExportControls state={state} count={count} selectedCount={selected.length} onlySelected={useSelection} onOnlySelected={setOnlySelected}
      onCurrent={() => void current()} onZip={() => void batch('zip')} onPdf={() => void pdf()} onCancel={cancel} job={server.job} unsaved={unsaved} />
  );
}
