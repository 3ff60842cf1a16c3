// The payment review from its real JSON (schemas/screens/meeting/payments.json): stat cards, the
// bank-transfer/cash filters, approve and reject only on pending rows, proof preview (a PDF inline, and
// its message when a row has none), the reject dialog's required reason, amounts with their currency,
// the registration state in its lifecycle colour, the organizer's lifecycle actions offered by state
// (approve a reviewed registration, confirm, mark paid, cancel with a reason, restore) and the history
// of what happened, the load-failure message.
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

const openMore = async (el: HTMLElement, name: string) => {
  await userEvent.click(within(row(el, name)).getByTestId('row-more'));
  return within(await within(document.body).findByTestId('row-more-menu'));
};
const menuKeys = async (el: HTMLElement, name: string) => {
  const menu = await openMore(el, name);
  const keys = menu.getAllByRole('menuitem').map((b) => b.getAttribute('data-action'));
  await userEvent.keyboard('{Escape}');
  return keys;
};

/** Amounts name their currency; the registration state is drawn in its lifecycle colour; the transfer reference shows. */
export const StatesAndMoney: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('王伟');
    const cell = (name: string, col: string) => row(canvasElement, name).querySelector(`[data-col="${col}"]`)!;
    await expect(cell('王伟', 'totalAmount').textContent).toBe('¥975');
    await expect(cell('王伟', 'registrationFee').textContent).toBe('¥199');
    await expect(cell('王伟', 'transferReference').textContent).toBe('PAY2300X');
    await expect(cell('王伟', 'registrationStatus').textContent).toBe('待支付');
    await expect(cell('李娜', 'registrationStatus').textContent).toBe('已确认');
    await expect(cell('孙浩', 'registrationStatus').textContent).toBe('审核中');
    await expect(cell('周婷', 'registrationStatus').textContent).toBe('已过期');
    await expect(cell('杨磊', 'registrationStatus').textContent).toBe('未报名');
    await expect(cell('周婷', 'registrationStatus').querySelector('span')!.className).toContain('bg-rose-50');
    // the cards' sums name their currencies
    await expect(c.getByText('待审核金额 ¥1,773 · US$120')).toBeTruthy();
  },
};

/** A PDF proof shows inline in a frame; the payment detail links the proof instead of printing its signed URL. */
export const PdfProof: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('陈静');
    await userEvent.click(within(row(canvasElement, '陈静')).getByText('查看凭证'));
    const dialog = await within(document.body).findByTestId('image-dialog');
    const frame = within(dialog).getByTestId('pdf-preview') as HTMLIFrameElement;
    await expect(frame.getAttribute('src')).toMatch(/\.pdf\?exp=/);
    await expect(dialog.querySelector('img')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await userEvent.click(within(row(canvasElement, '陈静')).getByText('详情'));
    const detail = await within(document.body).findByTestId('detail-dialog');
    await expect(within(detail).getByTestId('file-link').textContent).toBe('查看附件 (PDF)');
    await expect(detail.textContent).not.toContain('sig=');
    await expect(detail.querySelector('[data-field="totalAmount"]')!.textContent).toBe('¥199');
  },
};
export const PdfProofEnglishDark: Story = {
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('陈静');
    await userEvent.click(within(row(canvasElement, '陈静')).getByText('View proof'));
    await expect(within(await within(document.body).findByTestId('image-dialog')).getByTestId('pdf-preview')).toBeTruthy();
  },
};

/** Each row offers only the lifecycle's moves from its state. */
export const ActionsByState: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('王伟');
    await expect(await menuKeys(canvasElement, '孙浩')).toEqual(['approveRegistration', 'confirmRegistration', 'cancelRegistration', 'events']);
    await expect(await menuKeys(canvasElement, '王伟')).toEqual(['confirmRegistration', 'markPaid', 'cancelRegistration', 'events']);
    await expect(await menuKeys(canvasElement, '李娜')).toEqual(['cancelRegistration', 'events']);
    await expect(await menuKeys(canvasElement, '周婷')).toEqual(['restoreRegistration', 'events']);
    // no registration: nothing to move
    await expect(within(row(canvasElement, '杨磊')).queryByTestId('row-more')).toBeNull();
    // review of a proof only while awaiting payment with a proof pending
    await expect(within(row(canvasElement, '孙浩')).queryByTestId('row-approve')).toBeNull();
  },
};

/** Approving a reviewed registration: confirmed first, the server's message, the move in its history. */
export const ApproveRegistration: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('孙浩');
    const menu = await openMore(canvasElement, '孙浩');
    await userEvent.click(menu.getByText('通过报名审核'));
    await userEvent.click(await within(document.body).findByTestId('confirm-ok'));
    // the row's refresh after it is checked end to end in Chromium (stories keep no shared list cache)
    await waitFor(() => expect(within(document.body).getByText('报名已审核通过')).toBeTruthy());
    await userEvent.click((await openMore(canvasElement, '孙浩')).getByText('处理记录'));
    const history = await within(document.body).findByTestId('list-dialog');
    await waitFor(() => expect(history.textContent).toContain('通过报名审核'));
    await expect(history.textContent).toContain('演示会务组');
  },
};

/** Cancelling asks for the reason the participant will read; without one the form says so. */
export const CancelWithReason: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('李娜');
    await userEvent.click((await openMore(canvasElement, '李娜')).getByText('取消报名'));
    const dialog = within(await within(document.body).findByTestId('dialog-form'));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText('请填写原因')).toBeTruthy();
    await userEvent.type(dialog.getByLabelText(/原因/), '重复报名');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(within(document.body).getByText('报名已取消')).toBeTruthy());
  },
};

/** Marking paid on site names how the money came. */
export const MarkPaid: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('刘洋');
    await userEvent.click((await openMore(canvasElement, '刘洋')).getByText('标记已支付'));
    const dialog = within(await within(document.body).findByTestId('dialog-form'));
    await userEvent.click(dialog.getByLabelText('现场支付'));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(within(document.body).getByText('已标记为已支付，报名已确认')).toBeTruthy());
  },
};

export const RestoreExpired: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('周婷');
    await userEvent.click((await openMore(canvasElement, '周婷')).getByText('恢复报名'));
    await userEvent.click(await within(document.body).findByTestId('confirm-ok'));
    await waitFor(() => expect(within(document.body).getByText('报名已恢复')).toBeTruthy());
  },
};
export const ActionsEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('孙浩');
    const menu = await openMore(canvasElement, '孙浩');
    await expect(menu.getByText('Approve registration')).toBeTruthy();
    await expect(row(canvasElement, '孙浩').querySelector('[data-col="registrationStatus"]')!.textContent).toBe('Under review');
  },
};
export const LoadFailed: Story = {
  decorators: [withPaymentsApi({ failing: true })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/加载支付数据失败/)).toBeTruthy();
  },
};
/** No rows at all: the table says so and a warning names the likely causes (spec 2 §5). */
export const EmptyWarns: Story = {
  decorators: [withPaymentsApi({ empty: true })],
  play: async () => {
    await expect((await within(document.body).findAllByText('未找到用户数据，请检查会议ID或用户权限')).length).toBeGreaterThan(0);
  },
};
/** An answer without its list cannot be shown: said so (spec 2 §5), not drawn as an empty list. */
export const MisshapenAnswer: Story = {
  decorators: [withPaymentsApi({ misshapen: true })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('数据处理失败，请刷新页面重试')).toBeTruthy();
  },
};
export const MisshapenAnswerEnglishDark: Story = { decorators: [withPaymentsApi({ misshapen: true })], globals: { locale: 'en', theme: 'dark' } };
