// The super admin's notification management (schemas/screens/super-admin/notifications.json) as a
// view fed with sample data: statistics, template cards, the records table, empty and error states.
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CenterView, type CenterViewProps } from '../renderers/notifications/center/CenterView';
import { RecordDetail } from '../renderers/notifications/center/RecordDetail';
import { centerConfig, records, stats, templates } from './Notifications.fixtures';

function Stateful(p: CenterViewProps) {
  const [tab, setTab] = useState(p.tab);
  const [tf, setTf] = useState(p.templateFilters);
  const [rf, setRf] = useState(p.recordFilters);
  return <CenterView {...p} tab={tab} onTab={setTab} templateFilters={tf} onTemplateFilters={setTf} recordFilters={rf} onRecordFilters={setRf} />;
}

const meta = {
  title: 'Notifications/Center',
  component: Stateful,
  args: {
    config: centerConfig, stats, tab: 'templates', onTab: fn(),
    templateFilters: {}, onTemplateFilters: fn(), templates: { items: templates, state: 'ready' },
    recordFilters: {}, onRecordFilters: fn(), records: { items: records, state: 'ready' },
    onRefresh: fn(), onSend: fn(), onNewTemplate: fn(), onEditTemplate: fn(), onDeleteTemplate: fn(), onViewRecord: fn(), onDeleteRecord: fn(),
  },
  decorators: [(Story) => <div className="mx-auto max-w-6xl p-4"><Story /></div>],
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Templates: Story = {};
export const Records: Story = { args: { tab: 'records' } };
export const RecordsEnglish: Story = { args: { tab: 'records' }, globals: { locale: 'en' } };
export const RecordsDark: Story = { args: { tab: 'records' }, globals: { theme: 'dark' } };
export const TemplatesEnglishDark: Story = { globals: { locale: 'en', theme: 'dark' } };
/** A statistics failure shows zeros; no templates yet. */
export const Empty: Story = { args: { stats: {}, templates: { items: [], state: 'ready' } } };
export const TemplatesFailed: Story = { args: { templates: { items: [], state: 'error', errorText: '加载模板失败' } } };
export const RecordsFailed: Story = { args: { tab: 'records', records: { items: [], state: 'error', errorText: '加载记录失败: 网络连接失败，请检查网络设置' } } };
export const Loading: Story = { args: { tab: 'records', records: { items: [], state: 'loading' } } };

/** The view dialog of one record. */
export const RecordDetails: StoryObj<typeof RecordDetail> = {
  render: () => <RecordDetail entity="notificationRecord" fields={centerConfig.records.detail} record={records[2]} onClose={fn()} />,
};
export const RecordDetailsScheduledEnglish: StoryObj<typeof RecordDetail> = {
  render: () => <RecordDetail entity="notificationRecord" fields={centerConfig.records.detail} record={records[4]} onClose={fn()} />,
  globals: { locale: 'en' },
};
