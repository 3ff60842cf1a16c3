// Screen kind "crud-table" (config.ts): title and create button, filters, the server-paged table with
// row actions, and the create/edit dialog. Everything it shows is declared in the screen JSON.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenError, type RendererProps } from '@runtime/registry';
import { useDataSource, type DataSource } from '@runtime/data';
import { getSchema } from '@runtime/schemas';
import { useAuth } from '@runtime/auth';
import { useText } from '@renderers/site';
import { ConfirmHost } from '../console/ConfirmDialog';
import { FilterBar, type FilterField } from '../console/FilterBar';
import { buttonCls, cx } from '../form/theme/cls';
import { cellSpecs, crudScreenSchema, type CrudColumn } from './config';
import { withListDefaults } from '../table/listSpec';
import { enumOptions } from '../admin-list/FilterOptions';
import { resolveColumns } from './columns';
import { CrudTable } from './CrudTable';
import { RecordDialog } from './RecordDialog';
import { RowActions } from './RowActions';
import { SizePager } from './SizePager';
import { useRowActions } from './useRowActions';
import { resolveDefaults } from './values';

type Row = Record<string, unknown>;
const set = (o: Row) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null && v !== ''));

/** `user` stands in for the logged-in user (stories); by default the session's. */
export function CrudScreen({ config, user: given }: RendererProps & { user?: Row }) {
  const { t } = useTranslation();
  const tx = useText();
  const parsed = useMemo(() => crudScreenSchema.safeParse(config), [config]);
  const c = parsed.success ? parsed.data : undefined;
  const auth = useAuth();
  const user = (given ?? auth.user) as Row | null;
  const [filters, setFilters] = useState<Row>({});
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(c?.pagination.defaultSize ?? 10);
  const [dialog, setDialog] = useState<{ mode: 'create' | 'edit'; value: Row } | null>(null);
  const schema = useMemo(() => (c ? getSchema(c.entity) : undefined), [c]);
  // no columns or filters in the screen: its entity's x-list's (listSpec.ts)
  const table = useMemo(() => (c ? withListDefaults(c.entity, schema, { columns: c.columns, filters: c.filters.length ? c.filters : undefined }) : null), [c, schema]);
  const columns = useMemo(() => (c && table ? resolveColumns(c.entity, schema, cellSpecs((table.columns ?? []) as CrudColumn[], c.rowActions, c.texts.actions)) : []), [c, table, schema]);
  const filterFields = useMemo(
    () => (table?.filters ?? []).map((f) => ((f as { options?: unknown }).options === 'enum' ? { ...f, options: enumOptions(f as never, schema) } : f)) as FilterField[],
    [table, schema],
  );
  const p = c?.pagination;
  const params = p ? { ...set(filters), [p.pageParam]: page - 1 + p.base, [p.sizeParam]: size } : {};
  const ds = useDataSource<Row>(c ? (c.source as DataSource) : null, params);
  const refresh = useCallback(() => void ds.mutate(), [ds]);
  const runAction = useRowActions({ actions: c?.actions ?? {}, user, onChanged: refresh, onEdit: (value) => setDialog({ mode: 'edit', value }) });

  // opened with ?edit={id} (the /meeting/edit/{id} route): run that action on that row once
  const openParam = c?.openParam;
  useEffect(() => {
    if (!openParam || typeof window === 'undefined') return;
    const key = new URLSearchParams(window.location.search).get(openParam.name);
    if (key) void runAction(openParam.action, { [c?.rowKey ?? 'id']: key });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  // a page emptied by a delete (or a smaller total) goes back to the last page that has rows
  const lastPage = Math.max(1, Math.ceil(ds.total / size));
  useEffect(() => {
    if (!ds.isLoading && page > lastPage) setPage(lastPage);
  }, [ds.isLoading, page, lastPage]);

  const role = String(user?.role ?? '');
  const allowed = useCallback((roles?: string[]) => !roles || roles.includes(role), [role]);
  const renderActions = useCallback(
    (row: Row, names: string[]) => <RowActions row={row} names={names.filter((n) => allowed(c?.actions[n]?.roles))} actions={c?.actions ?? {}} onRun={runAction} />,
    [c, runAction, allowed],
  );
  if (!c) return <ScreenError title={t('http.invalidScreen')} detail={parsed.error?.message} />;

  const rows = ds.list;
  const status = ds.isLoading && !rows.length ? 'loading' : ds.error && !rows.length ? 'error' : !rows.length ? 'empty' : null;
  const statusText =
    status === 'error' ? t(c.texts.error ?? 'table.error', { message: ds.error?.message ?? '' }) : status ? t(c.texts[status] ?? `table.${status}`) : '';
  const openCreate = () => setDialog({ mode: 'create', value: resolveDefaults(c.dialog?.defaults ?? {}, user) });

  return (
    <section className="space-y-4" data-screen={c.entity}>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          {/* a console's tab: the console's header holds the page's <h1> */}
          {c.title && <h2 className="text-xl font-semibold text-slate-900 dark:text-white">{tx(c.title)}</h2>}
          {c.subtitle && <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{tx(c.subtitle)}</p>}
        </div>
        {c.create && c.dialog && allowed(c.create.roles) && (
          <button type="button" className={cx(buttonCls('primary'))} onClick={openCreate} data-testid="create">
            <span aria-hidden>+</span> {tx(c.create.label)}
          </button>
        )}
      </header>
      <div className="rounded-xl bg-white ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
        {filterFields.length > 0 && (
          <div className="border-b border-slate-100 p-4 dark:border-slate-800">
            <FilterBar fields={filterFields} value={filters} onRefresh={refresh} onChange={(next) => (setFilters(next), setPage(1))} />
          </div>
        )}
        <CrudTable entity={c.entity} columns={columns} rows={rows} rowKey={c.rowKey ?? 'id'} status={status} statusText={statusText} renderActions={renderActions} />
        <SizePager page={page} size={size} sizes={c.pagination.sizes} total={ds.total} onPage={setPage} onSize={(s) => (setSize(s), setPage(1))} />
      </div>
      {dialog && c.dialog && (
        <RecordDialog key={`${dialog.mode}-${String(dialog.value.id ?? 'new')}`} config={c.dialog} mode={dialog.mode} value={dialog.value} onClose={() => setDialog(null)} onSaved={refresh} />
      )}
      <ConfirmHost />
    </section>
  );
}

export default CrudScreen;
