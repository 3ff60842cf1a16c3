// Export current, export all (one ZIP) and the print PDF (spec 2 §2.9, §9), with a progress bar and
// a cancel button while a batch runs. Exports draw the design as it is on screen, saved or not.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, serverMessage } from '@runtime/http';
import { toast } from '@runtime/toast';
import { saveFile } from '@runtime/saveFile';
import { buttonCls } from '../form/theme/cls';
import { firstPage, pages, withCode, type PeopleSource } from './lib/people';

// pdf-lib and fflate load with the first export, not with the designer
const exporter = () => import('./lib/export');
import { badgeFileName } from './lib/values';
import type { BadgeScreenConfig } from './config';
import type { BadgeDesign, BadgePerson } from './lib/types';

export interface ExportBarProps {
  design: BadgeDesign;
  person: BadgePerson | null;
  people: PeopleSource;
  settings: BadgeScreenConfig['export'];
}

export function ExportBar({ design, person, people, settings }: ExportBarProps) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const fail = (err: unknown) => {
    if ((err as Error)?.name === 'AbortError') return void toast.info(t('badges.export.cancelled'));
    const message = err instanceof ApiError ? (serverMessage(err.body) ?? err.message) : err instanceof Error ? err.message : String(err);
    toast.error(t('badges.export.failed', { message }));
  };

  const current = async () => {
    setBusy(true);
    try {
      const { badgePng } = await exporter();
      const who = await withCode(people, person);
      saveFile(await badgePng(design, who, settings.scale), who ? badgeFileName(who, 0) : 'badge.png');
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };

  const batch = async (kind: 'zip' | 'pdf') => {
    const ctl = new AbortController();
    abort.current = ctl;
    setBusy(true);
    setProgress({ done: 0, total: 0 });
    try {
      const first = await firstPage(people, ctl.signal);
      if (!first.total) return void toast.warning(t('badges.export.none'));
      setProgress({ done: 0, total: first.total });
      const opts = { scale: settings.scale, signal: ctl.signal, onProgress: (done: number, total: number) => setProgress({ done, total }) };
      const source = pages(people, first, ctl.signal);
      const { badgesPdf, badgesZip } = await exporter();
      const out = kind === 'zip'
        ? await badgesZip(design, source, first.total, opts)
        : await badgesPdf(design, source, first.total, { ...opts, marginMm: settings.pdfMarginMm, gapMm: settings.pdfGapMm, quality: settings.pdfJpegQuality });
      saveFile(out.blob, kind === 'zip' ? settings.zipName : settings.pdfName);
      toast.success(t('badges.export.done', { count: out.count }));
    } catch (err) {
      fail(err);
    } finally {
      abort.current = null;
      setBusy(false);
      setProgress(null);
    }
  };

  const pct = progress && progress.total ? Math.round((progress.done / progress.total) * 100) : 0;
  return (
    <div className="space-y-3" data-testid="badge-export">
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonCls('primary')} disabled={busy} data-action="export-current" onClick={() => void current()}>{t('badges.export.current')}</button>
        <button type="button" className={buttonCls('secondary')} disabled={busy} data-action="export-all" onClick={() => void batch('zip')}>{t('badges.export.all')}</button>
        <button type="button" className={buttonCls('secondary')} disabled={busy} data-action="export-pdf" onClick={() => void batch('pdf')}>{t('badges.export.pdf')}</button>
      </div>
      {progress && (
        <div className="space-y-1">
          <div className="flex items-center justify-between text-xs text-slate-600 dark:text-slate-300">
            <span>{progress.total ? t('badges.export.progress', { done: progress.done, total: progress.total }) : t('badges.export.preparing')}</span>
            <button type="button" className="text-brand-600 hover:underline dark:text-brand-400" onClick={() => abort.current?.abort()}>{t('badges.export.cancel')}</button>
          </div>
          <div role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct} data-testid="badge-export-progress" className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
            <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${pct}%` }} />
          </div>
        </div>
      )}
    </div>
  );
}
