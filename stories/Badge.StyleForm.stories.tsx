// The style form generated from schemas/badge/style.json: the size and background choices, custom
// sizes shown only for a custom size, and the schema's font-size rule refused before saving.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StyleForm } from '../renderers/badge';
import { badgeDesign } from './Badge.fixtures';

const meta = {
  title: 'Badges/StyleForm',
  component: StyleForm,
  args: { schemaId: 'badge.style', value: badgeDesign().style, uploadPath: '/api/co/badges/meeting/1/background', onChange: fn(), onSave: fn(async () => {}) },
  decorators: [(Story) => <div className="max-w-sm"><Story /></div>],
} satisfies Meta<typeof StyleForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('标准 90×50 mm')).toBeChecked();
    await expect(c.queryByLabelText('自定义宽度（mm）')).toBeNull();
    const size = c.getByLabelText(/字体大小/);
    await userEvent.clear(size);
    await userEvent.type(size, '80');
    await userEvent.click(c.getAllByRole('button', { name: '保存设计' }).at(-1)!);
    await expect(await c.findByText('字体大小范围为 8-72')).toBeTruthy();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
export const Custom: Story = {
  args: { value: badgeDesign({ size: 'custom', customWidth: 100, customHeight: 60, background: 'gradient' }).style },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('自定义宽度（mm）')).toBeTruthy();
    await expect(c.getByText('渐变颜色')).toBeTruthy();
  },
};
export const ImageMissing: Story = {
  args: { value: badgeDesign({ background: 'custom-image' }).style },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert').textContent).toBe('请上传背景图片');
  },
};
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
