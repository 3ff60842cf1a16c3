// The get-code button: checks recipient and captcha first, then a 60 s countdown after sending.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SendCodeButton } from '../renderers/auth';
import { Toaster } from '../renderers/layout/Toaster';
import { mockAuthApi } from './Auth.mock';

const meta = {
  title: 'Auth/SendCodeButton',
  component: SendCodeButton,
  args: { recipient: '13800138000', type: 'phone', captchaToken: 'story-token' },
  decorators: [(Story) => (<><Toaster /><Story /></>)],
} satisfies Meta<typeof SendCodeButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No server: clicking shows the send-failure message. */
export const NoServer: Story = {};

/** Sends (mocked) and counts down from 60. */
export const MockServer: Story = { beforeEach: () => mockAuthApi() };

/** Empty phone: 请输入手机号. */
export const NoPhone: Story = { args: { recipient: '' } };

/** Empty e-mail: 请输入邮箱. */
export const NoEmail: Story = { args: { recipient: '', type: 'email' } };

/** No captcha pass yet: 请先完成安全验证. */
export const NoCaptcha: Story = { args: { captchaToken: null } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const English: Story = { globals: { locale: 'en' } };
