// DialogForm: the generated form of a composed schema in a dialog; server field errors under fields.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '../src/runtime/http';
import { DialogForm } from '../renderers/console';

const pw = { 'ui:widget': 'password' };
const meta = {
  title: 'Console/DialogForm',
  component: DialogForm,
  args: {
    open: true,
    title: { t: 'console.personal.sub.createTitle' },
    schemaId: 'subAccount.create',
    value: {},
    onSubmit: async () => {},
    onClose: () => {},
  },
} satisfies Meta<typeof DialogForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SubAccount: Story = {};
export const ChangePassword: Story = {
  args: {
    title: { t: 'console.personal.security.changeTitle' },
    schemaId: 'user.changePassword',
    required: ['confirmPassword'],
    uiSchema: { oldPassword: pw, newPassword: pw, confirmPassword: pw },
    description: { t: 'console.personal.security.passwordHint' },
  },
};
/** The server refuses: its field error shows under the field. */
export const ServerFieldError: Story = {
  args: {
    value: { username: 'staff-01' },
    onSubmit: async () => {
      throw new ApiError(400, '该用户名已被注册', { errors: [{ path: '/username', message: '该用户名已被注册' }] });
    },
  },
};
export const Wide: Story = { args: { width: 800, schemaId: 'user.profile', title: 'user.profile', value: { name: '张三', gender: '男' } } };
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
