// The organizer's messages to participants: meeting, title, channel, status, how many were reached and
// how the e-mail/SMS copies went; empty, loading, failed; zh and en, light and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ParticipantRecordsView } from '../renderers/notifications/participants/ParticipantRecordsView';
import { participantRecords, participantsConfig } from './Notifications.fixtures';

const meta = {
  title: 'Notifications/ParticipantRecords',
  component: ParticipantRecordsView,
  args: {
    columns: participantsConfig.columns, badges: participantsConfig.badges, rows: participantRecords, state: 'ready',
    page: 1, pageSize: 10, total: participantRecords.length, onPage: fn(), onSend: fn(),
  },
} satisfies Meta<typeof ParticipantRecordsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sent: Story = {};
export const Empty: Story = { args: { rows: [], total: 0 } };
export const Loading: Story = { args: { rows: [], state: 'loading' } };
export const Failed: Story = { args: { rows: [], state: 'error' } };
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const EnglishDark: Story = { globals: { locale: 'en', theme: 'dark' } };
