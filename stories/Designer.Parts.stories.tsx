// The page designer's parts: a step's generated settings with its custom editors, the form builder
// and the field dialog.
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pageOf, type Page, type Step } from '@shared/designer/steps';
import { SettingsPanel } from '../renderers/designer/SettingsPanel';
import { ConfirmHost } from '../renderers/console/ConfirmDialog';
import { flowData } from './Flow.fixtures';
import { DesignerTicketsContext } from '../renderers/designer/editors/TicketTypesEditor';
import type { TicketType } from '@shared/tickets';

function Settings({ step, start, tickets = flowData.tickets! }: { step: Step; start?: Page; tickets?: TicketType[] }) {
  const [page, setPage] = useState<Page>(start ?? pageOf(flowData.design, step));
  return (
    <DesignerTicketsContext.Provider value={{ tickets, currency: 'CNY', editTo: '/meeting/3/flow-tickets/7' }}>
      <div className="max-w-md p-4"><SettingsPanel step={step} page={page} onChange={setPage} /><ConfirmHost /></div>
    </DesignerTicketsContext.Provider>
  );
}

const meta = { title: 'Designer/Settings', component: Settings, args: { step: 'ticket' } } satisfies Meta<typeof Settings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The ticket page lists the flow's ticket types (set in the registration settings) and links there; no price table of its own. */
export const TicketTypes: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('designer-tickets')).toHaveTextContent('标准票');
    await expect(c.getByTestId('designer-tickets')).toHaveTextContent('早鸟 ¥199');
    await expect(c.getByTestId('designer-edit-tickets')).toHaveAttribute('href', '/meeting/3/flow-tickets/7');
    await expect(c.queryByText('添加时间列')).toBeNull();
  },
};
export const TicketDarkEnglish: Story = { globals: { theme: 'dark', locale: 'en' } };
export const TicketNoneEnglish: Story = { args: { tickets: [] }, globals: { locale: 'en' }, play: async ({ canvasElement }) => expect(within(canvasElement).getByTestId('designer-no-tickets')).toBeTruthy() };
export const ChooseRoleEnglishTextsDark: Story = {
  args: { step: 'chooseRole' },
  globals: { theme: 'dark', locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByTestId('identity-label-en-0'), 'Delegate');
    await expect(c.getByTestId('identity-label-en-0')).toHaveValue('Delegate');
  },
};
export const FormBuilderGroupEnglish: Story = {
  args: { step: 'form' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByTestId('group-name-en-0'), 'About you');
    await expect(c.getByTestId('group-name-en-0')).toHaveValue('About you');
  },
};
export const TicketEmpty: Story = { args: { start: {} } };
export const ChooseRole: Story = {
  args: { step: 'chooseRole' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByTestId('add-identity'));
    await expect(c.getByTestId('identity-label-2')).toHaveValue('新身份3');
  },
};
export const FormBuilder: Story = {
  args: { step: 'form' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByTestId('lib-phone'));
    await expect(c.getByTestId('field-phone')).toHaveTextContent('手机号');
    await userEvent.click(c.getByTestId('lib-name')); // taken: gets a free id
    await expect(c.getByTestId('field-name_2')).toBeInTheDocument();
  },
};
// The field library (src/shared/designer/library.ts): the spec's groups and counts, the participant's own
// fields first with its labels (职位 is fields.participant.position) and bound to the record, the other
// groups from schemas/designer/field-library.json with their texts from the messages
export const FieldLibrary: Story = {
  args: { step: 'form', start: {} },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const lib = within(c.getByTestId('field-library'));
    await expect(lib.getAllByRole('tab').map((t) => t.textContent)).toEqual(['基本信息 (52)', '发票信息 (8)', '学术信息 (12)', '交通信息 (16)', '住宿信息 (7)', '餐饮信息 (2)', '社交活动 (5)', '问卷调查 (0)', '证书学分 (6)']);
    await expect(c.getByTestId('lib-position')).toHaveTextContent('职位');
    await userEvent.click(c.getByTestId('lib-position'));
    await expect(c.getByTestId('bound-position')).toBeInTheDocument();
    await userEvent.click(lib.getByRole('tab', { name: /^交通信息/ }));
    await userEvent.click(c.getByTestId('lib-arriveMode'));
    await expect(c.getByTestId('field-arriveMode')).toHaveTextContent('抵达方式');
    await userEvent.click(lib.getByRole('tab', { name: /^问卷调查/ }));
    await expect(lib.getByText('该分类暂无字段')).toBeInTheDocument();
  },
};
export const FieldLibraryEnglishDark: Story = {
  args: { step: 'form', start: {} },
  globals: { theme: 'dark', locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('lib-gender')).toHaveTextContent('Gender');
    await userEvent.click(within(c.getByTestId('field-library')).getByRole('tab', { name: /^Lodging/ }));
    await userEvent.click(c.getByTestId('lib-roomType'));
    await expect(c.getByTestId('field-roomType')).toHaveTextContent('Room preference');
  },
};
export const FormBuilderEmptyDark: Story = { args: { step: 'form', start: {} }, globals: { theme: 'dark' } };
export const FormBuilderEnglish: Story = { args: { step: 'form' }, globals: { locale: 'en' } };
export const Pay: Story = { args: { step: 'pay' } };
export const PayDark: Story = { args: { step: 'pay' }, globals: { theme: 'dark' } };
export const Hotel: Story = { args: { step: 'hotel' } };
export const PendingButtons: Story = {
  args: { step: 'pending' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByTestId('add-btnList'));
    await userEvent.click(c.getByTestId('add-btnList'));
    const labels = c.getAllByRole('textbox', { name: '文字' });
    await expect(labels.map((l) => (l as HTMLInputElement).value)).toEqual(['新按钮', '新按钮2']);
    await userEvent.clear(labels[1]);
    await userEvent.type(labels[1], '新按钮');
    await expect(c.getAllByText('按钮文字不能重复')).toHaveLength(2); // both rows marked
  },
};
export const SuccessEnglish: Story = { args: { step: 'success' }, globals: { locale: 'en' } };
