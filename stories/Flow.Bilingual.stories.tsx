// A design with English texts beside the Chinese ones (src/shared/bilingual.ts), on a phone: in English
// the identities, tickets, form labels, choices and group names read in English, a text without English
// in Chinese; errors already shown (the form's, the server's refusal) read again in the language switched to.
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FlowView } from '../renderers/flow/FlowView';
import { ApiError } from '../src/runtime/apiError';
import { i18n } from '../src/runtime/i18n';
import { emptyState, type FlowData, type FlowState } from '../renderers/flow/types';
import { bilingualData, chosen } from './Flow.fixtures';

function Walk({ step = 'chooseRole', state, submit }: { step?: FlowState['step']; state?: FlowState; submit?: () => Promise<never> }) {
  const [s, setS] = useState<FlowState>(state ?? emptyState(step));
  const data: FlowData = bilingualData;
  return (
    <div className="mx-auto max-w-[390px] p-2">
      <FlowView data={data} state={s} setState={setS} now={Date.now()} submit={submit} refresh={async () => {}} />
    </div>
  );
}

const meta = { title: 'Flow/Bilingual', component: Walk } satisfies Meta<typeof Walk>;
export default meta;
type Story = StoryObj<typeof meta>;

export const IdentityEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('identity-delegate')).toHaveTextContent('Delegate');
    await expect(c.getByTestId('identity-student')).toHaveTextContent('学生'); // no English: the Chinese
  },
};
export const TicketEnglish: Story = {
  args: { step: 'ticket' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('ticket-标准票')).toHaveTextContent('Standard ticket');
    await expect(c.getByTestId('ticket-desc-标准票')).toHaveTextContent('Materials and lunch included');
    await expect(c.getByTestId('ticket-VIP票')).toHaveTextContent('VIP票');
    // the early-bird window is open: said in English
    await expect(within(c.getByTestId('ticket-标准票')).getByTestId('ticket-early-bird')).toHaveTextContent(/^Early-bird price until /);
  },
};
export const TicketEnglishDark: Story = { args: { step: 'ticket' }, globals: { locale: 'en', theme: 'dark' } };
export const TicketChinese: Story = {
  args: { step: 'ticket' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('ticket-标准票')).toHaveTextContent('标准票');
    await expect(c.getByTestId('ticket-标准票')).not.toHaveTextContent('Standard');
  },
};
export const FormEnglish: Story = {
  args: { step: 'form' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const form = await c.findByTestId('flow-form');
    await expect(form).toHaveTextContent('Full name');
    await expect(form).toHaveTextContent('工作单位');
    await expect(within(form).getByLabelText('Yes')).not.toBeChecked();
    await expect(within(form).getByTestId('form-group-g1')).toHaveTextContent('About you');
  },
};
export const FormEnglishDark: Story = { args: { step: 'form' }, globals: { locale: 'en', theme: 'dark' } };

/** The form's errors, shown in Chinese, read in English once the language changes. */
export const FormErrorsFollowTheLanguage: Story = {
  args: { step: 'form' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByTestId('flow-form');
    await userEvent.click(c.getByTestId('flow-next'));
    await waitFor(() => expect(c.getByTestId('flow-form')).toHaveTextContent('请填写姓名'));
    await i18n.changeLanguage('en');
    await waitFor(() => expect(c.getByTestId('flow-form')).toHaveTextContent('Please fill in Full name'));
    await expect(c.getByTestId('flow-form')).not.toHaveTextContent('请填写');
    await i18n.changeLanguage('zh');
  },
};

/** A refusal from the server, shown in Chinese, reads in English after the switch (the answer's `messages`). */
const refusal = new ApiError(409, '该门票名额已满', {
  errors: [{ path: '/ticketType', message: '该门票名额已满' }],
  body: { code: 409, message: '该门票名额已满', messages: { zh: '该门票名额已满', en: 'This ticket is sold out' } },
});
export const RefusalFollowsTheLanguage: Story = {
  args: { state: { ...chosen, step: 'pay' }, submit: () => Promise.reject(refusal) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByTestId('flow-next'));
    await waitFor(() => expect(c.getByTestId('flow-notice')).toHaveTextContent('该门票名额已满'));
    await i18n.changeLanguage('en');
    await waitFor(() => expect(c.getByTestId('flow-notice')).toHaveTextContent('This ticket is sold out'));
    await i18n.changeLanguage('zh');
  },
};
