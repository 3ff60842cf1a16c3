// The meeting's small footer under its registration and participant pages: the meeting, its place and
// the way back to its website. No platform address or phone: the visitor is the meeting's guest.
import { useTranslation } from 'react-i18next';
import type { MeetingChromeData } from './data';

export function MeetingFooter({ data }: { data: MeetingChromeData | null }) {
  const { t } = useTranslation();
  if (!data) return null;
  return (
    <footer className="border-t border-slate-200 bg-slate-50 text-sm text-slate-600 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300" data-testid="meeting-chrome-footer">
      <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="truncate font-medium text-slate-800 dark:text-slate-100">{data.title}</p>
          {data.location && <p className="truncate">{data.location}</p>}
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          {data.sitePath && <a href={data.sitePath} className="text-brand-700 hover:underline dark:text-brand-300">{t('publicSite.backToSite')}</a>}
          <span>{t('publicSite.chromeFooter', { year: new Date().getFullYear(), title: data.title })}</span>
        </div>
      </div>
    </footer>
  );
}
