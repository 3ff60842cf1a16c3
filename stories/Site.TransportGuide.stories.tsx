// The `transport-guide` block: subway, bus and driving.
import type { Meta, StoryObj } from '@storybook/react-vite';
import TransportGuide from '../renderers/site/TransportGuide';
import { blockProps, withHost } from './Site.fixtures';

const meta = { title: 'Site/TransportGuide', component: TransportGuide, decorators: [withHost], args: blockProps('transport-guide') } satisfies Meta<typeof TransportGuide>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Company: Story = {};
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
