// The `feature-grid` block: the home page's six feature cards.
import type { Meta, StoryObj } from '@storybook/react-vite';
import FeatureGrid from '../renderers/site/FeatureGrid';
import { blockProps, withHost } from './Site.fixtures';

const home = blockProps('feature-grid');
const meta = { title: 'Site/FeatureGrid', component: FeatureGrid, decorators: [withHost], args: home } satisfies Meta<typeof FeatureGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SixFeatures: Story = {};
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const TwoColumns: Story = { args: { columns: 2, items: home.items.slice(0, 4) } };
