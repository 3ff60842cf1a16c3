// The footer's "report an issue" dialog, open. Submitting calls POST /api/reports, so in a story
// without a server it shows the network error message in the box.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ReportIssueDialog } from '../renderers/layout/footer/ReportIssueDialog';

const meta = { title: 'Layout/ReportIssueDialog', component: ReportIssueDialog, args: { open: true, onClose: fn() } } satisfies Meta<typeof ReportIssueDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
