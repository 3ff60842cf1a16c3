// The `documents` block: collections as cards or a list, search, the popup with the files.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import Documents from '../renderers/meeting-site/Documents';
import { withSiteData } from './MeetingSite.fixtures';

const meta = { title: 'MeetingSite/Documents', component: Documents, decorators: [withSiteData], args: {} } satisfies Meta<typeof Documents>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Cards: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByText('演讲资料'));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(await within(dialog).findByText('开幕致辞.pdf')).toBeInTheDocument();
  },
};
export const List: Story = { args: { viewMode: 'list' } };
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' }, args: { viewMode: 'list' } };
export const Empty: Story = { parameters: { siteData: { documents: [] } } };
/** In the website editor an empty list links to the meeting settings' documents section. */
export const EmptyInEditor: Story = {
  parameters: { siteData: { documents: [] }, siteEditing: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('manage-documents')).toHaveTextContent('去添加文档');
  },
};
export const EmptyInEditorEnglishDark: Story = { parameters: { siteData: { documents: [] }, siteEditing: true }, globals: { theme: 'dark', locale: 'en' } };
