// An action that imports rows from a file (the participant list's 导入, issue 18 item 7): the user picks
// an XLSX or CSV file, the server previews it (every row with its problems: row number, field label,
// message; nothing stored), the user confirms and the server stores the rows without a problem. A
// template (the header row in the user's language) downloads from the dialog. Calls from the screen JSON.
import { useRef, useState } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { ApiError, http } from '@runtime/http';
import { toast } from '@runtime/toast';
import { useText } from '@renderers/site';
import { buttonCls, cx } from '../form/theme/cls';
import type { ImportSpec } from './config';

export interface ImportIssue { field: string; label: string; message: string }
export interface ImportRow { row: number; values: Record<string, string>; errors: ImportIssue[] }
export interface ImportAnswer {
  columns: Array<{ key: string; label: string }>;
  ignored: string[];
  total: number;
  valid: number;
  invalid: number;
  rows: ImportRow[];
  stored?: number;
}

/** The preview of an import: a summary, the columns not recognised, and every row with its problems. */
export function ImportPreview({ answer }: { answer: ImportAnswer }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3" data-testid="import-preview">
      <p className="text-sm text-slate-700 dark:text-slate-200" data-testid="import-summary">
        {t('participant.ui.importSummary', { total: answer.total, valid: answer.valid, invalid: answer.invalid })}
      </p>
      {answer.ignored.length > 0 && (
        <p className="text-sm text-amber-700 dark:text-amber-300">{t('participant.ui.importIgnored', { columns: answer.ignored.join('、') })}</p>
      )}
      <div className="max-h-[50vh] overflow-auto rounded-lg ring-1 ring-slate-200 dark:ring-slate-800">
        <table className="min-w-full text-sm text-slate-800 dark:text-slate-100">
          <thead className="sticky top-0 bg-slate-50 text-left text-xs font-semibold text-slate-600 dark:bg-slate-800 dark:text-slate-300">
            <tr>
              <th scope="col" className="whitespace-nowrap px-3 py-2">{t('participant.ui.importRow')}</th>
              {answer.columns.map((c) => <th key={c.key} scope="col" className="whitespace-nowrap px-3 py-2">{c.label}</th>)}
              <th scope="col" className="whitespace-nowrap px-3 py-2">{t('participant.ui.importErrors')}</th>
            </tr>
          </thead>
          <tbody>
            {answer.rows.map((r) => (
              <tr key={r.row} data-import-row={r.row} data-state={r.errors.length ? 'error' : 'ok'}
                className={cx('border-t border-slate-100 dark:border-slate-800', r.errors.length > 0 && 'bg-rose-50 dark:bg-rose-500/10')}>
                <td className="px-3 py-2 tabular-nums">{r.row}</td>
                {answer.columns.map((c) => (
                  <td key={c.key} className={cx('whitespace-nowrap px-3 py-2', r.errors.some((e) => e.field === c.key) && 'font-medium text-rose-700 dark:text-rose-300')}>{r.values[c.key] ?? ''}</td>
                ))}
                <td className="px-3 py-2">
                  {r.errors.length
                    ? <ul className="space-y-0.5 text-rose-700 dark:text-rose-300">{r.errors.map((e, i) => <li key={i}>{e.label}：{e.message}</li>)}</ul>
                    : <span className="text-emerald-700 dark:text-emerald-300">{t('participant.ui.importOk')}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

const formOf = (file: File) => {
  const f = new FormData();
  f.append('file', file);
  return f;
};

export function ImportDialog({ spec, onClose, onDone, initial }: { spec: ImportSpec; onClose: () => void; onDone: () => Promise<unknown> | void; initial?: ImportAnswer }) {
  const { t } = useTranslation();
  const tx = useText();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [answer, setAnswer] = useState<ImportAnswer | null>(initial ?? null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const mb = Math.round(spec.maxBytes / 1024 / 1024);

  const choose = async (f: File | undefined) => {
    if (!f) return;
    setFile(f);
    setAnswer(null);
    setError('');
    if (f.size > spec.maxBytes) return setError(t('participant.import.tooLarge', { size: mb }));
    setBusy(true);
    try {
      setAnswer(await http.upload<ImportAnswer>(spec.preview.path, formOf(f)));
    } catch (e) {
      setError(e instanceof Error ? e.message : t('participant.ui.importFailed'));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const confirm = async () => {
    if (!file) return;
    setBusy(true);
    setError('');
    try {
      const done = await http.upload<ImportAnswer>(spec.commit.path, formOf(file));
      toast.success(t('participant.import.done', { count: done.stored ?? 0 }));
      await onDone();
      onClose();
    } catch (e) {
      setError(e instanceof ApiError || e instanceof Error ? e.message : t('participant.ui.importFailed'));
    } finally {
      setBusy(false);
    }
  };

  const template = async () => {
    try {
      const blob = await http.blob(spec.template.path, {});
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = spec.template.filename;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : t('participant.ui.importFailed'));
    }
  };

  return (
    <Dialog open onClose={() => !busy && onClose()} className="relative z-40">
      <div className="fixed inset-0 bg-black/40 dark:bg-black/60" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel data-testid="import-dialog" className="flex max-h-[90vh] w-full max-w-5xl flex-col gap-4 overflow-auto rounded-xl bg-white p-6 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100">
          <DialogTitle className="text-lg font-semibold">{tx(spec.title)}</DialogTitle>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('participant.ui.importHint', { size: mb, rows: spec.maxRows })}</p>
          <div className="flex flex-wrap items-center gap-2">
            <label className={cx(buttonCls('primary'), 'cursor-pointer focus-within:ring-2 focus-within:ring-brand-500')}>
              {answer ? t('participant.ui.back') : t('participant.ui.importChoose')}
              <input ref={input} type="file" accept={spec.accept ?? '.xlsx,.csv'} className="sr-only" data-testid="import-file" disabled={busy}
                onChange={(e) => void choose(e.target.files?.[0])} />
            </label>
            <button type="button" className={buttonCls('secondary')} data-testid="import-template" onClick={() => void template()}>{t('participant.ui.importTemplate')}</button>
            {file && <span className="text-sm text-slate-600 dark:text-slate-300" data-testid="import-file-name">{file.name}</span>}
          </div>
          {busy && <p role="status" className="text-sm text-slate-500 dark:text-slate-400">{t('participant.ui.importReading')}</p>}
          {error && <p role="alert" data-testid="import-error" className="text-sm text-rose-700 dark:text-rose-300">{error}</p>}
          {answer && <ImportPreview answer={answer} />}
          <div className="flex justify-end gap-2">
            <button type="button" className={buttonCls('secondary')} onClick={onClose} disabled={busy}>{t('participant.ui.cancelImport')}</button>
            {answer && (
              <button type="button" className={buttonCls('primary')} data-testid="import-confirm" disabled={busy || answer.valid === 0 || !file} onClick={() => void confirm()}>
                {t('participant.ui.importConfirm', { count: answer.valid })}
              </button>
            )}
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
