// What each personal-centre tab shows, by the sidebar item's `tab`.
import { useTranslation } from 'react-i18next';
import { useAuth } from '@runtime/auth';
import type { NavItem, ProfileScreenConfig } from './config';
import { NotificationsTab, type Note } from './NotificationsTab';
import { Placeholder } from './Placeholder';
import { PreferencesTab } from './PreferencesTab';
import { ProfileTab, type ProfileTabProps } from './ProfileTab';
import { SecurityTab, type SecurityTabProps } from './SecurityTab';

export interface TabData {
  /** stories and tests: data instead of the config's sources */
  user?: Record<string, unknown>;
  initialDialog?: ProfileTabProps['initialDialog'];
  subAccounts?: SecurityTabProps['subAccounts'];
  notifications?: Note[];
}

export function TabBody({ config, item, id, data }: { config: ProfileScreenConfig; item?: NavItem; id: string; data: TabData }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const me = (data.user ?? auth.user) as { id?: number; username: string; role?: unknown } | null;
  switch (item?.tab) {
    case 'profile':
      return <ProfileTab config={config} user={data.user} initialDialog={data.initialDialog} />;
    case 'security':
      return <SecurityTab config={config} user={me} subAccounts={data.subAccounts} />;
    case 'notifications':
      return config.notifications ? <NotificationsTab cfg={config.notifications} userId={me?.id} items={data.notifications} /> : <Placeholder title={t(item.label)} />;
    case 'preferences':
      return <PreferencesTab />;
    default:
      return <Placeholder title={t(item?.label ?? id)} />;
  }
}
