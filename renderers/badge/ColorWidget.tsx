// A colour field for the style form: the browser's colour picker beside the hex text, both bound
// to one value (the schema's pattern checks the text).
import type { WidgetProps } from '@rjsf/utils';
import { cx, inputCls } from '../form/theme/cls';

export function ColorWidget({ id, value, disabled, readonly, onChange, onBlur, rawErrors, label }: WidgetProps) {
  const v = typeof value === 'string' ? value : '';
  return (
    <div className="flex items-center gap-2">
      <input type="color" aria-label={label} className="h-9 w-12 cursor-pointer rounded border border-gray-300 bg-white p-0.5 dark:border-gray-600 dark:bg-gray-800" value={/^#[0-9a-fA-F]{6}$/.test(v) ? v : '#000000'} disabled={disabled || readonly} onChange={(e) => onChange(e.target.value)} />
      <input id={id} type="text" className={cx(inputCls(!!rawErrors?.length), 'font-mono')} value={v} disabled={disabled || readonly} onChange={(e) => onChange(e.target.value || undefined)} onBlur={() => onBlur(id, v)} aria-invalid={rawErrors?.length ? true : undefined} />
    </div>
  );
}
