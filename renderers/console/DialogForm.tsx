// A dialog holding the generated SchemaForm of a composed schema. onSubmit's promise closes it when
// it resolves; a rejection's field errors show under their fields, any other error as a toast. The
// form itself (DialogFields: the form library, the schema validator) loads when a dialog first opens.
import { lazy, Suspense, useCallback, type ReactNode } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { UiSchema } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { useText } from '@renderers/site';
import { toast } from '@runtime/toast';
import { iconBtnCls } from './cls';
import { ConsoleIcon } from './icons';
import type { Text } from './types';

type Values = Record<string, unknown>;
const DialogFields = lazy(() => import('./DialogFields'));

export interface DialogFormProps {
  open: boolean;
  title: Text;
  schemaId: string;
  value?: Values | null;
  /** px; default 560 */
  width?: number;
  onSubmit: (values: Values) => Promise<void> | void;
  onClose: () => void;
  /** fields the form requires beyond the schema (a confirmation the API takes as optional) */
  required?: string[];
  uiSchema?: UiSchema;
  submitText?: Text;
  /** a line above the fields */
  description?: Text;
  children?: ReactNode;
}

export function DialogForm({ open, title, schemaId, value, width = 560, onSubmit, onClose, required, uiSchema, submitText, description, children }: DialogFormProps) {
  const { t } = useTranslation();
  const tx = useText();
  const submit = useCallback(
    async (values: Values) => {
      await onSubmit(values);
      onClose();
    },
    [onSubmit, onClose],
  );
  const failed = useCallback((err: unknown) => {
    const fieldErrors = (err as { errors?: unknown[] })?.errors;
    if (!Array.isArray(fieldErrors) || !fieldErrors.length) toast.error((err instanceof Error && err.message) || t('errors.default'));
  }, [t]);

  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/40 dark:bg-black/60" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
        <DialogPanel style={{ maxWidth: width }} data-testid="dialog-form"
          className="w-full rounded-xl bg-white p-6 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100">
          <div className="mb-4 flex items-start justify-between gap-4">
            <DialogTitle className="text-lg font-semibold">{tx(title)}</DialogTitle>
            <button type="button" onClick={onClose} className={`${iconBtnCls} -mr-2 -mt-1`} aria-label={t('http.close')}>
              <ConsoleIcon name="close" className="h-5 w-5" />
            </button>
          </div>
          {description && <p className="mb-4 text-sm text-slate-500 dark:text-slate-400">{tx(description)}</p>}
          {children}
          <Suspense fallback={<p role="status" className="py-6 text-sm text-slate-500 dark:text-slate-400">{t('http.loading')}</p>}>
            <DialogFields schemaId={schemaId} required={required} value={value} onSubmit={submit} onError={failed} onCancel={onClose}
              uiSchema={uiSchema} submitText={submitText ? tx(submitText) : undefined} />
          </Suspense>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

export default DialogForm;
