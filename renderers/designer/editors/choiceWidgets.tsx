// Choice widgets for the step settings: they show rjsf's option labels (from ui:enumNames, filled
// from designer.enum.*), where the shared theme's widgets look labels up under form.enum.
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { inputCls } from './ui';

type Opt = { value: unknown; label: string };
const optsOf = (p: WidgetProps) => (p.options.enumOptions ?? []) as Opt[];

export function LabelledSelect(p: WidgetProps) {
  const { t } = useTranslation();
  const opts = optsOf(p);
  const index = opts.findIndex((o) => o.value === p.value);
  return (
    <select id={p.id} className={inputCls(!!p.rawErrors?.length)} value={index < 0 ? '' : String(index)} disabled={p.disabled || p.readonly} onChange={(e) => p.onChange(e.target.value === '' ? undefined : opts[Number(e.target.value)]?.value)}>
      <option value="">{t('form.choose')}</option>
      {opts.map((o, i) => <option key={String(o.value)} value={String(i)}>{o.label}</option>)}
    </select>
  );
}

export function LabelledCheckboxes(p: WidgetProps) {
  const list: unknown[] = Array.isArray(p.value) ? p.value : [];
  return (
    <div id={p.id} className="flex flex-wrap gap-x-4 gap-y-1">
      {optsOf(p).map((o) => (
        <label key={String(o.value)} className="flex items-center gap-1.5 text-sm text-gray-700 dark:text-gray-200">
          <input type="checkbox" className="h-4 w-4" checked={list.includes(o.value)} disabled={p.disabled || p.readonly}
            onChange={(e) => p.onChange(e.target.checked ? [...list, o.value] : list.filter((v) => v !== o.value))} />
          {o.label}
        </label>
      ))}
    </div>
  );
}
