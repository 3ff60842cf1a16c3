// The <input> all text-like widgets share (text, email, number, date, date-time, password, url).
import { memo, useCallback, type ChangeEvent, type FocusEvent } from 'react';
import type { BaseInputTemplateProps, WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds, getInputProps, getTemplate, localToUTC, utcToLocal } from '@rjsf/utils';
import { cx, inputCls } from './cls';

function BaseInputFn(p: BaseInputTemplateProps) {
  const { id, htmlName, value, readonly, disabled, autofocus, onBlur, onFocus, onChange, onChangeOverride, options, schema, rawErrors, type, placeholder, required } = p;
  const inputProps = getInputProps(schema, type, options);
  const numeric = inputProps.type === 'number' || inputProps.type === 'integer';
  const shown = numeric ? (value || value === 0 ? value : '') : (value ?? '');
  const change = useCallback((e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value === '' ? options.emptyValue : e.target.value), [onChange, options.emptyValue]);
  const blur = useCallback((e: FocusEvent<HTMLInputElement>) => onBlur(id, e.target.value), [onBlur, id]);
  const focus = useCallback((e: FocusEvent<HTMLInputElement>) => onFocus(id, e.target.value), [onFocus, id]);
  return (
    <input
      id={id}
      name={htmlName || id}
      className={cx(inputCls(!!rawErrors?.length))}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      placeholder={placeholder}
      aria-required={required || undefined}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      {...inputProps}
      value={shown}
      onChange={onChangeOverride || change}
      onBlur={blur}
      onFocus={focus}
    />
  );
}
export const BaseInputTemplate = memo(BaseInputFn);

// Widgets stay plain functions: rjsf's SchemaField is memoised already, and getWidget rejects memo objects.
const input = (type?: string) =>
  function InputWidget(p: WidgetProps) {
    const Base = getTemplate('BaseInputTemplate', p.registry, p.options);
    return <Base {...p} type={type ?? p.type} />;
  };

export const TextWidget = input();
export const EmailWidget = input('email');
export const PasswordWidget = input('password');
export const URLWidget = input('url');
export const NumberWidget = input('number');

export function DateWidget(p: WidgetProps) {
  const Base = getTemplate('BaseInputTemplate', p.registry, p.options);
  const { onChange } = p;
  const change = useCallback((v: string) => onChange(v || undefined), [onChange]);
  return <Base {...p} type="date" onChange={change} />;
}

export function DateTimeWidget(p: WidgetProps) {
  const Base = getTemplate('BaseInputTemplate', p.registry, p.options);
  const { onChange } = p;
  const change = useCallback((v: string) => onChange(v ? localToUTC(v) : undefined), [onChange]);
  return <Base {...p} type="datetime-local" value={utcToLocal(p.value)} onChange={change} />;
}
