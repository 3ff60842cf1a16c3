// A user's notifications (the view-all page, the admin centre's section): unread marks, relative
// times, categories, pages, empty and error states, the super admin's send-new button.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { InboxView } from '../renderers/notifications/inbox/InboxView';
import { NOW, inbox } from './Notifications.fixtures';

const meta = {
  title: 'Notifications/Inbox',
  component: InboxView,
  args: {
    title: { t: 'notifications.inbox.title' }, subtitle: { t: 'notifications.inbox.subtitle' }, items: inbox, state: 'ready', unread: 2,
    page: 1, pageSize: 10, total: 26, now: NOW, onPage: fn(), onRead: fn(), onReadAll: fn(),
  },
  decorators: [(Story) => <div className="mx-auto max-w-4xl p-4"><Story /></div>],
} satisfies Meta<typeof InboxView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {};
export const SuperAdmin: Story = { args: { onSend: fn() } };
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const AllRead: Story = { args: { unread: 0, items: inbox.map((n) => ({ ...n, isRead: true })), total: 6 } };
export const Empty: Story = { args: { items: [], unread: 0, total: 0 } };
export const Loading: Story = { args: { items: [], state: 'loading', total: 0 } };
export const LoadError: Story = { args: { items: [], state: 'error', errorText: '加载通知失败，请稍后重试', total: 0 } };
