// The participant list from its real JSON (schemas/screens/meeting/participants.json) in the generic
// admin-list: the spec's default columns, server paging with 10/20/50/100, virtualized rows, the
// field-config dialog, the edit dialog generated from participant.json, history and record dialogs, and
// the Excel export built on the server with the list's filters (its state and download under the toolbar).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminListScreen } from '../renderers/admin-list';
import screen from '../schemas/screens/meeting/participants.json';
import { ANSWER_KEY, startedExports, withParticipantsApi } from './Participants.mock';

const meta = {
  title: 'MeetingSettings/Participants',
  component: AdminListScreen,
  decorators: [withParticipantsApi()],
  args: { config: screen },
} satisfies Meta<typeof AdminListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const heads = (el: HTMLElement) => [...el.querySelectorAll('thead th')].map((th) => th.textContent);

export const Participants: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findAllByText('王伟');
    await expect(heads(canvasElement).slice(0, 10)).toEqual(['ID', '姓名', '邮箱', '手机号', '工作单位', '职位', '性别', '签到状态', '报名状态', '支付状态']);
    await expect([...c.getByTestId('pager-size').querySelectorAll('option')].map((o) => o.value)).toEqual(['10', '20', '50', '100']);
    await expect(c.getByTestId('pager-total').textContent).toBe('共 150 条');
    await expect(c.getAllByText('未报名').length).toBeGreaterThan(0);
  },
};
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };

/** A page of 100 draws only the rows in the scrolling box's view. */
export const Virtualized: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findAllByText('王伟');
    await userEvent.selectOptions(c.getByTestId('pager-size'), '100');
    await waitFor(() => expect(canvasElement.querySelector('tr[data-row="100"]') ?? canvasElement.querySelector('[data-virtual="on"]')).toBeTruthy());
    await waitFor(() => expect(canvasElement.querySelectorAll('tbody tr[data-row]').length).toBeLessThan(100));
  },
};

/** A saved column choice (username and the registration count) replaces the defaults. */
export const SavedColumns: Story = {
  decorators: [withParticipantsApi({ columns: ['name', 'username', 'registrationCount'] })],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findAllByText('王伟');
    await waitFor(() => expect(heads(canvasElement)).toEqual(['姓名', '用户名', '报名次数', '操作']));
  },
};

/** The screen's own columns show while the user has saved no choice (the server's defaults do not win). */
export const ScreenColumns: Story = {
  args: { config: { ...screen, columns: ['name', 'phone', { key: 'registrationStatus', badge: 'lifecycle' }] } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findAllByText('王伟');
    await expect(heads(canvasElement)).toEqual(['姓名', '手机号', '报名状态', '操作']);
  },
};

/** A registration form field chosen as a column: headed by the field's label, filled from the row's answer. */
export const AnswerColumn: Story = {
  decorators: [withParticipantsApi({ columns: ['name', ANSWER_KEY] })],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findAllByText('王伟');
    await waitFor(() => expect(heads(canvasElement)).toEqual(['姓名', '饮食习惯', '操作']));
    await expect(c.getAllByText('清真').length).toBeGreaterThan(0);
    await userEvent.click(c.getByTestId('column-config-open'));
    const dialog = within(await within(document.body).findByTestId('column-config'));
    await expect(dialog.getByLabelText('饮食习惯')).toBeChecked();
  },
};
export const AnswerColumnEnglishDark: Story = { ...AnswerColumn, play: undefined, globals: { locale: 'en', theme: 'dark' } };

/** An answer column sorts on the server from its heading: ascending, descending, then back to newest first; other columns do not. */
export const AnswerColumnSorted: Story = {
  decorators: [withParticipantsApi({ columns: ['name', ANSWER_KEY] })],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findAllByText('王伟');
    const head = () => canvasElement.querySelector(`thead th:has([data-sort="${ANSWER_KEY}"])`)!;
    const firstAnswer = () => canvasElement.querySelector(`tbody tr [data-col="${ANSWER_KEY}"]`)?.textContent;
    await waitFor(() => expect(head()).toBeTruthy());
    await expect(head().getAttribute('aria-sort')).toBe('none');
    await expect(canvasElement.querySelector('thead [data-sort="name"]')).toBeNull();
    const button = () => within(head() as HTMLElement).getByRole('button');
    await expect(button().getAttribute('title')).toBe('按饮食习惯升序排列');
    await userEvent.click(button());
    await waitFor(() => expect(head().getAttribute('aria-sort')).toBe('ascending'));
    await waitFor(() => expect(firstAnswer()).toBe('无特殊要求'));
    await userEvent.click(button());
    await waitFor(() => expect(head().getAttribute('aria-sort')).toBe('descending'));
    await waitFor(() => expect(firstAnswer()).toBe('清真'));
    await userEvent.click(button());
    await waitFor(() => expect(head().getAttribute('aria-sort')).toBe('none'));
    await expect(heads(canvasElement)).toEqual(['姓名', '饮食习惯', '操作']);
  },
};
export const AnswerColumnSortedEnglishDark: Story = { ...AnswerColumnSorted, play: undefined, globals: { locale: 'en', theme: 'dark' } };

export const FieldConfigDialog: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findAllByText('王伟');
    await userEvent.click(c.getByTestId('column-config-open'));
    const dialog = within(await within(document.body).findByTestId('column-config'));
    await expect(dialog.getByLabelText('用户名')).not.toBeChecked();
    await expect(dialog.getByLabelText('支付状态')).toBeChecked();
  },
};

export const EditDialog: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findAllByText('王伟');
    await userEvent.click(canvasElement.querySelector('tr[data-row="1"] [data-action="edit"]')!);
    const dialog = within(await within(document.body).findByTestId('dialog-form'));
    // the form's fields come with its schema, a moment after the dialog opens
    const phone = await dialog.findByLabelText('手机号', {}, { timeout: 5000 });
    await userEvent.clear(phone);
    await userEvent.type(phone, '123');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText('请输入正确的手机号码')).toBeTruthy();
  },
};

export const HistoryEmpty: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findAllByText('王伟');
    await userEvent.click(canvasElement.querySelector('tr[data-row="4"] [data-action="history"]')!);
    await expect(await within(document.body).findByText('该用户暂无报名记录')).toBeTruthy();
  },
};

export const RecordDetail: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findAllByText('王伟');
    await userEvent.click(canvasElement.querySelector('tr[data-row="2"] [data-action="history"]')!);
    const body = within(document.body);
    await userEvent.click((await body.findAllByTestId('list-row-view'))[0]);
    const form = within(await body.findByTestId('form-data'));
    await expect(form.getByText('参会身份')).toBeTruthy();
    await expect(form.getByText('是否需要预定酒店')).toBeTruthy();
    // an attachment is a link (the signed URL the API handed out) named as it was uploaded; one
    // stored before names were kept reads "view attachment (PDF)"
    const files = form.getAllByTestId('form-data-file');
    await expect(files.map((a) => a.textContent)).toEqual(['查看附件 (PDF)', '会议论文 终稿.docx']);
    for (const a of files) await expect(a.getAttribute('href')).toMatch(/\?exp=\d+&sig=/);
  },
};

/** The state filter offers the lifecycle's states (from the schema, drafts left out); the state shows in its colour. */
export const StateFilter: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findAllByText('王伟');
    const select = canvasElement.querySelector('select[data-filter="registrationStatus"]') as HTMLSelectElement;
    await expect([...select.options].map((o) => o.value)).toEqual(['', 'no_registration', 'submitted', 'awaiting_payment', 'confirmed', 'checked_in', 'cancelled', 'expired']);
    await expect([...select.options].map((o) => o.text).slice(1, 4)).toEqual(['未报名', '审核中', '待支付']);
    const state = canvasElement.querySelector('tr[data-row="2"] [data-col="registrationStatus"] span')!;
    await expect([state.textContent, state.getAttribute('data-state')]).toEqual(['已确认', 'confirmed']);
    await userEvent.selectOptions(select, 'awaiting_payment');
    await waitFor(() => expect([...canvasElement.querySelectorAll('tbody [data-col="registrationStatus"]')].every((td) => td.textContent === '待支付')).toBe(true));
  },
};

/** The newest registration's moves from the row's menu, as the lifecycle allows them from its state. */
export const RegistrationActions: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findAllByText('王伟');
    const more = (id: number) => canvasElement.querySelector(`tr[data-row="${id}"] [data-testid="row-more"]`) as HTMLElement | null;
    await expect(more(4)).toBeNull(); // no registration
    await userEvent.click(more(1)!); // submitted
    const menu = within(await within(document.body).findByTestId('row-more-menu'));
    await expect(menu.getAllByRole('menuitem').map((b) => b.getAttribute('data-action'))).toEqual(['approveRegistration', 'confirmRegistration', 'cancelRegistration', 'events']);
    await userEvent.click(menu.getByText('确认报名'));
    await userEvent.click(await within(document.body).findByTestId('confirm-ok'));
    await waitFor(() => expect(within(document.body).getByText('报名已确认')).toBeTruthy());
  },
};

/** The list cannot be loaded: the spec's failure text instead of rows. */
export const LoadFailed: Story = {
  decorators: [withParticipantsApi({ failing: true })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('加载参会人员列表失败')).toBeTruthy();
  },
};

/** Excel: the server builds the file for the list's current filter; its progress, then the download, show under the toolbar. */
export const ExportOnServer: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findAllByText('王伟');
    await userEvent.selectOptions(canvasElement.querySelector('select[data-filter="checkinStatus"]')!, 'checked_in');
    await waitFor(() => expect(c.getByTestId('pager-total').textContent).toBe('共 30 条'));
    await userEvent.click(c.getByTestId('list-toolbar').querySelector('[data-action="exportXlsx"]')!);
    await waitFor(() => expect(startedExports()).toEqual([{ checkinStatus: 'checked_in' }]));
    await waitFor(() => expect(c.getByTestId('export-job').getAttribute('data-status')).toBe('running'), { timeout: 3000 });
    await expect(c.getByTestId('export-job-progress').textContent).toBe('服务器正在生成 15/30（50%）');
    await waitFor(() => expect(c.getByTestId('export-job').getAttribute('data-status')).toBe('done'), { timeout: 3000 });
    await expect(c.getByText('已生成 30 行（47.08 KB）')).toBeTruthy();
    await expect(c.getByRole('link', { name: '下载' }).getAttribute('download')).toBe('participants-9-2026-11-29.xlsx');
  },
};
/** The same, in English and dark (the job done). */
export const ExportOnServerEnglishDark: Story = { ...ExportOnServer, play: undefined, globals: { locale: 'en', theme: 'dark' } };
