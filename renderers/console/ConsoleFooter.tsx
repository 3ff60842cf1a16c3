// The sidebar's foot (super admin): the username (or a default label), a fixed role label, logout.
import { useTranslation } from 'react-i18next';
import { useText } from '@renderers/site';
import { Avatar } from '@renderers/layout/navbar/Avatar';
import { iconBtnCls } from './cls';
import { ConsoleIcon } from './icons';
import type { Text } from './types';

export interface ConsoleFooterProps {
  username?: string | null;
  defaultName: Text;
  label?: Text;
  onLogout?: () => void;
}

export function ConsoleFooter({ username, defaultName, label, onLogout }: ConsoleFooterProps) {
  const { t } = useTranslation();
  const tx = useText();
  const name = username || tx(defaultName);
  return (
    // in a collapsed sidebar (group/aside) only the avatar and the logout button show, stacked
    <div data-testid="console-footer" className="flex items-center gap-2 overflow-hidden group-data-[collapsed=1]/aside:flex-col">
      <Avatar name={name} size={32} />
      <div className="min-w-0 flex-1 group-data-[collapsed=1]/aside:hidden">
        <p data-testid="console-footer-name" className="truncate text-sm font-medium text-slate-900 dark:text-white">{name}</p>
        {label && <p className="truncate text-xs text-slate-500 dark:text-slate-400">{tx(label)}</p>}
      </div>
      {onLogout && (
        <button type="button" data-testid="console-logout" onClick={onLogout} className={iconBtnCls} aria-label={t('console.menu.logout')} title={t('console.menu.logout')}>
          <ConsoleIcon name="logout" className="h-5 w-5" />
        </button>
      )}
    </div>
  );
}
