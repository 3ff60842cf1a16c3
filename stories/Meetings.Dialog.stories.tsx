// The create/edit meeting dialog: the form generated from meeting.x-forms.edit with the screen's
// uiSchema (date-time pickers from yesterday, a 500-character counter, sub-venue cards), save draft.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RecordDialog, crudScreenSchema } from '../renderers/meetings';
import { resolveDefaults } from '../renderers/meetings/values';
import screen from '../schemas/screens/admin/meetings.json';
import { sampleMeetings } from './Meetings.mock';

const dialog = crudScreenSchema.parse(screen).dialog!;
const created = resolveDefaults(dialog.defaults, { username: 'demo-org' });
const existing = sampleMeetings(2)[0];

const meta = {
  title: 'Meetings/Dialog',
  component: RecordDialog,
  args: { config: dialog, mode: 'create', value: created, onClose: () => {}, onSaved: () => {} },
} satisfies Meta<typeof RecordDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new meeting: preparing, starting now, ending 7 days later, the user as manager, one empty sub-venue. */
export const Create: Story = {};

export const Edit: Story = { args: { mode: 'edit', value: existing } };

/** Saving an incomplete form shows the spec's messages under the fields, before any call. */
export const ValidationMessages: Story = {
  args: { value: { ...created, title: '   ', manager: undefined, location: undefined } },
  play: async () => {
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: '保存' }));
    await expect(await body.findByText('会议名称不能为空')).toBeTruthy();
    await expect(body.getByText('会议负责人不能为空')).toBeTruthy();
    await expect(body.getByText('会议地点不能为空')).toBeTruthy();
    await expect(body.getAllByText('请完善分会场信息').length).toBeGreaterThan(0);
  },
};

/** The description counter follows the typing. */
export const DescriptionCounter: Story = {
  args: { mode: 'edit', value: { ...existing, description: '长'.repeat(498) } },
  play: async () => {
    const body = within(document.body);
    await expect(await body.findByText('498 / 500')).toBeTruthy();
  },
};

/** What the server answered under its fields (the order of start and end is checked there). */
export const ServerErrors: Story = {
  args: { mode: 'edit', value: { ...existing, startTime: existing.endTime } },
};

export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { args: { mode: 'edit', value: existing }, globals: { theme: 'dark' } };
