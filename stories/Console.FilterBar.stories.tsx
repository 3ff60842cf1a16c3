// The filter bar: debounced search, selects, a date and a date range, refresh; the value shown below.
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FilterBar, type FilterField } from '../renderers/console';

const fields: FilterField[] = [
  { name: 'search', kind: 'search', label: { t: 'fields.codes.search' }, placeholder: 'username / e-mail' },
  { name: 'status', kind: 'select', label: { t: 'fields.user.status' }, options: [{ value: 'active', label: { t: 'form.enum.user.status.active' } }, { value: 'disabled', label: { t: 'form.enum.user.status.disabled' } }] },
  { name: 'role', kind: 'select', label: { t: 'fields.user.role' }, options: [{ value: 'ORGANIZER', label: { t: 'nav.roles.ORGANIZER' } }, { value: 'ADMIN', label: { t: 'nav.roles.ADMIN' } }] },
  { name: 'day', kind: 'date', label: { t: 'fields.codes.startDate' } },
  { name: 'range', kind: 'dateRange', label: { t: 'fields.verificationCode.sendTime' }, names: ['startDate', 'endDate'] },
];

function Demo({ initial = {} }: { initial?: Record<string, unknown> }) {
  const [value, setValue] = useState<Record<string, unknown>>(initial);
  const [refreshed, setRefreshed] = useState(0);
  return (
    <div className="space-y-4">
      <FilterBar fields={fields} value={value} onChange={setValue} onRefresh={() => setRefreshed((n) => n + 1)} />
      <pre className="rounded bg-slate-100 p-3 text-xs dark:bg-slate-800">{JSON.stringify({ value, refreshed })}</pre>
    </div>
  );
}

const meta = { title: 'Console/FilterBar', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { initial: { search: 'chen', status: 'active', startDate: '2024-01-01', endDate: '2024-01-31' } } };
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
