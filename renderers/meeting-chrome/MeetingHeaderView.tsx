// The meeting's own bar over its registration and participant pages: the website's navbar (its logo,
// colours and pages, as links back to the site), the language switch and the participant's menu, and
// under it a plain strip with the way back to the site and the theme switch.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteNavbar } from '../meeting-site/Navbar';
import { sitePageHref, type MeetingChromeData } from './data';
export { HEADER_PLACEHOLDER_PX } from './size';


export interface MeetingHeaderViewProps {
  data: MeetingChromeData;
  /** the participant's menu (login and register when logged out) */
  userSlot?: ReactNode;
  onLanguage(): void;
  onLogin(): void;
  onRegister(): void;
  /** the theme switch, drawn in the strip */
  themeToggle?: ReactNode;
}

const noop = () => undefined;

export function MeetingHeaderView({ data, userSlot, onLanguage, onLogin, onRegister, themeToggle }: MeetingHeaderViewProps) {
  const { t } = useTranslation();
  const site = data.sitePath;
  return (
    <div className="@container" data-testid="meeting-chrome-header">
      <SiteNavbar settings={data.settings} title={data.title} pages={site ? data.pages : []} currentId="" onPage={noop}
        onLogin={onLogin} onRegister={onRegister} onLanguage={onLanguage} userSlot={userSlot}
        pageHref={site ? (id) => sitePageHref(data, id) : undefined} />
      <div className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex h-10 max-w-7xl items-center justify-between gap-2 px-4">
          {site ? (
            <a href={site} data-testid="meeting-back-to-site" className="inline-flex min-w-0 items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
              <span aria-hidden>‹</span>
              <span className="truncate">{t('publicSite.backToSite')}</span>
            </a>
          ) : <span className="truncate text-sm text-slate-600 dark:text-slate-300">{data.title}</span>}
          {themeToggle}
        </div>
      </div>
    </div>
  );
}
