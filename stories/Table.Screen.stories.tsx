// The /users page: screen kind "table" from its real JSON (schemas/screens/users.json) — title, the
// user entity's columns, client pages of ten — with GET /api/auth/users answered by Table.mock: the
// list in both languages and themes, empty, loading, the server down, and a config the schema refuses.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TableScreen } from '../renderers/table/TableScreen';
import usersScreen from '../schemas/screens/users.json';
import { withUsersApi } from './Table.mock';

const meta = {
  title: 'Table/Screen',
  component: TableScreen,
  decorators: [withUsersApi],
  args: { config: usersScreen },
} satisfies Meta<typeof TableScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = (el: HTMLElement) => el.querySelectorAll('tbody tr');

/** Twelve accounts: ten on the first page, roles through their labels, masked phones; the next page holds two. */
export const Users: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1 })).toHaveTextContent('用户列表');
    await expect(await c.findByText('chen_organizer')).toBeTruthy();
    await expect(rows(canvasElement).length).toBe(10);
    await expect(c.getAllByText('会务组').length).toBeGreaterThan(0);
    await expect(c.getByText('13****00')).toBeTruthy();
    await expect(c.getByText('共 12 条')).toBeTruthy();
    await userEvent.click(c.getByText('下一页'));
    await waitFor(() => expect(rows(canvasElement).length).toBe(2));
    await expect(c.getByText('第 2 / 2 页')).toBeTruthy();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1 })).toHaveTextContent('Users');
    await expect(await c.findByText('chen_organizer')).toBeTruthy();
    await expect(c.getByText('Username')).toBeTruthy();
    await expect(c.getAllByText('Organizer').length).toBeGreaterThan(0);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => expect(await within(canvasElement).findByText('medical_group')).toBeTruthy(),
};

export const Empty: Story = {
  parameters: { users: 'empty' },
  play: async ({ canvasElement }) => expect(await within(canvasElement).findByRole('status')).toHaveTextContent('暂无用户数据'),
};

export const Loading: Story = {
  parameters: { users: 'pending' },
  play: async ({ canvasElement }) => expect(await within(canvasElement).findByRole('status')).toHaveTextContent('正在加载用户列表…'),
};

/** The server is down: the screen's own error text. */
export const LoadFailed: Story = {
  parameters: { users: 'failing' },
  play: async ({ canvasElement }) => expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('获取用户列表失败，请确保后端服务已启动'),
};

export const LoadFailedEnglish: Story = {
  parameters: { users: 'failing' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Failed to load the user list'),
};

/** A config without its entity: the screen says so instead of drawing a table. */
export const InvalidConfig: Story = {
  args: { config: { ...usersScreen, entity: undefined } },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('页面配置无效'),
};
