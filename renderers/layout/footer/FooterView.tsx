// The footer as a plain view: product and service lists, contact details, legal links, and the
// "report an issue" button (what it opens is the caller's business).
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, useText } from '@renderers/site';
import type { FooterConfig } from './types';

interface Props { config: FooterConfig; brand: string; onNavigate: (href: string) => void; onReport: () => void }

export function FooterView({ config, brand, onNavigate, onReport }: Props) {
  const tx = useText();
  const { t } = useTranslation();
  const go = (href: string) => (e: MouseEvent) => {
    if (!href.startsWith('/') || e.metaKey || e.ctrlKey) return;
    e.preventDefault();
    onNavigate(href);
  };
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/50">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-12 sm:px-6 lg:grid-cols-4">
        <div className="col-span-2 lg:col-span-1">
          <p className="flex items-center gap-2 text-lg font-bold text-slate-900 dark:text-white">
            <span className="inline-flex h-7 w-7 items-center justify-center rounded-md bg-gradient-to-br from-brand-500 to-indigo-600 text-xs text-white">C</span>
            {brand}
          </p>
          {config.tagline && <p className="mt-3 text-sm leading-6 text-slate-600 dark:text-slate-400">{tx(config.tagline)}</p>}
          <button type="button" onClick={onReport} className="mt-5 inline-flex items-center gap-2 rounded-lg bg-white px-3 py-2 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-slate-300 hover:bg-slate-100 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-700 dark:hover:bg-slate-700">
            <Icon name="flag" className="h-4 w-4" />
            {t('footer.report.open')}
          </button>
        </div>
        {config.columns.map((col, i) => (
          <div key={i}>
            <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{tx(col.title)}</h3>
            <ul className="mt-4 space-y-2 text-sm text-slate-600 dark:text-slate-400">
              {col.items.map((item, j) => (
                <li key={j}>{item.href ? <a href={item.href} onClick={go(item.href)} className="hover:text-brand-600 dark:hover:text-brand-100">{tx(item.label)}</a> : tx(item.label)}</li>
              ))}
            </ul>
          </div>
        ))}
        <div className="col-span-2 lg:col-span-1">
          <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{tx(config.contact.title)}</h3>
          <ul className="mt-4 space-y-2.5 text-sm text-slate-600 dark:text-slate-400">
            {config.contact.items.map((c, i) => (
              <li key={i} className="flex gap-2">
                <Icon name={c.icon} className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" />
                {c.href ? <a href={c.href} className="break-all hover:text-brand-600 dark:hover:text-brand-100">{tx(c.text)}</a> : <span>{tx(c.text)}</span>}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-5 text-xs text-slate-500 sm:flex-row sm:items-center sm:justify-between sm:px-6 dark:text-slate-400">
          <p>{tx(config.copyright, { year: new Date().getFullYear() })}</p>
          <nav className="flex flex-wrap gap-x-4 gap-y-1" aria-label={t('footer.legalNav')}>
            {config.legal.map((l, i) => (
              <a key={i} href={l.href} onClick={go(l.href ?? '/')} className="hover:text-brand-600 dark:hover:text-brand-100">{tx(l.label)}</a>
            ))}
          </nav>
        </div>
      </div>
    </footer>
  );
}
