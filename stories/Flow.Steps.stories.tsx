// Every step renderer of the registration flow, as the participant (and the designer's preview) sees it.
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pageOf, type Step } from '@shared/designer/steps';
import { STEP_VIEWS } from '../renderers/flow/stepViews';
import FlowForm from '../renderers/flow/form/FlowForm';
import { emptyState, type FlowData, type FlowState } from '../renderers/flow/types';
import { chosen, flowData } from './Flow.fixtures';

function StepStory({ step, state, data = flowData }: { step: Step; state?: FlowState; data?: FlowData }) {
  const [s, setS] = useState<FlowState>(state ?? emptyState(step));
  const View = step === 'form' ? FlowForm : STEP_VIEWS[step];
  return (
    <div className="mx-auto max-w-2xl p-4">
      <View page={pageOf(data.design, step)} data={data} state={{ ...s, step }} update={(p) => setS((x) => ({ ...x, ...p }))} now={Date.now()} onConfigure={() => {}} />
    </div>
  );
}

const meta = { title: 'Flow/Steps', component: StepStory, args: { step: 'chooseRole' } } satisfies Meta<typeof StepStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseRole: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByTestId('identity-delegate'));
    await expect(c.getByTestId('identity-delegate')).toHaveAttribute('aria-checked', 'true');
    await expect(c.getByTestId('identity-student')).toBeDisabled(); // no places left
  },
};
export const ChooseRoleDark: Story = { args: { step: 'chooseRole' }, globals: { theme: 'dark' } };
export const Ticket: Story = {
  args: { step: 'ticket' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('ticket-VIP票')).toHaveTextContent('¥599');
    await expect(c.getByTestId('ticket-学生票')).toBeDisabled();
    // the early-bird window is open: its price, the regular one struck through, and when it ends
    const std = within(c.getByTestId('ticket-标准票'));
    await expect(std.getByTestId('ticket-price')).toHaveTextContent('¥199');
    await expect(std.getByTestId('ticket-regular').tagName).toBe('S');
    await expect(std.getByTestId('ticket-regular')).toHaveTextContent('¥299');
    await expect(std.getByTestId('ticket-early-bird')).toHaveTextContent(/^早鸟价，截至 \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}( \(GMT[+-]\d+(:\d{2})?\))?$/); // the meeting's zone named where the reader's differs
    await expect(c.queryByTestId('ticket-period')).toBeNull(); // no infoDisplay: no period
  },
};
export const TicketEnglishDark: Story = { args: { step: 'ticket' }, globals: { locale: 'en', theme: 'dark' } };
/** After the early-bird window: the regular price alone, nothing struck through. */
const afterEarlyBird: FlowData = { ...flowData, tickets: flowData.tickets!.map((tk) => (tk.discountEnd ? { ...tk, discountStart: tk.saleStart, discountEnd: new Date(Date.now() - 60_000).toISOString() } : tk)) };
export const TicketAfterEarlyBird: Story = {
  args: { step: 'ticket', data: afterEarlyBird },
  play: async ({ canvasElement }) => {
    const std = within(within(canvasElement).getByTestId('ticket-标准票'));
    await expect(std.getByTestId('ticket-price')).toHaveTextContent('¥299');
    await expect(std.queryByTestId('ticket-regular')).toBeNull();
    await expect(std.queryByTestId('ticket-early-bird')).toBeNull();
  },
};
/** At phone width in English and dark: the early-bird card wraps without losing the struck price. */
export const TicketEarlyBirdPhoneEnglishDark: Story = { args: { step: 'ticket' }, globals: { locale: 'en', theme: 'dark', viewport: { value: 'mobile1' } } };
// infoDisplay on: the sale period, no description
const discounted: FlowData = { ...flowData, design: { ...flowData.design, ticketPage: { ...flowData.design.ticketPage, infoDisplay: ['price', 'remain', 'period'] } } };
export const TicketDiscountInfo: Story = {
  args: { step: 'ticket', data: discounted },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(within(c.getByTestId('ticket-标准票')).getByTestId('ticket-early-bird')).toBeTruthy();
    await expect(within(c.getByTestId('ticket-VIP票')).getByTestId('ticket-period')).toHaveTextContent('售卖时间');
    await expect(c.getByTestId('ticket-标准票')).not.toHaveTextContent('含会议资料与午餐');
  },
};
/** The designer's switches: no regular price struck through (showOriginPrice off), the early-bird badge still on. */
const noOrigin: FlowData = { ...flowData, design: { ...flowData.design, ticketPage: { ...flowData.design.ticketPage, showOriginPrice: false, showDiscountPrice: true } } };
export const TicketWithoutOriginPrice: Story = {
  args: { step: 'ticket', data: noOrigin },
  play: async ({ canvasElement }) => {
    const std = within(within(canvasElement).getByTestId('ticket-标准票'));
    await expect(std.getByTestId('ticket-price')).toHaveTextContent('¥199');
    await expect(std.queryByTestId('ticket-regular')).toBeNull();
    await expect(std.getByTestId('ticket-early-bird')).toBeTruthy();
  },
};
/** showDiscountPrice off: the early-bird price with the regular one struck through, no badge. */
const noBadge: FlowData = { ...flowData, design: { ...flowData.design, ticketPage: { ...flowData.design.ticketPage, showOriginPrice: true, showDiscountPrice: false } } };
export const TicketWithoutEarlyBirdBadge: Story = {
  args: { step: 'ticket', data: noBadge },
  play: async ({ canvasElement }) => {
    const std = within(within(canvasElement).getByTestId('ticket-标准票'));
    await expect(std.getByTestId('ticket-regular')).toHaveTextContent('¥299');
    await expect(std.queryByTestId('ticket-early-bird')).toBeNull();
  },
};
export const TicketDiscountInfoEnglishDark: Story = { args: { step: 'ticket', data: discounted }, globals: { locale: 'en', theme: 'dark' } };
export const TicketEmpty: Story = { args: { step: 'ticket', data: { ...flowData, design: { schemaVersion: 1 } } } };
export const SubVenue: Story = { args: { step: 'subVenue', state: { ...emptyState('subVenue'), subVenues: ['B厅'] } } };
export const Hotel: Story = { args: { step: 'hotel', state: chosen } };
export const HotelDarkEnglish: Story = { args: { step: 'hotel', state: chosen }, globals: { theme: 'dark', locale: 'en' } };
export const Form: Story = {
  args: { step: 'form' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByLabelText('发票抬头')).toBeNull();
    await userEvent.click(c.getByRole('radio', { name: '是' }));
    await expect(await c.findByLabelText(/发票抬头/)).toBeInTheDocument();
    await expect(c.queryByTestId('flow-agreement')).toBeNull(); // showAgreement off
  },
};
export const FormFilledDark: Story = {
  args: { step: 'form', state: chosen },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByTestId('file-link')).toHaveTextContent('王小明 个人简历.pdf'),
};
const withAgreement: FlowData = { ...flowData, design: { ...flowData.design, formPage: { ...flowData.design.formPage, showAgreement: true } } };
export const FormAgreement: Story = {
  args: { step: 'form', data: withAgreement },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const box = await c.findByTestId('flow-agree');
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};
export const FormAgreementEnglishDark: Story = { args: { step: 'form', data: withAgreement }, globals: { locale: 'en', theme: 'dark' } };
export const Cart: Story = {
  args: { step: 'cart', state: chosen },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('cart-total')).toHaveTextContent('¥975');
    // an uploaded file shows by the name it was uploaded with, never its stored random name
    await expect(c.getByTestId('cart-answer-resume')).toHaveTextContent('王小明 个人简历.pdf');
  },
};
export const CartEnglish: Story = { args: { step: 'cart', state: chosen }, globals: { locale: 'en' } };
export const Pay: Story = { args: { step: 'pay', state: chosen } };
/** Submitted by bank transfer: the server's account, amount with currency, transfer reference (not the id) and deadline. */
const submitted = {
  id: 41, registrationStatus: 'awaiting_payment', paymentStatus: 'unpaid', paymentMethod: 'bankCard', totalAmount: 975, currency: 'CNY', transferReference: 'H7K2M9QX', paymentDeadline: '2026-12-01T10:00:00.000Z',
  payTo: { bankName: '招商银行上海分行', bankAccount: '6214 8301 0000 1234', accountName: '上海会务有限公司', amountDue: 975, currency: 'CNY', reference: 'H7K2M9QX', deadline: '2026-12-01T10:00:00.000Z' },
};
export const BankTransfer: Story = {
  args: { step: 'bankTransfer', state: { ...chosen, registration: submitted } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('bank-pay-to-reference')).toHaveTextContent('H7K2M9QX');
    await expect(c.getByTestId('bank-pay-to-amount')).toHaveTextContent('¥975');
    await expect(c.getByTestId('bank-pay-to-bankAccount')).toHaveTextContent('6214 8301 0000 1234');
    await expect(c.getByTestId('bank-pay-to-deadline')).toHaveTextContent(/2026年12月1日/);
    await expect(canvasElement.textContent).not.toContain('41');
  },
};
export const BankTransferEnglishDark: Story = { args: { step: 'bankTransfer', state: { ...chosen, registration: { ...submitted, currency: 'USD', payTo: { ...submitted.payTo, currency: 'USD' } } } }, globals: { locale: 'en', theme: 'dark' } };
export const BankTransferDark: Story = { args: { step: 'bankTransfer', state: { ...chosen, proofName: 'proof.png' } }, globals: { theme: 'dark' } };
export const OnSitePay: Story = { args: { step: 'onSitePay', state: { ...chosen, paymentMethod: 'cash' } } };
export const Pending: Story = {
  args: { step: 'pending', state: { ...chosen, registration: { ...submitted, paymentStatus: 'pending' } } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('result-state')).toHaveTextContent('待支付');
    await expect(c.getByTestId('result-reference')).toHaveTextContent('H7K2M9QX');
    await expect(c.getByTestId('result-amount')).toHaveTextContent('¥975');
  },
};
/** A flow with review: submitted, the organizer approves before anything is paid. */
export const PendingReview: Story = {
  args: { step: 'pending', state: { ...chosen, registration: { ...submitted, registrationStatus: 'submitted', payTo: null } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('result-state')).toHaveTextContent('审核中');
    await expect(canvasElement.textContent).toContain('主办方审核通过后会通知您');
  },
};
export const PendingReviewEnglishDark: Story = { ...PendingReview, play: undefined, globals: { locale: 'en', theme: 'dark' } };
export const SuccessOnSite: Story = {
  args: { step: 'success', state: { ...chosen, paymentMethod: 'cash', registration: { ...submitted, paymentMethod: 'cash', paymentStatus: 'pending', payTo: null } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toContain('请在报到时于现场支付 ¥975');
    await expect(within(canvasElement).queryByTestId('result-reference')).toBeNull();
  },
};
/** Nothing was to be paid: confirmed, with no transfer reference or amount to show. */
export const SuccessEnglishDark: Story = {
  args: { step: 'success', state: { ...chosen, registration: { ...submitted, registrationStatus: 'confirmed', paymentStatus: 'paid', totalAmount: 0 } } },
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('result-state')).toHaveTextContent('Confirmed');
    await expect(within(canvasElement).queryByTestId('result-reference')).toBeNull();
    await expect(within(canvasElement).queryByTestId('result-amount')).toBeNull();
  },
};

// A hotel that takes its fee itself (hotel.json paymentMethods): its account on the hotel step, and
// the cart's and pay page's amount without the hotel fee (¥199 ticket, not ¥975), with how to pay it.
const paidToHotel: FlowData = {
  ...flowData,
  hotels: flowData.hotels.map((h) => (h.id === 11 ? { ...h, paymentMethods: ['bankTransfer', 'onArrival'], bankAccountName: '上海滨江酒店有限公司', bankName: '招商银行上海分行', bankAccountNumber: '6225 8888 0000 1234' } : h)),
};
export const HotelPaidToHotel: Story = {
  args: { step: 'hotel', state: chosen, data: paidToHotel },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('hotel-pay-bankTransfer')).toHaveTextContent('账号6225 8888 0000 1234');
    await expect(c.getByTestId('hotel-pay-bankAccountNumber')).toHaveTextContent('6225 8888 0000 1234');
    await expect(c.getByTestId('hotel-pay-onArrival')).toHaveTextContent('到店支付');
    await expect(c.getByTestId('hotel-pay-separate')).toBeInTheDocument();
  },
};
export const CartPaidToHotel: Story = {
  args: { step: 'cart', state: chosen, data: paidToHotel },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByTestId('cart-total')).toHaveTextContent('¥199'),
};
export const PayPaidToHotelEnglishDark: Story = {
  args: { step: 'pay', state: chosen, data: paidToHotel },
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('pay-total')).toHaveTextContent('199');
    await expect(c.getByTestId('hotel-pay-bankTransfer')).toHaveTextContent('Account number6225 8888 0000 1234');
  },
};
