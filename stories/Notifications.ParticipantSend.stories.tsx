// The dialog that messages a meeting's participants: everyone, one ticket type with the count it
// reaches, states, chosen people, Chinese and English texts, scheduled, and every message the server
// would answer (the same schema checks it); zh and en, light and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ParticipantSendDialog } from '../renderers/notifications/participants/ParticipantSendDialog';
import { audienceOptions, meetings, people, preview } from './Notifications.fixtures';

const meta = {
  title: 'Notifications/ParticipantSendDialog',
  component: ParticipantSendDialog,
  args: {
    open: true, schemaId: 'notifications.participantSend', width: 800, meetings, meetingsState: 'ready', options: audienceOptions,
    people, peopleState: 'ready', preview, previewState: 'ready', onSubmit: fn(async () => {}), onClose: fn(), onChange: fn(),
  },
} satisfies Meta<typeof ParticipantSendDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const texts = { title: '会场变更通知', content: '主会场改到B厅，请提前十分钟入场。', titleEn: 'Venue change', contentEn: 'The main hall moved to hall B; please arrive ten minutes early.' };

export const Everyone: Story = { args: { initial: { meetingId: 1, ...texts } } };
export const OneTicketType: Story = { args: { initial: { meetingId: 1, kind: 'ticket', tickets: ['VIP票'], channel: 'EMAIL', ...texts }, preview: { count: 12, withEmail: 10, withPhone: 12, english: 4 } } };
export const ByState: Story = { args: { initial: { meetingId: 1, kind: 'registrationStatus', states: ['awaiting_payment'], title: '请尽快完成支付', content: '您的报名待支付。' } } };
export const ChosenPeople: Story = { args: { initial: { meetingId: 1, kind: 'participants', people: [2], channel: 'SMS', ...texts } } };
export const Scheduled: Story = { args: { initial: { meetingId: 1, ...texts, timing: 'later', at: '2030-01-01T09:30' } } };
export const NobodyMatches: Story = { args: { initial: { meetingId: 1, kind: 'paymentStatus', payments: ['rejected'], ...texts }, preview: { count: 0, withEmail: 0, withPhone: 0, english: 0 } } };
export const Counting: Story = { args: { initial: { meetingId: 1, ...texts }, preview: null, previewState: 'loading' } };
/** Sent empty: every message the server would answer, in its words. */
export const Messages: Story = { args: { checkAtOnce: true, initial: { kind: 'ticket', titleEn: 'Only a title' } } };
export const MessagesEnglish: Story = { ...Messages, globals: { locale: 'en' } };
export const NoMeetings: Story = { args: { meetings: [], meetingsState: 'error', options: null, preview: null, previewState: 'idle' } };
export const Dark: Story = { args: { initial: { meetingId: 1, kind: 'ticket', tickets: ['标准票'], ...texts } }, globals: { theme: 'dark' } };
export const EnglishDark: Story = { args: { initial: { meetingId: 1, kind: 'registrationStatus', ...texts } }, globals: { locale: 'en', theme: 'dark' } };
