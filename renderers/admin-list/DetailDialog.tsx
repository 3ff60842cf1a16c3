// A row's fields, read-only, in a dialog (the "view" action).
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { useText, type Text } from '@renderers/site';
import { buttonCls } from '../form/theme/cls';
import { Cell, type ListColumn } from './columns';
import { FormDataList } from './FormDataList';

export interface DetailDialogProps {
  title: Text;
  row: Record<string, unknown> | null;
  columns: ListColumn[];
  onClose: () => void;
  /** the row's form answers (formData) with their labels, under the fields */
  formData?: { field: string; title: Text; empty: Text };
}

export function DetailDialog({ title, row, columns, onClose, formData }: DetailDialogProps) {
  const { t } = useTranslation();
  const tx = useText();
  return (
    <Dialog open={!!row} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/40 dark:bg-black/60" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
        <DialogPanel data-testid="detail-dialog" className="max-h-[90vh] w-full max-w-xl overflow-y-auto rounded-xl bg-white p-6 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100">
          <DialogTitle className="text-lg font-semibold">{tx(title)}</DialogTitle>
          <dl className="mt-4 divide-y divide-slate-100 text-sm dark:divide-slate-800">
            {row &&
              columns.map((c) => (
                <div key={c.key} className="grid grid-cols-3 gap-4 py-2">
                  <dt className="text-slate-500 dark:text-slate-400">{t(c.label, { defaultValue: c.key })}</dt>
                  <dd className="col-span-2 whitespace-pre-wrap break-words" data-field={c.key}><Cell t={t} column={{ ...c, truncate: undefined }} value={row[c.key]} row={row} /></dd>
                </div>
              ))}
          </dl>
          {row && formData && <FormDataList title={tx(formData.title)} data={row[formData.field]} empty={tx(formData.empty)} />}
          <div className="mt-6 flex justify-end">
            <button type="button" className={buttonCls('secondary')} onClick={onClose}>{t('superAdmin.common.close')}</button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
