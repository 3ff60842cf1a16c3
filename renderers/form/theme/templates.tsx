// Field, object, array and error templates of our Tailwind rjsf theme. The error list is hidden: each
// field shows its own message under it. A field's hint is its message `form.help.<x-key>` in the reader's
// language (a schema's description documents the API and is not shown).
import { memo } from 'react';
import type {
  ArrayFieldItemTemplateProps, ArrayFieldTemplateProps, DescriptionFieldProps, FieldErrorProps,
  FieldHelpProps, FieldTemplateProps, ObjectFieldTemplateProps, TitleFieldProps, WrapIfAdditionalTemplateProps,
} from '@rjsf/utils';
import { errorId, helpId } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { buttonCls, cx, errorCls, helpCls, labelCls } from './cls';
import { useFieldHelp, useFieldLabel } from './labels';

export const labelId = (id: string) => `${id}__label`;

function FieldTemplateFn(p: FieldTemplateProps) {
  const { id, children, errors, help, hidden, required, displayLabel, schema, label, rawErrors, hideError } = p;
  const text = useFieldLabel(schema, label);
  const hint = useFieldHelp(schema);
  if (hidden) return <div className="hidden">{children}</div>;
  const invalid = !hideError && !!rawErrors?.length;
  return (
    <div className={cx('mb-4', invalid && 'is-invalid')} data-field={id}>
      {displayLabel && (
        <label id={labelId(id)} htmlFor={id} className={labelCls}>
          {text}
          {required && <span className="ml-0.5 text-red-500" aria-hidden>*</span>}
        </label>
      )}
      {displayLabel && hint && <p id={`${id}__description`} className={cx(helpCls, 'mb-2 mt-0')}>{hint}</p>}
      {children}
      {errors}
      {help}
    </div>
  );
}
export const FieldTemplate = memo(FieldTemplateFn);

export function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  const first = errors.find(Boolean);
  if (!first) return null;
  return <p id={errorId(fieldPathId)} role="alert" className={errorCls}>{first}</p>;
}

export function FieldHelpTemplate({ help, fieldPathId }: FieldHelpProps) {
  return help ? <p id={helpId(fieldPathId)} className={helpCls}>{help}</p> : null;
}

export function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  return description ? <p id={id} className={cx(helpCls, 'mb-2 mt-0')}>{description}</p> : null;
}

export function TitleFieldTemplate({ id, title, schema }: TitleFieldProps) {
  const text = useFieldLabel(schema, title);
  return text ? <h3 id={id} className="mb-3 text-base font-semibold text-gray-900 dark:text-gray-100">{text}</h3> : null;
}

export function ObjectFieldTemplate({ properties, title, description, fieldPathId, registry, schema, uiSchema }: ObjectFieldTemplateProps) {
  const { TitleFieldTemplate: Title, DescriptionFieldTemplate: Desc } = registry.templates;
  const nested = fieldPathId.path.length > 0;
  return (
    <fieldset id={fieldPathId.$id} className={cx(nested && 'rounded-md border border-gray-200 p-3 dark:border-gray-700')}>
      {nested && title && <Title id={`${fieldPathId.$id}__title`} title={title} schema={schema} uiSchema={uiSchema} registry={registry} />}
      {nested && description && <Desc id={`${fieldPathId.$id}__description`} description={description} schema={schema} registry={registry} />}
      {properties.map((prop) => prop.content)}
    </fieldset>
  );
}

export function ArrayFieldTemplate(p: ArrayFieldTemplateProps) {
  const { t } = useTranslation();
  const { items, canAdd, onAddClick, disabled, readonly, fieldPathId, schema, title } = p;
  const text = useFieldLabel(schema, title);
  return (
    <fieldset id={fieldPathId.$id} className="mb-4">
      {text && <legend className={labelCls}>{text}</legend>}
      <div className="space-y-2">{items}</div>
      {canAdd && (
        <button type="button" className={cx(buttonCls('secondary'), 'mt-2')} onClick={onAddClick} disabled={disabled || readonly}>
          {t('form.add')}
        </button>
      )}
    </fieldset>
  );
}

export function ArrayFieldItemTemplate({ children, buttonsProps, hasToolbar }: ArrayFieldItemTemplateProps) {
  const { t } = useTranslation();
  const { hasRemove, onRemoveItem, disabled, readonly } = buttonsProps;
  return (
    <div className="flex items-start gap-2">
      <div className="min-w-0 flex-1">{children}</div>
      {hasToolbar && hasRemove && (
        <button type="button" className={buttonCls('secondary')} onClick={onRemoveItem} disabled={disabled || readonly}>
          {t('form.remove')}
        </button>
      )}
    </div>
  );
}

export function WrapIfAdditionalTemplate({ children, style }: WrapIfAdditionalTemplateProps) {
  return <div style={style}>{children}</div>;
}

export const ErrorListTemplate = () => null;
export const SubmitButton = () => null; // SchemaForm draws its own buttons
export const EmptyTemplate = () => null;
