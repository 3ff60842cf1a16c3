// The pages drawer (spec 3 §2.2, §4, §5): choose, add (name required), rename, delete (one page must
// remain), show in the navbar, light or dark appearance. A name has an optional English beside it
// (shown on the English site and in the English editor); without one it is stored as a plain text.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@runtime/toast';
import { confirm } from '../console/confirmStore';
import { newId, pageName, type SiteDocument, type SitePage } from '@renderers/meeting-site';
import { textValue } from './fields/TextField';

type Update = (fn: (d: SiteDocument) => SiteDocument) => void;
const input = 'w-full rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-800';

export function PagesDrawer({ doc, update }: { doc: SiteDocument; update: Update }) {
  const { t, i18n } = useTranslation();
  const [naming, setNaming] = useState<{ id?: string; zh: string; en: string } | null>(null);
  const patch = (id: string, p: Partial<SitePage>) => update((d) => ({ ...d, pages: d.pages.map((x) => (x.id === id ? { ...x, ...p } : x)) }));
  const submit = () => {
    const zh = naming!.zh.trim();
    if (!zh) return toast.warning(t('siteEditor.pageNameRequired'));
    const name = textValue(zh, naming!.en.trim());
    if (naming!.id) patch(naming!.id, { name });
    else {
      const page: SitePage = { id: newId('p'), name, components: [], showInNav: true, appearance: 'light' };
      update((d) => ({ ...d, pages: [...d.pages, page], currentPageId: page.id }));
    }
    setNaming(null);
  };
  const remove = async (p: SitePage) => {
    if (doc.pages.length <= 1) return toast.warning(t('siteEditor.lastPage'));
    if (!(await confirm({ title: { t: 'console.confirm.title' }, message: t('siteEditor.deletePageAsk', { name: pageName(p, i18n.language) }), danger: true }))) return;
    update((d) => {
      const pages = d.pages.filter((x) => x.id !== p.id);
      return { ...d, pages, currentPageId: d.currentPageId === p.id ? pages[0].id : d.currentPageId };
    });
  };
  return (
    <div className="flex flex-col gap-3" data-testid="pages-drawer">
      <ul className="flex flex-col gap-2">
        {doc.pages.map((p) => (
          <li key={p.id} data-page={p.id} className={`rounded-xl border p-3 ${p.id === doc.currentPageId ? 'border-brand-500 bg-brand-50 dark:bg-slate-800' : 'border-slate-200 dark:border-slate-700'}`}>
            <div className="flex items-center gap-2">
              <button type="button" onClick={() => update((d) => ({ ...d, currentPageId: p.id }))} className="min-w-0 flex-1 truncate text-left text-sm font-medium">{pageName(p, i18n.language)}</button>
              <button type="button" onClick={() => setNaming({ id: p.id, zh: pageName(p, 'zh'), en: typeof p.name === 'string' ? '' : p.name.en ?? '' })} className="text-xs text-brand-600">{t('siteEditor.rename')}</button>
              <button type="button" onClick={() => remove(p)} className="text-xs text-rose-700">{t('siteEditor.delete')}</button>
            </div>
            <div className="mt-2 flex items-center gap-4 text-xs text-slate-600 dark:text-slate-300">
              <label className="flex items-center gap-1">
                <input type="checkbox" checked={p.showInNav} onChange={(e) => patch(p.id, { showInNav: e.target.checked })} className="accent-brand-600" />
                {t('siteEditor.showInNav')}
              </label>
              <select value={p.appearance} onChange={(e) => patch(p.id, { appearance: e.target.value as SitePage['appearance'] })} aria-label={t('siteEditor.appearance')} className="rounded border border-slate-300 bg-white px-1 py-0.5 dark:border-slate-600 dark:bg-slate-800">
                <option value="light">{t('siteEditor.choices.light')}</option>
                <option value="dark">{t('siteEditor.choices.dark')}</option>
              </select>
            </div>
          </li>
        ))}
      </ul>
      {naming ? (
        <form className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3 dark:bg-slate-800" onSubmit={(e) => (e.preventDefault(), submit())}>
          <label className="text-xs font-medium" htmlFor="page-name">{naming.id ? t('siteEditor.renamePage') : t('siteEditor.addPage')}</label>
          <input id="page-name" autoFocus value={naming.zh} maxLength={50} onChange={(e) => setNaming({ ...naming, zh: e.target.value })} className={input} placeholder={t('siteEditor.pageName')} />
          <input id="page-name-en" lang="en" value={naming.en} maxLength={50} onChange={(e) => setNaming({ ...naming, en: e.target.value })} className={input} placeholder={t('bilingual.siteText')} aria-label={t('bilingual.siteText')} />
          <div className="flex justify-end gap-2">
            <button type="button" onClick={() => setNaming(null)} className="rounded-lg border border-slate-300 px-3 py-1 text-sm dark:border-slate-600">{t('siteEditor.cancel')}</button>
            <button type="submit" className="rounded-lg bg-brand-600 px-3 py-1 text-sm text-white">{t('siteEditor.confirm')}</button>
          </div>
        </form>
      ) : (
        <button type="button" onClick={() => setNaming({ zh: '', en: '' })} data-testid="add-page" className="rounded-xl border border-dashed border-slate-300 py-2 text-sm text-brand-600 hover:bg-brand-50 dark:border-slate-600 dark:hover:bg-slate-800">+ {t('siteEditor.addPage')}</button>
      )}
    </div>
  );
}
