// One property of a block, drawn by what its JSON schema says: switch, choice, number (slider when the
// range is short), colour, image (address, upload or the media library), long text, a list of choices.
// `x-picker` names a picker instead of a raw value: `icon` (IconPicker), `link` / `action` (a page of
// this site, a registration flow or an external address, LinkField), or a call of the editor whose records are chosen by
// name (RecordPicker). Rich text and carousel images have editors of their own (RichTextDialog, SlidesField).
import { useTranslation } from 'react-i18next';
import type { JsonSchema } from '../schemas';
import { ImageField } from './ImageField';
import { RecordPicker } from './RecordPicker';
import { IconPicker } from './IconPicker';
import { LinkField } from './LinkField';
import { ListField } from './ListField';
import { SlidesField } from './SlidesField';
import { TextField } from './TextField';

export interface FieldProps {
  name: string;
  schema: JsonSchema;
  value: unknown;
  onChange(v: unknown): void;
  meetingId: string;
  onRichText?(): void;
}

const input = 'w-full rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-800';
const isColor = (s: JsonSchema) => typeof s.pattern === 'string' && s.pattern.startsWith('^(#[0-9a-fA-F]');

export function Field({ name, schema: s, value, onChange, meetingId, onRichText }: FieldProps) {
  const { t, i18n } = useTranslation();
  const label = t(`siteEditor.props.${name}`, { defaultValue: name });
  const id = `prop-${name}`;
  const choice = (v: unknown) => (i18n.exists(`siteEditor.choices.${String(v)}`) ? t(`siteEditor.choices.${String(v)}`) : String(v));
  const row = (control: React.ReactNode) => (
    <div className="flex flex-col gap-1" data-prop={name}>
      <label htmlFor={id} className="text-xs font-medium text-slate-600 dark:text-slate-300">{label}</label>
      {control}
    </div>
  );

  const picker = s['x-picker'] as string | undefined;
  if (picker === 'icon') return row(<IconPicker id={id} value={typeof value === 'string' ? value : ''} onChange={onChange} />);
  if (picker === 'link') return row(<LinkField id={id} value={typeof value === 'string' ? value : ''} onChange={(v) => onChange(v)} input={input} meetingId={meetingId} />);
  if (picker === 'action') {
    // a button's click as a link (site.action); other kinds of action are set by templates, not here
    const to = value && typeof value === 'object' && (value as any).kind === 'link' ? String((value as any).to) : '';
    return row(<LinkField id={id} value={to} onChange={(v, external) => onChange(v ? { kind: 'link', to: v, newTab: external } : undefined)} input={input} meetingId={meetingId} />);
  }
  if (picker) return row(<RecordPicker id={id} call={picker} multiple={s.type === 'array'} integer={s.type === 'integer'} blank={s.default} value={value} onChange={onChange} meetingId={meetingId} input={input} />);
  if (s.type === 'boolean') {
    return (
      <label className="flex items-center justify-between gap-3 text-sm" data-prop={name}>
        <span className="text-slate-700 dark:text-slate-200">{label}</span>
        <input id={id} type="checkbox" checked={!!value} onChange={(e) => onChange(e.target.checked)} className="h-4 w-4 accent-brand-600" />
      </label>
    );
  }
  if (s.enum) {
    return row(
      <select id={id} value={String(value ?? s.default ?? '')} onChange={(e) => onChange(s.enum.find((v: unknown) => String(v) === e.target.value))} className={input}>
        {s.enum.map((v: unknown) => <option key={String(v)} value={String(v)}>{choice(v)}</option>)}
      </select>,
    );
  }
  if (s.type === 'integer' || s.type === 'number') {
    const num = (raw: string) => {
      let n = s.type === 'integer' ? Math.round(Number(raw)) : Number(raw);
      if (!Number.isFinite(n)) return;
      if (typeof s.minimum === 'number') n = Math.max(s.minimum, n);
      if (typeof s.maximum === 'number') n = Math.min(s.maximum, n);
      onChange(n);
    };
    const short = typeof s.minimum === 'number' && typeof s.maximum === 'number' && s.maximum - s.minimum <= 100;
    return row(
      <div className="flex items-center gap-2">
        {short && <input type="range" min={s.minimum} max={s.maximum} step={s.multipleOf ?? 1} value={Number(value ?? s.default ?? s.minimum)} onChange={(e) => num(e.target.value)} className="flex-1 accent-brand-600" aria-label={label} />}
        <input id={id} type="number" min={s.minimum} max={s.maximum} step={s.multipleOf ?? 1} value={Number(value ?? s.default ?? 0)} onChange={(e) => num(e.target.value)} className={`${input} ${short ? 'w-20' : ''}`} />
      </div>,
    );
  }
  if (s.type === 'array' && s.items?.enum) {
    const list = Array.isArray(value) ? (value as unknown[]) : [];
    return row(
      <div className="flex flex-wrap gap-x-3 gap-y-1">
        {s.items.enum.map((v: string) => (
          <label key={v} className="flex items-center gap-1 text-sm">
            <input type="checkbox" checked={list.includes(v)} onChange={(e) => onChange(e.target.checked ? [...list, v] : list.filter((x) => x !== v))} className="accent-brand-600" />
            {t(`siteEditor.props.${v}`, { defaultValue: v })}
          </label>
        ))}
      </div>,
    );
  }
  if (s.type === 'array' && s.items?.type === 'object' && s.items.properties?.src) {
    return row(<SlidesField value={Array.isArray(value) ? value : []} onChange={onChange} meetingId={meetingId} max={s.maxItems ?? 10} />);
  }
  if (s.type === 'array' && s.items?.type === 'object') return row(<ListField schema={s} value={Array.isArray(value) ? value : []} onChange={onChange} meetingId={meetingId} />);
  if (s.type === 'array') {
    const list = Array.isArray(value) ? value.join(', ') : '';
    return row(<input id={id} defaultValue={list} placeholder="1, 2, 3" onBlur={(e) => onChange(e.target.value.split(/[,，\s]+/).filter(Boolean).map((x) => (/^\d+$/.test(x) ? Number(x) : x)))} className={input} />);
  }
  if (s.contentMediaType === 'text/html') {
    return row(<button type="button" onClick={onRichText} className="rounded-lg bg-brand-600 px-3 py-1.5 text-sm text-white hover:bg-brand-700">{t('siteEditor.editRichText')}</button>);
  }
  if (s.contentMediaType === 'image/*') return row(<ImageField id={id} name={name} value={String(value ?? '')} onChange={onChange} meetingId={meetingId} upload={s['x-upload'] ?? 'image'} />);
  if (isColor(s)) {
    const v = String(value ?? '');
    return row(
      <div className="flex items-center gap-2">
        <input type="color" value={/^#[0-9a-f]{6}$/i.test(v) ? v : '#ffffff'} onChange={(e) => onChange(e.target.value)} className="h-8 w-10 rounded border border-slate-300" aria-label={label} />
        <input id={id} value={v} onChange={(e) => onChange(e.target.value)} placeholder="#ffffff" className={input} />
      </div>,
    );
  }
  if (s.$ref === 'site.text' || s['x-bilingual'] === true) return row(<div className="flex flex-col gap-1"><TextField id={id} value={value} onChange={onChange} maxLength={s.maxLength} input={input} /></div>);
  const text = typeof value === 'string' ? value : '';
  if ((s.maxLength ?? 0) > 300) return row(<textarea id={id} rows={3} value={text} maxLength={s.maxLength} onChange={(e) => onChange(e.target.value)} className={input} />);
  return row(<input id={id} value={text} maxLength={s.maxLength} onChange={(e) => onChange(e.target.value)} className={input} />);
}
