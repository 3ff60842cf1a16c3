// The chart renderer alone: options built from a chart spec and rows (no server), both themes.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChartCard } from '../renderers/chart/ChartCard';
import dashboard from '../schemas/screens/super-admin/dashboard.json';
import { dashboardFixture } from './SuperAdmin.fixtures';
import type { ChartSpec } from '../renderers/chart/config';

const [growth, byStatus, codes] = dashboard.charts as ChartSpec[];
const week = dashboardFixture('week');

const meta = {
  title: 'Chart/ChartCard',
  component: ChartCard,
  args: { spec: growth, answer: week, unit: 'day' },
  decorators: [(Story) => <div className="max-w-3xl"><Story /></div>],
} satisfies Meta<typeof ChartCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {};
export const Pie: Story = { args: { spec: byStatus } };
export const Bar: Story = { args: { spec: codes, answer: dashboardFixture('day'), unit: 'hour' } };
export const Year: Story = { args: { answer: dashboardFixture('year'), unit: 'month' } };
export const Empty: Story = { args: { answer: { series: [], reportsByStatus: [] } } };
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const DarkPie: Story = { args: { spec: byStatus }, globals: { theme: 'dark' } };
