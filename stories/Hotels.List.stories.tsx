// The hotel cards from their real JSON (schemas/screens/meeting/hotels.json, first tab): figures,
// room types in order with move up/down and toggles, on/off shelf, the empty state and the
// load-failure alert with its reload button.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HotelListScreen } from '../renderers/hotels';
import hotels from '../schemas/screens/meeting/hotels.json';
import { withHotelsApi } from './Hotels.mock';

const config = hotels.items[0].screen;

const meta = {
  title: 'MeetingSettings/Hotels',
  component: HotelListScreen,
  decorators: [withHotelsApi()],
  args: { config },
} satisfies Meta<typeof HotelListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const order = (el: HTMLElement) => [...el.querySelectorAll('article[data-hotel="西湖国宾馆"] li[data-room]')].map((li) => li.getAttribute('data-room'));

export const Hotels: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('西湖国宾馆');
    await expect(order(canvasElement)).toEqual(['湖景大床房', '园景双床房']);
    // the first room type cannot move up, the last one not down (the e2e test moves them for real)
    await expect((canvasElement.querySelector('li[data-room="湖景大床房"] [data-action="up"]') as HTMLButtonElement).disabled).toBe(true);
    await expect((canvasElement.querySelector('li[data-room="园景双床房"] [data-action="down"]') as HTMLButtonElement).disabled).toBe(true);
    await expect((canvasElement.querySelector('li[data-room="园景双床房"] [data-action="up"]') as HTMLButtonElement).disabled).toBe(false);
    // facilities as tags, the off-shelf hotel marked
    await expect(within(canvasElement.querySelector('li[data-room="湖景大床房"]') as HTMLElement).getByText('浴缸')).toBeTruthy();
    await expect(within((await c.findByText('会议中心酒店')).closest('article')!).getByTestId('hotel-status').textContent).toBe('已下架');
    // a hotel without room types says so
    await expect(within((await c.findByText('会议中心酒店')).closest('article')!).getByText('暂无房型配置')).toBeTruthy();
  },
};
export const Empty: Story = {
  decorators: [withHotelsApi({ hotels: [] })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无酒店数据')).toBeTruthy();
  },
};
export const LoadFailed: Story = {
  decorators: [withHotelsApi({ failing: true })],
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert.textContent).toContain('获取酒店数据失败');
    await expect(within(alert).getByText('重新加载')).toBeTruthy();
  },
};
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
