// The footer as a view with the real shell.json config.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FooterView } from '../renderers/layout/footer/FooterView';
import type { FooterConfig } from '../renderers/layout/footer/types';
import shell from '../schemas/screens/shell.json';

const meta = {
  title: 'Layout/Footer',
  component: FooterView,
  args: { config: shell.footer as FooterConfig, brand: shell.navbar.brand, onNavigate: fn(), onReport: fn() },
} satisfies Meta<typeof FooterView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Platform: Story = {};
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
