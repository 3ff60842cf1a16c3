// The field-config dialog: tick the columns the table shows and order them; saved on the server
// (useColumnConfig). Labels come from the row schema, so a new entity property is listed at once.
import { useEffect, useState } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { toast } from '@runtime/toast';
import { buttonCls, choiceCls, cx } from '../form/theme/cls';

export interface ColumnConfigDialogProps {
  open: boolean;
  /** every choosable key, in the server's order */
  available: string[];
  /** visible keys, in order */
  value: string[];
  defaults: string[];
  label: (key: string) => string;
  texts: { title: string; hint: string; reset: string; cancel: string; save: string; up: string; down: string; failed: string; count: (n: number) => string };
  onSave: (columns: string[]) => Promise<void>;
  onClose: () => void;
}

export function ColumnConfigDialog(p: ColumnConfigDialogProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string[]>(p.value);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (p.open) setChosen(p.value);
  }, [p.open, p.value]);
  const rest = p.available.filter((k) => !chosen.includes(k));
  const toggle = (k: string) => setChosen((c) => (c.includes(k) ? c.filter((x) => x !== k) : [...c, k]));
  const move = (i: number, d: -1 | 1) => setChosen((c) => {
    const n = [...c];
    [n[i], n[i + d]] = [n[i + d], n[i]];
    return n;
  });
  const save = async () => {
    setBusy(true);
    try {
      await p.onSave(chosen);
      p.onClose();
    } catch (err) {
      toast.error(`${p.texts.failed}${err instanceof Error && err.message ? `: ${err.message}` : ''}`);
    } finally {
      setBusy(false);
    }
  };
  const item = (k: string, i: number | null) => (
    <li key={k} data-column={k} className="flex items-center gap-3 px-3 py-2">
      <input type="checkbox" id={`col-${k}`} checked={i !== null} onChange={() => toggle(k)} className={cx(choiceCls, 'rounded')} />
      <label htmlFor={`col-${k}`} className="flex-1 text-sm">{p.label(k)}</label>
      {i !== null && (
        <span className="flex gap-1">
          <button type="button" aria-label={`${p.texts.up} ${p.label(k)}`} disabled={i === 0} onClick={() => move(i, -1)} className="rounded px-1.5 text-slate-500 hover:bg-slate-100 disabled:opacity-30 dark:text-slate-400 dark:hover:bg-slate-800">↑</button>
          <button type="button" aria-label={`${p.texts.down} ${p.label(k)}`} disabled={i === chosen.length - 1} onClick={() => move(i, 1)} className="rounded px-1.5 text-slate-500 hover:bg-slate-100 disabled:opacity-30 dark:text-slate-400 dark:hover:bg-slate-800">↓</button>
        </span>
      )}
    </li>
  );
  return (
    <Dialog open={p.open} onClose={p.onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/40 dark:bg-black/60" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel data-testid="column-config" className="flex max-h-[85vh] w-full max-w-md flex-col rounded-xl bg-white p-6 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100">
          <DialogTitle className="text-lg font-semibold">{p.texts.title}</DialogTitle>
          <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{p.texts.hint}</p>
          <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">{p.texts.count(chosen.length)}</p>
          <ul className="mt-2 flex-1 divide-y divide-slate-100 overflow-y-auto rounded-lg ring-1 ring-slate-200 dark:divide-slate-800 dark:ring-slate-700">
            {chosen.map((k, i) => item(k, i))}
            {rest.map((k) => item(k, null))}
          </ul>
          <div className="mt-5 flex items-center justify-between gap-2">
            <button type="button" className={buttonCls('secondary')} onClick={() => setChosen(p.defaults)}>{p.texts.reset}</button>
            <span className="flex gap-2">
              <button type="button" className={buttonCls('secondary')} onClick={p.onClose}>{p.texts.cancel}</button>
              <button type="button" className={buttonCls('primary')} disabled={busy || !chosen.length} onClick={() => void save()}>{busy ? t('form.submitting') : p.texts.save}</button>
            </span>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
