// The top bar as a plain view: brand, links, toggles, and login/register or bell + user menu.
// Everything it does is a callback, so stories and tests draw it without a server. It is on every
// page, so it stays light: the narrow-screen menu is a plain toggle, and the signed-in user's menus
// (headlessui) come in as slots that the connected Navbar loads lazily.
import { useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, useText } from '@renderers/site';
import { MobileMenu } from './MobileMenu';
import { LangToggle, ThemeToggle } from './ToggleButtons';
import type { NavAuth, NavbarConfig, NavMenuItem } from './types';

export interface NavbarViewProps {
  config: NavbarConfig;
  activeKey?: string;
  lang: 'zh' | 'en';
  theme: 'light' | 'dark';
  auth: NavAuth;
  /** the notification bell (with its panel) for a logged-in user */
  bell?: ReactNode;
  /** the avatar menu (UserMenu) for a logged-in user */
  userMenu?: ReactNode;
  /** the language toggle is about to be used (hover, focus): a chance to fetch the other language */
  onLangIntent?: () => void;
  onToggleLang: () => void;
  onToggleTheme: () => void;
  onNavigate: (href: string) => void;
  onLogin: () => void;
  onRegister: () => void;
  onCommand: (item: NavMenuItem) => void;
}

export function NavbarView(p: NavbarViewProps) {
  const tx = useText();
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const hamburger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const closeMenu = () => {
    setMenuOpen(false);
    hamburger.current?.focus();
  };
  const link = (href: string) => (e: MouseEvent) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    p.onNavigate(href);
  };
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:px-6">
        <a href="/" onClick={link('/')} className="mr-2 flex shrink-0 items-center gap-2">
          <span className="inline-flex h-8 w-8 items-center justify-center rounded-lg bg-gradient-to-br from-brand-500 to-indigo-600 text-sm font-bold text-white shadow-sm">C</span>
          <span className="text-lg font-bold tracking-tight text-slate-900 dark:text-white">{p.config.brand}</span>
        </a>
        <nav className="hidden items-center gap-1 md:flex" aria-label={t('nav.main')}>
          {p.config.links.map((l) => (
            <a key={l.key} href={l.href} onClick={link(l.href)} aria-current={l.key === p.activeKey ? 'page' : undefined}
              className={`rounded-lg px-3 py-2 text-sm font-medium transition ${l.key === p.activeKey ? 'text-brand-700 dark:text-brand-100' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white'}`}>
              {tx(l.label)}
            </a>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <LangToggle lang={p.lang} onToggle={p.onToggleLang} onIntent={p.onLangIntent} />
          <ThemeToggle theme={p.theme} onToggle={p.onToggleTheme} />
          {p.auth.user ? (
            <>
              {p.bell}
              <div className="hidden md:block">{p.userMenu}</div>
            </>
          ) : (
            <div className="hidden items-center gap-2 pl-1 md:flex">
              <button type="button" data-testid="nav-login" onClick={p.onLogin} className="rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800">{t('nav.login')}</button>
              <button type="button" data-testid="nav-register" onClick={p.onRegister} className="rounded-lg bg-brand-600 px-3.5 py-2 text-sm font-medium text-white shadow-sm hover:bg-brand-700">{t('nav.register')}</button>
            </div>
          )}
          <button
            ref={hamburger}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? panelId : undefined}
            data-open={menuOpen ? '' : undefined}
            onClick={() => setMenuOpen((o) => !o)}
            className="group inline-flex h-9 w-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 md:hidden dark:text-slate-300 dark:hover:bg-slate-800" aria-label={t('nav.menu')}>
            <Icon name="menu" className="h-5 w-5 group-data-[open]:hidden" />
            <Icon name="close" className="hidden h-5 w-5 group-data-[open]:block" />
          </button>
        </div>
      </div>
      {menuOpen && (
        <MobileMenu id={panelId} onClose={closeMenu} links={p.config.links} activeKey={p.activeKey} auth={p.auth} menu={p.config.menu} loginLabel={t('nav.login')} registerLabel={t('nav.register')}
          onNavigate={p.onNavigate} onLogin={p.onLogin} onRegister={p.onRegister} onCommand={p.onCommand} />
      )}
    </header>
  );
}
