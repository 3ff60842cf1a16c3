// The `venue-map` block: the meeting's location live (or the address given), an address card with the
// open-in-map link when no static map is configured, the map picture when one is; empty; both themes.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import VenueMap from '../renderers/meeting-site/VenueMap';
import { withSiteData } from './MeetingSite.fixtures';

const meta = { title: 'MeetingSite/VenueMap', component: VenueMap, decorators: [withSiteData], args: {} } satisfies Meta<typeof VenueMap>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No map configured: the address card with the meeting's location and the open-in-map link. */
export const AddressCard: Story = {
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByTestId('venue-card');
    await expect(card).toHaveTextContent('上海国际会议中心');
    await expect(within(card).getByTestId('venue-open-map')).toHaveAttribute('href', `https://uri.amap.com/search?keyword=${encodeURIComponent('上海国际会议中心')}`);
    await expect(within(canvasElement).queryByTestId('venue-static-map')).toBeNull();
  },
};
/** A configured static map, the place named above the address. */
export const StaticMap: Story = {
  args: { placeName: '国际会议中心 A 馆', address: '上海市浦东新区滨江大道 2727 号' },
  parameters: { siteData: { map: { staticMapUrl: 'https://maps.example.com/static?q={address}&size={width}x{height}', mapLinkUrl: 'https://maps.example.com/?q={address}' } } },
  play: async ({ canvasElement }) => {
    const img = await within(canvasElement).findByTestId('venue-static-map');
    await expect(img.getAttribute('src')).toBe(`https://maps.example.com/static?q=${encodeURIComponent('上海市浦东新区滨江大道 2727 号')}&size=960x400`);
    await expect(within(canvasElement).getByTestId('venue-card')).toHaveTextContent('国际会议中心 A 馆');
  },
};
export const EnglishDark: Story = {
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Open in map')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('Venue')).toBeInTheDocument();
  },
};
/** A meeting without a location yet. */
export const Empty: Story = {
  parameters: { siteData: { meeting: { title: '新会议' } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('尚未填写会议地点')).toBeInTheDocument();
  },
};
