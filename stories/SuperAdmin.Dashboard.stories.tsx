// The dashboard from its real JSON (schemas/screens/super-admin/dashboard.json) with ECharts.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DashboardScreen } from '../renderers/chart';
import dashboard from '../schemas/screens/super-admin/dashboard.json';
import { withSuperAdminApi } from './SuperAdmin.mock';

const meta = {
  title: 'SuperAdmin/Dashboard',
  component: DashboardScreen,
  decorators: [withSuperAdminApi()],
  args: { config: dashboard },
} satisfies Meta<typeof DashboardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Dashboard: Story = {};
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const LoadFailed: Story = { decorators: [withSuperAdminApi({ failing: true })] };

/** The heart button: 50 hearts float up and are gone after 3 seconds (the numbers come from the JSON). */
export const Hearts: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: '点个赞' }));
    const burst = await page.findByTestId('hearts-burst');
    await expect(burst.querySelectorAll('svg')).toHaveLength(dashboard.hearts.count);
    await waitFor(() => expect(page.queryByTestId('hearts-burst')).toBeNull(), { timeout: dashboard.hearts.ms + 2000 });
  },
};
