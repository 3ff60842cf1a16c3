// The meeting's time zone in its dialog form (x-widget "timeZone", renderers/form/theme/timezone.tsx): every IANA
// zone the browser knows with its offset now; an unknown zone refused with the field's label (issue 18).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SchemaForm } from '../renderers/form/SchemaForm';
import { TimeZoneWidget } from '../renderers/form/theme/timezone';

const meeting = {
  title: '2027 全球开发者大会', type: 'international', status: 'preparing', manager: '张经理', location: '柏林会展中心',
  startTime: '2027-03-27 09:00:00', endTime: '2027-03-29 18:00:00', subVenues: [{ name: 'A厅', capacity: 300 }],
};

const meta = {
  title: 'Form/TimeZone',
  component: SchemaForm,
  args: { schemaId: 'meeting.update', value: { ...meeting, timeZone: 'Asia/Shanghai' }, uiSchema: { timeZone: { 'ui:widget': TimeZoneWidget } }, onSubmit: () => undefined, onCancel: () => undefined },
  decorators: [(Story) => <div className="max-w-lg"><Story /></div>],
} satisfies Meta<typeof SchemaForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Shanghai: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText('时区') as HTMLSelectElement;
    await expect(select.value).toBe('Asia/Shanghai');
    await expect(select.selectedOptions[0].textContent).toBe('Asia/Shanghai (GMT+8)');
  },
};

export const BerlinEnglish: Story = { args: { value: { ...meeting, timeZone: 'Europe/Berlin' } }, globals: { locale: 'en' } };

export const LosAngelesDark: Story = { args: { value: { ...meeting, timeZone: 'America/Los_Angeles' } }, globals: { theme: 'dark' } };

/** The server's refusal of a zone it does not know, under the field. */
export const UnknownZone: Story = {
  args: { value: { ...meeting, timeZone: 'Mars/Olympus' }, serverErrors: [{ path: '/timeZone', message: '时区不是有效的时区，请选择一个 IANA 时区（如 Asia/Shanghai）' }] },
};
