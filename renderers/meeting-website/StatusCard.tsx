// The website's state at a glance: the publish switch, the status, views and last update.
import { zoneSuffix } from '../table/format';
import { useTranslation } from 'react-i18next';
import { Switch } from '@headlessui/react';
import { StatCard } from '../console/StatCard';
import { cx } from '../form/theme/cls';
import type { WebsiteInfo } from './config';

export interface StatusCardProps {
  info: WebsiteInfo;
  busy: boolean;
  /** shown, not flipped: the user may not publish */
  locked?: boolean;
  onToggle: (next: boolean) => void;
}

export function StatusCard({ info, busy, locked, onToggle }: StatusCardProps) {
  const { t } = useTranslation();
  const active = info.websiteStatus === 'active';
  const statusText = t(active ? 'meetingSettings.website.statusActive' : 'meetingSettings.website.statusDraft');
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-slate-900 dark:text-white">{t('meetingSettings.website.publish')}</p>
          <p className="text-xs text-slate-500 dark:text-slate-400">{t('meetingSettings.website.linksHint')}</p>
        </div>
        <Switch checked={active} disabled={busy || locked} onChange={onToggle} data-testid="website-publish" data-state={active ? 'on' : 'off'}
          aria-label={t('meetingSettings.website.publish')}
          className={cx('relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-60',
            active ? 'bg-emerald-500' : 'bg-slate-300 dark:bg-slate-600')}>
          <span aria-hidden="true" className={cx('inline-block h-6 w-6 transform rounded-full bg-white shadow transition', active ? 'translate-x-5' : 'translate-x-0.5')} />
        </Switch>
      </div>
      {/* three cards across (not the four-column StatGrid): the date needs the width */}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StatCard label={{ t: 'meetingSettings.website.status' }} value={statusText} tone={active ? 'green' : 'slate'} icon="globe" />
        <StatCard label={{ t: 'meetingSettings.website.views' }} value={info.websiteViews} tone="brand" icon="analytics" />
        {/* the day as the figure, the time beneath it: a whole timestamp does not fit the card's large type */}
        <StatCard label={{ t: 'meetingSettings.website.lastUpdate' }} value={info.websiteLastUpdate?.slice(0, 10) ?? t('meetingSettings.website.never')}
          hint={info.websiteLastUpdate ? `${info.websiteLastUpdate.slice(11)}${zoneSuffix(info.websiteLastUpdate, info.timeZone)}` : undefined} tone="amber" icon="clock" />
      </div>
    </div>
  );
}
