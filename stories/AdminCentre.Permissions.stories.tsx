// The admin centre's 权限管理 from its real JSON (schemas/screens/admin/permissions.json): sub-accounts
// with their roles per meeting (labels from the meeting-staff schema), assigning roles, the token
// shown once after creating one; empty, failing and loading lists; zh and en, light and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StaffRolesScreen } from '../renderers/staff';
import permissions from '../schemas/screens/admin/permissions.json';
import { withStaffApi } from './Staff.mock';

const meta = {
  title: 'AdminCentre/Permissions',
  component: StaffRolesScreen,
  decorators: [withStaffApi()],
  args: { config: permissions },
} satisfies Meta<typeof StaffRolesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

export const Permissions: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('小王');
    const door = canvasElement.querySelector('[data-staff="door-a"]') as HTMLElement;
    await expect([...door.querySelectorAll('[data-role]')].map((b) => b.textContent)).toEqual(['签到人员', '签到人员', '只读']);
    await expect(c.getByText('尚未分配会议')).toBeTruthy();
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect((await c.findAllByText('Check-in staff')).length).toBe(2);
    await expect(c.getAllByText('Finance').length).toBeGreaterThan(0);
    await expect(c.getByText('No meetings assigned')).toBeTruthy();
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const EnglishDark: Story = { globals: { locale: 'en', theme: 'dark' } };

/** Giving the sub-account without meetings the check-in role on one meeting. */
export const AssignRoles: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByTestId('assign-web-editor'));
    const dialog = within(await body(canvasElement).findByTestId('roles-dialog'));
    // nothing chosen: refused with the reason, nothing sent
    await userEvent.click(dialog.getByTestId('roles-save'));
    await expect(dialog.getByRole('alert').textContent).toBe('请选择会议');
    await userEvent.selectOptions(dialog.getByTestId('roles-meeting'), '8');
    await userEvent.click(dialog.getByTestId('roles-save'));
    await expect(dialog.getByRole('alert').textContent).toBe('请至少选择一个角色');
    await userEvent.click(dialog.getByTestId('role-editor'));
    await userEvent.click(dialog.getByTestId('role-checkin'));
    await userEvent.click(dialog.getByTestId('roles-save'));
    const row = () => canvasElement.querySelector('[data-staff="web-editor"]') as HTMLElement;
    // stored in the schema's order: check-in staff before editor
    await waitFor(() => expect([...row().querySelectorAll('[data-role]')].map((b) => b.getAttribute('data-role'))).toEqual(['checkin', 'editor']));
  },
};
/** The dialog open, as an organizer sees it (each role with what it opens). */
export const RolesDialogOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByTestId('edit-grant-finance-li-7'));
    const dialog = within(await body(canvasElement).findByTestId('roles-dialog'));
    await expect((dialog.getByTestId('role-finance') as HTMLInputElement).checked).toBe(true);
    await expect((dialog.getByTestId('role-checkin') as HTMLInputElement).checked).toBe(false);
    await expect(dialog.getByText('付款审核、财务、发票')).toBeTruthy();
  },
};
export const RolesDialogEnglishDark: Story = { ...RolesDialogOpen, globals: { locale: 'en', theme: 'dark' }, play: async ({ canvasElement }) => {
  await userEvent.click(await within(canvasElement).findByTestId('edit-grant-finance-li-7'));
  await expect(await body(canvasElement).findByText('Payment review, finance, invoices')).toBeTruthy();
} };
/** Creating a sub-account: its auth token is shown this once. */
export const CreatedTokenOnce: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByTestId('staff-create'));
    const form = await body(canvasElement).findByTestId('dialog-form');
    // the dialog's form loads when it first opens
    await userEvent.type((await within(form).findAllByRole('textbox'))[0], 'door-b');
    await userEvent.click(within(form).getByRole('button', { name: '新建子账号' }));
    await expect(((await body(canvasElement).findByTestId('sub-auth-token')) as HTMLInputElement).value).toBe('q7Vh2mR9xL0cT4pB');
  },
};
export const Empty: Story = {
  decorators: [withStaffApi({ rows: [] })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('还没有子账号')).toBeTruthy();
  },
};
export const EmptyEnglishDark: Story = { decorators: [withStaffApi({ rows: [] })], globals: { locale: 'en', theme: 'dark' } };
export const LoadFailed: Story = {
  decorators: [withStaffApi({ mode: 'failing' })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('加载子账号失败', {}, { timeout: 5000 })).toBeTruthy();
  },
};
export const LoadFailedEnglish: Story = { decorators: [withStaffApi({ mode: 'failing' })], globals: { locale: 'en' } };
export const Loading: Story = { decorators: [withStaffApi({ mode: 'slow' })] };
export const LoadingDark: Story = { decorators: [withStaffApi({ mode: 'slow' })], globals: { theme: 'dark' } };
