// The avatar + name menu: personal centre, admin centre, super admin (by role) and logout.
// Loaded only for a signed-in user (the connected Navbar imports it lazily): headlessui stays out of
// the public pages' first load.
import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { Icon, useText } from '@renderers/site';
import { UserChip, userChipClass } from './UserChip';
import { visibleMenu, type NavAuth, type NavMenuItem } from './types';

export function UserMenu({ auth, menu, onCommand }: { auth: NavAuth; menu: NavMenuItem[]; onCommand: (item: NavMenuItem) => void }) {
  const tx = useText();
  const { t } = useTranslation();
  const user = auth.user;
  if (!user) return null;
  const display = user.name || user.username;
  const items = visibleMenu(menu, auth);
  return (
    <Menu>
      <MenuButton data-testid="user-menu" className={userChipClass}>
        <UserChip name={display} avatarUrl={user.avatarUrl} />
      </MenuButton>
      <MenuItems anchor="bottom end" transition className="z-50 mt-2 w-56 origin-top-right rounded-xl bg-white p-1 shadow-lg ring-1 ring-slate-200 transition duration-100 ease-out focus:outline-none data-[closed]:scale-95 data-[closed]:opacity-0 dark:bg-slate-900 dark:ring-slate-700">
        <div className="px-3 py-2">
          <p className="truncate text-sm font-medium text-slate-900 dark:text-white">{display}</p>
          {user.role && <p className="truncate text-xs text-slate-500 dark:text-slate-400">{t(`nav.roles.${user.role}`, { defaultValue: user.role })}</p>}
        </div>
        <MenuSeparator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
        {items.map((item) => (
          <MenuItem key={item.key}>
            <button
              type="button"
              data-testid={`menu-${item.key}`}
              onClick={() => onCommand(item)}
              className={`flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm data-[focus]:bg-slate-100 dark:data-[focus]:bg-slate-800 ${item.key === 'logout' ? 'text-rose-600 dark:text-rose-400' : 'text-slate-700 dark:text-slate-200'}`}
            >
              <Icon name={item.icon ?? 'arrowRight'} className="h-4 w-4 opacity-70" />
              {tx(item.label)}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}

export default UserMenu;
