// @vitest-environment jsdom
// SchemaTable: x-list columns with i18n headers, dates as zh-CN year-month-day hour-minute ('-' when
// invalid), '-' for a missing phone, enum labels, screen texts, client pagination.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { i18n } from '@runtime/i18n';
import { SchemaTable } from '@renderers/table/SchemaTable';
import { formatDate } from '@renderers/table/format';
import { SWRConfig } from 'swr';
import { TableScreen } from '@renderers/table/TableScreen';
import users from '../../schemas/screens/users.json';
import { jsonResponse, stubFetch } from './runtime-helpers';

const rows = [
  { id: 1, username: 'alice', email: 'a@example.com', phone: null, role: 'ORGANIZER', status: 'active', registerTime: '2024-03-05T14:30:00' },
  { id: 2, username: 'bob', email: null, phone: '13800138000', role: 'SUPER_ADMIN', status: 'disabled', registerTime: 'yesterday' },
];
const cell = (row: number, col: string) => document.querySelectorAll('tbody tr')[row].querySelector(`[data-col="${col}"]`)!.textContent;

beforeEach(async () => void (await i18n.changeLanguage('zh')));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('formatDate', () => {
  it('writes year-month-day hour-minute, and - when invalid or missing', () => {
    expect(formatDate('2024-03-05T14:30:00')).toBe('2024/03/05 14:30');
    expect(formatDate('2024-03-05T12:00:00Z')).toMatch(/^2024\/03\/0[45] \d{2}:00$/);
    expect(formatDate('not a date')).toBe('-');
    expect(formatDate(null)).toBe('-');
  });
});

describe('SchemaTable', () => {
  it('takes columns from x-list and formats each cell', () => {
    render(<SchemaTable entity="user" rows={rows} />);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['ID', '用户名', '邮箱', '手机号', '角色', '状态', '注册时间']);
    expect(cell(0, 'phone')).toBe('-');
    expect(cell(1, 'email')).toBe('-');
    expect(cell(0, 'registerTime')).toBe('2024/03/05 14:30');
    expect(cell(1, 'registerTime')).toBe('-');
    expect(cell(0, 'role')).toBe('会务组');
    expect(cell(1, 'status')).toBe('已禁用');
  });

  it('speaks English after a language switch', async () => {
    render(<SchemaTable entity="user" rows={rows} columns={users.columns} />);
    await act(async () => void (await i18n.changeLanguage('en')));
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['ID', 'Username', 'E-mail', 'Phone', 'Role']);
    expect(cell(1, 'role')).toBe('Super admin');
  });

  it('shows the screen texts for empty, loading and error', () => {
    const { rerender } = render(<SchemaTable entity="user" rows={[]} columns={users.columns} texts={users.texts} />);
    expect(screen.getByText('暂无用户数据')).toBeTruthy();
    rerender(<SchemaTable entity="user" columns={users.columns} texts={users.texts} loading />);
    expect(screen.getByRole('status').textContent).toBe('正在加载用户列表…');
    rerender(<SchemaTable entity="user" columns={users.columns} texts={users.texts} loading={false} error={new Error('x')} />);
    expect(screen.getByRole('alert').textContent).toBe('获取用户列表失败，请确保后端服务已启动');
  });

  it('pages on the client when there is more than one page', () => {
    const many = Array.from({ length: 23 }, (_, i) => ({ ...rows[0], id: i + 1, username: `u${i + 1}` }));
    render(<SchemaTable entity="user" rows={many} columns={users.columns} pagination={{ pageSize: 10 }} />);
    expect(document.querySelectorAll('tbody tr')).toHaveLength(10);
    const nav = screen.getByRole('navigation');
    fireEvent.click(within(nav).getByRole('button', { name: '下一页' }));
    fireEvent.click(within(nav).getByRole('button', { name: '下一页' }));
    expect(document.querySelectorAll('tbody tr')).toHaveLength(3);
    expect(cell(0, 'username')).toBe('u21');
  });

  it('jumps to a typed page, kept within the pages there are', () => {
    const many = Array.from({ length: 23 }, (_, i) => ({ ...rows[0], id: i + 1, username: `u${i + 1}` }));
    render(<SchemaTable entity="user" rows={many} columns={users.columns} pagination={{ pageSize: 10 }} />);
    const jump = () => screen.getByLabelText('跳至') as HTMLInputElement;
    fireEvent.change(jump(), { target: { value: '2' } });
    fireEvent.keyDown(jump(), { key: 'Enter' });
    expect(cell(0, 'username')).toBe('u11');
    fireEvent.change(jump(), { target: { value: '99' } });
    fireEvent.keyDown(jump(), { key: 'Enter' });
    expect(cell(0, 'username')).toBe('u21');
    expect(screen.getByText('第 3 / 3 页')).toBeTruthy();
  });

  it('has no pager for a single page', () => {
    render(<SchemaTable entity="user" rows={rows} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('the /users screen', () => {
  const screenOf = () => render(<SWRConfig value={{ provider: () => new Map() }}><TableScreen config={users} /></SWRConfig>);

  it('lists GET /api/auth/users', async () => {
    const { calls } = stubFetch(jsonResponse({ code: 200, message: 'ok', data: rows }));
    screenOf();
    expect(screen.getByRole('status').textContent).toBe('正在加载用户列表…');
    expect(await screen.findByText('alice')).toBeTruthy();
    expect(calls[0].url).toContain('/api/auth/users');
    expect(cell(0, 'phone')).toBe('-');
  });

  it('orders the rows by its sort, and takes x-list columns when it names none (the one table format)', async () => {
    stubFetch(jsonResponse({ code: 200, message: 'ok', data: rows }));
    const { columns: _none, ...bare } = users;
    render(<SWRConfig value={{ provider: () => new Map() }}><TableScreen config={{ ...bare, sort: { key: 'username', dir: 'desc' } }} /></SWRConfig>);
    expect(await screen.findByText('alice')).toBeTruthy();
    expect([...document.querySelectorAll('[data-col="username"]')].map((e) => e.textContent)).toEqual(['bob', 'alice']);
    expect([...document.querySelectorAll('tbody tr:first-child td')].map((e) => e.getAttribute('data-col'))).toEqual(['id', 'username', 'email', 'phone', 'role', 'status', 'registerTime']);
  });

  it('shows its error text when the server is down', async () => {
    stubFetch(() => Promise.reject(new TypeError('fetch failed')));
    screenOf();
    expect((await screen.findByRole('alert')).textContent).toBe('获取用户列表失败，请确保后端服务已启动');
  });
});
