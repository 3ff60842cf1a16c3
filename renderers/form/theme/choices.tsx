// Choice widgets: select (enum), radio, checkbox, checkboxes, and the textarea.
import { useCallback, type ChangeEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds, enumOptionsIsSelected, optionId } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { choiceCls, cx, inputCls } from './cls';
import { enumLabel, optionTitle, useFieldLabel } from './labels';
import { labelId } from './templates';

type Opt = { value: unknown; label: string };
/**
 * The choices offered: the enum's, or where the spec gives two readings of it (`x-accepted-readings`) the
 * reading its `offer` names, so one meaning is not offered twice (不可退款 as non-refundable and as
 * non_refundable); a stored value of the other reading stays shown. The server accepts every reading listed.
 */
function optsOf(p: WidgetProps): Opt[] {
  const all = (p.options.enumOptions ?? []) as Opt[];
  const r = p.schema['x-accepted-readings'] as { offer?: string; readings?: Record<string, unknown[]> } | undefined;
  const offered = r?.offer ? r.readings?.[r.offer] : undefined;
  return offered ? all.filter((o) => offered.includes(o.value) || o.value === p.value) : all;
}

export function SelectWidget(p: WidgetProps) {
  const { t } = useTranslation();
  const { id, htmlName, value, disabled, readonly, onChange, onBlur, onFocus, schema, rawErrors, options } = p;
  const opts = optsOf(p);
  const index = opts.findIndex((o) => o.value === value);
  const decode = (v: string) => (v === '' ? options.emptyValue : opts[Number(v)]?.value);
  return (
    <select
      id={id}
      name={htmlName || id}
      className={inputCls(!!rawErrors?.length)}
      value={index < 0 ? '' : String(index)}
      disabled={disabled || readonly}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(e) => onChange(decode(e.target.value))}
      onBlur={(e) => onBlur(id, decode(e.target.value))}
      onFocus={(e) => onFocus(id, decode(e.target.value))}
    >
      <option value="">{t('form.choose')}</option>
      {opts.map((o, i) => (
        <option key={String(o.value)} value={String(i)}>
          {enumLabel(t, schema['x-key'], o.value, optionTitle(t, schema, o.value, o.label))}
        </option>
      ))}
    </select>
  );
}

export function RadioWidget(p: WidgetProps) {
  const { t } = useTranslation();
  const { id, htmlName, value, disabled, readonly, onChange, schema, rawErrors } = p;
  return (
    <div id={id} role="radiogroup" aria-labelledby={labelId(id)} aria-invalid={rawErrors?.length ? true : undefined} className="flex flex-wrap gap-4 py-1">
      {optsOf(p).map((o, i) => (
        <label key={String(o.value)} className="inline-flex items-center gap-2 text-sm text-gray-700 dark:text-gray-200">
          <input
            type="radio"
            id={optionId(id, i)}
            name={htmlName || id}
            className={choiceCls}
            checked={enumOptionsIsSelected(o.value as never, value)}
            disabled={disabled || readonly}
            onChange={() => onChange(o.value)}
          />
          {enumLabel(t, schema['x-key'], o.value, optionTitle(t, schema, o.value, o.label))}
        </label>
      ))}
    </div>
  );
}

export function CheckboxWidget(p: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, onChange, schema, label, required } = p;
  const text = useFieldLabel(schema, label);
  return (
    <label className="inline-flex items-center gap-2 text-sm text-gray-700 dark:text-gray-200">
      <input type="checkbox" id={id} name={htmlName || id} className={cx(choiceCls, 'rounded')} checked={!!value}
        disabled={disabled || readonly} onChange={(e) => onChange(e.target.checked)} aria-describedby={ariaDescribedByIds(id)} />
      {text}
      {required && <span className="text-red-500" aria-hidden>*</span>}
    </label>
  );
}

export function CheckboxesWidget(p: WidgetProps) {
  const { t } = useTranslation();
  const { id, value, disabled, readonly, onChange, schema } = p;
  const list: unknown[] = Array.isArray(value) ? value : [];
  const xKey = (schema.items as { 'x-key'?: string } | undefined)?.['x-key'] ?? schema['x-key'];
  return (
    <div id={id} role="group" aria-labelledby={labelId(id)} className="flex flex-wrap gap-4 py-1">
      {optsOf(p).map((o, i) => (
        <label key={String(o.value)} className="inline-flex items-center gap-2 text-sm text-gray-700 dark:text-gray-200">
          <input type="checkbox" id={optionId(id, i)} className={cx(choiceCls, 'rounded')} disabled={disabled || readonly}
            checked={list.includes(o.value)}
            onChange={(e) => onChange(e.target.checked ? [...list, o.value] : list.filter((v) => v !== o.value))} />
          {enumLabel(t, xKey, o.value, o.label)}
        </label>
      ))}
    </div>
  );
}

export function TextareaWidget(p: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, onChange, onBlur, onFocus, options, rawErrors, placeholder } = p;
  const change = useCallback((e: ChangeEvent<HTMLTextAreaElement>) => onChange(e.target.value === '' ? options.emptyValue : e.target.value), [onChange, options.emptyValue]);
  return (
    <textarea id={id} name={htmlName || id} className={inputCls(!!rawErrors?.length)} rows={(options.rows as number) ?? 4}
      value={value ?? ''} placeholder={placeholder} disabled={disabled} readOnly={readonly}
      aria-invalid={rawErrors?.length ? true : undefined} aria-describedby={ariaDescribedByIds(id)}
      onChange={change} onBlur={(e) => onBlur(id, e.target.value)} onFocus={(e) => onFocus(id, e.target.value)} />
  );
}
