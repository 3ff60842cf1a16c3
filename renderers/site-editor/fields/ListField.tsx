// A list of small objects (the navbar's extra menu items): one row per item with a field per property
// of the item schema, add and remove; limited by the schema's maxItems.
import { useTranslation } from 'react-i18next';
import type { JsonSchema } from '../schemas';

const input = 'min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-xs dark:border-slate-600 dark:bg-slate-800';

export function ListField({ schema, value, onChange }: { schema: JsonSchema; value: Record<string, unknown>[]; onChange(v: Record<string, unknown>[]): void }) {
  const { t } = useTranslation();
  const props = Object.entries<JsonSchema>(schema.items?.properties ?? {}).filter(([k]) => k !== 'id');
  const set = (i: number, k: string, v: unknown) => onChange(value.map((it, j) => (j === i ? { ...it, [k]: v } : it)));
  const blank = () => Object.fromEntries(props.map(([k, p]) => [k, p.default ?? (p.enum ? p.enum[0] : '')]));
  return (
    <div className="flex flex-col gap-2">
      {value.map((item, i) => (
        <div key={i} className="flex flex-col gap-1 rounded-lg border border-slate-200 p-2 dark:border-slate-700" data-testid="list-item">
          {props.map(([k, p]) =>
            p.enum ? (
              <select key={k} value={String(item[k] ?? p.default ?? '')} onChange={(e) => set(i, k, e.target.value)} aria-label={t(`siteEditor.props.${k}`, { defaultValue: k })} className={input}>
                {p.enum.map((v: string) => <option key={v} value={v}>{t(`siteEditor.choices.${v}`, { defaultValue: v })}</option>)}
              </select>
            ) : (
              <input key={k} value={String(item[k] ?? '')} maxLength={p.maxLength} onChange={(e) => set(i, k, e.target.value)} placeholder={t(`siteEditor.props.${k}`, { defaultValue: k })} aria-label={t(`siteEditor.props.${k}`, { defaultValue: k })} className={input} />
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
