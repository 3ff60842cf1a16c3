// The `nav-links` block: the legal pages' top navigation with its back-to-home button.
import type { Meta, StoryObj } from '@storybook/react-vite';
import NavLinks from '../renderers/site/NavLinks';
import { blockProps, pages, withHost } from './Site.fixtures';

const meta = { title: 'Site/NavLinks', component: NavLinks, decorators: [withHost], args: blockProps('nav-links', pages.privacy) } satisfies Meta<typeof NavLinks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The story host says the current path is /privacy-policy, so that link is marked. */
export const LegalPages: Story = {};
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const WithoutBack: Story = { args: { back: undefined } };
