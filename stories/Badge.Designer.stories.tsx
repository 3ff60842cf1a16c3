// The whole badge-print section from its real JSON (schemas/screens/meeting/badges.json): preview,
// field table, style form, the scope (admitted by default, with counts) and the people list with its
// ticks; deleting a field asks first; a save the server refuses shows its message beside the table.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BadgeDesignerScreen } from '../renderers/badge';
import config from '../schemas/screens/meeting/badges.json';
import { codesAsked, withBadgeApi } from './Badge.mock';

const meta = {
  title: 'MeetingSettings/Badges',
  component: BadgeDesignerScreen,
  decorators: [withBadgeApi()],
  args: { config },
} satisfies Meta<typeof BadgeDesignerScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Designer: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByTestId('badge-canvas');
    await expect(c.getByTestId('badge-field-name').textContent).toBe('张三');
    await userEvent.click(await c.findByTestId('badge-person-108'));
    await waitFor(() => expect(c.getByTestId('badge-field-name').textContent).toBe('李华'));
    await expect(codesAsked).toEqual([]);
    // the scope: the admitted registrations by default, counted
    await waitFor(() => expect(c.getByText('全部 3 人')).toBeTruthy());
    await expect((c.getByTestId('badge-scope-state') as HTMLSelectElement).value).toBe('admitted');
    // ticking people offers the selection
    await userEvent.click(c.getByTestId('badge-tick-108'));
    await expect(c.getByText('仅已勾选的 1 人')).toBeTruthy();
    await expect(c.getByTestId('badge-ticked').textContent).toBe('已勾选 1 人');
    // a participant without a check-in code is given one for its QR code
    await userEvent.click(c.getByTestId('badge-person-109'));
    await waitFor(() => expect(c.getByTestId('badge-field-name').textContent).toBe('陈静'));
    await expect(codesAsked).toContain(9);
    await userEvent.click(within(c.getByTestId('badge-row-position')).getByText('删除'));
    const body = within(document.body);
    await userEvent.click(await body.findByTestId('confirm-ok'));
    await waitFor(() => expect(c.queryByTestId('badge-row-position')).toBeNull());
    await expect(c.getByTestId('badge-dirty')).toBeTruthy();
  },
};
export const SaveRefused: Story = {
  decorators: [withBadgeApi({ refuse: true })],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByText('保存设计', { selector: '[data-action="save-design"]' }));
    // beside the table, under the field's display name (and as a toast)
    const alerts = await c.findAllByRole('alert');
    await expect(alerts.some((a) => a.tagName === 'UL' && a.textContent === '工作单位: 字段名称已存在，请使用其他名称')).toBe(true);
  },
};
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
