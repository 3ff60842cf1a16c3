// The generated profile form (schemas/entities/user.json x-forms.profile), in our Tailwind theme.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SchemaForm } from '../renderers/form/SchemaForm';

const filled = { name: '张三', gender: '男', phone: '13800138000', email: 'zhangsan@example.com', idNumber: '11010519491231002X' };

const meta = {
  title: 'Form/SchemaForm',
  component: SchemaForm,
  args: { schemaId: 'user.profile', onSubmit: () => undefined, onCancel: () => undefined },
  decorators: [(Story) => <div className="max-w-lg"><Story /></div>],
} satisfies Meta<typeof SchemaForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: filled } };

/** What the server answered for a valid-looking form: its messages under the fields. */
export const ServerErrors: Story = {
  args: {
    value: filled,
    serverErrors: [
      { path: '/phone', message: '该手机号已注册' },
      { path: '/email', message: '该邮箱已注册' },
    ],
  },
};

/** Submitting bad values shows our own messages, the same the server would answer. */
export const ValidationMessages: Story = {
  args: { value: { name: '张', phone: '123', email: 'not-an-email', idNumber: '12345' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('姓名长度在 2 到 20 个字符')).toBeTruthy();
    await expect(canvas.getByText('请选择性别')).toBeTruthy();
    await expect(canvas.getByText('请输入正确的手机号码')).toBeTruthy();
  },
};

export const English: Story = { args: { value: filled }, globals: { locale: 'en' } };

export const Dark: Story = { args: { value: filled }, globals: { theme: 'dark' } };
