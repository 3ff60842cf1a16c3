// The `hero` block with the home page's real props.
import type { Meta, StoryObj } from '@storybook/react-vite';
import Hero from '../renderers/site/Hero';
import { blockProps, withHost } from './Site.fixtures';

const meta = { title: 'Site/Hero', component: Hero, decorators: [withHost], args: blockProps('hero') } satisfies Meta<typeof Hero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {};
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
/** Plain strings work as well as message keys; no buttons, no highlights. */
export const PlainText: Story = { args: { eyebrow: undefined, title: 'Annual Medical Congress 2025', subtitle: 'Chongqing · 12-14 June', primary: undefined, secondary: undefined, highlights: [] } };
