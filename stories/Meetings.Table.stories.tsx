// The meetings table alone: each column's cell kind as the screen JSON declares it (the one table-config
// format: badges, row actions in a last column), and the pager.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CrudTable, SizePager, crudScreenSchema } from '../renderers/meetings';
import { cellSpecs } from '../renderers/meetings/config';
import { resolveColumns } from '../renderers/meetings/columns';
import { getSchema } from '../src/runtime/schemas';
import screen from '../schemas/screens/admin/meetings.json';
import { sampleMeetings } from './Meetings.mock';
import { RowActions } from '../renderers/meetings/RowActions';

const c = crudScreenSchema.parse(screen);
const columns = resolveColumns('meeting', getSchema('meeting'), cellSpecs(c.columns ?? [], c.rowActions, c.texts.actions));
const rows = sampleMeetings(8);

function Table(p: { rows: Record<string, unknown>[]; status: 'loading' | 'empty' | 'error' | null; statusText?: string }) {
  return (
    <div className="rounded-xl bg-white ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <CrudTable entity="meeting" columns={columns} rows={p.rows} rowKey="id" status={p.status} statusText={p.statusText ?? ''}
        renderActions={(row, names) => <RowActions row={row} names={names} actions={c.actions} onRun={() => {}} />} />
      <SizePager page={1} size={10} sizes={c.pagination.sizes} total={p.rows.length} onPage={() => {}} onSize={() => {}} />
    </div>
  );
}

const meta = { title: 'Meetings/Table', component: Table, args: { rows, status: null } } satisfies Meta<typeof Table>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {};
export const Loading: Story = { args: { rows: [], status: 'loading', statusText: '加载中…' } };
export const Empty: Story = { args: { rows: [], status: 'empty', statusText: '暂无会议，点击“新建会议”开始' } };
export const LoadError: Story = { args: { rows: [], status: 'error', statusText: '加载数据失败: 服务器内部错误，请稍后重试' } };
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };

/** Meetings in three zones: each row's times are its own wall clock, labelled ('GMT+1') where the viewer's zone shows another clock. */
const ZONES = ['Asia/Shanghai', 'Europe/Berlin', 'America/Los_Angeles'];
export const OtherZones: Story = { args: { rows: rows.slice(0, 6).map((r, i) => ({ ...r, timeZone: ZONES[i % 3] })) } };
export const OtherZonesEnglishDark: Story = { ...OtherZones, globals: { locale: 'en', theme: 'dark' } };
