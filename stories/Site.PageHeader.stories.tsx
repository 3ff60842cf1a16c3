// The `page-header` block: the contact tab's and the consoles' title band.
import type { Meta, StoryObj } from '@storybook/react-vite';
import PageHeader from '../renderers/site/PageHeader';
import { blockProps, pages, withHost } from './Site.fixtures';

const meta = { title: 'Site/PageHeader', component: PageHeader, decorators: [withHost], args: blockProps('page-header') } satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Contact: Story = {};
export const AdminCenter: Story = { args: blockProps('page-header', pages.adminCenter) };
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
