// The meeting settings' website section from its real JSON (schemas/screens/meeting/website.json):
// publish switch, status card, PC and mobile links. Calls answered by MeetingSettings.mock.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { WebsiteScreen } from '../renderers/meeting-website';
import website from '../schemas/screens/meeting/website.json';
import { withMeetingSettingsApi } from './MeetingSettings.mock';
import { CallAccessProvider } from '../src/runtime/callAccess';

const meta = {
  title: 'MeetingSettings/Website',
  component: WebsiteScreen,
  decorators: [withMeetingSettingsApi()],
  args: { config: website },
} satisfies Meta<typeof WebsiteScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Draft: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // the links carry {adminId}/p/{meetingId}/{token}; the mobile one adds its suffix
    const links = await c.findAllByRole('textbox');
    await expect((links[0] as HTMLInputElement).value).toMatch(/\/42\/p\/7\/aB3dE9$/);
    await expect((links[1] as HTMLInputElement).value).toMatch(/\/42\/p\/7\/aB3dE9\?device=mobile$/);
    await expect(c.getByText('未发布')).toBeTruthy();
    await userEvent.click(c.getByRole('switch'));
    await expect(await c.findByText('已发布')).toBeTruthy();
  },
};
export const Published: Story = { decorators: [withMeetingSettingsApi({ published: true })] };
export const English: Story = { globals: { locale: 'en' }, decorators: [withMeetingSettingsApi({ published: true })] };
export const Dark: Story = { globals: { theme: 'dark' }, decorators: [withMeetingSettingsApi({ published: true })] };
export const LoadFailed: Story = { decorators: [withMeetingSettingsApi({ failing: true })] };
/** A viewer: the state and links, the switch locked, no editor to open. */
export const ReadOnlyViewer: Story = {
  decorators: [(Story) => <CallAccessProvider refused={['PUT /api/co/meeting/:id/website-status', 'POST /api/website-data/meeting/:meetingId/batch', 'POST /api/co/meeting/:id/generate-preview-token']}><Story /></CallAccessProvider>, withMeetingSettingsApi({ published: true })],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('已发布')).toBeTruthy();
    await expect(c.getByRole('switch')).toBeDisabled();
    await expect(canvasElement.querySelector('[data-action="edit-website"]')).toBeNull();
  },
};

/** The website settings form (meeting.website): saving an address shows the short link; a taken one is named under the field. */
export const WebsiteFormSaves: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const form = await c.findByTestId('website-form');
    const url = within(form).getByLabelText(/网站地址/);
    await userEvent.clear(url);
    await userEvent.type(url, 'taken');
    await userEvent.click(within(form).getByRole('button', { name: '保存网站设置' }));
    await expect(await within(form).findByText('网站地址已被其他会议使用，请换一个')).toBeTruthy();
    await userEvent.clear(url);
    await userEvent.type(url, 'devcon-2026');
    await userEvent.click(within(form).getByRole('button', { name: '保存网站设置' }));
    await expect(await c.findByTestId('link-short')).toBeTruthy();
  },
};
export const WebsiteFormEnglishDark: Story = { globals: { locale: 'en', theme: 'dark' } };
