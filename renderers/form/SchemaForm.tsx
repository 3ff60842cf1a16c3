// <SchemaForm schemaId="user.profile" value onSubmit/>: the generated form of a composed schema, in
// our Tailwind theme, validated like the server, with server field errors shown under their fields.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import rjsfValidator from '@rjsf/validator-ajv8';
import { useTranslation } from 'react-i18next';
import type { JsonSchema } from '@shared/schema/compose';
import { formSchema } from './formSchema';
import { templates, widgets } from './theme';
import { buttonCls } from './theme/cls';
import { deriveUiSchema } from './uiSchema';
import { pickValues, type PathMessage } from './errors';
import { useSchemaValidation } from './useSchemaValidation';

type Values = Record<string, unknown>;

export interface SchemaFormProps {
  schemaId: string;
  /** a composed schema used instead of the registry's one (tests, stories, designer previews) */
  schema?: JsonSchema;
  value?: Values | null;
  /** may return a promise; a rejection's `errors: [{ path, message }]` show under the fields */
  onSubmit: (data: Values) => unknown;
  onError?: (err: unknown) => void;
  onCancel?: () => void;
  /** the values after each change (a dialog's second action, such as save as draft, reads them) */
  onChange?: (data: Values) => void;
  /** server errors to show from the start (stories) */
  serverErrors?: PathMessage[];
  uiSchema?: UiSchema;
  submitText?: string;
  /** no submit button: the form edits a preview its user may not save (runtime/callAccess) */
  noSubmit?: boolean;
  idPrefix?: string;
  disabled?: boolean;
  footer?: ReactNode;
}

export function SchemaForm(props: SchemaFormProps) {
  const schema = props.schema ?? formSchema(props.schemaId);
  if (!schema) return <p role="alert" className="text-sm text-red-600 dark:text-red-400">unknown schema: {props.schemaId}</p>;
  return <FormBody {...props} resolved={schema} />;
}

function FormBody(props: SchemaFormProps & { resolved: JsonSchema }) {
  const { schemaId, schema: custom, resolved: schema, value, onSubmit, onError, onCancel, onChange, serverErrors, submitText, disabled } = props;
  const { t } = useTranslation();
  const uiSchema = useMemo(() => deriveUiSchema(schema, props.uiSchema), [schema, props.uiSchema]);
  const initial = useMemo(() => pickValues(schema, value), [schema, value]);
  const { check, touched, setServer, errorSchema } = useSchemaValidation(schemaId, custom, serverErrors);
  const [busy, setBusy] = useState(false);
  const [attempts, setAttempts] = useState(0);
  const current = useRef<Values>(initial);
  const box = useRef<HTMLDivElement>(null);

  const handleChange = useCallback(
    (e: IChangeEvent) => {
      const next = pickValues(schema, e.formData);
      touched(current.current, next);
      current.current = next;
      onChange?.(next);
      if (attempts > 0) check(next); // after a first submit, messages follow the typing
    },
    [schema, touched, check, attempts, onChange],
  );

  const handleSubmit = useCallback(
    async (e: IChangeEvent) => {
      const data = pickValues(schema, e.formData);
      current.current = data;
      setAttempts((n) => n + 1);
      if (!check(data)) return;
      setBusy(true);
      try {
        await onSubmit(data);
      } catch (err) {
        const list = (err as { errors?: PathMessage[] })?.errors;
        if (Array.isArray(list)) setServer(list);
        onError?.(err);
      } finally {
        setBusy(false);
      }
    },
    [schema, check, onSubmit, onError, setServer],
  );

  useEffect(() => {
    if (attempts) box.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  return (
    <div ref={box} className="text-gray-900 dark:text-gray-100">
      <Form
        schema={schema as RJSFSchema}
        uiSchema={uiSchema}
        initialFormData={initial}
        validator={rjsfValidator}
        templates={templates}
        widgets={widgets}
        idPrefix={props.idPrefix ?? schemaId.replace(/\W/g, '_')}
        extraErrors={errorSchema}
        onChange={handleChange}
        onSubmit={handleSubmit}
        showErrorList={false}
        noHtml5Validate
        noValidate
        disabled={disabled || busy}
      >
        {props.footer}
        <div className="mt-6 flex justify-end gap-2">
          {onCancel && (
            <button type="button" className={buttonCls('secondary')} onClick={onCancel} disabled={busy}>
              {t('form.cancel')}
            </button>
          )}
          {!props.noSubmit && (
            <button type="submit" className={buttonCls('primary')} disabled={disabled || busy} aria-busy={busy}>
              {busy ? t('form.submitting') : (submitText ?? t('form.submit'))}
            </button>
          )}
        </div>
      </Form>
    </div>
  );
}

export default SchemaForm;
