// The hotel's payment-methods dialog (hotel.json x-forms.payment), opened from a hotel card: bank
// transfer without the hotel's account is refused under the field, then saved with it.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HotelListScreen } from '../renderers/hotels';
import hotels from '../schemas/screens/meeting/hotels.json';
import * as mock from './Hotels.mock';

const config = hotels.items[0].screen;

const meta = {
  title: 'MeetingSettings/Hotels/PaymentMethods',
  component: HotelListScreen,
  decorators: [mock.withHotelsApi()],
  args: { config },
} satisfies Meta<typeof HotelListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const text = {
  zh: { open: '支付方式', bank: '银行转账至酒店账户', save: '保存', missing: '收款户名不能为空', name: '收款户名', bankName: '开户银行', number: '银行账号' },
  en: { open: 'Payment', bank: 'Bank transfer to the hotel', save: 'Save', missing: 'Account name is required', name: 'Account name', bankName: 'Bank', number: 'Account number' },
};

const play = (lang: 'zh' | 'en'): Story['play'] => async ({ canvasElement }) => {
  const w = text[lang];
  const c = within(canvasElement.ownerDocument.body);
  const card = (await c.findByText('西湖国宾馆')).closest('article')!;
  await userEvent.click(within(card as HTMLElement).getByRole('button', { name: w.open }));
  const dialog = await c.findByRole('dialog');
  const d = within(dialog);
  // the mock keeps what an earlier story saved: start from bank transfer ticked and the account empty
  const bank = await d.findByLabelText<HTMLInputElement>(w.bank);
  if (!bank.checked) await userEvent.click(bank);
  for (const label of [w.name, w.bankName, w.number]) await userEvent.clear(d.getByLabelText(label));
  await userEvent.click(d.getByRole('button', { name: w.save }));
  await expect(await d.findByText(w.missing)).toBeTruthy();
  // blanks are no account name: the dialog refuses them with the same message before any call
  const calls = mock.paymentCalls;
  await userEvent.type(d.getByLabelText(w.name), '   ');
  await userEvent.type(d.getByLabelText(w.bankName), '中国银行杭州分行');
  await userEvent.type(d.getByLabelText(w.number), '6217 0000 1111 2222');
  await userEvent.click(d.getByRole('button', { name: w.save }));
  await expect(await d.findByText(w.missing)).toBeTruthy();
  await expect(mock.paymentCalls).toBe(calls);
  for (const label of [w.name, w.bankName, w.number]) await userEvent.clear(d.getByLabelText(label));
  await userEvent.type(d.getByLabelText(w.name), '杭州西湖国宾馆有限公司');
  await userEvent.type(d.getByLabelText(w.bankName), '中国银行杭州分行');
  await userEvent.type(d.getByLabelText(w.number), '6217 0000 1111 2222');
  await userEvent.click(d.getByRole('button', { name: w.save }));
  await waitFor(() => expect(mock.lastPayments).toMatchObject({ paymentMethods: ['withRegistration', 'bankTransfer'], bankAccountNumber: '6217 0000 1111 2222' }));
};

export const Chinese: Story = { play: play('zh') };
export const EnglishDark: Story = { globals: { locale: 'en', theme: 'dark' }, play: play('en') };
