// The `hero` block with the home page's real props.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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
/** Texts the organizer wrote in both languages: English on the English site, Chinese otherwise and where no English was given. */
const both = { eyebrow: undefined, title: { zh: '年度医学大会', en: 'Annual Medical Congress' }, subtitle: { zh: '重庆 · 6月12-14日' }, primary: undefined, secondary: undefined, highlights: [] } as never;
export const BilingualEnglish: Story = {
  args: both,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Annual Medical Congress');
    await expect(canvasElement).toHaveTextContent('重庆 · 6月12-14日');
  },
};
export const BilingualChineseDark: Story = {
  args: both,
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('年度医学大会');
    await expect(canvasElement).not.toHaveTextContent('Annual');
  },
};
