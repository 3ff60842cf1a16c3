// The participant centre (profile and edit) and a meeting's participant entry with the user menu.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ParticipantCenterScreen, ParticipantEntryScreen } from '../renderers/participant-center';
import { ParticipantUserMenu } from '../renderers/participant';
import { ScreenParamsProvider } from '../src/runtime/screenParams';
import { Toaster } from '../renderers/layout/Toaster';
import { withRouter } from './Site.fixtures';
import { withParticipantApi } from './Participant.withApi';

const meta = {
  title: 'Participant/Centre',
  component: ParticipantCenterScreen,
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

export const Entry: Story = { decorators: [withParticipantApi({ loggedIn: true })], render: () => <ParticipantEntryScreen /> };

export const EntryGuestDark: Story = {
  globals: { theme: 'dark' },
  decorators: [withParticipantApi({ loggedIn: false })],
  render: () => <ParticipantEntryScreen />,
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
