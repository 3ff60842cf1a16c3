// Notification records as a table: columns from the entity schema (labels, enum texts and dates as
// the generic tables show them, enums as coloured badges), view and delete per row, client pages.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getSchema } from '@runtime/schemas';
import { columnsOf } from '../../table/columns';
import { formatCell } from '../../table/format';
import { Pager } from '../../table/Pager';
import { badgeCls } from '../lib';

export type RecordRow = Record<string, any> & { id: number };

interface Props {
  entity: string;
  columns: string[];
  badges: Record<string, Record<string, string>>;
  rows: RecordRow[];
  state: 'loading' | 'error' | 'ready';
  errorText?: string;
  pageSize: number;
  onView: (r: RecordRow) => void;
  onDelete: (r: RecordRow) => void;
}

export function RecordsTable({ entity, columns, badges, rows, state, errorText, pageSize, onView, onDelete }: Props) {
  const { t } = useTranslation();
  const [wanted, setPage] = useState(1);
  const cols = useMemo(() => columnsOf(entity, getSchema(entity), columns), [entity, columns]);
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const page = Math.min(wanted, pages);
  const shown = rows.slice((page - 1) * pageSize, page * pageSize);
  const empty = state !== 'ready' || !shown.length;
  const text = state === 'loading' ? t('http.loading') : state === 'error' ? errorText : t('notifications.records.empty');

  return (
    <div className="overflow-hidden rounded-xl bg-white text-sm text-slate-800 ring-1 ring-slate-200 dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-800">
      <div className="overflow-x-auto">
        <table className="min-w-full" data-testid="records-table">
          <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-500 dark:bg-slate-800 dark:text-slate-400">
            <tr>
              {cols.map((c) => <th key={c.key} scope="col" className="px-4 py-3">{t(c.label, { defaultValue: c.key })}</th>)}
              <th scope="col" className="px-4 py-3 text-right">{t('notifications.records.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {empty ? (
              <tr>
                <td colSpan={cols.length + 1} role={state === 'error' ? 'alert' : 'status'} className={`px-4 py-10 text-center ${state === 'error' ? 'text-rose-600 dark:text-rose-400' : 'text-slate-500 dark:text-slate-400'}`}>{text}</td>
              </tr>
            ) : (
              shown.map((r) => (
                <tr key={r.id} data-record={r.id} className="border-t border-slate-100 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-800/60">
                  {cols.map((c) => {
                    const tone = badges[c.key]?.[r[c.key]];
                    const value = formatCell(t, c.schema, r[c.key]);
                    return (
                      <td key={c.key} data-col={c.key} className={`px-4 py-2.5 ${c.key === 'title' ? 'max-w-xs truncate' : 'whitespace-nowrap'}`} title={c.key === 'title' ? value : undefined}>
                        {tone ? <span className={badgeCls(tone)}>{value}</span> : value}
                      </td>
                    );
                  })}
                  <td className="whitespace-nowrap px-4 py-2.5 text-right">
                    <button type="button" onClick={() => onView(r)} className="rounded-md px-2 py-1 text-brand-600 hover:bg-brand-50 dark:text-brand-100 dark:hover:bg-brand-500/15">{t('notifications.actions.view')}</button>
                    <button type="button" onClick={() => onDelete(r)} className="rounded-md px-2 py-1 text-rose-600 hover:bg-rose-50 dark:text-rose-400 dark:hover:bg-rose-500/15">{t('notifications.actions.delete')}</button>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pager page={page} pageSize={pageSize} total={rows.length} onPage={setPage} />
    </div>
  );
}
