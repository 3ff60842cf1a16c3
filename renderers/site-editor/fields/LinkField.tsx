// A link prop (`x-picker: link`, `action` for a button's click; `x-link-type` in a list's item for a
// navbar menu item): a page of this site or a registration flow of this meeting, each chosen by name,
// or an external address checked as typed (http/https only). The stored shape is linkTarget.ts's; an
// address stored before that is neither stays shown as external until changed.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorPages } from './EditorPages';
import { useRecords } from './RecordPicker';
import { readLink, validExternalUrl, writeLink, type LinkStyle, type LinkTarget } from './linkTarget';

export { validExternalUrl };
type Mode = LinkTarget['kind'];
const MODES: Mode[] = ['page', 'flow', 'url'];

export function LinkField({ id, value, onChange, input, meetingId, style = 'hash', label }: {
  id: string; value: string; onChange(v: string, external: boolean): void; input: string; meetingId: string; style?: LinkStyle; label?: string;
}) {
  const { t } = useTranslation();
  const pages = useEditorPages();
  const target = readLink(value, style, pages.map((p) => p.id));
  const [mode, setMode] = useState<Mode>(target?.kind ?? 'page');
  const [draft, setDraft] = useState(target?.kind === 'url' ? target.url : '');
  const bad = mode === 'url' && draft !== '' && !validExternalUrl(draft);
  const set = (to: LinkTarget | null) => {
    if (!to) return onChange('', false);
    const w = writeLink(to, style, meetingId);
    onChange(w.to, w.external);
  };
  const commit = () => {
    if (bad || draft.trim() === (target?.kind === 'url' ? target.url : '')) return;
    set(draft.trim() ? { kind: 'url', url: draft } : null);
  };
  return (
    <div className="flex flex-col gap-1.5" data-testid={`link-${id}`}>
      <div className="flex flex-wrap gap-x-3 gap-y-1 text-xs" role="radiogroup" aria-label={label}>
        {MODES.map((m) => (
          <label key={m} className="flex items-center gap-1">
            <input type="radio" name={`${id}-mode`} checked={mode === m} onChange={() => setMode(m)} className="accent-brand-600" />
            {t(`siteEditor.linkMode.${m}`)}
          </label>
        ))}
      </div>
      {mode === 'page' && (
        <select id={id} aria-label={label} value={target?.kind === 'page' ? target.page : ''} onChange={(e) => set(e.target.value ? { kind: 'page', page: e.target.value } : null)} className={input} data-testid="page-picker">
          <option value="">{t('siteEditor.linkNone')}</option>
          {target?.kind === 'page' && !pages.some((p) => p.id === target.page) && <option value={target.page}>{t('siteEditor.pickerMissing', { id: target.page })}</option>}
          {pages.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
        </select>
      )}
      {mode === 'flow' && <FlowSelect id={id} label={label} meetingId={meetingId} value={target?.kind === 'flow' ? target.flow : ''} onChange={(f) => set(f ? { kind: 'flow', flow: f } : null)} input={input} />}
      {mode === 'url' && (
        <>
          <input id={id} aria-label={label} value={draft} placeholder="https://" inputMode="url" aria-invalid={bad || undefined} aria-describedby={bad ? `${id}-error` : undefined}
            onChange={(e) => setDraft(e.target.value)} onBlur={commit} onKeyDown={(e) => e.key === 'Enter' && commit()} className={input} data-testid="url-input" />
          {bad && <p id={`${id}-error`} role="alert" className="text-xs text-rose-600 dark:text-rose-400">{t('siteEditor.linkInvalid')}</p>}
        </>
      )}
    </div>
  );
}

/** The meeting's registration flows by name (loading: a busy select saying so). */
function FlowSelect({ id, label, meetingId, value, onChange, input }: { id: string; label?: string; meetingId: string; value: string; onChange(v: string): void; input: string }) {
  const { t } = useTranslation();
  const rows = useRecords('flows', meetingId);
  return (
    <select id={id} aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} className={input} data-testid="flow-link-picker" aria-busy={rows === null || undefined} disabled={rows === null}>
      <option value="">{rows === null ? t('siteEditor.pickerLoading') : t('siteEditor.linkNone')}</option>
      {rows && value && !rows.some((r) => String(r.id) === value) && <option value={value}>{t('siteEditor.pickerMissing', { id: value })}</option>}
      {(rows ?? []).map((r) => <option key={r.id} value={String(r.id)}>{r.name ?? r.title ?? String(r.id)}</option>)}
    </select>
  );
}
