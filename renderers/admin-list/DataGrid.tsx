// The list's table: optional checkbox column, the configured columns, row action buttons, and the
// loading / empty / error states (on error no rows are shown: the list is emptied).
import { memo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../form/theme/cls';
import { Cell, headerOf, type ListColumn } from './columns';
import { ToggleCell } from './ToggleCell';
import { VirtualBody } from './VirtualBody';
import type { ColumnSort } from './useListData';

type Row = Record<string, unknown>;
/**
 * the actions column: pinned to the right edge of the scrolling table, a shadow where columns pass under it.
 * Not on a phone: a row's buttons can be wider than the screen, and pinned they covered every column (the row's name too).
 */
const STICKY = 'sm:sticky sm:right-0 sm:z-[1] sm:shadow-[-6px_0_6px_-6px_rgba(15,23,42,0.25)]';

export interface DataGridProps {
  columns: ListColumn[];
  rows: Row[];
  rowKey: string;
  status: 'loading' | 'empty' | 'error' | null;
  statusText?: string;
  selectable?: boolean;
  selected?: Set<unknown>;
  onToggle?: (key: unknown) => void;
  onToggleAll?: (on: boolean) => void;
  /** the action buttons of one row */
  actions?: (row: Row) => ReactNode;
  /** a `toggle` column's switch flipped */
  onSwitch?: (column: ListColumn, row: Row, next: boolean) => Promise<unknown>;
  /** which columns sort on a header click (asc, desc, then none), and the sort now */
  sortable?: (key: string) => boolean;
  sort?: ColumnSort | null;
  onSort?: (next: ColumnSort | null) => void;
  /** scroll inside this height (px) and draw only the rows in view, with a sticky header */
  virtual?: { height: number; rowHeight?: number };
}

const GridRow = memo(function GridRow(p: { row: Row; columns: ListColumn[]; k: unknown; checked?: boolean; selectable?: boolean; onToggle?: (k: unknown) => void; actions?: (row: Row) => ReactNode; onSwitch?: DataGridProps['onSwitch'] }) {
  const { t } = useTranslation();
  return (
    <tr data-row={String(p.k)} className={cx('border-t border-slate-100 dark:border-slate-800', p.checked ? 'bg-brand-50/60 dark:bg-brand-500/10' : 'hover:bg-slate-50 dark:hover:bg-slate-800/50')}>
      {p.selectable && (
        <td className="w-10 px-4 py-2.5">
          <input type="checkbox" checked={!!p.checked} onChange={() => p.onToggle?.(p.k)} aria-label={t('superAdmin.common.selectRow', { id: String(p.k) })}
            className="h-4 w-4 rounded border-slate-300 text-brand-600 focus:ring-brand-500 dark:border-slate-600 dark:bg-slate-800" />
        </td>
      )}
      {p.columns.map((c) => (
        <td key={c.key} data-col={c.key} className={cx('px-4 py-2.5', c.truncate ? 'min-w-[16rem] max-w-md' : 'whitespace-nowrap', c.align === 'right' && 'text-right', c.align === 'center' && 'text-center')}>
          {c.toggle && p.onSwitch
            ? <ToggleCell checked={!!p.row[c.key]} label={headerOf(t, c)} locked={c.toggle.locked} onToggle={(next) => p.onSwitch!(c, p.row, next)} />
            : <Cell t={t} column={c} value={p.row[c.key]} row={p.row} />}
        </td>
      ))}
      {p.actions && (
        // kept in view at the table's right edge however wide the columns make it (English labels at 1280 px)
        <td data-col="actions" className={cx(STICKY, 'whitespace-nowrap px-4 py-2 text-right', p.checked ? 'bg-brand-50 dark:bg-slate-900' : 'bg-white dark:bg-slate-900')}>{p.actions(p.row)}</td>
      )}
    </tr>
  );
});

export function DataGrid(p: DataGridProps) {
  const { t } = useTranslation();
  const keys = p.rows.map((r) => r[p.rowKey]);
  const all = keys.length > 0 && keys.every((k) => p.selected?.has(k));
  const span = p.columns.length + (p.selectable ? 1 : 0) + (p.actions ? 1 : 0);
  const scroll = useRef<HTMLDivElement>(null);
  const row = (i: number) => (
    <GridRow key={String(keys[i] ?? i)} row={p.rows[i]} k={keys[i]} columns={p.columns} checked={p.selected?.has(keys[i])} selectable={p.selectable} onToggle={p.onToggle} actions={p.actions} onSwitch={p.onSwitch} />
  );
  return (
    <div ref={scroll} className="overflow-x-auto" data-virtual={p.virtual ? 'on' : undefined} style={p.virtual ? { maxHeight: p.virtual.height, overflowY: 'auto' } : undefined}>
      <table className="min-w-full text-sm text-slate-800 dark:text-slate-100">
        <thead className={cx('bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-500 dark:bg-slate-800 dark:text-slate-400', p.virtual && 'sticky top-0 z-10')}>
          <tr>
            {p.selectable && (
              <th scope="col" className="w-10 px-4 py-3">
                <input type="checkbox" checked={all} disabled={!keys.length} onChange={(e) => p.onToggleAll?.(e.target.checked)} aria-label={t('superAdmin.common.selectAll')}
                  className="h-4 w-4 rounded border-slate-300 text-brand-600 focus:ring-brand-500 dark:border-slate-600 dark:bg-slate-800" />
              </th>
            )}
            {p.columns.map((c) => {
              const sortable = !!p.onSort && !!p.sortable?.(c.key);
              const dir = p.sort?.key === c.key ? p.sort.dir : null;
              return (
                <th key={c.key} scope="col" aria-sort={sortable ? (dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none') : undefined}
                  className={cx('whitespace-nowrap px-4 py-3', c.align === 'right' && 'text-right')}>
                  {sortable ? <SortButton label={headerOf(t, c)} dir={dir} onClick={() => p.onSort!(dir === 'asc' ? { key: c.key, dir: 'desc' } : dir === 'desc' ? null : { key: c.key, dir: 'asc' })} columnKey={c.key} /> : headerOf(t, c)}
                </th>
              );
            })}
            {p.actions && <th scope="col" className={cx(STICKY, 'bg-slate-50 px-4 py-3 text-right dark:bg-slate-800')}>{t('superAdmin.common.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {p.status ? (
            <tr>
              <td colSpan={span} role={p.status === 'error' ? 'alert' : 'status'} data-state={p.status}
                className={cx('px-4 py-12 text-center', p.status === 'error' ? 'text-rose-600 dark:text-rose-400' : 'text-slate-500 dark:text-slate-400')}>
                {p.statusText}
              </td>
            </tr>
          ) : p.virtual ? (
            <VirtualBody count={p.rows.length} scrollRef={scroll} rowHeight={p.virtual.rowHeight ?? 45} height={p.virtual.height} span={span} render={row} />
          ) : (
            p.rows.map((_, i) => row(i))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** A sortable column's heading: the label and an arrow for the order now; a click moves ascending → descending → unsorted. */
function SortButton({ label, dir, onClick, columnKey }: { label: string; dir: 'asc' | 'desc' | null; onClick: () => void; columnKey: string }) {
  const { t } = useTranslation();
  return (
    <button type="button" onClick={onClick} data-sort={columnKey} data-sort-dir={dir ?? 'none'} title={t(`adminList.sort.${dir ?? 'none'}`, { label })}
      className="inline-flex items-center gap-1 rounded uppercase tracking-wide hover:text-slate-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:hover:text-white">
      {label}
      {/* drawn, not text: the heading reads as its label alone */}
      <svg aria-hidden viewBox="0 0 8 12" className="h-3 w-2">
        <path d="M4 1 7 5H1z" className={dir === 'asc' ? 'fill-brand-600 dark:fill-brand-300' : 'fill-slate-300 dark:fill-slate-600'} />
        <path d="M4 11 1 7h6z" className={dir === 'desc' ? 'fill-brand-600 dark:fill-brand-300' : 'fill-slate-300 dark:fill-slate-600'} />
      </svg>
    </button>
  );
}
