// The console frame: sidebar (groups, a disabled item, collapse), header tabs, user menu, footer.
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConsoleFooter, ConsoleLayout, ConsoleUserMenu, StatCard, StatGrid, type ConsoleNavItem } from '../renderers/console';
import { BellButton } from '../renderers/layout/navbar/BellButton';

const nav: ConsoleNavItem[] = [
  { key: 'home', label: { t: 'console.admin.nav.home' }, icon: 'home' },
  { key: 'meetings', label: { t: 'console.admin.nav.meetings' }, icon: 'calendar' },
  { key: 'permissions', label: { t: 'console.admin.nav.permissions' }, icon: 'key', disabled: true },
  { key: 'notifications', label: { t: 'console.admin.nav.notifications' }, icon: 'bell' },
  { key: 'finance', label: { t: 'console.admin.nav.finance' }, icon: 'wallet', disabled: true, disabledMessage: { t: 'console.admin.financeSoon' } },
];
const menu = [
  { key: 'home', label: { t: 'console.menu.home' }, icon: 'home', href: '/' },
  { key: 'adminCenter', label: { t: 'console.menu.adminCenter' }, icon: 'chart', message: { t: 'console.menu.alreadyInAdmin' } },
  { key: 'logout', label: { t: 'console.menu.logout' }, icon: 'logout', action: 'logout' as const },
];
const user = { username: 'chen_organizer', name: '陈静', role: 'ORGANIZER' };

function Demo({ headerTabs = true, footer = false, start = 'meetings' }: { headerTabs?: boolean; footer?: boolean; start?: string }) {
  const [active, setActive] = useState(start);
  return (
    <ConsoleLayout title={{ t: 'console.admin.title' }} nav={nav} activeKey={active} onSelect={setActive} headerTabs={headerTabs}
      actions={<BellButton count={3} />} userMenu={<ConsoleUserMenu user={user} items={menu} onCommand={() => {}} />}
      footer={footer ? <ConsoleFooter username="admin" defaultName={{ t: 'console.superAdmin.defaultName' }} label={{ t: 'console.superAdmin.systemAdmin' }} onLogout={() => {}} /> : undefined}>
      <StatGrid>
        <StatCard label="Active tab" value={active} icon="dashboard" />
        <StatCard label={{ t: 'console.admin.nav.meetings' }} value={12} tone="green" icon="calendar" />
      </StatGrid>
    </ConsoleLayout>
  );
}

const meta = { title: 'Console/Layout', component: Demo, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AdminCentre: Story = {};
export const WithFooter: Story = { args: { footer: true, start: 'home' } };
export const TitleInsteadOfTabs: Story = { args: { headerTabs: false } };
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' }, args: { footer: true } };
