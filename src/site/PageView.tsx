// One page of the site: its components in order, or one per screen with dots when full-page scroll is
// on and the page has more than one component.
import { useTranslation } from 'react-i18next';
import { SiteComponent, type SitePage } from '@renderers/meeting-site';
import { useFullPage } from './useFullPage';

export function PageView({ page, fullPage, offset }: { page: SitePage; fullPage: boolean; offset: number }) {
  const { t } = useTranslation();
  const on = fullPage && page.components.length > 1;
  const { index, go } = useFullPage(page.components.length, on);
  if (!page.components.length) return <p className="px-6 py-24 text-center text-slate-500 dark:text-slate-400">{t('publicSite.emptyPage')}</p>;
  if (!on) return <>{page.components.map((c) => <SiteComponent key={c.id} node={c} />)}</>;
  return (
    <div className="relative overflow-hidden" style={{ height: `calc(100vh - ${offset}px)` }} data-testid="fullpage">
      <div className="h-full transition-transform duration-[600ms] ease-in-out" style={{ transform: `translateY(-${index * 100}%)` }}>
        {page.components.map((c, i) => (
          <div key={c.id} className="flex h-full flex-col justify-center overflow-y-auto" aria-hidden={i !== index}>
            <SiteComponent node={c} />
          </div>
        ))}
      </div>
      <nav className="absolute right-4 top-1/2 flex -translate-y-1/2 flex-col gap-3" aria-label={t('publicSite.sections')}>
        {page.components.map((c, i) => (
          <button key={c.id} type="button" onClick={() => go(i)} aria-label={t('publicSite.goToSection', { n: i + 1 })} aria-current={i === index}
            className={`h-3 w-3 rounded-full ring-2 ring-white/80 transition ${i === index ? 'scale-125 bg-brand-600' : 'bg-slate-400/70 hover:bg-slate-500'}`} />
        ))}
      </nav>
    </div>
  );
}
