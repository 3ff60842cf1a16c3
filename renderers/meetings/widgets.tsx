// Widgets a screen's uiSchema names (widgets.ts resolves the names): a wall-clock date-time picker
// that disables days before a minimum, and a textarea with a character counter.
import { useCallback, type ChangeEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { cx, helpCls, inputCls } from '../form/theme/cls';
import { fromInputValue, minInputValue, toInputValue } from './wallClock';

/** `ui:options.minDaysAgo`: the earliest selectable day, counted back from today (1 = yesterday). */
export function WallClockWidget(p: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, onChange, onBlur, onFocus, options, rawErrors, required } = p;
  const min = typeof options.minDaysAgo === 'number' ? minInputValue(options.minDaysAgo) : undefined;
  const change = useCallback((e: ChangeEvent<HTMLInputElement>) => onChange(fromInputValue(e.target.value)), [onChange]);
  return (
    <input id={id} name={htmlName || id} type="datetime-local" className={inputCls(!!rawErrors?.length)} value={toInputValue(value)} min={min}
      disabled={disabled} readOnly={readonly} aria-required={required || undefined} aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)} onChange={change} onBlur={(e) => onBlur(id, e.target.value)} onFocus={(e) => onFocus(id, e.target.value)} />
  );
}

/** A textarea with "count / maxLength" under it (the schema's maxLength). */
export function CounterTextareaWidget(p: WidgetProps) {
  const { t } = useTranslation();
  const { id, htmlName, value, disabled, readonly, onChange, onBlur, onFocus, options, rawErrors, placeholder, schema } = p;
  const text = typeof value === 'string' ? value : '';
  const max = schema.maxLength;
  const over = max !== undefined && [...text].length > max;
  const change = useCallback((e: ChangeEvent<HTMLTextAreaElement>) => onChange(e.target.value === '' ? options.emptyValue : e.target.value), [onChange, options.emptyValue]);
  return (
    <div>
      <textarea id={id} name={htmlName || id} className={inputCls(!!rawErrors?.length || over)} rows={(options.rows as number) ?? 4} value={text}
        placeholder={placeholder} disabled={disabled} readOnly={readonly} aria-invalid={rawErrors?.length ? true : undefined}
        aria-describedby={ariaDescribedByIds(id)} onChange={change} onBlur={(e) => onBlur(id, e.target.value)} onFocus={(e) => onFocus(id, e.target.value)} />
      {max !== undefined && (
        <p data-testid={`${id}-counter`} aria-live="polite" className={cx(helpCls, 'text-right tabular-nums', over && 'text-red-600 dark:text-red-400')}>
          {t('meeting.ui.counter', { count: [...text].length, max })}
        </p>
      )}
    </div>
  );
}
