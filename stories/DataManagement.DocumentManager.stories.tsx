// The document manager (spec 3 §2.7): breadcrumb, folders first, sizes in B/KB/MB, list or grid,
// batch delete disabled until something is selected; times in the meeting's zone (New York here),
// named where the browser's zone differs.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DocumentManagerScreen } from '../renderers/document-manager';
import { withDataApi } from './DataManagement.mock';
import documentManager from '../schemas/screens/document-manager.json';

const meta = {
  title: 'DataManagement/DocumentManager',
  component: DocumentManagerScreen,
  args: { config: documentManager },
  decorators: [withDataApi({ params: { collectionId: '3' } })],
} satisfies Meta<typeof DocumentManagerScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('5.15 MB')).toBeTruthy();
    await expect((c.getByTestId('doc-batch-delete') as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(c.getByRole('checkbox', { name: '议程.pdf' }));
    await expect((c.getByTestId('doc-batch-delete') as HTMLButtonElement).disabled).toBe(false);
  },
};
export const Grid: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('论文集.docx');
    await userEvent.click(c.getByTestId('doc-view-toggle'));
    await expect(c.getByTestId('doc-grid')).toBeTruthy();
  },
};
export const EnglishDark: Story = { globals: { locale: 'en', theme: 'dark' } };
export const Empty: Story = { decorators: [withDataApi({ empty: true, params: { collectionId: '3' } })] };

/** Times follow the collection's meeting (New York: 03:00 there), not the browser. */
export const MeetingZone: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect((await c.findAllByText(/2026-11-20 03:00/)).length).toBeGreaterThan(0);
  },
};
