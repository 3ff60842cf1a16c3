// Screen kind "form": a meeting's invoice settings, the form screen inside the hotels section's JSON
// (schemas/screens/meeting/hotels.json → invoices → settings), loaded from and saved to the calls
// Form.mock answers: the saved settings, a save, the server's refusal shown under its field, a meeting
// with nothing saved yet (the defaults), loading, both languages and themes, a config the schema refuses.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FormScreen } from '../renderers/form/FormScreen';
import hotels from '../schemas/screens/meeting/hotels.json';
import { withInvoiceSettingsApi } from './Form.mock';

/** The first screen of `kind` nested anywhere in a screen's JSON (its tabs hold screens). */
function nested(json: unknown, kind: string): ({ kind: string } & Record<string, unknown>) | undefined {
  if (!json || typeof json !== 'object') return undefined;
  if ((json as { kind?: unknown }).kind === kind) return json as { kind: string } & Record<string, unknown>;
  for (const v of Object.values(json)) {
    const found = nested(v, kind);
    if (found) return found;
  }
  return undefined;
}
const invoiceSettings = nested(hotels, 'form')!;

const meta = {
  title: 'Form/Screen',
  component: FormScreen,
  decorators: [withInvoiceSettingsApi],
  args: { config: invoiceSettings },
} satisfies Meta<typeof FormScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The error shown under a field (rjsf's `<id>__error`, the id prefixed by the schema). */
const fieldError = (el: HTMLElement, name: string) => el.querySelector(`[id$="_${name}__error"]`);
const group = (el: HTMLElement, name: string) => within(within(el).getByRole('group', { name }));
const box = (el: HTMLElement, groupName: string, option: string) => group(el, groupName).getByLabelText(option) as HTMLInputElement;

/** The saved settings in their boxes; saving says so. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByDisplayValue(/15 个工作日内开具/)).toBeTruthy();
    await expect(box(canvasElement, '发票类型', '个人').checked).toBe(true);
    await expect(box(canvasElement, '收集字段', '地址').checked).toBe(true);
    await expect(box(canvasElement, '必填字段', '邮箱').checked).toBe(false);
    await userEvent.click(box(canvasElement, '必填字段', '邮箱'));
    await userEvent.click(c.getByRole('button', { name: '保存' }));
    await expect(await within(document.body).findByText('发票设置已保存')).toBeTruthy();
  },
};

/** A required field no longer asked: the server's refusal under 必填字段. */
export const RequiredNotAsked: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByDisplayValue(/15 个工作日内开具/);
    await userEvent.click(box(canvasElement, '收集字段', '税号'));
    await userEvent.click(c.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(fieldError(canvasElement, 'requiredFields')).toHaveTextContent('必填字段必须在收集字段之中'));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByDisplayValue(/15 个工作日内开具/);
    await expect(box(canvasElement, 'Fields asked', 'Tax number').checked).toBe(true);
    await userEvent.click(box(canvasElement, 'Fields asked', 'Invoice title'));
    await userEvent.click(c.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldError(canvasElement, 'requiredFields')).toHaveTextContent('Required fields must be among the fields asked'));
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: async ({ canvasElement }) => void (await within(canvasElement).findByDisplayValue(/15 个工作日内开具/)) };

/** Nothing saved yet: the entity's defaults (invoices not offered, a company invoice, title required). */
export const NothingSaved: Story = {
  parameters: { invoiceSettings: 'none' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(box(canvasElement, '发票类型', '单位').checked).toBe(true));
    await expect(box(canvasElement, '必填字段', '发票抬头').checked).toBe(true);
    await expect(box(canvasElement, '收集字段', '地址').checked).toBe(false);
  },
};

export const Loading: Story = {
  parameters: { invoiceSettings: 'pending' },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('status')).toHaveTextContent('加载中…'),
};

/** A config without its schema: the screen says so instead of drawing a form. */
export const InvalidConfig: Story = {
  args: { config: { ...invoiceSettings, schema: undefined } },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('页面配置无效'),
};
