// The `carousel` block: slides with titles, arrows, indicators; vertical and card looks; empty state.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import Carousel from '../renderers/meeting-site/Carousel';
import { slides, withPage } from './MeetingSite.fixtures';

const meta = { title: 'MeetingSite/Carousel', component: Carousel, decorators: [withPage], args: { images: slides, moduleHeight: 360, autoplay: false } } satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An indicator moves to its slide. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '第 2 张' }));
    await expect(c.getByRole('button', { name: '第 2 张' })).toHaveAttribute('aria-current', 'true');
  },
};
export const English: Story = { globals: { locale: 'en' }, args: { arrowDisplay: 'always' } };
export const Dark: Story = { globals: { theme: 'dark' }, args: { carouselType: 'card' } };
export const Vertical: Story = { args: { direction: 'vertical', indicatorPosition: 'top', arrowDisplay: 'never' } };
export const Autoplay: Story = { args: { autoplay: true, slideInterval: 2 } };
export const Empty: Story = { args: { images: [] } };
export const EmptyDark: Story = { args: { images: [] }, globals: { theme: 'dark', locale: 'en' } };
