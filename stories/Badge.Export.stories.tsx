// The export's controls in each state: idle (all of the scope, or the ticked ones), counting badges
// with a progress bar and a cancel button, cancelled part way, done.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExportControls } from '../renderers/badge/ExportBar';

const meta = {
  title: 'Badges/Export',
  component: ExportControls,
  args: {
    state: { phase: 'idle' }, count: 1996, selectedCount: 0, onlySelected: false,
    onOnlySelected: fn(), onCurrent: fn(), onZip: fn(), onPdf: fn(), onCancel: fn(),
  },
} satisfies Meta<typeof ExportControls>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('全部 1996 人')).toBeTruthy();
    // nothing ticked: the selection cannot be chosen
    await expect((c.getByRole('radio', { name: '仅已勾选的 0 人' }) as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(c.getByText('导出打印 PDF'));
    await expect(args.onPdf).toHaveBeenCalled();
    await expect(c.queryByRole('progressbar')).toBeNull();
  },
};
export const Ticked: Story = { args: { selectedCount: 12, onlySelected: true } };
export const Progress: Story = {
  args: { state: { phase: 'running', done: 480, total: 1996 } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('badge-export-count').textContent).toBe('正在导出 480/1996');
    await expect(c.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('24');
    await expect((c.getByText('导出打印 PDF') as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(c.getByText('取消导出'));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};
export const Cancelling: Story = { args: { state: { phase: 'running', done: 480, total: 1996, stopping: true } } };
export const Cancelled: Story = {
  args: { state: { phase: 'cancelled', done: 480, total: 1996 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('已取消导出（已完成 480/1996）')).toBeTruthy();
  },
};
export const Done: Story = {
  args: { state: { phase: 'done', count: 1996 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('已导出 1996 张胸卡')).toBeTruthy();
  },
};
export const ProgressEnglish: Story = {
  args: { state: { phase: 'running', done: 480, total: 1996 } },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('badge-export-count').textContent).toBe('Exporting 480/1996');
  },
};
export const CancelledEnglish: Story = { args: { state: { phase: 'cancelled', done: 480, total: 1996 } }, globals: { locale: 'en' } };
export const ProgressDark: Story = { args: { state: { phase: 'running', done: 480, total: 1996 } }, globals: { theme: 'dark' } };
export const DoneDark: Story = { args: { state: { phase: 'done', count: 1996 } }, globals: { theme: 'dark' } };
