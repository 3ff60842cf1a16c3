// The register modal (phone and e-mail tabs). Submit with empty fields to see every rule's message.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegisterDialog } from '../renderers/auth';
import { Toaster } from '../renderers/layout/Toaster';
import { mockAuthApi } from './Auth.mock';

const noop = () => {};
const meta = {
  title: 'Auth/RegisterDialog',
  component: RegisterDialog,
  args: { open: true, onClose: noop, onSwitch: noop },
  decorators: [(Story) => (<><Toaster /><Story /></>)],
} satisfies Meta<typeof RegisterDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {};

export const Email: Story = { args: { initialMode: 'email' } };

/** Code sending and registering answered in the browser. */
export const MockServer: Story = { beforeEach: () => mockAuthApi() };

export const Dark: Story = { globals: { theme: 'dark' }, beforeEach: () => mockAuthApi() };

export const English: Story = { globals: { locale: 'en' }, beforeEach: () => mockAuthApi() };
