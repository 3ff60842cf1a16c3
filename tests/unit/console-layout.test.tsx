// @vitest-environment jsdom
// The console frame: a disabled item only shows its message, the collapse state persists as '1'/'0',
// selected items open as header tabs that close back to a neighbour.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { i18n } from '@runtime/i18n';
import { getToasts, toast } from '@runtime/toast';
import { ConsoleLayout, type ConsoleNavItem } from '@renderers/console';
import { COLLAPSE_KEY } from '@renderers/console/useCollapsed';

const nav: ConsoleNavItem[] = [
  { key: 'home', label: '首页', icon: 'home' },
  { key: 'meetings', label: '会议管理' },
  { key: 'permissions', label: '权限管理', disabled: true },
  { key: 'notifications', label: { t: 'console.admin.nav.notifications' } },
  { key: 'finance', label: '财务管理', disabled: true, disabledMessage: { t: 'console.admin.financeSoon' } },
];

/** `later`: the parent applies a selection a moment later, as a routed one does (?tab= in the URL). */
function Harness({ start = 'meetings', later = false }: { start?: string; later?: boolean }) {
  const [active, setActive] = useState(start);
  const select = (k: string) => (later ? setTimeout(() => setActive(k), 0) : setActive(k));
  return (
    <ConsoleLayout title="管理中心" nav={nav} activeKey={active} onSelect={select} headerTabs>
      <p data-testid="content">{active}</p>
    </ConsoleLayout>
  );
}

const sidebarItem = (key: string) => document.querySelector<HTMLButtonElement>(`[data-nav="${key}"]`)!;
const click = (el: Element) => act(async () => void fireEvent.click(el));
const tabs = () => screen.queryAllByRole('tab').map((t) => t.textContent);

beforeEach(async () => {
  await i18n.changeLanguage('zh');
  localStorage.clear();
  toast.clear();
});
afterEach(() => cleanup());

describe('ConsoleLayout', () => {
  it('a disabled item shows its message (default 该功能正在开发中...) and opens nothing', async () => {
    render(<Harness />);
    await click(sidebarItem('permissions'));
    expect(getToasts().map((t) => t.text)).toEqual(['该功能正在开发中...']);
    await click(sidebarItem('finance'));
    expect(getToasts().map((t) => t.text)[1]).toMatch(/^财务数据将在报名与支付功能上线后提供/);
    expect(screen.getByTestId('content').textContent).toBe('meetings');
    expect(tabs()).toEqual(['会议管理']);
    expect(sidebarItem('permissions').hasAttribute('data-disabled')).toBe(true);
    expect(sidebarItem('permissions').textContent).toContain('开发中');
  });

  it('says the default message in English too', async () => {
    await i18n.changeLanguage('en');
    render(<Harness />);
    await click(sidebarItem('permissions'));
    expect(getToasts().map((t) => t.text)).toEqual(['This feature is under development...']);
  });

  it('persists the collapsed sidebar as 1/0', async () => {
    const first = render(<Harness />);
    const aside = () => screen.getByTestId('console-sidebar');
    expect(aside().dataset.collapsed).toBe('0');
    await click(screen.getByTestId('console-collapse'));
    expect(localStorage.getItem(COLLAPSE_KEY)).toBe('1');
    expect(aside().dataset.collapsed).toBe('1');
    first.unmount();
    render(<Harness />);
    expect(aside().dataset.collapsed).toBe('1');
    await click(screen.getByTestId('console-collapse'));
    expect(localStorage.getItem(COLLAPSE_KEY)).toBe('0');
    expect(screen.getByRole('button', { name: '收起侧边栏' })).toBeTruthy();
  });

  it('opens selected items as tabs and closes them back to a neighbour', async () => {
    render(<Harness />);
    await click(sidebarItem('home'));
    await click(sidebarItem('notifications'));
    expect(tabs()).toEqual(['会议管理', '首页', '通知中心']);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('通知中心');
    await click(screen.getByRole('button', { name: '关闭 通知中心' }));
    expect(tabs()).toEqual(['会议管理', '首页']);
    expect(screen.getByTestId('content').textContent).toBe('home');
    await click(screen.getByRole('tab', { name: '会议管理' }));
    await click(screen.getByRole('button', { name: '关闭 首页' }));
    expect(tabs()).toEqual(['会议管理']);
    expect(screen.getByTestId('content').textContent).toBe('meetings');
    // the last tab stays
    expect(screen.queryByRole('button', { name: '关闭 会议管理' })).toBeNull();
  });

  it('closes the active tab when the parent follows a moment later, and opens it again on request', async () => {
    render(<Harness later />);
    const settle = () => act(() => new Promise((r) => setTimeout(r, 5)));
    await click(sidebarItem('home'));
    await settle();
    expect(tabs()).toEqual(['会议管理', '首页']);
    await click(screen.getByRole('button', { name: '关闭 首页' }));
    await settle();
    expect(tabs()).toEqual(['会议管理']);
    expect(screen.getByTestId('content').textContent).toBe('meetings');
    await click(sidebarItem('home'));
    await settle();
    expect(tabs()).toEqual(['会议管理', '首页']);
  });
});
