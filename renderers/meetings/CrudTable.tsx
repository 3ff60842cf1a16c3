// The list itself: header labels, one row per record with its cells, and a loading, empty or error
// line in the body. Wide tables scroll sideways on small screens.
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../form/theme/cls';
import { Cell, type CellColumn } from './cells';

type Row = Record<string, unknown>;

// the actions stay in view while a wide table scrolls sideways
// pinned from the sm breakpoint only: on a phone the actions may be wider than the screen (admin-list/DataGrid.tsx)
const STICKY = 'bg-inherit sm:sticky sm:right-0 sm:shadow-[-8px_0_8px_-8px_rgba(15,23,42,0.15)]';
/** Plain text and long badges wrap (a long place name); times, counts and buttons keep to one line. */
const cellCls = (c: CellColumn) =>
  cx('px-2.5 py-3', c.cell === 'text' ? 'min-w-[5rem] max-w-[12rem] break-words' : !['titleDescription', 'badge'].includes(c.cell) && 'whitespace-nowrap',
    c.align === 'right' && 'text-right', c.align === 'center' && 'text-center', c.cell === 'actions' && STICKY);

export interface CrudTableProps {
  entity: string;
  columns: CellColumn[];
  rows: Row[];
  rowKey: string;
  status: 'loading' | 'empty' | 'error' | null;
  statusText: string;
  renderActions: (row: Row, names: string[]) => ReactNode;
}

const RowView = memo(function RowView({ row, columns, entity, renderActions }: { row: Row; columns: CellColumn[]; entity: string; renderActions: CrudTableProps['renderActions'] }) {
  return (
    <tr className="border-t border-slate-100 bg-white align-top hover:bg-slate-50 dark:border-slate-800 dark:bg-slate-900 dark:hover:bg-slate-800" data-row={String(row.id ?? '')}>
      {columns.map((c) => (
        <td key={c.key} data-col={c.key} className={cellCls(c)}>
          <Cell row={row} column={c} entity={entity} renderActions={renderActions} />
        </td>
      ))}
    </tr>
  );
});

export function CrudTable({ entity, columns, rows, rowKey, status, statusText, renderActions }: CrudTableProps) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-sm">
        <thead className="text-left text-xs font-semibold text-slate-500 dark:text-slate-400">
          <tr className="bg-slate-50 dark:bg-slate-800">
            {columns.map((c) => (
              <th key={c.key} scope="col" className={cx('whitespace-nowrap px-2.5 py-3', c.align === 'center' && 'text-center', c.cell === 'actions' && STICKY)}>{t(c.label, { defaultValue: c.key })}</th>
            ))}
          </tr>
        </thead>
        <tbody className="text-slate-700 dark:text-slate-200">
          {status ? (
            <tr>
              <td colSpan={columns.length} role={status === 'error' ? 'alert' : 'status'}
                className={cx('px-4 py-12 text-center', status === 'error' ? 'text-red-600 dark:text-red-400' : 'text-slate-500 dark:text-slate-400')}>
                {statusText}
              </td>
            </tr>
          ) : (
            rows.map((row, i) => <RowView key={String(row[rowKey] ?? i)} row={row} columns={columns} entity={entity} renderActions={renderActions} />)
          )}
        </tbody>
      </table>
    </div>
  );
}
