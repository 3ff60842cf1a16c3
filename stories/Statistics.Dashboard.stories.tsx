// The data-statistics section from its real JSON: stat cards, finance overview, participant
// distribution (pie, or bars as a saved setting chooses) and the check-in trend with its period switch.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StatisticsScreen } from '../renderers/statistics';
import screen from '../schemas/screens/meeting/statistics.json';
import { withCheckinApi } from './Checkin.mock';

const meta = {
  title: 'Statistics/Dashboard',
  component: StatisticsScreen,
  decorators: [withCheckinApi()],
  args: { config: screen },
} satisfies Meta<typeof StatisticsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Dashboard: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('参会总人数');
    await expect(c.getByText('占已确认 36%')).toBeTruthy();
    await expect(c.getByText('另有 13 个账号未报名、6 个账号的报名已全部取消或过期，未计入参会人数')).toBeTruthy();
    await waitFor(() => expect(canvasElement.querySelector('[data-chart="distribution"] svg')).toBeTruthy());
    await waitFor(() => expect(canvasElement.querySelector('[data-chart="trend"] svg')).toBeTruthy());
    await userEvent.click(canvasElement.querySelector('[data-range="30"]')!);
    await waitFor(() => expect(canvasElement.querySelector('[data-range="30"]')?.getAttribute('aria-checked')).toBe('true'));
  },
};

export const Bars: Story = {
  decorators: [withCheckinApi({ chartType: 'bar' })],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-chart="distribution"]')?.getAttribute('data-chart-type')).toBe('bar'));
  },
};

export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const DarkEnglish: Story = { globals: { theme: 'dark', locale: 'en' } };

/** Some bookings pay their hotel directly: that money stands apart under the organizer's amounts. */
export const HotelPaidAtHotel: Story = {
  decorators: [withCheckinApi({ atHotel: true })],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('到店支付（酒店收取）');
    await expect(canvasElement.querySelector('[data-money="hotelAtHotelAmount"] [data-money-value]')?.textContent).toContain('2,760');
    await expect(c.getByText('3 笔酒店预订直接向酒店付款，不计入以上金额')).toBeTruthy();
    // the organizer's revenue is untouched by it
    await expect(canvasElement.querySelector('[data-money="totalRevenue"] [data-money-value]')?.textContent).toContain('86,420');
  },
};
export const HotelPaidAtHotelDarkEnglish: Story = { ...HotelPaidAtHotel, play: undefined, globals: { theme: 'dark', locale: 'en' } };
