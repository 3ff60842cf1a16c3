// The navbar as a view (the connected Navbar reads the session; here the args say who is in),
// with the real shell.json config. The signed-in menus are slots (the app loads them lazily).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NavbarView } from '../renderers/layout/navbar/NavbarView';
import { BellButton } from '../renderers/layout/navbar/BellButton';
import { UserMenu } from '../renderers/layout/navbar/UserMenu';
import type { NavAuth, NavbarConfig } from '../renderers/layout/navbar/types';
import shell from '../schemas/screens/shell.json';

const guest = { user: null, isAdmin: false, isSuperAdmin: false };
const organizer = { user: { username: 'chen_organizer', name: '陈静', role: 'ORGANIZER' }, isAdmin: true, isSuperAdmin: false };
const superAdmin = { user: { username: 'admin', role: 'SUPER_ADMIN' }, isAdmin: true, isSuperAdmin: true };
const menuOf = (auth: NavAuth) => <UserMenu auth={auth} menu={(shell.navbar as NavbarConfig).menu} onCommand={fn()} />;

const meta = {
  title: 'Layout/Navbar',
  component: NavbarView,
  args: {
    config: shell.navbar as NavbarConfig,
    activeKey: 'home',
    lang: 'zh',
    theme: 'light',
    auth: guest,
    onToggleLang: fn(),
    onToggleTheme: fn(),
    onNavigate: fn(),
    onLogin: fn(),
    onRegister: fn(),
    onCommand: fn(),
  },
} satisfies Meta<typeof NavbarView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {};
export const GuestEnglishDark: Story = { args: { lang: 'en', theme: 'dark' }, globals: { locale: 'en', theme: 'dark' } };
export const Organizer: Story = { args: { auth: organizer, bell: <BellButton count={3} />, userMenu: menuOf(organizer) } };
/** The badge is capped at 99+. */
export const SuperAdminManyUnread: Story = { args: { auth: superAdmin, bell: <BellButton count={250} />, userMenu: menuOf(superAdmin), activeKey: 'contact' } };
export const Narrow: Story = { args: { auth: organizer, bell: <BellButton count={8} />, userMenu: menuOf(organizer) }, parameters: { viewport: { defaultViewport: 'mobile1' } } };
