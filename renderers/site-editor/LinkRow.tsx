// The rich-text dialog's link row (in place of window.prompt): an address field that takes only
// http(s), mailto and tel links and says so otherwise. The dialog keeps the text selection meanwhile.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Links a visitor's browser can follow safely: no javascript:, data: or relative addresses. */
const SAFE_LINK = /^(https?:\/\/[^\s/?#]+\S*|mailto:[^\s@]+@\S+|tel:\+?[\d\s().-]{3,})$/i;
export const safeLink = (url: string): boolean => SAFE_LINK.test(url.trim());

export function LinkRow({ onApply, onCancel }: { onApply(url: string): void; onCancel(): void }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState('https://');
  const [bad, setBad] = useState(false);
  const apply = () => (safeLink(url) ? onApply(url.trim()) : setBad(true));
  return (
    <div className="border-b border-slate-200 px-4 py-2 dark:border-slate-800" data-testid="richtext-link-row">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="richtext-link-url" className="text-sm text-slate-600 dark:text-slate-300">{t('siteEditor.linkPrompt')}</label>
        <input id="richtext-link-url" autoFocus type="url" value={url} aria-invalid={bad} aria-describedby={bad ? 'richtext-link-error' : undefined}
          onChange={(e) => (setUrl(e.target.value), setBad(false))}
          onKeyDown={(e) => {
            if (e.key === 'Enter') (e.preventDefault(), apply());
            if (e.key === 'Escape') (e.stopPropagation(), onCancel());
          }}
          className="min-w-48 flex-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-600 dark:bg-slate-800 aria-invalid:border-rose-500" />
        <button type="button" onClick={apply} className="rounded-md bg-brand-600 px-3 py-1 text-sm text-white hover:bg-brand-700">{t('richTextLink.apply')}</button>
        <button type="button" onClick={onCancel} className="rounded-md border border-slate-300 px-3 py-1 text-sm dark:border-slate-600">{t('siteEditor.cancel')}</button>
      </div>
      {bad && <p id="richtext-link-error" role="alert" className="mt-1 text-sm text-rose-600 dark:text-rose-400">{t('richTextLink.invalid')}</p>}
    </div>
  );
}
