// rjsf templates a screen's uiSchema names for an array of objects: each item a card with its fields
// side by side and a remove button (hidden on the last `ui:options.keep` cards, default 1), and an add
// button that says what it adds (`ui:options.addText`, a message key).
import type { ArrayFieldItemTemplateProps, ArrayFieldTemplateProps, ObjectFieldTemplateProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { buttonCls, cx, labelCls } from '../form/theme/cls';
import { useFieldLabel } from '../form/theme/labels';

/** The array: its label, the item cards, and the add button. */
export function CardArrayTemplate(p: ArrayFieldTemplateProps) {
  const { t } = useTranslation();
  const { items, canAdd, onAddClick, disabled, readonly, fieldPathId, schema, title, uiSchema, required } = p;
  const label = useFieldLabel(schema, title);
  const addText = uiSchema?.['ui:options']?.addText as string | undefined;
  return (
    <fieldset id={fieldPathId.$id} className="mb-1">
      <legend className={labelCls}>
        {label}
        {required && <span className="ml-0.5 text-red-500" aria-hidden>*</span>}
      </legend>
      <div className="space-y-2">{items}</div>
      {canAdd && (
        <button type="button" className={cx(buttonCls('secondary'), 'mt-2 w-full border-dashed')} onClick={onAddClick} disabled={disabled || readonly}
          data-testid={`${fieldPathId.$id}-add`}>
          + {t(addText ?? 'form.add')}
        </button>
      )}
    </fieldset>
  );
}

/** One item: a numbered card (`ui:options.itemText`, a key with {{n}}) and its remove button. */
export function CardItemTemplate({ children, buttonsProps, index, totalItems, parentUiSchema }: ArrayFieldItemTemplateProps) {
  const { t } = useTranslation();
  const { hasRemove, onRemoveItem, disabled, readonly } = buttonsProps;
  const options = parentUiSchema?.['ui:options'] ?? {};
  const keep = typeof options.keep === 'number' ? options.keep : 1;
  const itemText = options.itemText as string | undefined;
  return (
    <div className="rounded-md border border-gray-200 bg-gray-50/60 p-3 dark:border-gray-700 dark:bg-gray-800/40" data-item={index}>
      <div className="mb-2 flex items-center justify-between">
        <span className="text-xs font-semibold uppercase tracking-wide text-gray-500 dark:text-gray-400">
          {itemText ? t(itemText, { n: index + 1 }) : `#${index + 1}`}
        </span>
        {hasRemove && totalItems > keep && (
          <button type="button" onClick={onRemoveItem} disabled={disabled || readonly} aria-label={`${t('form.remove')} ${index + 1}`}
            className="rounded px-2 py-0.5 text-xs text-red-600 hover:bg-red-50 disabled:opacity-50 dark:text-red-400 dark:hover:bg-red-950/40">
            {t('form.remove')}
          </button>
        )}
      </div>
      {children}
    </div>
  );
}

/** An object's fields in a responsive row (no frame or title: the card above gives them). */
export function InlineObjectTemplate({ properties, fieldPathId }: ObjectFieldTemplateProps) {
  return (
    <div id={fieldPathId.$id} className="grid gap-x-3 sm:grid-cols-3 [&>*>.mb-4]:mb-0">
      {properties.filter((p) => !p.hidden).map((p) => <div key={p.name}>{p.content}</div>)}
    </div>
  );
}

/** The form's fields on a two-column grid; `ui:options.full` lists the fields that span both columns. */
export function GridObjectTemplate({ properties, fieldPathId, uiSchema }: ObjectFieldTemplateProps) {
  const full = (uiSchema?.['ui:options']?.full as string[] | undefined) ?? [];
  return (
    <div id={fieldPathId.$id} className="grid gap-x-4 sm:grid-cols-2">
      {properties.filter((p) => !p.hidden).map((p) => (
        <div key={p.name} className={cx('min-w-0', full.includes(p.name) && 'sm:col-span-2')}>{p.content}</div>
      ))}
    </div>
  );
}
