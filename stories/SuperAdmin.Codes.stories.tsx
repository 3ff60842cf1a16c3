// The verification-code log from its real JSON (schemas/screens/super-admin/codes.json).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminListScreen } from '../renderers/admin-list';
import codes from '../schemas/screens/super-admin/codes.json';
import { withSuperAdminApi } from './SuperAdmin.mock';

const meta = {
  title: 'SuperAdmin/Codes',
  component: AdminListScreen,
  decorators: [withSuperAdminApi()],
  args: { config: codes },
} satisfies Meta<typeof AdminListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Codes: Story = {};
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
/** A 403: 权限不足，请确认您有超级管理员权限, and no rows. */
export const Forbidden: Story = { decorators: [withSuperAdminApi({ failing: true })] };
