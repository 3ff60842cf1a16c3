// The security tab: change password for everyone; sub-accounts for the roles the config names.
import { useTranslation } from 'react-i18next';
import type { ProfileScreenConfig } from './config';
import { ChangePassword } from './ChangePassword';
import { SubAccounts } from './SubAccounts';
import { Placeholder } from './Placeholder';

export interface SecurityTabProps {
  config: ProfileScreenConfig;
  user: { username: string; role?: unknown } | null;
  /** stories: sub-accounts to show instead of the config's source */
  subAccounts?: (Record<string, unknown> & { id: number; username: string })[];
}

export function SecurityTab({ config, user, subAccounts }: SecurityTabProps) {
  const { t } = useTranslation();
  const sec = config.security;
  if (!sec) return <Placeholder title={t('userCenter.nav.security')} />;
  const subs = sec.subAccounts;
  return (
    <div className="space-y-6">
      <ChangePassword call={sec.changePassword} />
      {subs && user && subs.roles.includes(String(user.role)) && <SubAccounts cfg={subs} master={user.username} rows={subAccounts} />}
    </div>
  );
}
