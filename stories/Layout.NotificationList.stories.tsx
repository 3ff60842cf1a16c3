// The notification panel's content: latest items with relative times, empty, loading and error.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NotificationList } from '../renderers/layout/navbar/NotificationList';

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const items = [
  { id: 5, title: '会议“2025 医学年会”报名已开放', content: '您创建的会议已进入报名阶段。', createdAt: ago(20_000), isRead: false },
  { id: 4, title: '新的报名待审核', content: '张三提交了报名，请及时审核。', createdAt: ago(15 * 60_000), isRead: false },
  { id: 3, title: '系统维护通知', content: '本周六 2:00-4:00 进行系统维护。', createdAt: ago(5 * 3600_000), isRead: true },
  { id: 2, title: '酒店库存提醒', createdAt: ago(3 * 86400_000), isRead: true },
  { id: 1, title: '欢迎使用 Conflow', createdAt: '2024-01-01T08:00:00Z', isRead: true },
];

const meta = {
  title: 'Layout/NotificationList',
  component: NotificationList,
  args: { items, state: 'ready', onOpen: fn(), onReadAll: fn(), onViewAll: fn() },
  decorators: [(Story) => <div className="w-[400px] rounded-xl ring-1 ring-slate-200 dark:ring-slate-700"><Story /></div>],
} satisfies Meta<typeof NotificationList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Latest: Story = {};
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Empty: Story = { args: { items: [] } };
export const Loading: Story = { args: { items: [], state: 'loading' } };
export const LoadError: Story = { args: { items: [], state: 'error', errorText: '加载通知失败，请稍后重试' } };
