// The upload buttons' progress (site editor images and slides, hotel images): the percent in the
// button's words (上传中 42%) and a thin progress bar, as the HTTP client reports bytes leaving.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UploadBar, UploadingText } from '../renderers/files/UploadProgress';

function Uploading({ percent }: { percent: number | null }) {
  return (
    <div className="flex w-72 flex-col gap-2 rounded-xl bg-white p-4 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <button type="button" disabled className="rounded-lg bg-brand-600 px-3 py-1.5 text-sm text-white disabled:opacity-50">
        <UploadingText percent={percent} />
      </button>
      <UploadBar percent={percent} />
    </div>
  );
}

const meta = { title: 'Files/UploadProgress', component: Uploading, args: { percent: 42 } } satisfies Meta<typeof Uploading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Halfway: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('upload-progress-text')).toHaveTextContent('上传中 42%');
    await expect(c.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
  },
};
export const Starting: Story = { args: { percent: 0 } };
export const AlmostDoneEnglish: Story = {
  args: { percent: 97 },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('upload-progress-text')).toHaveTextContent('Uploading 97%');
  },
};
export const HalfwayDark: Story = { globals: { theme: 'dark' } };
export const HalfwayDarkEnglish: Story = { globals: { theme: 'dark', locale: 'en' } };
