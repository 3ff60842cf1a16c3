// The `article` block: a legal document in numbered sections, lists from "- " lines.
import type { Meta, StoryObj } from '@storybook/react-vite';
import Article from '../renderers/site/Article';
import { blockProps, pages, withHost } from './Site.fixtures';

const meta = { title: 'Site/Article', component: Article, decorators: [withHost], args: blockProps('article', pages.privacy) } satisfies Meta<typeof Article>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PrivacyPolicy: Story = {};
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const CookiePolicy: Story = { args: blockProps('article', pages.cookie) };
export const PlainText: Story = {
  args: { title: 'Venue rules', updated: undefined, intro: undefined, numbered: false, sections: [{ heading: 'Badges', body: 'Wear your badge at all times.\n- Entrance A opens at 8:00\n- Entrance B opens at 8:30' }] },
};
