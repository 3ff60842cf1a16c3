// The meeting settings shell from its real JSON (schemas/screens/meeting-settings.json): the sidebar
// keys of spec 2 §2.2, the meeting title in the header, the website tab inside. The `{meetingId}` of
// the nested screens comes from the mock's ScreenParamsProvider, as the route gives it in the app.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ConsoleScreen } from '../renderers/console';
import settings from '../schemas/screens/meeting-settings.json';
import { withMeetingSettingsApi } from './MeetingSettings.mock';
import { withRouter } from './Site.fixtures';
import { SPEAKERS, withDataApi } from './DataManagement.mock';

const organizer = { username: 'chen_organizer', name: '陈静', role: 'ORGANIZER' };

const meta = {
  title: 'MeetingSettings/Shell',
  component: ConsoleScreen,
  decorators: [withMeetingSettingsApi({ published: true }), withRouter],
  parameters: { route: '/meeting/7/settings?tab=website' },
  args: { config: settings, user: organizer },
} satisfies Meta<typeof ConsoleScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Website: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByTestId('console-heading')).toHaveTextContent('2026 全球开发者大会');
    const keys = [...canvasElement.querySelectorAll('[data-nav]')].map((b) => b.getAttribute('data-nav'));
    // the meeting's content (issue 18) sits beside its website, one click from any section
    await expect(keys).toEqual(['admin-center', 'website', 'news', 'speakers', 'agenda', 'partners', 'documents', 'registration-settings', 'hotel-management', 'user-management', 'payment-review', 'userinfo', 'badge-print']);
    // every section of spec 2 §2.2 is built: none is shown as in development
    await expect(canvasElement.querySelectorAll('[data-nav][data-disabled]').length).toBe(0);
  },
};
/** The meeting's speakers as a section of its settings (issue 18: content within two clicks). */
export const Speakers: Story = {
  parameters: { route: '/meeting/7/settings?tab=speakers' },
  decorators: [withDataApi({ params: { meetingId: '7' } })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(SPEAKERS[0].name)).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-nav="speakers"]')!.getAttribute('aria-current')).toBe('page');
  },
};
export const SpeakersEnglishDark: Story = { ...Speakers, play: undefined, globals: { locale: 'en', theme: 'dark' } };
export const Flows: Story = { parameters: { route: '/meeting/7/settings?tab=registration-settings' } };
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
/** Another organizer's meeting: the server's message instead of the content. */
export const NotFound: Story = { decorators: [withMeetingSettingsApi({ failing: true })] };

const doorStaff = { username: 'door-a', name: '小王', role: 'USER' };
/** A check-in staff account: only the sections its role reaches (participants with the scanner, figures, badges). */
export const CheckinStaff: Story = {
  decorators: [withMeetingSettingsApi({ published: true, staffRoles: ['checkin'] })],
  args: { user: doorStaff },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByTestId('console-heading')).toHaveTextContent('2026 全球开发者大会');
    await waitFor(() => expect([...canvasElement.querySelectorAll('[data-nav]')].map((b) => b.getAttribute('data-nav'))).toEqual(['admin-center', 'user-management', 'userinfo', 'badge-print']));
  },
};
export const CheckinStaffEnglishDark: Story = { ...CheckinStaff, play: undefined, globals: { locale: 'en', theme: 'dark' } };
/** A finance account sees payment review. */
export const FinanceStaff: Story = {
  decorators: [withMeetingSettingsApi({ published: true, staffRoles: ['finance'] })],
  args: { user: doorStaff },
  parameters: { route: '/meeting/7/settings?tab=payment-review' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect([...canvasElement.querySelectorAll('[data-nav]')].map((b) => b.getAttribute('data-nav'))).toEqual(['admin-center', 'user-management', 'payment-review', 'userinfo']));
  },
};
