// The personal centre (schemas/screens/user-center.json) with a given user: no server needed to look.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { UserCenterScreen } from '../renderers/form/profile/UserCenterScreen';
import config from '../schemas/screens/user-center.json';

const user = {
  id: 7, username: 'zhangsan', role: 'ORGANIZER', status: 'active', name: '张三', gender: '男',
  phone: '13800138000', email: 'zhangsan@example.com', idNumber: '11010519491231002X', organizerId: 3, avatar: null,
};

const meta = {
  title: 'UserCenter/Profile',
  component: UserCenterScreen,
  args: { config, user },
} satisfies Meta<typeof UserCenterScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Profile: Story = {};

/** A fresh account: no name, no group, nothing filled in. */
export const Unassigned: Story = { args: { user: { id: 8, username: 'newbie', role: 'ORGANIZER', organizerId: null } } };

export const EditProfileDialog: Story = { args: { initialDialog: 'edit' } };

export const AvatarDialog: Story = { args: { initialDialog: 'avatar' } };

export const PlaceholderTab: Story = { args: { initialTab: 'help' } };

export const English: Story = { globals: { locale: 'en' } };

export const Dark: Story = { globals: { theme: 'dark' } };
