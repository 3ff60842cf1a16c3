// The send-notification dialog (800 px): everyone, by role, picked users, scheduled; the messages
// shown under the fields are the server's own (the same schema checks them).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SendDialog } from '../renderers/notifications/send/SendDialog';
import { templates, users } from './Notifications.fixtures';

const meta = {
  title: 'Notifications/SendDialog',
  component: SendDialog,
  args: {
    open: true, schemaId: 'notifications.send', width: 800, roles: ['ORGANIZER', 'ADMIN'], templates, users, usersState: 'ready',
    onSubmit: fn(async () => {}), onClose: fn(),
  },
} satisfies Meta<typeof SendDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Everyone: Story = { args: { initial: { title: '系统维护通知', content: '本周六 2:00-4:00 进行系统维护。' } } };
export const ByRole: Story = { args: { initial: { title: '会务组通知', content: '请及时审核报名。', targetType: 'ROLE_BASED', roles: ['ORGANIZER'], channels: ['EMAIL', 'SYSTEM'] } } };
export const PickedUsers: Story = { args: { initial: { title: '定向通知', content: '内容', targetType: 'SPECIFIC_USERS', userIds: [3, 8] } } };
export const Scheduled: Story = { args: { initial: { title: '定时通知', content: '内容', timing: 'later', at: '2030-01-01T09:30' } } };
/** Sent empty: every message the server would answer, in its words. */
export const Messages: Story = { args: { checkAtOnce: true, initial: { channels: [], targetType: 'ROLE_BASED', timing: 'later' } } };
export const MessagesEnglish: Story = { ...Messages, globals: { locale: 'en' } };
export const UsersUnavailable: Story = { args: { users: [], usersState: 'error', initial: { targetType: 'SPECIFIC_USERS' } } };
export const Dark: Story = { args: { initial: { targetType: 'SPECIFIC_USERS', userIds: [5] } }, globals: { theme: 'dark' } };
export const EnglishDark: Story = { args: { initial: { targetType: 'ROLE_BASED' } }, globals: { locale: 'en', theme: 'dark' } };
