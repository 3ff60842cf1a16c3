// The payment review from its real JSON (schemas/screens/meeting/payments.json): stat cards, the
// bank-transfer/cash filters, approve and reject only on pending rows, proof preview (and its message
// when a row has none), the reject dialog's required reason, the load-failure message.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminListScreen } from '../renderers/admin-list';
import payments from '../schemas/screens/meeting/payments.json';
import { withPaymentsApi } from './Payments.mock';

const meta = {
  title: 'MeetingSettings/Payments',
  component: AdminListScreen,
  decorators: [withPaymentsApi()],
  args: { config: payments },
} satisfies Meta<typeof AdminListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = (el: HTMLElement, name: string) => within(el).getByText(name).closest('tr') as HTMLElement;

export const Payments: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('王伟');
    // review only on pending rows
    await expect(within(row(canvasElement, '王伟')).queryByText('通过')).toBeTruthy();
    await expect(within(row(canvasElement, '李娜')).queryByText('通过')).toBeNull();
    await expect(within(row(canvasElement, '李娜')).queryByText('拒绝')).toBeNull();
    // the method filter offers bank transfer and cash only
    const options = [...(canvasElement.querySelector('select[data-filter="paymentMethod"]') as HTMLSelectElement).options].map((o) => o.value);
    await expect(options).toEqual(['', 'bankCard', 'cash']);
    // a proof is shown as a picture; a row without one says so
    await userEvent.click(within(row(canvasElement, '王伟')).getByText('查看凭证'));
    const image = await within(document.body).findByTestId('image-dialog');
    await expect(image.querySelector('img')).toBeTruthy();
    await userEvent.click(within(image).getByRole('button', { name: '关闭' }));
    await userEvent.click(within(row(canvasElement, '杨磊')).getByText('查看凭证'));
    const none = await within(document.body).findByTestId('image-dialog');
    await expect(within(none).getByText('该用户未上传转账凭证')).toBeTruthy();
    await userEvent.click(within(none).getByRole('button', { name: '关闭' }));
    // reject asks for a reason first
    await userEvent.click(within(row(canvasElement, '王伟')).getByText('拒绝'));
    const dialog = await within(document.body).findByTestId('dialog-form');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await within(dialog).findByText('请选择拒绝原因')).toBeTruthy();
    await userEvent.click(within(dialog).getByLabelText('金额不符'));
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    // the server's answer is toasted (the list's refresh after it is checked end to end in Chromium)
    await waitFor(() => expect(within(document.body).getByText('已拒绝该支付')).toBeTruthy(), { timeout: 4000 });
  },
};
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const LoadFailed: Story = {
  decorators: [withPaymentsApi({ failing: true })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/加载支付数据失败/)).toBeTruthy();
  },
};
