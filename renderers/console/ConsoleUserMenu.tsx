// The console header's user menu: avatar and name, then the configured commands (home, personal
// centre, the centre you are in — which only says so —, super admin by role, logout).
import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { useText } from '@renderers/site';
import { Avatar, avatarUrl } from '@renderers/layout/navbar/Avatar';
import { ConsoleIcon } from './icons';
import type { ConsoleMenuItem } from './config';

export interface ConsoleUser {
  username: string;
  name?: string | null;
  role?: string | null;
  avatar?: string | null;
}

export const visibleItems = (items: ConsoleMenuItem[], role?: string | null) =>
  items.filter((i) => !i.requires || (i.requires === 'superAdmin' ? role === 'SUPER_ADMIN' : role === 'SUPER_ADMIN' || role === 'ORGANIZER'));

export function ConsoleUserMenu({ user, items, onCommand }: { user: ConsoleUser; items: ConsoleMenuItem[]; onCommand: (item: ConsoleMenuItem) => void }) {
  const { t } = useTranslation();
  const tx = useText();
  const display = user.name || user.username;
  return (
    <Menu>
      <MenuButton data-testid="console-user-menu" className="flex items-center gap-2 rounded-full py-1 pl-1 pr-2 text-sm font-medium text-slate-700 outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-slate-200 dark:hover:bg-slate-800">
        <Avatar src={avatarUrl(user.avatar)} name={display} size={28} />
        <span className="hidden max-w-[8rem] truncate sm:inline">{display}</span>
        <ConsoleIcon name="chevronDown" className="h-4 w-4 text-slate-400" />
      </MenuButton>
      <MenuItems anchor="bottom end" className="z-50 mt-2 w-56 rounded-xl bg-white p-1 shadow-lg ring-1 ring-slate-200 focus:outline-none dark:bg-slate-900 dark:ring-slate-700">
        <div className="px-3 py-2">
          <p className="truncate text-sm font-medium text-slate-900 dark:text-white">{display}</p>
          {user.role && <p className="truncate text-xs text-slate-500 dark:text-slate-400">{t(`nav.roles.${user.role}`, { defaultValue: user.role })}</p>}
        </div>
        <MenuSeparator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
        {visibleItems(items, user.role).map((item) => (
          <MenuItem key={item.key}>
            <button type="button" data-testid={`console-menu-${item.key}`} onClick={() => onCommand(item)}
              className={`flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm data-[focus]:bg-slate-100 dark:data-[focus]:bg-slate-800 ${item.action === 'logout' ? 'text-rose-600 dark:text-rose-400' : 'text-slate-700 dark:text-slate-200'}`}>
              <ConsoleIcon name={item.icon ?? 'arrowRight'} className="h-4 w-4 opacity-70" />
              {tx(item.label)}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
