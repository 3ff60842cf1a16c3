// The `page-header` block: the contact tab's and the consoles' title band.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import PageHeader from '../renderers/site/PageHeader';
import { blockProps, pages, withHost } from './Site.fixtures';

const meta = { title: 'Site/PageHeader', component: PageHeader, decorators: [withHost], args: blockProps('page-header') } satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Contact: Story = {
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeInTheDocument(),
};
/** Inside the admin centre's console, whose header holds the page's h1: the band's title is an h2. */
export const AdminCenter: Story = {
  args: blockProps('page-header', pages.adminCenter),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('heading', { level: 1 })).toBeNull();
  },
};
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
