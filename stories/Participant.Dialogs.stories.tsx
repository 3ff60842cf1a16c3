// The site's participant dialogs (spec 3 §2.5): register (phone / e-mail), login (password, or a code
// to the phone or e-mail), the profile check and the flow chooser. Submitting empty shows every rule.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ParticipantLoginDialog, ParticipantRegisterDialog, ProfileCheckDialog, FlowChooserDialog } from '../renderers/participant';
import { Toaster } from '../renderers/layout/Toaster';
import { getParticipantSession } from '../src/runtime/participants';
import { FLOWS } from './Participant.mock';
import { withParticipantApi } from './Participant.withApi';

const noop = () => {};
const meta = {
  title: 'Participant/Dialogs',
  component: ParticipantRegisterDialog,
  args: { open: true, meetingId: 1, adminId: 1, onClose: noop },
  decorators: [(Story) => (<><Toaster /><Story /></>)],
} satisfies Meta<typeof ParticipantRegisterDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Register: Story = { decorators: [withParticipantApi()] };

export const RegisterRules: Story = {
  play: async () => {
    const body = within(document.body);
    await userEvent.click(await body.findByTestId('participant-register-submit'));
    await expect(await body.findByText('请输入手机号')).toBeTruthy();
    await expect(body.getByText('请同意服务条款和隐私协议')).toBeTruthy();
    await userEvent.type(body.getByTestId('participant-register-username'), 'a');
    await userEvent.click(body.getByTestId('participant-register-submit'));
    await expect(await body.findByText('用户名长度应为2-10个字符')).toBeTruthy();
  },
};

/** The code is asked for with the rest, before anything is sent; "get code" without a phone names the phone. */
export const RegisterCodeRules: Story = {
  decorators: [withParticipantApi()],
  play: async () => {
    const body = within(document.body);
    await userEvent.click(await body.findByTestId('participant-register-submit'));
    await expect(await body.findByTestId('participant-register-code-error')).toHaveTextContent('请输入验证码');
    await userEvent.type(body.getByTestId('participant-register-code'), '12');
    await userEvent.click(body.getByTestId('participant-register-submit'));
    await expect(await body.findByText('验证码为6位数字')).toBeTruthy();
    await userEvent.type(body.getByTestId('participant-register-phone'), '123');
    await userEvent.click(body.getByTestId('participant-register-send-code'));
    await expect(await body.findByText('请输入正确的手机号格式')).toBeTruthy();
  },
};

/** The server refuses the code: said under the code field, in English, dark. */
export const RegisterWrongCodeEnglishDark: Story = {
  globals: { locale: 'en', theme: 'dark' },
  decorators: [withParticipantApi()],
  play: async () => {
    const body = within(document.body);
    await fillRegister(body, '000000');
    await expect(await body.findByTestId('participant-register-code-error', {}, { timeout: 3000 })).toHaveTextContent('Wrong verification code');
    await expect(getParticipantSession(1)).toBeNull();
  },
};

/** A right code: the account is made and logged in at once (no login dialog next). */
export const RegisterDoneLoggedIn: Story = {
  decorators: [withParticipantApi()],
  play: async () => {
    const body = within(document.body);
    await fillRegister(body, '123456');
    await expect(await body.findByText('注册成功，已为您登录', {}, { timeout: 3000 })).toBeTruthy();
    await expect(getParticipantSession(1)?.userInfo.username).toBe('wangxm');
  },
};

export const RegisterDoneLoggedInEnglish: Story = {
  globals: { locale: 'en' },
  decorators: [withParticipantApi()],
  play: async () => {
    const body = within(document.body);
    await fillRegister(body, '123456');
    await expect(await body.findByText('Registered — you are logged in', {}, { timeout: 3000 })).toBeTruthy();
  },
};

async function fillRegister(body: ReturnType<typeof within>, code: string) {
  await userEvent.type(await body.findByTestId('participant-register-phone'), '13812345678');
  await userEvent.type(body.getByTestId('participant-register-code'), code);
  await userEvent.type(body.getByTestId('participant-register-username'), 'wangxm');
  await userEvent.type(body.getByTestId('participant-register-password'), 'pass1234');
  await userEvent.type(body.getByTestId('participant-register-confirm'), 'pass1234');
  await userEvent.click(body.getByTestId('participant-register-agree'));
  await userEvent.click(body.getByTestId('participant-register-submit'));
}

export const RegisterEmailEnglishDark: Story = {
  globals: { locale: 'en', theme: 'dark' },
  play: async () => {
    const body = within(document.body);
    await userEvent.click(await body.findByTestId('participant-register-tab-email'));
    await expect(await body.findByTestId('participant-register-email')).toBeTruthy();
    await expect(body.getByText('Register your instant account')).toBeTruthy();
  },
};

export const Login: StoryObj<typeof ParticipantLoginDialog> = {
  render: () => <ParticipantLoginDialog open meetingId={1} onClose={noop} />,
  decorators: [withParticipantApi()],
};

export const LoginCodeTabEnglish: StoryObj<typeof ParticipantLoginDialog> = {
  globals: { locale: 'en' },
  render: () => <ParticipantLoginDialog open meetingId={1} onClose={noop} />,
  play: async () => {
    const body = within(document.body);
    await userEvent.click(await body.findByTestId('participant-login-tab-code'));
    await userEvent.click(await body.findByTestId('participant-code-submit'));
    await expect(await body.findByText('Enter your phone number or e-mail')).toBeTruthy();
    await userEvent.type(body.getByTestId('participant-code-recipient'), 'not-an-address');
    await userEvent.click(body.getByTestId('participant-code-submit'));
    await expect(await body.findByText('Enter a valid phone number or e-mail')).toBeTruthy();
  },
};

export const LoginCodeTabDark: StoryObj<typeof ParticipantLoginDialog> = {
  globals: { theme: 'dark' },
  render: () => <ParticipantLoginDialog open meetingId={1} onClose={noop} />,
  play: async () => {
    const body = within(document.body);
    await userEvent.click(await body.findByTestId('participant-login-tab-code'));
    await userEvent.click(await body.findByTestId('participant-code-submit'));
    await expect(await body.findByText('请输入手机号或邮箱')).toBeTruthy();
    await expect(body.getByText('请输入验证码')).toBeTruthy();
  },
};

export const ProfileCheck: StoryObj<typeof ProfileCheckDialog> = {
  render: () => <ProfileCheckDialog open missing={['email', 'position']} onCompleteNow={noop} />,
};

export const ProfileCheckDark: StoryObj<typeof ProfileCheckDialog> = {
  globals: { theme: 'dark', locale: 'en' },
  render: () => <ProfileCheckDialog open missing={['email', 'gender', 'position']} onCompleteNow={noop} />,
};

export const FlowChooser: StoryObj<typeof FlowChooserDialog> = {
  render: () => <FlowChooserDialog open meetingId={1} onChoose={noop} />,
  decorators: [withParticipantApi({ flows: FLOWS })],
  play: async () => {
    const body = within(document.body);
    await expect(await body.findByText('普通参会')).toBeTruthy();
    await expect(body.getByText('暂无描述')).toBeTruthy();
  },
};

export const FlowChooserEmptyDark: StoryObj<typeof FlowChooserDialog> = {
  globals: { theme: 'dark' },
  render: () => <FlowChooserDialog open meetingId={1} onChoose={noop} />,
  decorators: [withParticipantApi({ flows: [] })],
};
