// Screen kind "admin-list" (see ./config): stat cards, filters, a selectable table with row and
// batch actions, a read-only detail dialog and generated form dialogs — all declared in JSON.
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenError, type RendererProps } from '@runtime/registry';
import { getSchema } from '@runtime/schemas';
import { mutateSource } from '@runtime/data';
import { useScreenParams, withScreenParams } from '@runtime/screenParams';
import { useText } from '@renderers/site';
import { DialogForm } from '../console/DialogForm';
import { FilterBar } from '../console/FilterBar';
import { Pager } from '../table/Pager';
import { SizePager } from '../meetings/SizePager';
import { adminListSchema, type ActionSpec, type AdminListConfig } from './config';
import { listColumns, type ListColumn } from './columns';
import { DataGrid } from './DataGrid';
import { StatsRow } from './StatsRow';
import { DetailDialog } from './DetailDialog';
import { ImageDialog } from './ImageDialog';
import { useFilterOptions } from './FilterOptions';
import { ActionButtons, applies } from './ActionButtons';
import { BatchBar } from './BatchBar';
import { fillPath, runAction, type RunContext } from './actions';
import { upload } from './upload';
import { useGo } from './useGo';
import { useListData, type ColumnSort } from './useListData';
import { rowSchema } from './rowSchema';
import { useChosenColumns } from './ChosenColumns';
import { ListDialog } from './ListDialog';
import { ImportDialog } from './ImportDialog';
import { valueLabels } from './valueLabels';
import { download } from './download';
import { ToolbarButton } from './ToolbarButton';
import { ExportJobAction } from './ExportJobAction';
import { filterParams } from './useListData';
import { useMayCall } from '@runtime/callAccess';
import { withinReach } from './reach';
import { withListDefaults } from '../table/listSpec';

type Row = Record<string, unknown>;
interface OpenForm {
  action: ActionSpec;
  rows: Row[];
  params: Record<string, unknown>;
  batch: boolean;
  /** the form's starting value, fixed when it opens (a list refresh must not reset what is typed) */
  value: Row;
}

export function AdminListScreen({ config }: RendererProps) {
  const { t } = useTranslation();
  // inside the meeting settings shell, `{meetingId}` in any path of the config is that meeting's id
  const screenParams = useScreenParams();
  const parsed = useMemo(() => adminListSchema.safeParse(withScreenParams(config, screenParams)), [config, screenParams]);
  const may = useMayCall();
  // what the screen leaves out (columns, filters, sort) comes from its entity's x-list
  const c = useMemo(() => (parsed.success ? withinReach(withListDefaults(parsed.data.entity, rowSchema(parsed.data.entity), parsed.data), may) : null), [parsed, may]);
  if (!c) return <ScreenError title={t('http.invalidScreen')} detail={parsed.error?.message} />;
  return <AdminList c={c} />;
}

function AdminList({ c }: { c: AdminListConfig }) {
  const { t } = useTranslation();
  const tx = useText();
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<unknown>>(new Set());
  const [detail, setDetail] = useState<Row | null>(null);
  const [image, setImage] = useState<{ spec: NonNullable<ActionSpec['image']>; row: Row } | null>(null);
  const [form, setForm] = useState<OpenForm | null>(null);
  const [size, setSize] = useState<number | undefined>(undefined);
  const [importing, setImporting] = useState<NonNullable<ActionSpec['import']> | null>(null);
  const go = useGo();
  const rowKey = c.rowKey ?? 'id';
  // a column the server sorts by (serverSort): a new order starts again from the first page
  const [sort, setSort] = useState<ColumnSort | null>(null);
  const list = useListData(c, filters, page, size, sort);
  // the entity's row schema: its own properties and what x-row joins (a participant's registration)
  const schema = useMemo(() => rowSchema(c.entity), [c.entity]);
  const filterFields = useFilterOptions((c.filters ?? []) as unknown as Parameters<typeof useFilterOptions>[0], schema);
  const chosen = useChosenColumns(c, schema);
  const columns = useMemo(() => listColumns(c.entity, schema, chosen.specs), [c.entity, schema, chosen.specs]);
  const [listFor, setListFor] = useState<{ spec: NonNullable<ActionSpec['list']>; row: Row } | null>(null);
  const detailColumns = useMemo(() => listColumns(c.entity, schema, c.detail?.fields), [c.entity, schema, c.detail]);

  const refresh = useCallback(
    () => Promise.all([c.source.path, c.searchSource?.path, c.stats?.source.path].filter(Boolean).map((p) => mutateSource(p!))),
    [c.source.path, c.searchSource?.path, c.stats?.source.path],
  );
  const context = (rows: Row[], params: Record<string, unknown>, values?: Row): RunContext => ({ t, tx, rows, rowKey, values, params, refresh });
  const selectedRows = list.all.filter((r) => selected.has(r[rowKey]));

  const run = (a: ActionSpec, rows: Row[], batch: boolean) => {
    const params = batch ? { count: rows.length } : { ...rows[0] };
    if (a.open === 'detail') return setDetail(rows[0]);
    if (a.list) return setListFor({ spec: a.list, row: rows[0] ?? {} });
    if (a.image) return setImage({ spec: a.image, row: rows[0] ?? {} });
    if (a.to) return go(fillPath(a.to, rows[0] ?? {}));
    if (a.download) return void download(a, filterParams(filters), context(rows, params), batch ? undefined : rows[0]);
    if (a.upload) return void upload(a, rows[0] ?? {}, context(rows, params));
    if (a.import) return setImporting(a.import);
    if (a.form) return setForm({ action: a, rows, params, batch, value: { ...(batch || !rows[0] ? {} : pick(rows[0])), ...resolveTexts(tx, a.form.value) } });
    void runAction(a, context(rows, params)).then((done) => done && batch && setSelected(new Set()));
  };

  const submitForm = async (values: Row) => {
    if (!form) return;
    const { action, rows } = form;
    const params = { ...form.params, ...values, ...valueLabels(t, action.form!.schemaId, values) };
    const { batch } = form;
    if (action.confirm) {
      // the confirmation replaces the form dialog (two stacked dialogs would fight over focus)
      setTimeout(() => void runAction(action, context(rows, params, values)).then((done) => done && batch && setSelected(new Set())));
      return;
    }
    await runAction(action, context(rows, params, values), true);
    if (batch) setSelected(new Set());
  };

  const changeFilters = (next: Record<string, unknown>) => {
    setFilters(next);
    setPage(1);
    setSelected(new Set());
  };
  const toggle = (k: unknown) => setSelected((s) => {
    const n = new Set(s);
    if (n.has(k)) n.delete(k);
    else n.add(k);
    return n;
  });
  const toggleAll = (on: boolean) => setSelected((s) => {
    const n = new Set(s);
    for (const r of list.rows) if (on) n.add(r[rowKey]);
    else n.delete(r[rowKey]);
    return n;
  });
  const statusText = list.status === 'error' ? list.errorText : list.status ? t(c.texts?.[list.status] ?? `table.${list.status}`) : undefined;
  const rowActions = c.rowActions ?? [];
  const onSwitch = async (col: ListColumn, row: Row, next: boolean) => {
    await runAction(col.toggle!, context([row], { ...row }, { [col.toggle!.field]: next }));
  };

  return (
    <section className={c.standalone ? 'mx-auto w-full max-w-6xl space-y-4 px-4 py-6' : 'space-y-4'} data-screen="admin-list">
      {c.title && (c.standalone
        ? <h1 className="text-xl font-semibold text-slate-900 dark:text-white">{tx(c.title)}</h1>
        : <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{tx(c.title)}</h2>)}
      {c.stats && <StatsRow stats={c.stats} />}
      {c.toolbar && (
        <div className="flex flex-wrap justify-end gap-2" data-testid="list-toolbar">
          {c.toolbar.map((a) => (a.exportJob
            ? <ExportJobAction key={a.key} action={{ ...a, exportJob: a.exportJob }} filters={filterParams(filters)} ctx={context([], {})} />
            : <ToolbarButton key={a.key} action={a} onClick={() => run(a, [], false)} />))}
        </div>
      )}
      <div className="overflow-hidden rounded-xl bg-white ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
        <div className="border-b border-slate-100 p-4 dark:border-slate-800">
          {filterFields.loaders}
          <div className="flex flex-wrap items-start justify-between gap-2">
            <FilterBar fields={filterFields.fields} value={filters} onChange={changeFilters} onRefresh={() => void refresh()} />
            {chosen.button}
          </div>
        </div>
        {c.batchActions && selectedRows.length > 0 && (
          <BatchBar count={selectedRows.length} actions={c.batchActions} onRun={(a) => run(a, selectedRows, true)} onClear={() => setSelected(new Set())} />
        )}
        <DataGrid columns={columns} rows={list.rows} rowKey={rowKey} status={list.status} statusText={statusText} selectable={c.selectable}
          selected={selected} onToggle={toggle} onToggleAll={toggleAll} onSwitch={onSwitch} virtual={c.virtual}
          sortable={c.serverSort && c.pagination?.mode === 'server' ? (k) => k.startsWith(c.serverSort!.prefix) : undefined} sort={sort} onSort={(next) => (setSort(next), setPage(1))}
          actions={rowActions.length ? (row) => <ActionButtons testId="row" actions={rowActions.filter((a) => applies(a, row))} onRun={(a) => run(a, [row], false)} /> : undefined} />
        {c.pagination?.sizes ? (
          <SizePager page={list.page} size={list.size} sizes={c.pagination.sizes} total={list.total} onPage={setPage} onSize={(s) => (setSize(s), setPage(1))} />
        ) : (
          <Pager page={list.page} pageSize={list.size} total={list.total} onPage={setPage} />
        )}
      </div>
      {c.detail && <DetailDialog title={c.detail.title} row={detail} columns={detailColumns} onClose={() => setDetail(null)} formData={c.detail.formData} />}
      {chosen.dialog}
      {listFor && <ListDialog spec={listFor.spec} row={listFor.row} onClose={() => setListFor(null)} />}
      {importing && <ImportDialog spec={{ ...importBounds(schema), ...importing }} onClose={() => setImporting(null)} onDone={refresh} />}
      {image && <ImageDialog spec={image.spec} row={image.row} onClose={() => setImage(null)} />}
      {form && (
        <DialogForm open title={form.action.form!.title} schemaId={form.action.form!.schemaId} width={form.action.form!.width}
          value={form.value}
          onSubmit={submitForm} onClose={() => setForm(null)} />
      )}
    </section>
  );
}

/** An import's bounds from the entity's x-import (the server enforces the same). */
const importBounds = (schema: Record<string, unknown> | undefined) => {
  const x = (schema?.['x-import'] ?? {}) as { maxBytes?: number; maxRows?: number };
  return { maxBytes: x.maxBytes ?? 2 * 1024 * 1024, maxRows: x.maxRows ?? 1000 };
};

/** A row as a form's starting value (null fields left out). */
const pick = (row: Row) => Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null && v !== undefined));
/** Form defaults may be texts (`{ t: key }`) shown in the current language. */
const resolveTexts = (tx: ReturnType<typeof useText>, v?: Row) =>
  Object.fromEntries(Object.entries(v ?? {}).map(([k, x]) => [k, x && typeof x === 'object' && 't' in x ? tx(x as never) : x]));
