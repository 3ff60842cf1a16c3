// The site's participant dialogs (spec 3 §2.5): register (phone / e-mail), login (password, or a code
// to the phone or e-mail), the profile check and the flow chooser. Submitting empty shows every rule.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ParticipantLoginDialog, ParticipantRegisterDialog, ProfileCheckDialog, FlowChooserDialog } from '../renderers/participant';
import { Toaster } from '../renderers/layout/Toaster';
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
