// Stat cards in their five tones, in a grid.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatCard, StatGrid } from '../renderers/console';

function Grid() {
  return (
    <StatGrid>
      <StatCard label={{ t: 'console.superAdmin.nav.accounts' }} value={1284} icon="users" tone="brand" hint="+12 this week" />
      <StatCard label="Sent" value={96} icon="check" tone="green" />
      <StatCard label="Pending" value={7} icon="clock" tone="amber" />
      <StatCard label="High priority" value={2} icon="alert" tone="rose" />
      <StatCard label="Templates" value="—" tone="slate" />
    </StatGrid>
  );
}

const meta = { title: 'Console/StatCard', component: StatCard, args: { label: { t: 'console.superAdmin.nav.accounts' }, value: 1284, icon: 'users' } } satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};
export const AllTones: Story = { render: () => <Grid /> };
export const English: Story = { render: () => <Grid />, globals: { locale: 'en' } };
export const Dark: Story = { render: () => <Grid />, globals: { theme: 'dark' } };
