// The `news-list` block: cards with thumbnails (generated when missing), search, the article popup.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import NewsList from '../renderers/meeting-site/NewsList';
import { withSiteData } from './MeetingSite.fixtures';

const meta = { title: 'MeetingSite/NewsList', component: NewsList, decorators: [withSiteData], args: { columns: 2 } } satisfies Meta<typeof NewsList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Searching narrows by title or source; a card opens the article. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('大会议程正式发布');
    await userEvent.type(c.getByRole('searchbox'), '志愿者');
    await expect(c.queryByText('大会议程正式发布')).toBeNull();
    await userEvent.click(c.getByText('志愿者招募'));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog')).toBeInTheDocument();
  },
};
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const ThreeColumnsPlain: Story = { args: { columns: 3, showThumbnail: false, showSearch: false, showSource: false } };
export const Empty: Story = { parameters: { siteData: { news: [] } }, globals: { locale: 'en', theme: 'dark' } };
/** In the website editor an empty list links to the meeting settings' news section. */
export const EmptyInEditor: Story = {
  parameters: { siteData: { news: [] }, siteEditing: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('manage-news')).toHaveTextContent('去添加新闻');
  },
};
export const EmptyInEditorEnglishDark: Story = { parameters: { siteData: { news: [] }, siteEditing: true }, globals: { theme: 'dark', locale: 'en' } };
