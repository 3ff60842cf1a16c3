// A link prop (`x-picker: link`, or `action` for a button's click): a page of this site, chosen by
// name, or an external address checked as typed (http/https only); an address stored before that is
// neither stays shown as external until changed.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageLink, pageOfLink, useEditorPages } from './EditorPages';

export const validExternalUrl = (v: string) => /^https?:\/\/[^\s/?#\\]+\.[^\s/?#\\]+(?:[/?#]\S*)?$/i.test(v.trim());

export function LinkField({ id, value, onChange, input }: { id: string; value: string; onChange(v: string): void; input: string }) {
  const { t } = useTranslation();
  const pages = useEditorPages();
  const [mode, setMode] = useState<'page' | 'url'>(value && !pageOfLink(value) ? 'url' : 'page');
  const [draft, setDraft] = useState(pageOfLink(value) ? '' : value);
  const bad = mode === 'url' && draft !== '' && !validExternalUrl(draft);
  const commit = () => {
    if (!bad && draft !== value) onChange(draft.trim());
  };
  return (
    <div className="flex flex-col gap-1.5" data-testid={`link-${id}`}>
      <div className="flex gap-3 text-xs" role="radiogroup">
        {(['page', 'url'] as const).map((m) => (
          <label key={m} className="flex items-center gap-1">
            <input type="radio" name={`${id}-mode`} checked={mode === m} onChange={() => setMode(m)} className="accent-brand-600" />
            {t(`siteEditor.linkMode.${m}`)}
          </label>
        ))}
      </div>
      {mode === 'page' ? (
        <select id={id} value={pageOfLink(value) ?? ''} onChange={(e) => onChange(e.target.value ? pageLink(e.target.value) : '')} className={input} data-testid="page-picker">
          <option value="">{t('siteEditor.linkNone')}</option>
          {pages.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
        </select>
      ) : (
        <>
          <input id={id} value={draft} placeholder="https://" inputMode="url" aria-invalid={bad || undefined} aria-describedby={bad ? `${id}-error` : undefined}
            onChange={(e) => setDraft(e.target.value)} onBlur={commit} onKeyDown={(e) => e.key === 'Enter' && commit()} className={input} data-testid="url-input" />
          {bad && <p id={`${id}-error`} role="alert" className="text-xs text-rose-600 dark:text-rose-400">{t('siteEditor.linkInvalid')}</p>}
        </>
      )}
    </div>
  );
}
