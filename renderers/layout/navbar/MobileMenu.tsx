// The narrow-screen panel behind the hamburger: links, toggles and account actions stacked.
// NavbarView shows it while open; every action first closes it (focus back on the hamburger).
import { Icon, useText } from '@renderers/site';
import { Avatar } from './Avatar';
import { visibleMenu, type NavAuth, type NavLinkItem, type NavMenuItem } from './types';

interface Props {
  /** the panel's id (the hamburger's aria-controls) */
  id?: string;
  /** close the panel (before each action runs) */
  onClose: () => void;
  links: NavLinkItem[];
  activeKey?: string;
  auth: NavAuth;
  menu: NavMenuItem[];
  loginLabel: string;
  registerLabel: string;
  onNavigate: (href: string) => void;
  onLogin: () => void;
  onRegister: () => void;
  onCommand: (item: NavMenuItem) => void;
}

const row = 'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';

export function MobileMenu({ id, onClose, links, activeKey, auth, menu, loginLabel, registerLabel, onNavigate, onLogin, onRegister, onCommand }: Props) {
  const tx = useText();
  const closing = (action: () => void) => () => {
    onClose();
    action();
  };
  return (
    <div id={id} className="border-t border-slate-200 px-4 pb-4 pt-2 md:hidden dark:border-slate-800">
      <nav className="space-y-1">
        {links.map((l) => (
          <button type="button" key={l.key} onClick={closing(() => onNavigate(l.href))} className={`${row} ${l.key === activeKey ? 'bg-brand-50 font-medium text-brand-700 dark:bg-brand-500/15 dark:text-brand-100' : ''}`}>
            {tx(l.label)}
          </button>
        ))}
      </nav>
      <div className="mt-3 border-t border-slate-200 pt-3 dark:border-slate-800">
        {auth.user ? (
          <>
            <div className="mb-2 flex items-center gap-3 px-3">
              <Avatar src={auth.user.avatarUrl} name={auth.user.name || auth.user.username} />
              <span className="truncate text-sm font-medium text-slate-900 dark:text-white">{auth.user.name || auth.user.username}</span>
            </div>
            {visibleMenu(menu, auth).map((item) => (
              <button type="button" key={item.key} onClick={closing(() => onCommand(item))} className={row}>
                <Icon name={item.icon ?? 'arrowRight'} className="h-4 w-4 opacity-70" />
                {tx(item.label)}
              </button>
            ))}
          </>
        ) : (
          <div className="grid grid-cols-2 gap-2">
            <button type="button" onClick={closing(onLogin)} className="rounded-lg px-3 py-2 text-sm font-medium text-slate-700 ring-1 ring-slate-300 dark:text-slate-200 dark:ring-slate-700">{loginLabel}</button>
            <button type="button" onClick={closing(onRegister)} className="rounded-lg bg-brand-600 px-3 py-2 text-sm font-medium text-white hover:bg-brand-700">{registerLabel}</button>
          </div>
        )}
      </div>
    </div>
  );
}
