// The `button` block: the cookie page's settings button, and the other looks.
import type { Meta, StoryObj } from '@storybook/react-vite';
import ButtonBlock from '../renderers/site/ButtonBlock';
import { blockProps, pages, withHost } from './Site.fixtures';

const meta = { title: 'Site/Button', component: ButtonBlock, decorators: [withHost], args: blockProps('button', pages.cookie) } satisfies Meta<typeof ButtonBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking shows "under development" through the host (here: logged). */
export const CookieSettings: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
export const SolidLargeCentered: Story = { args: { text: 'Register now', plain: false, size: 'large', align: 'center', round: true, action: { kind: 'open', dialog: 'register' } } };
export const Danger: Story = { args: { text: 'Cancel registration', type: 'danger' } };
export const Disabled: Story = { args: { text: 'Sold out', type: 'info', disabled: true } };
