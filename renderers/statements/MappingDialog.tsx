// The column mapping of a CSV/XLSX bank export: the file's first rows as read (so the organizer sees the
// bank's preamble and picks the header row), a column for each field chosen among that row's headers,
// amounts signed or in a credit column, a saved mapping or a bank preset to start from, and an optional
// name to save it under. Answers the mapping (and the name) to import with.
import { useMemo, useState } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { buttonCls, inputCls, labelCls } from '../form/theme/cls';

export interface Mapping { headerRow: number; columns: Record<string, string>; amountMode: 'signed' | 'credit'; encoding?: string; dateFormat?: string }
export interface Preview {
  format: string;
  encoding: string;
  rows: string[][];
  suggestion: (Mapping & { preset: string }) | null;
  presets: Array<Mapping & { key: string; name: { zh: string; en: string } }>;
  mappings: Array<Mapping & { id: number; name: string }>;
}

export function MappingDialog({ preview, fields, busy, error, onCancel, onImport }: {
  preview: Preview; fields: string[]; busy: boolean; error: string;
  onCancel: () => void; onImport: (m: Mapping, saveAs: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const start = preview.suggestion ?? { headerRow: 1, columns: {}, amountMode: 'signed' as const };
  const [m, setM] = useState<Mapping>({ headerRow: start.headerRow, columns: { ...start.columns }, amountMode: start.amountMode });
  const [name, setName] = useState('');
  const header = useMemo(() => (preview.rows[m.headerRow - 1] ?? []).filter(Boolean), [preview.rows, m.headerRow]);
  const shown = fields.filter((f) => (m.amountMode === 'credit' ? f !== 'amount' : f !== 'credit'));
  const use = (x: Mapping) => setM({ headerRow: x.headerRow, columns: { ...x.columns }, amountMode: x.amountMode });
  const lang = i18n.language?.startsWith('en') ? 'en' : 'zh';
  return (
    <Dialog open onClose={() => !busy && onCancel()} className="relative z-40">
      <div className="fixed inset-0 bg-black/40 dark:bg-black/60" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel data-testid="mapping-dialog" className="flex max-h-[90vh] w-full max-w-5xl flex-col gap-4 overflow-auto rounded-xl bg-white p-6 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100">
          <DialogTitle className="text-lg font-semibold">{t('statements.ui.mappingTitle')}</DialogTitle>
          <div className="grid gap-3 sm:grid-cols-3">
            <label className="block">
              <span className={labelCls}>{t('statements.ui.preset')}</span>
              <select className={inputCls()} data-testid="mapping-preset" defaultValue={preview.suggestion?.preset ?? ''}
                onChange={(e) => { const p = preview.presets.find((x) => x.key === e.target.value); if (p) use({ ...p, headerRow: m.headerRow }); }}>
                <option value="">{t('statements.ui.none')}</option>
                {preview.presets.map((p) => <option key={p.key} value={p.key}>{p.name[lang]}</option>)}
              </select>
            </label>
            <label className="block">
              <span className={labelCls}>{t('statements.ui.savedMapping')}</span>
              <select className={inputCls()} data-testid="mapping-saved" defaultValue=""
                onChange={(e) => { const s = preview.mappings.find((x) => String(x.id) === e.target.value); if (s) use(s); }}>
                <option value="">{t('statements.ui.none')}</option>
                {preview.mappings.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
              </select>
            </label>
            <label className="block">
              <span className={labelCls}>{t('statements.ui.headerRow')}</span>
              <input type="number" min={1} max={50} className={inputCls()} data-testid="mapping-header-row" value={m.headerRow}
                onChange={(e) => setM({ ...m, headerRow: Math.max(1, Math.min(50, Number(e.target.value) || 1)) })} />
            </label>
            <label className="block sm:col-span-3">
              <span className={labelCls}>{t('statements.ui.amountMode')}</span>
              <select className={inputCls()} data-testid="mapping-amount-mode" value={m.amountMode} onChange={(e) => setM({ ...m, amountMode: e.target.value as Mapping['amountMode'] })}>
                <option value="signed">{t('statements.ui.signed')}</option>
                <option value="credit">{t('statements.ui.credit')}</option>
              </select>
            </label>
            {shown.map((f) => (
              <label key={f} className="block">
                <span className={labelCls}>{t(`statements.field.${f}`)}</span>
                <select className={inputCls()} data-mapping-field={f} value={m.columns[f] ?? ''}
                  onChange={(e) => setM({ ...m, columns: { ...m.columns, [f]: e.target.value } })}>
                  <option value="">{t('statements.ui.none')}</option>
                  {header.map((h) => <option key={h} value={h}>{h}</option>)}
                </select>
              </label>
            ))}
          </div>
          <div tabIndex={0} role="region" aria-label={t('statements.ui.preview')} className="overflow-auto rounded border border-slate-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:border-slate-700">
            <table className="min-w-full text-xs" data-testid="mapping-preview">
              <caption className="sr-only">{t('statements.ui.preview')}</caption>
              <tbody>
                {preview.rows.map((r, i) => (
                  <tr key={i} className={i === m.headerRow - 1 ? 'bg-brand-50 font-semibold dark:bg-brand-900/40' : ''}>
                    <th scope="row" className="px-2 py-1 text-slate-500 dark:text-slate-400">{i + 1}</th>
                    {r.map((c, k) => <td key={k} className="whitespace-nowrap px-2 py-1">{c}</td>)}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <label className="block">
            <span className={labelCls}>{t('statements.ui.mappingName')}</span>
            <input className={inputCls()} maxLength={50} data-testid="mapping-name" value={name} onChange={(e) => setName(e.target.value)} />
          </label>
          {error && <p role="alert" className="text-sm text-red-700 dark:text-red-300" data-testid="mapping-error">{error}</p>}
          <div className="flex justify-end gap-2">
            <button type="button" className={buttonCls('secondary')} disabled={busy} onClick={onCancel}>{t('statements.ui.cancel')}</button>
            <button type="button" className={buttonCls('primary')} disabled={busy} data-testid="mapping-import"
              onClick={() => onImport({ ...m, columns: Object.fromEntries(Object.entries(m.columns).filter(([k, v]) => v && shown.includes(k) && header.includes(v))) }, name.trim())}>
              {t('statements.ui.import')}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
