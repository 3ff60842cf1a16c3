// An action that opens a list about one row in a dialog (a participant's registration history): the
// rows of a source whose path takes the row's fields, its empty and failed texts, and a detail view
// of one of those rows with its form answers.
import { useMemo, useState } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { useDataSource } from '@runtime/data';
import { getSchema } from '@runtime/schemas';
import { useText } from '@renderers/site';
import { buttonCls } from '../form/theme/cls';
import type { ListDialogSpec } from './config';
import { listColumns } from './columns';
import { fillPath } from './actions';
import { DataGrid } from './DataGrid';
import { DetailDialog } from './DetailDialog';
import { ActionButtons } from './ActionButtons';

type Row = Record<string, unknown>;

export function ListDialog({ spec, row, onClose }: { spec: ListDialogSpec; row: Row; onClose: () => void }) {
  const { t } = useTranslation();
  const tx = useText();
  const [open, setOpen] = useState<Row | null>(null);
  const source = useMemo(() => ({ ...spec.source, path: fillPath(spec.source.path, row) }), [spec.source, row]);
  const ds = useDataSource(source);
  const schema = useMemo(() => getSchema(spec.entity), [spec.entity]);
  const columns = useMemo(() => listColumns(spec.entity, schema, spec.columns), [spec.entity, schema, spec.columns]);
  const detailColumns = useMemo(() => listColumns(spec.entity, schema, spec.detail?.fields), [spec.entity, schema, spec.detail]);
  const rows = ds.error ? [] : (ds.list as Row[]);
  const status = ds.error ? 'error' : ds.isLoading && !rows.length ? 'loading' : !rows.length ? 'empty' : null;
  const statusText = status === 'error' ? tx(spec.failed) : status === 'empty' ? tx(spec.empty) : status ? t('table.loading') : undefined;
  const view = spec.detail && { key: 'view', label: spec.detail.action };
  return (
    <Dialog open onClose={onClose} className="relative z-40">
      <div className="fixed inset-0 bg-black/40 dark:bg-black/60" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel data-testid="list-dialog" className="flex max-h-[85vh] w-full max-w-4xl flex-col rounded-xl bg-white p-6 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100">
          <DialogTitle className="text-lg font-semibold">{tx(spec.title, row)}</DialogTitle>
          <div className="mt-4 flex-1 overflow-auto rounded-lg ring-1 ring-slate-200 dark:ring-slate-800">
            <DataGrid columns={columns} rows={rows} rowKey={spec.rowKey ?? 'id'} status={status} statusText={statusText}
              actions={view ? (r) => <ActionButtons testId="list-row" actions={[view]} onRun={() => setOpen(r)} /> : undefined} />
          </div>
          <div className="mt-5 flex justify-end">
            <button type="button" className={buttonCls('secondary')} onClick={onClose}>{t('superAdmin.common.close')}</button>
          </div>
        </DialogPanel>
      </div>
      {spec.detail && (
        <DetailDialog title={spec.detail.title} row={open} columns={detailColumns} onClose={() => setOpen(null)}
          formData={spec.detail.formData ? { field: spec.detail.formData.field, title: spec.detail.formData.title, empty: spec.detail.formData.empty } : undefined} />
      )}
    </Dialog>
  );
}
