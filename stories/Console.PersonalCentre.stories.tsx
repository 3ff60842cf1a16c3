// The personal centre's real tabs (security, notifications, preferences) from the real JSON, fed
// with data so no server is needed; and the one-time auth token dialog.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { UserCenterScreen } from '../renderers/form/profile/UserCenterScreen';
import { TokenDialog } from '../renderers/form/profile/TokenDialog';
import config from '../schemas/screens/user-center.json';

const user = { id: 7, username: 'zhangsan', role: 'ORGANIZER', name: '张三', gender: '男', organizerId: 3 };
const subAccounts = [
  { id: 21, username: 'staff-front', name: '小王', role: 'USER', status: 'active', registerTime: '2024-03-01T08:30:00Z', lastLoginTime: '2024-03-05T09:12:00Z' },
  { id: 22, username: 'staff-hotel', name: null, role: 'USER', status: 'disabled', registerTime: '2024-03-02T10:00:00Z', lastLoginTime: null },
];
const ago = (min: number) => new Date(Date.now() - min * 60_000).toISOString();
const notifications = [
  { id: 1, title: '系统维护通知', content: '本周六 22:00-24:00 系统维护，期间暂停服务。', isRead: false, createdAt: ago(0) },
  { id: 2, title: '会议“2024 年度峰会”报名人数已达 80%', content: '请及时关注名额与酒店房量。', isRead: false, createdAt: ago(95) },
  { id: 3, title: 'Welcome to Conflow', content: 'Your organizer account is ready.', isRead: true, createdAt: ago(60 * 24 * 10) },
];

const meta = {
  title: 'Console/PersonalCentre',
  component: UserCenterScreen,
  args: { config, user, subAccounts, notifications, initialTab: 'security' },
} satisfies Meta<typeof UserCenterScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Security: Story = {};
export const SecurityNoSubAccounts: Story = { args: { subAccounts: [] } };
/** A plain user (a sub-account itself) has only the password card. */
export const SecurityPlainUser: Story = { args: { user: { ...user, role: 'USER' } } };
export const Notifications: Story = { args: { initialTab: 'notifications' } };
export const NoNotifications: Story = { args: { initialTab: 'notifications', notifications: [] } };
export const Preferences: Story = { args: { initialTab: 'preferences' } };
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' }, args: { initialTab: 'notifications' } };
export const AuthTokenOnce: Story = {
  render: () => <TokenDialog created={{ master: 'zhangsan', username: 'staff-front', authToken: 'q7Vh2mR9xL0cT4pB' }} onClose={() => {}} />,
};
