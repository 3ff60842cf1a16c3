// An export built on the server in each state: queued, running with its percentage, done with the
// download link and its size, failed with the reason and a way to start again; English and dark too.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExportJobStatus } from '../renderers/exports/ExportJobStatus';
import { ExportControls } from '../renderers/badge/ExportBar';

const base = { id: 7, kind: 'badges-pdf' as const, done: 0, total: 10000 };

const meta = {
  title: 'Exports/JobStatus',
  component: ExportJobStatus,
  args: { job: { ...base, status: 'queued' }, onRetry: fn() },
} satisfies Meta<typeof ExportJobStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Queued: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('排队中…')).toBeTruthy();
  },
};
export const Running: Story = {
  args: { job: { ...base, status: 'running', done: 4200 } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('export-job-progress').textContent).toBe('服务器正在生成 4200/10000（42%）');
    await expect(c.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('42');
  },
};
export const Done: Story = {
  args: { job: { ...base, status: 'done', done: 10000, pages: 1000, size: 157286400, url: '/api/co/exports/files/7/a.pdf/badges-12.pdf?exp=1&sig=x', fileName: 'badges-12.pdf' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('已生成 10000 张胸卡，共 1000 页（150.00 MB）')).toBeTruthy();
    await expect(c.getByRole('link', { name: '下载' }).getAttribute('href')).toContain('/api/co/exports/files/7/');
  },
};
export const DoneRows: Story = {
  args: { job: { ...base, kind: 'participants-xlsx', status: 'done', done: 2000, total: 0, size: 524288, url: '/x.xlsx' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('已生成 2000 行（512.00 KB）')).toBeTruthy();
  },
};
export const Failed: Story = {
  args: { job: { ...base, status: 'failed', done: 300, errorKey: 'exports.job.errors.draw' } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert').textContent).toBe('生成失败：胸卡绘制失败，请检查胸卡设计后重试');
    await userEvent.click(c.getByText('重新生成'));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const RunningEnglish: Story = {
  args: { job: { ...base, status: 'running', done: 4200 } },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('export-job-progress').textContent).toBe('The server is building it: 4200/10000 (42%)');
  },
};
export const RunningDark: Story = { args: { job: { ...base, status: 'running', done: 4200 } }, globals: { theme: 'dark' } };
export const DoneDark: Story = { args: Done.args, globals: { theme: 'dark' } };
export const FailedDark: Story = { args: Failed.args, globals: { theme: 'dark' } };

/** the badge export bar while the server builds its PDF: the PDF button waits, the others stay */
export const InExportBar: Story = {
  render: () => (
    <ExportControls state={{ phase: 'idle' }} count={10000} selectedCount={0} onlySelected={false} onOnlySelected={fn()} onCurrent={fn()} onZip={fn()} onPdf={fn()} onCancel={fn()}
      job={{ ...base, status: 'running', done: 2500 }} />
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect((c.getByText('导出打印 PDF') as HTMLButtonElement).disabled).toBe(true);
    await expect((c.getByText('导出全部胸卡') as HTMLButtonElement).disabled).toBe(false);
    await expect(c.getByTestId('export-job-progress').textContent).toBe('服务器正在生成 2500/10000（25%）');
  },
};

/** unsaved changes: the server prints the saved design, so the bar says to save first */
export const UnsavedDesign: Story = {
  render: () => (
    <ExportControls state={{ phase: 'idle' }} count={10000} selectedCount={0} onlySelected={false} onOnlySelected={fn()} onCurrent={fn()} onZip={fn()} onPdf={fn()} onCancel={fn()} unsaved />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('export-saved-design').textContent).toBe('打印 PDF 由服务器按已保存的设计生成：请先保存修改');
  },
};
