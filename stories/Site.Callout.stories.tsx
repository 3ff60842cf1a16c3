// The `callout` block: the consoles' welcome card (user values bound by the page; given here).
import type { Meta, StoryObj } from '@storybook/react-vite';
import Callout from '../renderers/site/Callout';
import { bindProps } from '../renderers/site';
import { blockProps, pages, withHost } from './Site.fixtures';

const user = { username: 'chen_organizer', name: '陈静', role: 'ORGANIZER' };
const meta = {
  title: 'Site/Callout',
  component: Callout,
  decorators: [withHost],
  args: bindProps(blockProps('callout', pages.adminCenter), { user }),
} satisfies Meta<typeof Callout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AdminWelcome: Story = {};
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Warning: Story = { args: { tone: 'warning', icon: 'alert', title: 'Registration closes tomorrow', body: 'Places left: 12', facts: [] } };
