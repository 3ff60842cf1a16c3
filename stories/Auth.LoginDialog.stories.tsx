// The login modal (account, phone and sub-account tabs). Without a server the captcha shows its
// load-failure state; the MockServer stories answer in the browser.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginDialog } from '../renderers/auth';
import { Toaster } from '../renderers/layout/Toaster';
import { mockAuthApi } from './Auth.mock';

const noop = () => {};
const meta = {
  title: 'Auth/LoginDialog',
  component: LoginDialog,
  args: { open: true, onClose: noop, onSwitch: noop },
  decorators: [(Story) => (<><Toaster /><Story /></>)],
} satisfies Meta<typeof LoginDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Account: Story = {};

export const Phone: Story = { args: { initialMethod: 'phone' } };

export const SubAccount: Story = { args: { initialMethod: 'subAccount' } };

/** Any account logs in after the puzzle is solved. */
export const MockServer: Story = { beforeEach: () => mockAuthApi() };

/** The server refuses: its message shows and the captcha starts again. */
export const MockServerLoginFails: Story = { beforeEach: () => mockAuthApi({ loginFails: true }) };

export const Dark: Story = { globals: { theme: 'dark' }, beforeEach: () => mockAuthApi() };

export const English: Story = { globals: { locale: 'en' }, beforeEach: () => mockAuthApi() };

/** Narrow screens: the dialog fills the width. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
