// The insert-field dialog against the badge mock: the 48 basic fields under their groups (participant
// and registration properties from the schemas, meeting, stay and badge facts), the form fields of the
// meeting's flows read by field id, a field already on the badge shown as inserted.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { InsertFieldDialog } from '../renderers/badge/InsertFieldDialog';
import { badgeDesign } from './Badge.fixtures';
import { BADGE_MEETING, withBadgeApi } from './Badge.mock';

const meta = {
  title: 'Badges/InsertField',
  component: InsertFieldDialog,
  decorators: [withBadgeApi()],
  args: { open: true, path: `/api/co/badges/meeting/${BADGE_MEETING}/fields`, fields: badgeDesign().fields, onInsert: () => {}, onClose: () => {} },
} satisfies Meta<typeof InsertFieldDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async () => {
    const body = within(document.body);
    await body.findByText('基础字段（48）');
    const basic = body.getByTestId('badge-insert-basic');
    await expect([...basic.querySelectorAll('section')].map((g) => g.getAttribute('data-group'))).toEqual(['participant', 'registration', 'meeting', 'stay', 'badge']);
    await expect(basic.querySelectorAll('li')).toHaveLength(48);
    await expect(within(basic).getByText('参会人（19）')).toBeTruthy();
    await expect(within(basic).getByText('会议名称')).toBeTruthy();
    // on the badge already: shown as inserted
    await expect((body.getByTestId('insert-name') as HTMLButtonElement).disabled).toBe(true);
    await expect((body.getByTestId('insert-checkinQr') as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(body.getByText('自定义字段（2）'));
    await expect(body.getByTestId('insert-饮食习惯')).toBeTruthy();
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const body = within(document.body);
    await body.findByText('Basic fields (48)');
    await expect(body.getByText('Custom fields (2)')).toBeTruthy();
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
