// The `tickets` block: the default flow's live ticket types — early-bird price with its window on the
// meeting's clock, sold out, not yet on sale — and the button that opens the flow; empty states; both themes.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Tickets from '../renderers/meeting-site/Tickets';
import { tickets, withSiteData } from './MeetingSite.fixtures';

const meta = { title: 'MeetingSite/Tickets', component: Tickets, decorators: [withSiteData], args: {} } satisfies Meta<typeof Tickets>;
export default meta;
type Story = StoryObj<typeof meta>;

const cards = async (el: HTMLElement) => within(el).findAllByTestId('ticket-card');

/** Early-bird in force: the early-bird price, the regular one struck through, the window; places left. */
export const EarlyBird: Story = {
  play: async ({ canvasElement }) => {
    const [std] = await cards(canvasElement);
    await expect(within(std).getByTestId('ticket-price')).toHaveTextContent('¥800');
    await expect(within(std).getByTestId('ticket-regular')).toHaveTextContent('原价 ¥1,200');
    await expect(within(std).getByTestId('ticket-early-bird')).toHaveTextContent(/^早鸟时段：\d{4}-\d\d-\d\d \d\d:\d\d.* 至 \d{4}-\d\d-\d\d \d\d:\d\d/);
    await expect(within(std).getByTestId('ticket-status')).toHaveTextContent('剩余 42 张');
    await expect(within(canvasElement).getByTestId('tickets-register')).toHaveAttribute('href', '/meeting/1/register/7');
  },
};
/** Sold out and not yet on sale, each said so. */
export const SoldOut: Story = {
  play: async ({ canvasElement }) => {
    const [, student, late] = await cards(canvasElement);
    await expect(student).toHaveAttribute('data-state', 'soldOut');
    await expect(within(student).getByTestId('ticket-status')).toHaveTextContent('已售罄');
    await expect(within(late).getByTestId('ticket-status')).toHaveTextContent(/开售$/);
  },
};
/** Every ticket sold out: the register button is shown off. */
export const AllSoldOut: Story = {
  parameters: { siteData: { tickets: { ...tickets, tickets: tickets.tickets.map((k) => ({ ...k, state: 'soldOut', remaining: 0 })) } } },
  play: async ({ canvasElement }) => {
    await expect((await cards(canvasElement)).every((c) => c.dataset.state === 'soldOut')).toBe(true);
    await expect(within(canvasElement).queryByTestId('tickets-register')).toBeNull();
  },
};
/** Filled, in English and dark: the English ticket name, the English labels. */
export const EnglishDark: Story = {
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const [std] = await cards(canvasElement);
    await expect(within(std).getByText('Standard')).toBeInTheDocument();
    await expect(within(std).getByText('All three days of keynotes')).toBeInTheDocument();
    await expect(within(std).getByTestId('ticket-early-bird')).toHaveTextContent(/^Early-bird: /);
    await expect(within(canvasElement).getByText('Sold out')).toBeInTheDocument();
  },
};
/** A flow without tickets; a meeting without an open flow. */
export const Empty: Story = {
  parameters: { siteData: { tickets: { ...tickets, tickets: [] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无门票')).toBeInTheDocument();
  },
};
export const NoFlow: Story = {
  parameters: { siteData: { tickets: { flow: null, timeZone: 'Asia/Shanghai', tickets: [] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('报名尚未开放')).toBeInTheDocument();
  },
};
