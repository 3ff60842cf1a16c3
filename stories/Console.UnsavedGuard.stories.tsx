// The way back from a full-screen tool (website editor, registration designer) and the question the
// unsaved-changes guard asks before another screen drops the changes (renderers/console/UnsavedGuard).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BackLink } from '../renderers/console/BackLink';
import { askLeave } from '../renderers/console/UnsavedGuard';
import { ConfirmHost } from '../renderers/console';

function Tool({ dirty }: { dirty: boolean }) {
  return (
    <div className="flex items-center gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <BackLink to="/meeting/7/settings?tab=website" />
      <h1 className="font-semibold">2026 全球开发者大会</h1>
      {dirty && <button type="button" data-testid="ask" onClick={() => void askLeave()} className="ml-auto rounded bg-brand-600 px-3 py-1.5 text-sm text-white">leave</button>}
      <ConfirmHost />
    </div>
  );
}

const meta = { title: 'Console/UnsavedGuard', component: Tool, args: { dirty: false } } satisfies Meta<typeof Tool>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BackToSettings: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('back-to-settings')).toHaveTextContent('返回会议设置');
  },
};
export const BackToSettingsEnglishDark: Story = { globals: { locale: 'en', theme: 'dark' } };
/** What leaving with unsaved changes asks. */
export const AsksBeforeLeaving: Story = {
  args: { dirty: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByTestId('ask'));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByTestId('confirm-dialog')).toHaveTextContent('有未保存的修改，离开将丢失这些修改。确定要离开吗？');
    await userEvent.click(page.getByTestId('confirm-cancel'));
  },
};
export const AsksBeforeLeavingEnglishDark: Story = {
  args: { dirty: true },
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByTestId('ask'));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByTestId('confirm-dialog')).toHaveTextContent('There are unsaved changes');
    await userEvent.click(page.getByTestId('confirm-cancel'));
  },
};
