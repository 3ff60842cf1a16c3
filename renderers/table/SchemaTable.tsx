// <SchemaTable entity="user" source={...}/>: columns from the entity's x-list, rows from a data
// source (or a `rows` prop), loading/empty/error texts, server or client pagination.
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JsonSchema } from '@shared/schema/compose';
import { useDataSource, type DataSource } from '@runtime/data';
import { getSchema } from '@runtime/schemas';
import { columnsOf, type Column, type ColumnSpec } from './columns';
import { sortRows, type SortSpec } from './listSpec';
import { formatCell } from './format';
import { Pager } from './Pager';
import { cx } from '../form/theme/cls';

export interface PaginationConfig {
  mode?: 'client' | 'server';
  pageSize?: number;
  /** server mode: query names and the number of the first page (0 or 1) */
  pageParam?: string;
  sizeParam?: string;
  base?: 0 | 1;
}

export interface SchemaTableProps {
  entity: string;
  schema?: JsonSchema;
  columns?: ColumnSpec[];
  source?: DataSource | null;
  params?: Record<string, unknown>;
  rows?: Record<string, unknown>[];
  /** overrides for stories: force the loading or error state */
  loading?: boolean;
  error?: unknown;
  pagination?: PaginationConfig;
  /** message keys */
  texts?: { loading?: string; empty?: string; error?: string };
  rowKey?: string;
  /** client paging: the rows' order (a server-paged list keeps the server's) */
  sort?: SortSpec;
}

const Row = memo(function Row({ row, columns }: { row: Record<string, unknown>; columns: Column[] }) {
  const { t } = useTranslation();
  return (
    <tr className="border-t border-gray-100 hover:bg-gray-50 dark:border-gray-800 dark:hover:bg-gray-800/60">
      {columns.map((c) => (
        <td key={c.key} data-col={c.key} className={cx('whitespace-nowrap px-4 py-2.5', c.align === 'right' && 'text-right', c.align === 'center' && 'text-center')}>
          {formatCell(t, c.schema, row[c.key])}
        </td>
      ))}
    </tr>
  );
});

export function SchemaTable(p: SchemaTableProps) {
  const { t } = useTranslation();
  const [wanted, setPage] = useState(1);
  const size = p.pagination?.pageSize ?? 10;
  const server = p.pagination?.mode === 'server';
  const schema = useMemo(() => p.schema ?? (getSchema(p.entity) as JsonSchema | undefined), [p.schema, p.entity]);
  const columns = useMemo(() => columnsOf(p.entity, schema, p.columns), [p.entity, schema, p.columns]);
  const pageParams = server ? { [p.pagination?.pageParam ?? 'page']: wanted - 1 + (p.pagination?.base ?? 0), [p.pagination?.sizeParam ?? 'size']: size } : {};
  const ds = useDataSource(p.rows ? null : p.source, { ...p.params, ...pageParams });
  const listed = p.rows ?? ds.list;
  const all = useMemo(() => (server ? listed ?? [] : sortRows(listed ?? [], p.sort)), [listed, server, p.sort]);
  const total = p.rows || !server ? all.length : ds.total;
  const page = server ? wanted : Math.min(wanted, Math.max(1, Math.ceil(total / size)));
  const shown = server && !p.rows ? all : all.slice((page - 1) * size, page * size);
  const loading = p.loading ?? (ds.isLoading && !p.rows);
  const error = p.error ?? (p.rows ? undefined : ds.error);
  const status = loading && !shown.length ? 'loading' : error && !shown.length ? 'error' : !shown.length ? 'empty' : null;
  const text = status && t(p.texts?.[status] ?? `table.${status}`);
  const key = p.rowKey ?? 'id';

  return (
    <div className="overflow-hidden rounded-lg border border-gray-200 bg-white text-sm text-gray-800 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100">
      <div className="overflow-x-auto">
        <table className="min-w-full">
          <thead className="bg-gray-50 text-left text-xs font-semibold uppercase tracking-wide text-gray-500 dark:bg-gray-800 dark:text-gray-400">
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" className="px-4 py-3">{t(c.label, { defaultValue: c.key })}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {status ? (
              <tr>
                <td colSpan={columns.length} role={status === 'error' ? 'alert' : 'status'}
                  className={cx('px-4 py-10 text-center', status === 'error' ? 'text-red-600 dark:text-red-400' : 'text-gray-500 dark:text-gray-400')}>
                  {text}
                </td>
              </tr>
            ) : (
              shown.map((row, i) => <Row key={String(row[key] ?? i)} row={row} columns={columns} />)
            )}
          </tbody>
        </table>
      </div>
      <Pager page={page} pageSize={size} total={total} onPage={setPage} />
    </div>
  );
}

export default SchemaTable;
