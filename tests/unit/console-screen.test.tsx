// @vitest-environment jsdom
// The console screens from their JSON: ?tab= opens a tab, the user menu's own-centre item only says
// so, the footer names the super admin, and the wrong role gets the spec's refusal.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { i18n } from '@runtime/i18n';
import { clearSession, setSession } from '@runtime/auth';
import { getToasts, toast } from '@runtime/toast';
import { ensureKind } from '@renderers/kinds';
import { ConsoleScreen } from '@renderers/console';
import adminCenter from '../../schemas/screens/admin-center.json';
import superAdmin from '../../schemas/screens/super-admin.json';
import dataManagement from '../../schemas/screens/data-management.json';
import { jwt } from './runtime-helpers';

beforeAll(() => ensureKind('page')); // the stand-in tabs' kind, there before the first draw
// headlessui's anchored menus measure themselves; jsdom has no ResizeObserver
globalThis.ResizeObserver ??= class { observe() {} unobserve() {} disconnect() {} } as unknown as typeof ResizeObserver;
// the other areas' screens are not under test here: stand-ins keep this test to the console itself
const offline = (c: any) => ({ ...c, nav: c.nav.map((i: any) => (typeof i.screen === 'string' ? { ...i, screen: { kind: 'page', blocks: [{ type: 'page-header', props: { title: `screen ${i.screen}` } }] } } : i)) });

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}
function show(config: unknown, url: string, user: Record<string, unknown>) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={[url]}>
        <ConsoleScreen config={config as any} user={user as any} />
        <Where />
      </MemoryRouter>
    </SWRConfig>,
  );
}
const click = (el: Element) => act(async () => void fireEvent.click(el));
const admin = { username: 'admin', role: 'SUPER_ADMIN' };
const organizer = { username: 'chen', name: '陈静', role: 'ORGANIZER' };

beforeEach(async () => {
  await i18n.changeLanguage('zh');
  localStorage.clear();
  toast.clear();
});
afterEach(() => {
  cleanup();
  clearSession();
});

describe('console screens', () => {
  it('?tab=notifications opens the super admin’s notification tab', async () => {
    show(offline(superAdmin), '/super-admin?tab=notifications', admin);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('通知管理');
    expect(document.querySelector('[data-nav="notifications"]')!.getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText('screen super-admin/notifications')).toBeTruthy();
  });

  it('data management also reads ?activeTab= (spec 3 §2.6); ?tab= wins', async () => {
    show(offline(dataManagement), '/data-management/7?activeTab=documents', admin);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('文档管理');
    cleanup();
    show(offline(dataManagement), '/data-management/7?tab=speakers&activeTab=documents', admin);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('演讲嘉宾');
  });

  it('back from the partner editor (flag from_partner_editor) opens partners once and clears the flag (spec 3 §2.6)', async () => {
    localStorage.setItem('from_partner_editor', 'true');
    show(offline(dataManagement), '/data-management/7', admin);
    expect(document.querySelector('[data-nav="partners"]')!.getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText('screen content/partners')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/data-management/7?tab=partners');
    expect(localStorage.getItem('from_partner_editor')).toBeNull();
    cleanup();
    show(offline(dataManagement), '/data-management/7', admin); // the flag is spent: the default tab again
    expect(document.querySelector('[data-nav="news"]')!.getAttribute('aria-current')).toBe('page');
  });

  it('opens the default tab without ?tab= or for a disabled one, and writes the tab into the URL', async () => {
    show(offline(superAdmin), '/super-admin?tab=finance', admin);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('仪表盘');
    await click(document.querySelector('[data-nav="verification-codes"]')!);
    expect(screen.getByTestId('where').textContent).toBe('/super-admin?tab=verification-codes');
    expect(await screen.findByText('screen super-admin/codes')).toBeTruthy();
  });

  it('admin centre: meetings by default, home holds the welcome, the management-centre item says 已在管理中心', async () => {
    setSession({ token: jwt(3600), user: { id: 5, ...organizer } }); // the welcome page binds the session's user
    show(offline(adminCenter), '/admin-center', organizer);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('会议管理');
    await click(document.querySelector('[data-nav="home"]')!);
    expect(await screen.findByText('欢迎回来，陈静')).toBeTruthy();
    await click(screen.getByTestId('console-user-menu'));
    expect(screen.queryByTestId('console-menu-superAdmin')).toBeNull(); // organizers do not see it
    await click(screen.getByTestId('console-menu-adminCenter'));
    expect(getToasts().map((t) => t.text)).toContain('已在管理中心');
    expect(screen.getByTestId('where').textContent).toBe('/admin-center?tab=home');
  });

  it('a super admin sees the super-admin item in the admin centre’s menu, which navigates', async () => {
    show(offline(adminCenter), '/admin-center', admin);
    await click(screen.getByTestId('console-user-menu'));
    await click(screen.getByTestId('console-menu-superAdmin'));
    expect(screen.getByTestId('where').textContent).toBe('/super-admin');
  });

  it('the super admin footer: username or the default label, the fixed role label, logout', () => {
    const { unmount } = show(offline(superAdmin), '/super-admin', admin);
    expect(screen.getAllByTestId('console-footer-name')[0].textContent).toBe('admin');
    expect(screen.getAllByTestId('console-footer')[0].textContent).toContain('系统管理员');
    expect(screen.getAllByTestId('console-logout').length).toBeGreaterThan(0);
    unmount();
    show(offline(superAdmin), '/super-admin', { ...admin, username: '' });
    expect(screen.getAllByTestId('console-footer-name')[0].textContent).toBe('超级管理员');
  });

  it('refuses the wrong role with the spec’s messages', async () => {
    const { unmount } = show(superAdmin, '/super-admin', organizer);
    expect(screen.getByRole('alert').textContent).toBe('您没有权限访问超级管理员后台');
    unmount();
    show(adminCenter, '/admin-center', { username: 'p', role: 'PARTICIPANT' });
    expect(screen.getByRole('alert').textContent).toBe('您没有权限访问管理后台');
  });
});
