// @vitest-environment jsdom
// The personal centre's real tabs against a stubbed server, through the real runtime: change password
// (session cleared, server message, home), sub-accounts (token shown once, delete after confirmation),
// the user's notifications (paged, mark read, all read), preferences, ?tab= and the add-tab menu.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SWRConfig } from 'swr';
import { i18n, setLanguage } from '@runtime/i18n';
import { getAuthState, setSession } from '@runtime/auth';
import { getTheme, setTheme } from '@runtime/theme';
import { getToasts, toast } from '@runtime/toast';
import { UserCenterScreen } from '@renderers/form/profile/UserCenterScreen';
import config from '../../schemas/screens/user-center.json';
import { jsonResponse, jwt, stubFetch, type Call } from './runtime-helpers';

globalThis.ResizeObserver ??= class { observe() {} unobserve() {} disconnect() {} } as unknown as typeof ResizeObserver;

const me = { id: 7, username: 'zhangsan', role: 'ORGANIZER', name: '张三' };
let subs: Array<Record<string, unknown>>;
let notes: Array<Record<string, unknown>>;
const ok = (data: unknown, message = 'ok') => jsonResponse({ code: 200, message, data });
function server(c: Call) {
  const url = new URL(c.url, 'http://x');
  const method = c.init.method ?? 'GET';
  const body = c.init.body ? JSON.parse(String(c.init.body)) : {};
  if (url.pathname === '/api/user/info') return ok(me);
  if (url.pathname === '/api/user/change-password') {
    if (body.oldPassword !== 'old-pass-1') return jsonResponse({ code: 400, message: '原密码错误', errors: [{ path: '/oldPassword', message: '原密码错误' }] }, 400);
    return ok(null, '密码修改成功，请重新登录');
  }
  if (url.pathname === '/api/auth/sub-accounts' && method === 'GET') return ok(subs);
  if (url.pathname === '/api/auth/sub-accounts' && method === 'POST') {
    const user = { id: 100 + subs.length, username: body.username, name: body.name ?? null, role: 'USER', status: 'active', registerTime: new Date().toISOString() };
    subs = [...subs, user];
    return ok({ user, authToken: 'tok-abcdefghijkl' }, '子账号已创建，请妥善保存授权码');
  }
  const del = /^\/api\/auth\/sub-accounts\/(\d+)$/.exec(url.pathname);
  if (del && method === 'DELETE') {
    subs = subs.filter((s) => s.id !== Number(del[1]));
    return ok(null, '子账号已删除');
  }
  if (url.pathname === '/api/notifications/user/7/details') {
    const page = Number(url.searchParams.get('page')), size = Number(url.searchParams.get('size'));
    return ok({ content: notes.slice(page * size, page * size + size), totalElements: notes.length, totalPages: Math.ceil(notes.length / size) });
  }
  const read = /^\/api\/notifications\/user\/7\/read\/(\d+)$/.exec(url.pathname);
  if (read) notes = notes.map((n) => (n.id === Number(read[1]) ? { ...n, isRead: true } : n));
  if (url.pathname === '/api/notifications/user/7/read-all') notes = notes.map((n) => ({ ...n, isRead: true }));
  if (url.pathname.startsWith('/api/notifications/user/7/')) return ok(url.pathname.endsWith('unread-count') ? notes.filter((n) => !n.isRead).length : null);
  return jsonResponse({ code: 404, message: 'not found' }, 404);
}

const click = (el: Element) => act(async () => void fireEvent.click(el));
const toastTexts = () => getToasts().map((t) => t.text);
const dialog = () => within(screen.getByTestId('dialog-form'));
let calls: Call[];

function show(url = '/user-center') {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/user-center" element={<UserCenterScreen config={config} />} />
          <Route path="/" element={<p>home page</p>} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

beforeEach(async () => {
  await setLanguage('zh');
  setSession({ token: jwt(3600), user: me });
  subs = [{ id: 50, username: 'staff-old', name: '老王', role: 'USER', status: 'active', registerTime: '2024-01-02T03:04:00Z' }];
  notes = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, title: `通知 ${i + 1}`, content: `内容 ${i + 1}`, isRead: i >= 2, createdAt: new Date(Date.now() - i * 60_000).toISOString() }));
  calls = stubFetch(server).calls;
  toast.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('security tab', () => {
  it('changes the password: the server’s rule messages, then session cleared, message shown, home', async () => {
    show('/user-center?tab=security');
    await click(await screen.findByTestId('change-password'));
    fireEvent.change(await dialog().findByLabelText('原密码', { exact: false }), { target: { value: 'wrong' } }); // the form loads with the dialog
    fireEvent.change(dialog().getByLabelText(/^密码/), { target: { value: 'new-pass-1' } });
    fireEvent.change(dialog().getByLabelText('确认密码', { exact: false }), { target: { value: 'new-pass-1' } });
    await click(dialog().getByRole('button', { name: '确认修改' }));
    expect(await dialog().findByText('原密码错误')).toBeTruthy();
    expect(getAuthState().loggedIn).toBe(true);
    fireEvent.change(dialog().getByLabelText('原密码', { exact: false }), { target: { value: 'old-pass-1' } });
    await click(dialog().getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(screen.getByText('home page')).toBeTruthy());
    expect(toastTexts()).toContain('密码修改成功，请重新登录');
    expect(getAuthState().loggedIn).toBe(false);
    const sent = calls.filter((c) => c.url.includes('/api/user/change-password')).pop()!;
    expect(JSON.parse(String(sent.init.body))).toEqual({ oldPassword: 'old-pass-1', newPassword: 'new-pass-1', confirmPassword: 'new-pass-1' });
  });

  it('creates a sub-account, shows its token once, and deletes only after confirmation', async () => {
    show('/user-center?tab=security');
    expect(await screen.findByText('staff-old')).toBeTruthy();
    await click(screen.getByTestId('add-sub-account'));
    await click(await dialog().findByRole('button', { name: '创建' }));
    expect(dialog().getByText('请输入用户名')).toBeTruthy();
    fireEvent.change(dialog().getByLabelText('用户名', { exact: false }), { target: { value: 'staff-new' } });
    await click(dialog().getByRole('button', { name: '创建' }));
    expect(((await screen.findByTestId('sub-auth-token')) as HTMLInputElement).value).toBe('tok-abcdefghijkl');
    expect(screen.getByTestId('sub-master').textContent).toBe('zhangsan');
    expect(toastTexts()).toContain('子账号已创建，请妥善保存授权码');
    const writeText = vi.fn(async () => {});
    Object.assign(navigator, { clipboard: { writeText } });
    await click(screen.getByTestId('copy-auth-token'));
    expect(writeText).toHaveBeenCalledWith('tok-abcdefghijkl');
    await click(screen.getByTestId('token-done'));
    await waitFor(() => expect(screen.queryByTestId('sub-auth-token')).toBeNull());
    expect(await screen.findByText('staff-new')).toBeTruthy(); // listed, the token nowhere
    expect(document.body.textContent).not.toContain('tok-abcdefghijkl');

    await click(screen.getByTestId('delete-sub-staff-new'));
    expect(screen.getByText('确定要删除子账号 staff-new 吗？删除后该子账号将无法登录，此操作不可恢复')).toBeTruthy();
    await click(screen.getByTestId('confirm-cancel'));
    expect(calls.some((c) => c.init.method === 'DELETE')).toBe(false);
    await click(screen.getByTestId('delete-sub-staff-new'));
    await click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(toastTexts()).toContain('子账号已删除'));
    await waitFor(() => expect(screen.queryByText('staff-new')).toBeNull());
  });

  it('a plain user sees no sub-accounts', async () => {
    setSession({ token: jwt(3600), user: { ...me, role: 'USER' } });
    show('/user-center?tab=security');
    expect(await screen.findByTestId('security-password')).toBeTruthy();
    expect(screen.queryByTestId('security-sub-accounts')).toBeNull();
  });
});

describe('notifications tab', () => {
  it('lists the user’s notifications a page at a time, marks one and then all read', async () => {
    show('/user-center?tab=notifications');
    expect(await screen.findByText('通知 1')).toBeTruthy();
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('消息通知');
    expect(document.querySelectorAll('[data-note]')).toHaveLength(10);
    expect(screen.getByText('2 条未读')).toBeTruthy();
    await click(screen.getByTestId('mark-read-1'));
    await waitFor(() => expect(document.querySelector('[data-note="1"]')!.getAttribute('data-read')).toBe('1'));
    await click(screen.getByTestId('notifications-read-all'));
    await waitFor(() => expect(document.querySelector('[data-note="2"]')!.getAttribute('data-read')).toBe('1'));
    await click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByText('通知 11')).toBeTruthy();
  });
});

describe('preferences and tabs', () => {
  it('sets language and theme', async () => {
    setTheme('light');
    show('/user-center?tab=preferences');
    await click(document.querySelector('[data-pref="theme-dark"]')!);
    expect(getTheme()).toBe('dark');
    await click(document.querySelector('[data-pref="language-en"]')!);
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(screen.getByText('Language')).toBeTruthy();
    setTheme('light');
  });

  it('adds a tab from the + menu', async () => {
    show();
    await screen.findByRole('heading', { name: '张三' });
    await click(screen.getByTestId('add-tab'));
    await click(await screen.findByTestId('add-tab-preferences'));
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('偏好设置');
  });
});
