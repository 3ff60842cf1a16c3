// The `partners` block: logo cards (a missing logo shows the name), detail popup, type filter, themes.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import Partners from '../renderers/meeting-site/Partners';
import { withSiteData } from './MeetingSite.fixtures';

const meta = { title: 'MeetingSite/Partners', component: Partners, decorators: [withSiteData], args: { title: '合作伙伴', columns: 6 } } satisfies Meta<typeof Partners>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByTitle('云栖科技'));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByText('技术支持')).toBeInTheDocument();
  },
};
export const English: Story = { globals: { locale: 'en' }, args: { title: 'Partners' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const TechnicalOnly: Story = { args: { partnerSource: 'category', categoryId: 'technical', columns: 3 } };
export const Empty: Story = { parameters: { siteData: { partners: [] } }, globals: { theme: 'dark' } };
/** A partner website stored before links were checked (javascript:) shows as text in the popup, not as a link. */
export const UnsafeWebsite: Story = {
  parameters: { siteData: { partners: [{ id: 9, name: '坏链接公司', type: 'technical', website: 'javascript:alert(1)', status: 'active' }] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByTitle('坏链接公司'));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByText('javascript:alert(1)').closest('a')).toBeNull();
  },
};
/** In the website editor an empty list links to the meeting settings' partners section. */
export const EmptyInEditor: Story = {
  parameters: { siteData: { partners: [] }, siteEditing: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('manage-partners')).toHaveTextContent('去添加合作伙伴');
  },
};
export const EmptyInEditorEnglishDark: Story = { parameters: { siteData: { partners: [] }, siteEditing: true }, globals: { theme: 'dark', locale: 'en' } };
