// Screen kind "notifications" from its three real JSONs, bound to the calls Notifications.mock answers:
// the super admin's management (schemas/screens/super-admin/notifications.json: statistics, template
// cards, the records tab), a user's own notifications page (notifications.json: unread marks, mark
// all read) and the admin centre's panel for an organizer (admin/notifications.json, with the
// messages sent to participants); both languages and themes, empty, the server down, signed out.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NotificationsScreen } from '../renderers/notifications/NotificationsScreen';
import center from '../schemas/screens/super-admin/notifications.json';
import page from '../schemas/screens/notifications.json';
import panel from '../schemas/screens/admin/notifications.json';
import { sent, withNotificationsApi, type NotificationsApi } from './Notifications.mock';

const meta = {
  title: 'Notifications/Screen',
  component: NotificationsScreen,
  decorators: [withNotificationsApi],
  args: { config: center },
} satisfies Meta<typeof NotificationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
const api = (notifications: NotificationsApi) => ({ notifications });

/** Statistics and template cards; the records tab lists what was sent. */
export const Center: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 2 })).toHaveTextContent('通知管理');
    await waitFor(() => expect(c.getAllByTestId('template-card').length).toBe(5));
    await expect(c.getByText('128')).toBeTruthy();
    await userEvent.click(c.getByTestId('tab-records'));
    const table = within(await c.findByTestId('records-table'));
    await expect(await table.findByText(/关于 2025 年度会员大会报名开放/)).toBeTruthy();
  },
};

export const CenterEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('All notifications')).toBeTruthy();
    await waitFor(() => expect(c.getAllByTestId('template-card').length).toBe(5));
  },
};

export const CenterDark: Story = { globals: { theme: 'dark' }, play: async ({ canvasElement }) => void (await within(canvasElement).findAllByTestId('template-card')) };

export const CenterEmpty: Story = {
  parameters: api({ empty: true }),
  play: async ({ canvasElement }) => expect(await within(canvasElement).findByText('暂无模板')).toBeTruthy(),
};

/** The server down: zeros in the statistics, the templates' failure said in place and as a toast. */
export const CenterFailed: Story = {
  parameters: api({ failing: true }),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getAllByText('加载模板失败').length).toBe(2));
  },
};

/** A user's notifications page: two unread; "mark all read" sends its call. (The list's refresh after it
 *  goes through SWR's global cache, which the stories' SWRConfig replaces with one per story.) */
export const Inbox: Story = {
  args: { config: page },
  parameters: api({ as: 'user' }),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('新的报名待审核')).toBeTruthy();
    await waitFor(() => expect(c.getByTestId('inbox-unread')).toHaveTextContent('未读 2 条'));
    await expect(c.queryByTestId('open-send')).toBeNull(); // only the super admin sends from here
    await userEvent.click(c.getByTestId('inbox-read-all'));
    await waitFor(() => expect(sent).toContain('PUT /api/notifications/user/12/read-all'));
  },
};

export const InboxEnglish: Story = {
  args: { config: page },
  parameters: api({ as: 'user' }),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1 })).toHaveTextContent('My notifications');
    await waitFor(() => expect(c.getByTestId('inbox-unread')).toHaveTextContent('2 unread'));
  },
};

export const InboxDark: Story = { args: { config: page }, parameters: api({ as: 'user' }), globals: { theme: 'dark' }, play: async ({ canvasElement }) => void (await within(canvasElement).findByText('系统维护通知')) };

export const InboxEmpty: Story = {
  args: { config: page },
  parameters: api({ as: 'user', empty: true }),
  play: async ({ canvasElement }) => expect(await within(canvasElement).findByText('暂无通知')).toBeTruthy(),
};

export const InboxFailed: Story = {
  args: { config: page },
  parameters: api({ as: 'user', failing: true }),
  play: async ({ canvasElement }) => expect(await within(canvasElement).findByText('加载通知失败，请稍后重试')).toBeTruthy(),
};

export const SignedOut: Story = {
  args: { config: page },
  parameters: api({ as: null }),
  play: async ({ canvasElement }) => expect(await within(canvasElement).findByText('请先登录后再查看通知')).toBeTruthy(),
};

/** The admin centre's panel for an organizer: its notifications, then its messages to participants. */
export const OrganizerPanel: Story = {
  args: { config: panel },
  parameters: api({ as: 'organizer' }),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('新的报名待审核')).toBeTruthy();
    const sent = within(c.getByTestId('participant-records'));
    await expect(await sent.findByText('会场变更通知')).toBeTruthy();
    await expect(c.getAllByTestId('open-participant-send').length).toBeGreaterThan(0);
  },
};

export const OrganizerPanelEnglishDark: Story = {
  args: { config: panel },
  parameters: api({ as: 'organizer' }),
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvasElement }) => void (await within(within(canvasElement).getByTestId('participant-records')).findByText('会场变更通知')),
};
