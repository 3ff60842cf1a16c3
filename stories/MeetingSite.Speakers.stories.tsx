// The `speakers` block: cards from the meeting's speakers, the detail popup, empty state, both themes.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import Speakers from '../renderers/meeting-site/Speakers';
import { withSiteData } from './MeetingSite.fixtures';

const meta = { title: 'MeetingSite/Speakers', component: Speakers, decorators: [withSiteData], args: { title: '演讲嘉宾', columns: 4 } } satisfies Meta<typeof Speakers>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking a speaker opens the detail popup with the chosen fields. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await within(canvasElement).findByText('王晓明'));
    const dialog = await page.findByRole('dialog');
    await expect(within(dialog).getByText('大模型时代的软件工程')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(page.queryByRole('dialog')).toBeNull();
  },
};
export const English: Story = { globals: { locale: 'en' }, args: { title: 'Speakers', showCustomText: true, customText: 'Meet the people on stage.' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const ThreeColumnsChosen: Story = { args: { columns: 3, speakerSource: 'group', speakers: [1, 2, 4], detailFields: ['avatar', 'name', 'company'] } };
/** The public site's empty list: the words only, nothing for the organizer. */
export const Empty: Story = {
  parameters: { siteData: { speakers: [] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无演讲嘉宾')).toBeInTheDocument();
    await expect(within(canvasElement).queryByTestId('manage-speakers')).toBeNull();
  },
};
/** In the website editor an empty list links to where speakers are made (the meeting settings' section). */
export const EmptyInEditor: Story = {
  parameters: { siteData: { speakers: [] }, siteEditing: true },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByTestId('manage-speakers');
    await expect(link).toHaveTextContent('去添加演讲嘉宾');
    await expect(link).toHaveAttribute('href', '/meeting/1/settings?tab=speakers');
  },
};
export const EmptyInEditorEnglishDark: Story = { parameters: { siteData: { speakers: [] }, siteEditing: true }, globals: { theme: 'dark', locale: 'en' } };
export const EmptyDark: Story = { parameters: { siteData: { speakers: [] } }, globals: { theme: 'dark', locale: 'en' } };
