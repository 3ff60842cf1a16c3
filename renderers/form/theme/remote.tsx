// `x-widget: "remote-select"`: a choice among records the server lists (a meeting's news categories
// or partner types); `"remote-checkboxes"`: several of them (an agenda session's speakers). The property's `x-options` names the source: { path, listPath?, value, label };
// `{meetingId}` in the path comes from the screen (src/runtime/screenParams.ts).
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds, optionId } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { useDataSource } from '@runtime/data';
import { choiceCls, cx, inputCls } from './cls';
import { labelId } from './templates';

interface RemoteOptions {
  path: string;
  listPath?: string;
  value: string;
  label: string;
}

export function RemoteSelectWidget(p: WidgetProps) {
  const { t } = useTranslation();
  const { id, htmlName, value, disabled, readonly, onChange, onBlur, schema, rawErrors } = p;
  const o = schema['x-options'] as RemoteOptions;
  const { list } = useDataSource<Record<string, unknown>>({ path: o.path, listPath: o.listPath });
  const numeric = schema.type === 'integer' || (Array.isArray(schema.type) && schema.type.includes('integer'));
  const decode = (v: string) => (v === '' ? (Array.isArray(schema.type) && schema.type.includes('null') ? null : undefined) : numeric ? Number(v) : v);
  return (
    <select id={id} name={htmlName || id} className={inputCls(!!rawErrors?.length)} value={value === null || value === undefined ? '' : String(value)}
      disabled={disabled || readonly} aria-invalid={rawErrors?.length ? true : undefined} aria-describedby={ariaDescribedByIds(id)}
      onChange={(e) => onChange(decode(e.target.value))} onBlur={(e) => onBlur(id, decode(e.target.value))}>
      <option value="">{t('form.choose')}</option>
      {list.map((r) => <option key={String(r[o.value])} value={String(r[o.value])}>{String(r[o.label] ?? '')}</option>)}
    </select>
  );
}

export function RemoteCheckboxesWidget(p: WidgetProps) {
  const { t } = useTranslation();
  const { id, value, disabled, readonly, onChange, schema } = p;
  const o = schema['x-options'] as RemoteOptions;
  const { list } = useDataSource<Record<string, unknown>>({ path: o.path, listPath: o.listPath });
  const picked: unknown[] = Array.isArray(value) ? value : [];
  const numeric = (schema.items as { type?: string } | undefined)?.type === 'integer';
  const decode = (v: unknown) => (numeric ? Number(v) : String(v));
  if (!list.length) return <p id={id} className="py-1 text-sm text-gray-500 dark:text-gray-400">{t('form.noOptions')}</p>;
  return (
    <div id={id} role="group" aria-labelledby={labelId(id)} className="flex max-h-48 flex-wrap gap-x-4 gap-y-2 overflow-y-auto py-1">
      {list.map((r, i) => {
        const v = decode(r[o.value]);
        return (
          <label key={String(v)} className="inline-flex items-center gap-2 text-sm text-gray-700 dark:text-gray-200">
            <input type="checkbox" id={optionId(id, i)} className={cx(choiceCls, 'rounded')} disabled={disabled || readonly} checked={picked.includes(v)}
              onChange={(e) => onChange(e.target.checked ? [...picked, v] : picked.filter((x) => x !== v))} />
            {String(r[o.label] ?? '')}
          </label>
        );
      })}
    </div>
  );
}
