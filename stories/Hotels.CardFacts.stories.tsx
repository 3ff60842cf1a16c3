// A hotel card with further facts: the screen's columns, else the hotel's listed properties (hotel.json x-list) the header does
// not place show under it, labelled from the messages. Here the list is given `description` for the
// story's sake (a property added to x-list shows the same way).
import { useEffect } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HotelListScreen } from '../renderers/hotels';
import { schemas } from '../src/runtime/schemas';
import hotels from '../schemas/screens/meeting/hotels.json';
import { hotelsFixture, withHotelsApi } from './Hotels.mock';

const config = hotels.items[0].screen;

/** Lists `description` among the hotel's x-list while the story shows, then puts the list back. */
const withListedDescription: Decorator = (Story) => {
  const hotel = schemas.hotel;
  const before = hotel['x-list'] as string[];
  if (!before.includes('description')) hotel['x-list'] = [...before, 'description'];
  function Restore() {
    useEffect(() => () => void (hotel['x-list'] = before), []);
    return null;
  }
  return (<><Restore /><Story /></>);
};

const withDescriptions = withHotelsApi({ hotels: hotelsFixture().map((h, i) => ({ ...h, description: i === 0 ? '西湖畔园林式酒店，步行 5 分钟到会场' : null })) });

const meta = {
  title: 'MeetingSettings/Hotels/CardFacts',
  component: HotelListScreen,
  decorators: [withListedDescription, withDescriptions],
  args: { config },
} satisfies Meta<typeof HotelListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Facts: Story = {
  play: async ({ canvasElement }) => {
    const card = (await within(canvasElement).findByText('西湖国宾馆')).closest('article')!;
    const fact = card.querySelector('[data-fact="description"]') as HTMLElement;
    await expect(fact.textContent).toBe('酒店描述西湖畔园林式酒店，步行 5 分钟到会场');
    // a hotel without the value shows no empty fact
    await expect((await within(canvasElement).findByText('会议中心酒店')).closest('article')!.querySelector('[data-testid="hotel-facts"]')).toBeNull();
  },
};
export const FactsEnglishDark: Story = { globals: { locale: 'en', theme: 'dark' } };

/** The screen's own `columns` win over hotel.json's x-list: here it lists none, so no card shows a fact. */
export const ScreenColumns: Story = {
  args: { config: { ...config, columns: [] } },
  play: async ({ canvasElement }) => {
    const card = (await within(canvasElement).findByText('西湖国宾馆')).closest('article')!;
    await expect(card.querySelector('[data-testid="hotel-facts"]')).toBeNull();
  },
};
