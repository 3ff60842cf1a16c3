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
    await expect(c.queryByTestId('ticket-saved')).toBeNull(); // showDiscountPrice off
    await expect(c.queryByTestId('ticket-period')).toBeNull(); // no infoDisplay: no period
  },
};
export const TicketEnglishDark: Story = { args: { step: 'ticket' }, globals: { locale: 'en', theme: 'dark' } };
// showDiscountPrice and infoDisplay on: the saving against the standard column, the sale period, no description
const discounted: FlowData = { ...flowData, design: { ...flowData.design, ticketPage: { ...flowData.design.ticketPage, showDiscountPrice: true, infoDisplay: ['price', 'remain', 'period'] } } };
export const TicketDiscountInfo: Story = {
  args: { step: 'ticket', data: discounted },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(within(c.getByTestId('ticket-标准票')).getByTestId('ticket-saved')).toHaveTextContent('立省 ¥100');
    await expect(within(c.getByTestId('ticket-VIP票')).getByTestId('ticket-period')).toHaveTextContent('售卖时间');
    await expect(c.getByTestId('ticket-标准票')).not.toHaveTextContent('含会议资料与午餐');
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
export const BankTransfer: Story = { args: { step: 'bankTransfer', state: { ...chosen, registration: { id: 41, registrationNo: 'R20260041', totalAmount: 975 } } } };
export const BankTransferDark: Story = { args: { step: 'bankTransfer', state: { ...chosen, proofName: 'proof.png' } }, globals: { theme: 'dark' } };
export const OnSitePay: Story = { args: { step: 'onSitePay', state: { ...chosen, paymentMethod: 'cash' } } };
export const Pending: Story = { args: { step: 'pending', state: chosen } };
export const SuccessEnglishDark: Story = { args: { step: 'success', state: chosen }, globals: { locale: 'en', theme: 'dark' } };
