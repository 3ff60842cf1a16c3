// The confirmation dialog as drawn by confirm(); the last story asks through confirm() itself.
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmDialog, ConfirmHost, confirm } from '../renderers/console';

function Asker() {
  const [answer, setAnswer] = useState<string>('-');
  const ask = async () => setAnswer(String(await confirm({ title: { t: 'console.confirm.title' }, message: '确定要删除该会议吗？此操作不可恢复', danger: true })));
  return (
    <div className="space-y-2">
      <button type="button" onClick={ask} className="rounded bg-brand-600 px-3 py-1.5 text-sm text-white">confirm()</button>
      <p className="text-sm">answer: {answer}</p>
      <ConfirmHost />
    </div>
  );
}

const meta = {
  title: 'Console/ConfirmDialog',
  component: ConfirmDialog,
  args: { open: true, title: { t: 'console.personal.sub.deleteTitle' }, message: { t: 'console.personal.sub.deleteMessage', params: { name: 'staff-01' } }, danger: true, onAnswer: () => {} },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {};
export const Plain: Story = { args: { danger: false, title: { t: 'console.confirm.title' }, message: 'Update the status of 3 reports?' } };
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Imperative: Story = { render: () => <Asker /> };
