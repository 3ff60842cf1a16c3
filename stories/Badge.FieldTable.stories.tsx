// The badge's field table with the default fields: print order, types, positions; the row buttons
// and the visibility switch hand the row's index to the designer.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FieldTable } from '../renderers/badge';
import { badgeDesign } from './Badge.fixtures';

const meta = {
  title: 'Badges/FieldTable',
  component: FieldTable,
  args: { fields: badgeDesign().fields, selected: 'name', onEdit: fn(), onDelete: fn(), onToggle: fn(), onSelect: fn() },
} satisfies Meta<typeof FieldTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Fields: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const rows = canvasElement.querySelectorAll('tbody tr');
    await expect([...rows].map((r) => r.getAttribute('data-testid'))).toEqual(['badge-row-name', 'badge-row-workplace', 'badge-row-position', 'badge-row-checkinCode']);
    await expect(within(c.getByTestId('badge-row-checkinCode')).getByText('签到二维码', { selector: 'td:nth-child(4)' })).toBeTruthy();
    await userEvent.click(within(c.getByTestId('badge-row-workplace')).getByText('删除'));
    await expect(args.onDelete).toHaveBeenCalledWith(1);
    await userEvent.click(within(c.getByTestId('badge-row-position')).getByRole('switch'));
    await expect(args.onToggle).toHaveBeenCalledWith(2, false);
  },
};
export const Empty: Story = {
  args: { fields: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无字段，请插入字段')).toBeTruthy();
  },
};
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
