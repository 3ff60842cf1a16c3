// Filters above a table: a debounced search box, selects, a date and a date range, and refresh.
// Each field writes its own key of `value` (a date range writes [start, end], or two keys with `names`).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useText } from '@renderers/site';
import { cx, iconBtnCls } from './cls';
import { ConsoleIcon } from './icons';
import type { Text } from './types';

export interface FilterField {
  name: string;
  kind: 'search' | 'select' | 'date' | 'dateRange';
  label: Text;
  placeholder?: Text;
  options?: { value: string; label: Text }[];
  /** dateRange: write start and end under these two keys instead of [start, end] under `name` */
  names?: [string, string];
}

export interface FilterBarProps {
  fields: FilterField[];
  value: Record<string, unknown>;
  onChange: (next: Record<string, unknown>) => void;
  onRefresh?: () => void;
  /** ms of quiet typing before a search applies */
  debounceMs?: number;
}

export const SEARCH_DEBOUNCE_MS = 300;
const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));
// inline-sized fields (the form theme's inputs are full width)
const fieldCls =
  'h-9 rounded-md border border-gray-300 bg-white px-3 text-sm text-gray-900 shadow-sm outline-none transition placeholder:text-gray-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:placeholder:text-gray-500';

function Search({ field, value, onCommit, wait }: { field: FilterField; value: string; onCommit: (v: string) => void; wait: number }) {
  const tx = useText();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value); // the parent reset the filter
    setText(value);
  }
  const commit = useRef(onCommit);
  commit.current = onCommit;
  useEffect(() => {
    if (text === value) return;
    const id = setTimeout(() => commit.current(text), wait);
    return () => clearTimeout(id);
  }, [text, value, wait]);
  return (
    <div className="relative w-full sm:w-auto">
      <ConsoleIcon name="search" className="pointer-events-none absolute left-2.5 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" />
      <input type="search" aria-label={tx(field.label)} placeholder={tx(field.placeholder ?? field.label)} value={text}
        onChange={(e) => setText(e.target.value)} className={cx(fieldCls, 'w-full pl-8 sm:w-64')} data-filter={field.name} />
    </div>
  );
}

export function FilterBar({ fields, value, onChange, onRefresh, debounceMs = SEARCH_DEBOUNCE_MS }: FilterBarProps) {
  const { t } = useTranslation();
  const tx = useText();
  const set = (patch: Record<string, unknown>) => onChange({ ...value, ...patch });
  const range = (f: FilterField): [string, string] => {
    if (f.names) return [str(value[f.names[0]]), str(value[f.names[1]])];
    const v = value[f.name];
    return Array.isArray(v) ? [str(v[0]), str(v[1])] : ['', ''];
  };
  const setRange = (f: FilterField, start: string, end: string) =>
    set(f.names ? { [f.names[0]]: start || undefined, [f.names[1]]: end || undefined } : { [f.name]: start || end ? [start, end] : undefined });

  return (
    <div role="search" className="flex flex-wrap items-center gap-2">
      {fields.map((f) => {
        if (f.kind === 'search') return <Search key={f.name} field={f} value={str(value[f.name])} wait={debounceMs} onCommit={(v) => set({ [f.name]: v || undefined })} />;
        if (f.kind === 'select')
          return (
            <select key={f.name} aria-label={tx(f.label)} data-filter={f.name} value={str(value[f.name])} onChange={(e) => set({ [f.name]: e.target.value || undefined })} className={cx(fieldCls, 'min-w-[8rem] pr-8')}>
              <option value="">{f.placeholder ? tx(f.placeholder) : t('console.filterAll', { label: tx(f.label) })}</option>
              {(f.options ?? []).map((o) => <option key={o.value} value={o.value}>{tx(o.label)}</option>)}
            </select>
          );
        if (f.kind === 'date')
          return <input key={f.name} type="date" aria-label={tx(f.label)} data-filter={f.name} value={str(value[f.name])} onChange={(e) => set({ [f.name]: e.target.value || undefined })} className={fieldCls} />;
        const [start, end] = range(f);
        return (
          <div key={f.name} className="flex items-center gap-1" role="group" aria-label={tx(f.label)}>
            <input type="date" aria-label={`${tx(f.label)} ${t('console.dateFrom')}`} data-filter={`${f.name}-start`} value={start} max={end || undefined}
              onChange={(e) => setRange(f, e.target.value, end)} className={fieldCls} />
            <span className="text-sm text-slate-400">–</span>
            <input type="date" aria-label={`${tx(f.label)} ${t('console.dateTo')}`} data-filter={`${f.name}-end`} value={end} min={start || undefined}
              onChange={(e) => setRange(f, start, e.target.value)} className={fieldCls} />
          </div>
        );
      })}
      {onRefresh && (
        <button type="button" onClick={onRefresh} className={cx(iconBtnCls, 'ring-1 ring-inset ring-gray-300 dark:ring-gray-600')} aria-label={t('console.refresh')} title={t('console.refresh')}>
          <ConsoleIcon name="refresh" className="h-4 w-4" />
        </button>
      )}
    </div>
  );
}
