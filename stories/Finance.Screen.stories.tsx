// Finance in the admin centre from its real JSON (schemas/screens/admin/finance.json): overview
// cards per currency and the records table with the meeting filter filled from the server.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AdminListScreen } from '../renderers/admin-list';
import finance from '../schemas/screens/admin/finance.json';
import { withPaymentsApi } from './Payments.mock';

const meta = {
  title: 'AdminCentre/Finance',
  component: AdminListScreen,
  decorators: [withPaymentsApi()],
  args: { config: finance },
} satisfies Meta<typeof AdminListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Finance: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('王伟');
    await expect(await c.findByText('USD 300 · EUR 0')).toBeTruthy();
    // the meeting filter's options come from /api/co/finance/meetings
    const select = canvasElement.querySelector('select[data-filter="meetingId"]') as HTMLSelectElement;
    await waitFor(() => expect([...select.options].map((o) => o.text)).toContain('人工智能峰会'));
    // participants without a registration are not finance records
    await expect(c.queryByText('杨磊')).toBeNull();
  },
};
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
