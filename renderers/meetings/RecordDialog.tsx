// The create/edit dialog: the generated SchemaForm of the mode's schema (fields from the entity's
// x-forms), the screen's uiSchema, and an optional second action (save as draft) that sends what the
// form holds, checked against the draft schema, without the full form's required fields.
import { useCallback, useMemo, useRef, useState } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { useText } from '@renderers/site';
import { fieldMessage, validator } from '@runtime/schemas';
import { toast } from '@runtime/toast';
import { SchemaForm } from '../form/SchemaForm';
import { pickValues, type PathMessage } from '../form/errors';
import { formSchema } from '../form/formSchema';
import { buttonCls, cx } from '../form/theme/cls';
import type { CrudScreenConfig } from './config';
import { callFor } from './useRowActions';
import { mergeUiSchema, resolveUiSchema } from './uiRegistry';

type Values = Record<string, unknown>;
type DialogConfig = NonNullable<CrudScreenConfig['dialog']>;

export interface RecordDialogProps {
  config: DialogConfig;
  mode: 'create' | 'edit';
  /** the record being edited, or a new record's defaults */
  value: Values;
  onClose: () => void;
  onSaved: () => void;
}

const fieldErrorsOf = (err: unknown) => (err as { errors?: PathMessage[] })?.errors;

export function RecordDialog({ config, mode, value, onClose, onSaved }: RecordDialogProps) {
  const { t } = useTranslation();
  const tx = useText();
  const m = config[mode];
  const uiSchema = useMemo(() => resolveUiSchema(mergeUiSchema(config.uiSchema, m.uiSchema)), [config.uiSchema, m.uiSchema]);
  const current = useRef<Values>(pickValues(formSchema(m.schema) ?? {}, value));
  const [draftErrors, setDraftErrors] = useState<PathMessage[] | undefined>();
  const [busy, setBusy] = useState(false);
  const id = value.id;

  const failed = useCallback((err: unknown) => {
    if (!fieldErrorsOf(err)?.length) toast.error((err instanceof Error && err.message) || t('errors.default'));
  }, [t]);

  const save = useCallback(
    async (data: Values) => {
      await callFor(m.request, { ...value, ...data, id }, data);
      if (m.success) toast.success(t(m.success));
      onSaved();
      onClose();
    },
    [m, value, id, t, onSaved, onClose],
  );

  const saveDraft = useCallback(async () => {
    const d = config.draft;
    if (!d) return;
    const body = { ...current.current, ...(mode === 'edit' && id !== undefined ? { id } : {}) };
    const own = validator.validate(d.schema, body);
    if (own.length) return setDraftErrors(own.map((e) => ({ path: e.path, message: fieldMessage(e) })));
    setBusy(true);
    try {
      await callFor(d.request, body, body);
      if (d.success) toast.success(t(d.success));
      onSaved();
      onClose();
    } catch (err) {
      setDraftErrors(fieldErrorsOf(err) ?? []);
      failed(err);
    } finally {
      setBusy(false);
    }
  }, [config.draft, mode, id, t, onSaved, onClose, failed]);

  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/40 dark:bg-black/60" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-center justify-center p-4">
          <DialogPanel style={{ maxWidth: config.width ?? 640 }} data-testid="record-dialog"
            className="relative w-full rounded-xl bg-white p-6 text-slate-900 shadow-xl ring-1 ring-slate-200 dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-700">
            <DialogTitle className="mb-5 text-lg font-semibold">{tx(config.titles[mode])}</DialogTitle>
            <SchemaForm schemaId={m.schema} idPrefix={`${mode}_${m.schema.replace(/\W/g, '_')}`} value={value} uiSchema={uiSchema}
              onSubmit={save} onError={failed} onCancel={onClose} onChange={(v) => (current.current = v)}
              serverErrors={draftErrors} disabled={busy} />
            {config.draft && (
              // at the left of the form's button row, which closes the panel (both p-6 from its edges)
              <button type="button" className={cx(buttonCls('secondary'), 'absolute bottom-6 left-6')} onClick={saveDraft} disabled={busy} data-testid="save-draft">
                {tx(config.draft.label)}
              </button>
            )}
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
