// The designed form's e-signature field as the participant signs it: drawn on the pad, sent as a PNG
// through the form's upload a moment after the last stroke, cleared to sign again.
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pageOf } from '@shared/designer/steps';
import FlowForm from '../renderers/flow/form/FlowForm';
import { emptyState, type FlowData, type FlowState } from '../renderers/flow/types';
import { flowData } from './Flow.fixtures';

const signed: FlowData = {
  ...flowData,
  design: {
    ...flowData.design,
    formPage: { formGroups: [{ id: 'g1', name: '确认', en: { name: 'Confirmation' }, fields: [
      { id: 'name', label: '姓名', en: { label: 'Full name' }, fieldType: 'text', required: true },
      { id: 'signature', label: '本人签名', en: { label: 'Signature' }, fieldType: 'signature', required: true, uploadTip: '签名将随报名一并提交' },
    ] }] },
  },
};

function SignStory({ upload, initial }: { upload: (f: File) => Promise<string>; initial?: string }) {
  const [s, setS] = useState<FlowState>({ ...emptyState('form'), formData: initial ? { signature: initial } : {} });
  return (
    <div className="mx-auto max-w-md p-4">
      <FlowForm page={pageOf(signed.design, 'form')} data={signed} state={{ ...s, step: 'form' }} update={(p) => setS((x) => ({ ...x, ...p }))} now={Date.now()} onConfigure={() => {}} upload={upload} />
      <output data-testid="answer">{String(s.formData?.signature ?? '')}</output>
    </div>
  );
}

const meta = {
  title: 'Flow/Signature',
  component: SignStory,
  args: { upload: fn(async (f: File) => `/api/registrations/files/0123abcd.png/${f.name}`) },
} satisfies Meta<typeof SignStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const stored = '/api/registrations/files/0123abcd.png/signature.png';

/** A blank pad, labelled for assistive technology; drawing on it is exercised in Chromium (tests/e2e/signature.spec.ts). */
export const Sign: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('请在下方框内签名')).toBeInTheDocument();
    await expect(c.getByRole('img', { name: '签名板：按住鼠标或手指书写' })).toBeInTheDocument();
    await expect(c.queryByRole('button', { name: '清除重签' })).toBeNull();
  },
};
/** Signed earlier (a resumed draft): the stored file is named; clearing it empties the answer for a new signature. */
export const Signed: Story = {
  args: { initial: stored },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(within(c.getByTestId('signature-signature')).getByRole('status')).toHaveTextContent('签名已保存');
    await expect(c.getByTestId('file-link')).toHaveTextContent('signature.png');
    await userEvent.click(c.getByRole('button', { name: '清除重签' }));
    await waitFor(() => expect(c.getByTestId('answer')).toHaveTextContent(/^$/));
  },
};
export const SignedEnglishDark: Story = { args: { initial: stored }, globals: { locale: 'en', theme: 'dark' } };
export const SignEnglishDark: Story = {
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Sign in the box below')).toBeInTheDocument();
    await expect(c.getByRole('img', { name: /Signature pad/ })).toBeVisible();
  },
};
