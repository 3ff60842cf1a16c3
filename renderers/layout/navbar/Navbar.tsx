// The connected navbar: reads the session, language and theme from the runtime and turns menu
// commands into navigation, dialogs and logout.
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth, isLoggedIn } from '@runtime/auth';
import { useLang } from '@runtime/i18n';
import { useTheme } from '@runtime/theme';
import { toast } from '@runtime/toast';
import { openAuthDialog } from '../usePlatformHost';
import { avatarUrl } from './Avatar';
import { logout } from './logout';
import { NavbarView } from './NavbarView';
import { NotificationBell } from './NotificationBell';
import type { NavbarConfig, NavMenuItem } from './types';

export function Navbar({ config }: { config: NavbarConfig }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const { lang, toggle: toggleLang } = useLang();
  const { theme, toggle: toggleTheme } = useTheme();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const activeKey = pathname === '/' ? (search.get('tab') === 'contact' ? 'contact' : 'home') : undefined;
  const user = auth.user;

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
      auth={{
        user: user ? { username: user.username, name: user.name, role: String(user.role), avatarUrl: avatarUrl(user.avatar) } : null,
        isAdmin: auth.isAdmin,
        isSuperAdmin: auth.isSuperAdmin,
      }}
      bell={user ? <NotificationBell userId={user.id} /> : null}
      onToggleLang={toggleLang}
      onToggleTheme={toggleTheme}
      onNavigate={(href) => navigate(href)}
      onLogin={() => openAuthDialog('login', t('nav.alreadyLoggedIn'))}
      onRegister={() => openAuthDialog('register', t('nav.alreadyLoggedIn'))}
      onCommand={onCommand}
    />
  );
}
