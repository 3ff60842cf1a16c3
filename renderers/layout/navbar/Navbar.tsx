// The connected navbar: reads the session, language and theme from the runtime and turns menu
// commands into navigation, dialogs and logout. The signed-in user's menus (headlessui, SWR) are
// their own chunks, loaded only for a signed-in user: visitors of the public pages never fetch them.
import { lazy, Suspense } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth, isLoggedIn } from '@runtime/auth';
import { useLang } from '@runtime/i18n';
import { useTheme } from '@runtime/theme';
import { toast } from '@runtime/toast';
import { openAuthDialog } from '../usePlatformHost';
import { avatarUrl } from './Avatar';
import { BellButton } from './BellButton';
import { logout } from './logout';
import { NavbarView } from './NavbarView';
import type { NavbarConfig, NavMenuItem } from './types';
import { UserChip, userChipClass } from './UserChip';

const loadUserMenu = () => import('./UserMenu');
const loadNotificationBell = () => import('./NotificationBell');
const UserMenu = lazy(loadUserMenu);
const NotificationBell = lazy(loadNotificationBell);

/** Start fetching the signed-in user's menus (the app calls it at start when a session exists). */
export function preloadUserMenus(): void {
  void loadUserMenu().catch(() => {});
  void loadNotificationBell().catch(() => {});
}

export function Navbar({ config }: { config: NavbarConfig }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const { lang, toggle: toggleLang, preload: preloadLang } = useLang();
  const { theme, toggle: toggleTheme } = useTheme();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const activeKey = pathname === '/' ? (search.get('tab') === 'contact' ? 'contact' : 'home') : undefined;
  const user = auth.user;
  const navAuth = {
    user: user ? { username: user.username, name: user.name, role: String(user.role), avatarUrl: avatarUrl(user.avatar) } : null,
    isAdmin: auth.isAdmin,
    isSuperAdmin: auth.isSuperAdmin,
  };

  const onCommand = (item: NavMenuItem) => {
    if (!isLoggedIn()) return void toast.warning(t('guards.loginFirst'));
    if (item.key === 'logout') return void logout(navigate, t);
    if (item.href) navigate(item.href);
  };

  return (
    <NavbarView
      config={config}
      activeKey={activeKey}
      lang={lang}
      theme={theme}
      auth={navAuth}
      bell={
        user ? (
          <Suspense fallback={<BellButton />}>
            <NotificationBell userId={user.id} />
          </Suspense>
        ) : null
      }
      userMenu={
        navAuth.user ? (
          <Suspense
            fallback={
              <span className={userChipClass}>
                <UserChip name={navAuth.user.name || navAuth.user.username} avatarUrl={navAuth.user.avatarUrl} />
              </span>
            }
          >
            <UserMenu auth={navAuth} menu={config.menu} onCommand={onCommand} />
          </Suspense>
        ) : null
      }
      onToggleLang={() => void toggleLang().catch(() => toast.error(t('errors.network')))}
      onLangIntent={preloadLang}
      onToggleTheme={toggleTheme}
      onNavigate={(href) => navigate(href)}
      onLogin={() => openAuthDialog('login', t('nav.alreadyLoggedIn'))}
      onRegister={() => openAuthDialog('register', t('nav.alreadyLoggedIn'))}
      onCommand={onCommand}
    />
  );
}
