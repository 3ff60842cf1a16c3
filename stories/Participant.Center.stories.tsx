// The participant centre (profile and edit) and a meeting's participant entry with the user menu.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ParticipantCenterScreen, ParticipantEntryScreen } from '../renderers/participant-center';
import { ParticipantNotificationBell, ParticipantUserMenu } from '../renderers/participant';
import { ScreenParamsProvider } from '../src/runtime/screenParams';
import { Toaster } from '../renderers/layout/Toaster';
import { withRouter } from './Site.fixtures';
import { withParticipantApi } from './Participant.withApi';
import center from '../schemas/screens/participant-center.json';
import entry from '../schemas/screens/participant-entry.json';

const meta = {
  title: 'Participant/Centre',
  component: ParticipantCenterScreen,
  args: { config: center },
  decorators: [
    (Story) => (<ScreenParamsProvider value={{ meetingId: '1' }}><Toaster /><Story /></ScreenParamsProvider>),
    withRouter,
  ],
} satisfies Meta<typeof ParticipantCenterScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Profile: Story = {
  decorators: [withParticipantApi({ loggedIn: true })],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('张三')).toBeTruthy();
    await expect(await c.findByText('2026 人工智能大会')).toBeTruthy();
  },
};

export const ProfileDarkEnglish: Story = { globals: { theme: 'dark', locale: 'en' }, decorators: [withParticipantApi({ loggedIn: true })] };

export const Entry: Story = { decorators: [withParticipantApi({ loggedIn: true })], render: () => <ParticipantEntryScreen config={entry} /> };

export const EntryGuestDark: Story = {
  globals: { theme: 'dark' },
  decorators: [withParticipantApi({ loggedIn: false })],
  render: () => <ParticipantEntryScreen config={entry} />,
};

export const UserMenuLoggedIn: Story = {
  decorators: [withParticipantApi({ loggedIn: true })],
  render: () => <div className="p-6"><ParticipantUserMenu meetingId={1} /></div>,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByTestId('participant-menu')).toBeTruthy();
    await expect(await c.findByTestId('participant-bell-count')).toBeTruthy();
  },
};

export const UserMenuGuestEnglish: Story = {
  globals: { locale: 'en' },
  decorators: [withParticipantApi({ loggedIn: false })],
  render: () => <div className="p-6"><ParticipantUserMenu meetingId={1} /></div>,
};

// the bell opened: the newest notifications, the count in the button's name, and a close button
// (something to focus in the panel even when it is empty)
export const BellOpen: Story = {
  decorators: [withParticipantApi({ loggedIn: true })],
  render: () => <div className="flex justify-end p-6 pb-64"><ParticipantNotificationBell meetingId={1} /></div>,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const bell = await c.findByRole('button', { name: '通知中心 1' });
    await userEvent.click(bell);
    await expect(await c.findByText('您的报名已审核通过')).toBeTruthy();
    await expect(c.getByRole('button', { name: '关闭通知' })).toBeTruthy();
  },
};
export const BellOpenDarkEnglish: Story = {
  ...BellOpen,
  globals: { theme: 'dark', locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: /1$/ }));
    await expect(await c.findByRole('button', { name: 'Close notifications' })).toBeTruthy();
  },
};
