// The whole flow in preview mode: step bar, descriptions, previous/next within bounds; and a submission
// refused at the last click (sold out meanwhile, or the price moved): back on the step where the choice
// was made with the reason there, the places read again, every answer kept.
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FlowView } from '../renderers/flow/FlowView';
import { ApiError } from '../src/runtime/apiError';
import { emptyState, type FlowData, type FlowState } from '../renderers/flow/types';
import { chosen, flowData } from './Flow.fixtures';

function Walk() {
  const [state, setState] = useState<FlowState>(emptyState('chooseRole'));
  return <div className="mx-auto max-w-2xl p-4"><FlowView data={flowData} state={state} setState={setState} now={Date.now()} preview /></div>;
}

const meta = { title: 'Flow/View', component: Walk } satisfies Meta<typeof Walk>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Walkthrough: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('flow-prev')).toBeDisabled();
    await userEvent.click(c.getByTestId('flow-next')); // nothing chosen: stays
    await expect(c.getByTestId('flow-view')).toHaveAttribute('data-step', 'chooseRole');
    await userEvent.click(c.getByTestId('identity-delegate'));
    await userEvent.click(c.getByTestId('flow-next'));
    await expect(c.getByTestId('flow-view')).toHaveAttribute('data-step', 'ticket');
    await expect(c.getByTestId('flow-top-desc')).toHaveTextContent('早鸟价');
    await userEvent.click(c.getByTestId('flow-prev'));
    await expect(c.getByTestId('flow-view')).toHaveAttribute('data-step', 'chooseRole');
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const English: Story = { globals: { locale: 'en' } };

/** The live flow at its pay step with everything chosen; the server refuses with `refusal` and then answers the places left `after`. */
function Refused({ refusal, after }: { refusal: ApiError; after: FlowData['remaining'] }) {
  const [data, setData] = useState<FlowData>(flowData);
  const [state, setState] = useState<FlowState>({ ...chosen, step: 'pay' });
  return (
    <div className="mx-auto max-w-[390px] p-2">
      <FlowView data={data} state={state} setState={setState} now={Date.now()}
        submit={() => Promise.reject(refusal)} refresh={async () => setData((d) => ({ ...d, remaining: after }))} />
    </div>
  );
}
const soldOut = new ApiError(409, '该门票名额已满', { errors: [{ path: '/ticketType', message: '该门票名额已满' }] });

export const SoldOutAtLastClick: StoryObj<typeof Refused> = {
  render: () => <Refused refusal={soldOut} after={{ tickets: { 标准票: 0, VIP票: 2, 学生票: 0 }, identities: { delegate: 150, student: 0 } }} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByTestId('flow-next'));
    await waitFor(() => expect(c.getByTestId('flow-view')).toHaveAttribute('data-step', 'ticket'));
    await expect(c.getByTestId('flow-notice')).toHaveTextContent('该门票名额已满');
    // the places were read again: the chosen ticket shows sold out, and Next waits for another choice
    await waitFor(() => expect(c.getByTestId('ticket-标准票')).toHaveTextContent('已售罄'));
    await expect(c.getByTestId('ticket-标准票')).toBeDisabled();
    await userEvent.click(c.getByTestId('ticket-VIP票'));
    await userEvent.click(c.getByTestId('flow-next'));
    // every answer is still there further on
    await expect(c.getByTestId('flow-view')).toHaveAttribute('data-step', 'subVenue');
    await expect(c.queryByTestId('flow-notice')).toBeNull();
  },
};
export const SoldOutEnglishDark: StoryObj<typeof Refused> = {
  render: () => <Refused refusal={new ApiError(409, 'This ticket is sold out', { errors: [{ path: '/ticketType', message: 'This ticket is sold out' }] })} after={{ tickets: { 标准票: 0 } }} />,
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByTestId('flow-next'));
    await waitFor(() => expect(c.getByTestId('flow-notice')).toHaveTextContent('This ticket is sold out'));
  },
};

/** The price moved: explained on the pay step itself, where the amount due shows. */
export const TotalChanged: StoryObj<typeof Refused> = {
  render: () => <Refused refusal={new ApiError(409, '价格已变化，最新应付金额为 299.00，请确认后重新提交', { errors: [{ path: '/total', message: '价格已变化，最新应付金额为 299.00，请确认后重新提交' }] })} after={flowData.remaining} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByTestId('flow-next'));
    await waitFor(() => expect(c.getByTestId('flow-notice')).toHaveTextContent('最新应付金额为 299.00'));
    await expect(c.getByTestId('flow-view')).toHaveAttribute('data-step', 'pay');
    await expect(c.getByTestId('pay-total')).toBeTruthy();
  },
};

/** A free ticket and no room: no payment step; Next on the cart submits and the registration is confirmed. */
function Free() {
  const data: FlowData = { ...flowData, tickets: [{ name: '免费票', price: 0, saleStart: new Date(Date.now() - 86_400_000).toISOString(), saleEnd: new Date(Date.now() + 86_400_000).toISOString() }] };
  const [state, setState] = useState<FlowState>({ ...chosen, ticketType: '免费票', hotel: { needHotel: false }, paymentMethod: undefined, step: 'cart' });
  return (
    <div className="mx-auto max-w-[390px] p-2">
      <FlowView data={data} state={state} setState={setState} now={Date.now()}
        submit={async (_answers, total) => ({ id: 9, registrationStatus: 'confirmed', paymentStatus: 'paid', totalAmount: total, transferReference: 'K7PQ4MZ2' })} />
    </div>
  );
}
export const NothingToPay: StoryObj<typeof Free> = {
  render: () => <Free />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('flow-steps')).not.toHaveTextContent('支付方式');
    await expect(c.getByTestId('flow-next')).toHaveTextContent('提交报名');
    await userEvent.click(c.getByTestId('flow-next'));
    await waitFor(() => expect(c.getByTestId('flow-view')).toHaveAttribute('data-step', 'success'));
  },
};
export const NothingToPayEnglishDark: StoryObj<typeof Free> = {
  render: () => <Free />,
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('flow-next')).toHaveTextContent('Submit registration');
  },
};
