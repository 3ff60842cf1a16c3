// The field dialog: a type change resets the type's settings; a dependent field picks its condition.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { FormField } from '@shared/designer/fields';
import { FieldDialog } from '../renderers/designer/form-builder/FieldDialog';
import { flowData } from './Flow.fixtures';

const fields: FormField[] = flowData.design.formPage.formGroups.flatMap((g: { fields: FormField[] }) => g.fields);
const meta = {
  title: 'Designer/FieldDialog',
  component: FieldDialog,
  args: { field: fields.find((f) => f.id === 'invoiceTitle')!, others: fields.filter((f) => f.id !== 'invoiceTitle'), onSave: fn(), onClose: fn() },
} satisfies Meta<typeof FieldDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Dependent: Story = {};
export const ToChoice: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.selectOptions(c.getByRole('combobox', { name: '字段类型' }), 'radio');
    await expect(c.getByRole('textbox', { name: '选项（每行一个）' })).toHaveValue('选项1\n选项2');
    await userEvent.click(c.getByTestId('field-save'));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ fieldType: 'radio', options: ['选项1', '选项2'] }));
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
// value/text pairs (spec 3 §3): shown as "value|text" lines, edited, saved as pairs; plain lines stay options
const topics: FormField = { id: 'topics', label: '关注议题', fieldType: 'checkbox', values: [{ value: 'ai', text: '人工智能' }, { value: 'db', text: '数据库' }] };
export const ValuePairs: Story = {
  args: { field: topics, others: [] },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const box = c.getByRole('textbox', { name: '选项（每行一个）' });
    await expect(box).toHaveValue('ai|人工智能\ndb|数据库');
    await userEvent.type(box, '\nweb|前端');
    await userEvent.selectOptions(c.getByRole('combobox', { name: '字段类型' }), 'select');
    await expect(box).toHaveValue('ai|人工智能\ndb|数据库');
    await userEvent.type(box, '\nweb|前端');
    await userEvent.click(c.getByTestId('field-save'));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ fieldType: 'select', values: [{ value: 'ai', text: '人工智能' }, { value: 'db', text: '数据库' }, { value: 'web', text: '前端' }] }));
  },
};
export const ValuePairsEnglishDark: Story = { args: { field: topics, others: [] }, globals: { locale: 'en', theme: 'dark' } };
export const English: Story = { globals: { locale: 'en' } };

// Binding (docs/registration.md): a library row whose id a participant property claims shows as bound,
// with the record's rules; it can be unbound or bound to another free property its type can hold.
const name: FormField = { id: 'name', label: '姓名', fieldType: 'text', maxLength: 1000 };
const gender: FormField = { id: 'gender', label: '性别', fieldType: 'radio', options: ['男', '女'] };
export const Bound: Story = {
  args: { field: name, others: [gender, { id: 'email', label: '邮箱', fieldType: 'url' }] },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const bind = c.getByRole('combobox', { name: '绑定到' });
    await expect(bind).toHaveValue('participant.name');
    await expect(c.getByTestId('field-bind-hint')).toHaveTextContent('绑定到参会人资料：姓名。提交报名时写入该资料，并按其规则校验。');
    // the e-mail is another field's; the gender is not a text field's
    const offered = [...bind.querySelectorAll('option')].map((o) => o.getAttribute('value'));
    await expect(offered).toContain('participant.workplace');
    await expect(offered).not.toContain('participant.email');
    await expect(offered).not.toContain('participant.gender');
    await userEvent.selectOptions(bind, '');
    await expect(c.getByTestId('field-bind-hint')).toHaveTextContent('答案只保存在报名表单中');
    await userEvent.click(c.getByTestId('field-save'));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ id: 'name', bind: '' }));
  },
};
export const BoundChoice: Story = {
  args: { field: gender, others: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('field-bind-hint')).toHaveTextContent('选项须对应：男、女。');
  },
};
export const BoundEnglishDark: Story = { args: { field: { id: 'needInvoice', label: 'Invoice needed', fieldType: 'radio', options: ['是', '否'] }, others: [] }, globals: { locale: 'en', theme: 'dark' } };

// English texts beside the Chinese ones (src/shared/bilingual.ts): label, placeholder and the choices
// line by line; no more English lines than choices; blank English is left out of the saved field.
const diet: FormField = { id: 'diet', label: '饮食习惯', fieldType: 'radio', options: ['素食', '清真'] };
export const EnglishTexts: Story = {
  args: { field: diet, others: [] },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: '字段名称（英文）' }), 'Diet');
    const options = c.getByRole('textbox', { name: '选项英文（每行一个，与上方选项逐行对应）' });
    await userEvent.type(options, 'Vegetarian\nHalal\nKosher');
    const calls = (args.onSave as unknown as { mock: { calls: unknown[] } }).mock.calls.length;
    await userEvent.click(c.getByTestId('field-save'));
    await expect((args.onSave as unknown as { mock: { calls: unknown[] } }).mock.calls.length).toBe(calls); // three English lines for two choices
    await userEvent.clear(options);
    await userEvent.type(options, 'Vegetarian\nHalal');
    await userEvent.click(c.getByTestId('field-save'));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ label: '饮食习惯', options: ['素食', '清真'], en: { label: 'Diet', options: ['Vegetarian', 'Halal'] } }));
  },
};
export const EnglishTextsFilledEnglishDark: Story = {
  args: { field: { ...diet, en: { label: 'Diet', options: ['Vegetarian', 'Halal'] }, placeholder: '请选择' }, others: [] },
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('textbox', { name: 'Label (English)' })).toHaveValue('Diet');
    await expect(c.getByRole('textbox', { name: 'Options in English (one per line, matching the lines above)' })).toHaveValue('Vegetarian\nHalal');
  },
};
