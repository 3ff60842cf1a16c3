// Forgot password: phone and e-mail tabs, the code, the new password twice. Submit with empty fields to
// see every rule's message (the organizers' limits are 6-64, a participant's 6-16, from each schema).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ResetPasswordDialog } from '../renderers/auth';
import { Toaster } from '../renderers/layout/Toaster';
import { mockAuthApi } from './Auth.mock';

const noop = () => {};
const meta = {
  title: 'Auth/ResetPasswordDialog',
  component: ResetPasswordDialog,
  args: { open: true, onClose: noop, onBack: noop, schemaId: 'auth.resetPassword', url: '/api/auth/reset-password', okKey: 'auth.resetPassword.ok' },
  decorators: [(Story) => (<><Toaster /><Story /></>)],
  beforeEach: () => mockAuthApi(),
} satisfies Meta<typeof ResetPasswordDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every rule's message in Chinese, before anything is sent. */
export const Organizer: Story = {
  play: async () => {
    const page = within(document.body);
    await userEvent.click(await page.findByTestId('reset-submit'));
    await expect(await page.findByText('请输入手机号')).toBeInTheDocument();
    await expect(page.getByText('请输入验证码')).toBeInTheDocument();
    await expect(page.getByText('请输入新密码')).toBeInTheDocument();
    await expect(page.getByText('请再次输入密码')).toBeInTheDocument();
    await userEvent.type(page.getByTestId('reset-password'), '123');
    await userEvent.click(page.getByTestId('reset-submit'));
    await expect(await page.findByText('新密码长度不能少于6位')).toBeInTheDocument();
  },
};

export const ByEmail: Story = {
  play: async () => {
    const page = within(document.body);
    await userEvent.click(await page.findByTestId('reset-tab-email'));
    await userEvent.click(page.getByTestId('reset-submit'));
    await expect(await page.findByText('请输入邮箱')).toBeInTheDocument();
  },
};

/** A meeting's participant: its own schema's limits (passwords of 6-16 characters). */
export const Participant: Story = {
  args: { name: 'participant-reset', schemaId: 'participants.resetPassword', url: '/api/participants/reset-password', extra: { meetingId: 1 }, okKey: 'participantAccount.resetPassword.ok' },
  play: async () => {
    const page = within(document.body);
    await userEvent.type(await page.findByTestId('participant-reset-password'), '12345678901234567');
    await userEvent.click(page.getByTestId('participant-reset-submit'));
    await expect(await page.findByText('密码长度应为6-16个字符')).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const page = within(document.body);
    await userEvent.click(await page.findByTestId('reset-submit'));
    await expect(await page.findByText('Enter a new password')).toBeInTheDocument();
  },
};

export const EnglishDark: Story = { globals: { locale: 'en', theme: 'dark' } };
