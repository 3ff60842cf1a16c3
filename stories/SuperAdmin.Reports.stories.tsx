// The report desk from its real JSON (schemas/screens/super-admin/reports.json): stat cards,
// filters, selection with the batch bar, view / edit / delete.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AdminListScreen } from '../renderers/admin-list';
import reports from '../schemas/screens/super-admin/reports.json';
import { withSuperAdminApi } from './SuperAdmin.mock';

const meta = {
  title: 'SuperAdmin/Reports',
  component: AdminListScreen,
  decorators: [withSuperAdminApi()],
  args: { config: reports },
} satisfies Meta<typeof AdminListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Reports: Story = {
  play: async ({ canvasElement }) => {
    // the description is cut to 50 characters with an ellipsis
    const [cell] = await within(canvasElement).findAllByText(/^会议报名页面加载缓慢.*\.\.\.$/);
    await expect([...(cell.textContent ?? '')].length).toBe(53);
  },
};
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const LoadFailed: Story = { decorators: [withSuperAdminApi({ failing: true })] };
