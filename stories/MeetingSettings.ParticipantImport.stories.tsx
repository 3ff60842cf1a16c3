// The participant list's add dialog (participant.add: the edit form's fields, from participant.json) and
// import dialog (the server's preview of a file: each row with its problems, then confirm), in zh and
// en, light and dark; and the import preview on its own.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminListScreen } from '../renderers/admin-list';
import { ImportPreview } from '../renderers/admin-list/ImportDialog';
import screen from '../schemas/screens/meeting/participants.json';
import { IMPORT_PREVIEW, withParticipantsApi } from './Participants.mock';

const meta = {
  title: 'MeetingSettings/ParticipantImport',
  component: AdminListScreen,
  decorators: [withParticipantsApi()],
  args: { config: screen },
} satisfies Meta<typeof AdminListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const ready = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(canvasElement.querySelector('tr[data-row="1"]')).toBeTruthy());
};

const openAdd = async (canvasElement: HTMLElement) => {
  await ready(canvasElement);
  await userEvent.click(canvasElement.querySelector('[data-action="add"]')!);
  return within(await within(document.body).findByTestId('dialog-form'));
};

/** The add dialog: the edit form's fields; a bad phone is refused under its field before anything is sent. */
export const AddDialog: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await expect(dialog.getByRole('heading', { name: '添加参会人员' })).toBeTruthy();
    await userEvent.type(await dialog.findByLabelText(/姓名/), '新人');
    await userEvent.type(dialog.getByLabelText('手机号'), '123');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText('请输入正确的手机号码')).toBeTruthy();
  },
};
export const AddDialogEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await expect(await dialog.findByRole('heading', { name: 'Add a participant' })).toBeTruthy();
    await expect(await dialog.findByLabelText(/Name/)).toBeTruthy();
  },
};
export const AddDialogDark: Story = { ...AddDialog, globals: { theme: 'dark' } };
export const AddDialogEnglishDark: Story = { ...AddDialogEnglish, globals: { locale: 'en', theme: 'dark' } };

const openImport = async (canvasElement: HTMLElement) => {
  await ready(canvasElement);
  await userEvent.click(canvasElement.querySelector('[data-action="import"]')!);
  const dialog = within(await within(document.body).findByTestId('import-dialog'));
  await userEvent.upload(dialog.getByTestId('import-file'), new File(['姓名,手机号\n'], 'attendees.csv', { type: 'text/csv' }));
  await dialog.findByTestId('import-preview');
  return dialog;
};

/** The import dialog after the server's preview: the bad row marked with its field and message, then confirmed. */
export const ImportDialog: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openImport(canvasElement);
    await expect(dialog.getByTestId('import-summary').textContent).toBe('共 3 行：2 行可导入，1 行有错误（不会导入）');
    const bad = document.body.querySelector('[data-import-row="3"]')!;
    await expect(bad.getAttribute('data-state')).toBe('error');
    await expect(bad.textContent).toContain('手机号：请输入正确的手机号码');
    await expect(dialog.getByTestId('import-confirm').textContent).toBe('确认导入 2 人');
  },
};
export const ImportDialogEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = await openImport(canvasElement);
    await expect(dialog.getByTestId('import-confirm').textContent).toBe('Import 2 participants');
  },
};
export const ImportDialogDark: Story = { ...ImportDialog, globals: { theme: 'dark' } };
export const ImportDialogEnglishDark: Story = { ...ImportDialogEnglish, globals: { locale: 'en', theme: 'dark' } };

/** The preview alone (a file whose rows all passed, and one with a bad row). */
export const Preview: StoryObj<typeof ImportPreview> = {
  render: () => <div className="p-4"><ImportPreview answer={IMPORT_PREVIEW} /></div>,
};
export const PreviewEnglishDark: StoryObj<typeof ImportPreview> = { ...Preview, globals: { locale: 'en', theme: 'dark' } };
