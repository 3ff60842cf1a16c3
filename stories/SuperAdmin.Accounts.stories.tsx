// The accounts tab from its real JSON (schemas/screens/super-admin/accounts.json), answered by the
// story's stand-in API: stat cards, search and filters, disable/enable/delete with confirmations.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AdminListScreen } from '../renderers/admin-list';
import accounts from '../schemas/screens/super-admin/accounts.json';
import { accountsFixture } from './SuperAdmin.fixtures';
import { withSuperAdminApi } from './SuperAdmin.mock';

const meta = {
  title: 'SuperAdmin/Accounts',
  component: AdminListScreen,
  decorators: [withSuperAdminApi()],
  args: { config: accounts },
} satisfies Meta<typeof AdminListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Accounts: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('chen_jing')).toBeTruthy();
    const disabled = accountsFixture().filter((u) => u.status === 'disabled').length;
    await expect(await page.findByText(`已禁用 ${disabled} 个`)).toBeTruthy();
  },
};
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
/** Every call refused: the list is emptied and the failure text shows. */
export const LoadFailed: Story = { decorators: [withSuperAdminApi({ failing: true })] };

/** One more column named in the screen's JSON (phone, a user field) shows with no code change. */
export const AddedColumn: Story = {
  args: { config: { ...accounts, columns: [...accounts.columns, 'phone'] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('columnheader', { name: '手机号' })).toBeTruthy();
    await expect(await page.findByText(accountsFixture()[0].phone)).toBeTruthy();
  },
};

/** The test-API button calls GET /api/health and says whether the API answers. */
export const TestApi: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: '测试接口' }));
    await expect(await within(document.body).findByText('接口连接正常')).toBeTruthy();
  },
};
