// A list of small objects (the navbar's extra menu items): one row per item with a field per property
// of the item schema, add and remove; limited by the schema's maxItems. A property with `x-picker: link`
// is the link picker (LinkField); the sibling its `x-link-type` names (internal / external) is set by it
// rather than shown; an `x-bilingual` text has its English beside it (TextField).
import { useTranslation } from 'react-i18next';
import type { JsonSchema } from '../schemas';
import { LinkField } from './LinkField';
import { TextField } from './TextField';

const input = 'min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-xs dark:border-slate-600 dark:bg-slate-800';

export function ListField({ schema, value, onChange, meetingId }: { schema: JsonSchema; value: Record<string, unknown>[]; onChange(v: Record<string, unknown>[]): void; meetingId: string }) {
  const { t } = useTranslation();
  const all = Object.entries<JsonSchema>(schema.items?.properties ?? {});
  const typed = new Set(all.map(([, p]) => p['x-link-type']).filter(Boolean));
  const props = all.filter(([k]) => k !== 'id' && !typed.has(k));
  const set = (i: number, patch: Record<string, unknown>) => onChange(value.map((it, j) => (j === i ? { ...it, ...patch } : it)));
  const blank = () => Object.fromEntries(all.filter(([k]) => k !== 'id').map(([k, p]) => [k, p.default ?? (p.enum ? p.enum[0] : '')]));
  const label = (k: string) => t(`siteEditor.props.${k}`, { defaultValue: k });
  return (
    <div className="flex flex-col gap-2">
      {value.map((item, i) => (
        <div key={i} className="flex flex-col gap-1 rounded-lg border border-slate-200 p-2 dark:border-slate-700" data-testid="list-item">
          {props.map(([k, p]) =>
            p['x-picker'] === 'link' ? (
              <LinkField key={k} id={`${k}-${i}`} label={label(k)} value={String(item[k] ?? '')} meetingId={meetingId} input={input}
                style={p['x-link-type'] ? 'menu' : 'hash'}
                onChange={(to, external) => set(i, p['x-link-type'] ? { [k]: to, [p['x-link-type']]: external ? 'external' : 'internal' } : { [k]: to })} />
            ) : p['x-bilingual'] === true ? (
              <div key={k} className="flex flex-col gap-1" role="group" aria-label={label(k)}>
                <TextField id={`${k}-${i}`} value={item[k]} onChange={(v) => set(i, { [k]: v })} maxLength={p.maxLength} input={input} placeholder={label(k)} />
              </div>
            ) : p.enum ? (
              <select key={k} value={String(item[k] ?? p.default ?? '')} onChange={(e) => set(i, { [k]: e.target.value })} aria-label={label(k)} className={input}>
                {p.enum.map((v: string) => <option key={v} value={v}>{t(`siteEditor.choices.${v}`, { defaultValue: v })}</option>)}
              </select>
            ) : (
              <input key={k} value={String(item[k] ?? '')} maxLength={p.maxLength} onChange={(e) => set(i, { [k]: e.target.value })} placeholder={label(k)} aria-label={label(k)} className={input} />
            ),
          )}
          <button type="button" onClick={() => onChange(value.filter((_, j) => j !== i))} className="self-end text-xs text-rose-600">{t('siteEditor.remove')}</button>
        </div>
      ))}
      {value.length < (schema.maxItems ?? 20) && (
        <button type="button" onClick={() => onChange([...value, blank()])} className="rounded-lg border border-dashed border-slate-300 py-1 text-xs text-brand-600 dark:border-slate-600">+ {t('siteEditor.add')}</button>
      )}
    </div>
  );
}
