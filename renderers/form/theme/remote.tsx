// `x-widget: "remote-select"`: a choice among records the server lists (a meeting's news categories
// or partner types). The property's `x-options` names the source: { path, listPath?, value, label };
// `{meetingId}` in the path comes from the screen (src/runtime/screenParams.ts).
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { useDataSource } from '@runtime/data';
import { inputCls } from './cls';

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
