// Hotel management's three sub-tabs from the real JSON (schemas/screens/meeting/hotels.json): the
// hotels, the guest list (admin-list with filters and the export button) and the invoice settings.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SubTabsScreen } from '../renderers/sub-tabs';
import hotels from '../schemas/screens/meeting/hotels.json';
import { withHotelsApi } from './Hotels.mock';

const meta = {
  title: 'MeetingSettings/HotelTabs',
  component: SubTabsScreen,
  decorators: [withHotelsApi()],
  args: { config: hotels },
} satisfies Meta<typeof SubTabsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Guests: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect((await c.findAllByRole('tab')).map((t) => t.textContent)).toEqual(['酒店列表', '住客管理', '发票设置']);
    await userEvent.click(c.getByRole('tab', { name: '住客管理' }));
    await expect(await c.findByText('张三')).toBeTruthy();
    await expect(c.getByText('导出')).toBeTruthy();
  },
};
/** Invoice requests: a cancelled registration's request shows its state (withdrawn: not counted, cannot be issued). */
export const InvoiceRequests: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('tab', { name: '发票设置' }));
    await userEvent.click(await c.findByRole('tab', { name: '发票申请' }));
    const row = (await c.findAllByText('王五'))[0].closest('tr')!;
    await expect(within(row).getByText('已取消')).toBeTruthy();
  },
};
export const InvoiceRequestsEnglishDark: Story = { ...InvoiceRequests, play: undefined, globals: { locale: 'en', theme: 'dark' } };
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
