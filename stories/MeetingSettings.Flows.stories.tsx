// Registration flows from their real JSON (schemas/screens/meeting/flows.json) in the generic
// admin-list: default tag, enabled switch, create / edit / copy / set default / delete, pager sizes.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { AdminListScreen } from '../renderers/admin-list';
import flows from '../schemas/screens/meeting/flows.json';
import { withMeetingSettingsApi } from './MeetingSettings.mock';
import { CallAccessProvider } from '../src/runtime/callAccess';

const meta = {
  title: 'MeetingSettings/Flows',
  component: AdminListScreen,
  decorators: [withMeetingSettingsApi()],
  args: { config: flows },
} satisfies Meta<typeof AdminListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A row's 更多 menu, opened (it opens in a layer of the page, not inside the row). */
const moreOf = async (row: HTMLElement) => {
  await userEvent.click(within(row).getByTestId('row-more'));
  return within(await within(row.ownerDocument.body).findByTestId('row-more-menu'));
};

export const Flows: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const row = (await c.findByText('VIP 通道报名')).closest('tr')!;
    // the design entry opens the designer route of this meeting and flow ({meetingId} from the shell)
    const info = spyOn(console, 'info').mockImplementation(() => {});
    await userEvent.click(within(row).getByText('设计页面'));
    await expect(info).toHaveBeenCalledWith('[no router] navigate', '/meeting/7/page-design/2');
    info.mockRestore();
    // the default row carries the tag; the pager offers the spec's sizes
    const byDefault = (await c.findByText('标准报名')).closest('tr')!;
    await expect(within(byDefault).getByText('默认')).toBeTruthy();
    // copy, set default and delete wait in the row's 更多 menu; a default flow cannot be deleted (spec 2): its
    // menu offers no 删除 to be refused after a confirmation
    await expect(within(row).queryByText('删除')).toBeNull();
    await expect((await moreOf(byDefault)).queryByText('删除')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect((await moreOf(row)).getByText('删除')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await expect([...c.getByTestId('pager-size').querySelectorAll('option')].map((o) => o.value)).toEqual(['20', '50', '100']);
  },
};
export const Empty: Story = {
  decorators: [withMeetingSettingsApi({ flows: [] })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无报名流程')).toBeTruthy();
  },
};
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
/** Deleting a flow that holds registrations: the server's 409 shown with the spec's text. */
export const DeleteInUse: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const row = (await c.findByText('VIP 通道报名')).closest('tr')!;
    await userEvent.click((await moreOf(row)).getByText('删除'));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('确定要删除流程“VIP 通道报名”吗？此操作不可恢复')).toBeTruthy();
    await userEvent.click(body.getByTestId('confirm-ok'));
    await expect(await body.findByText('流程正在被使用，无法删除')).toBeTruthy();
  },
};

/** A viewer (staff account, runtime/callAccess): the list as it is, nothing it would be refused. */
const VIEWER_REFUSED = ['POST /api/co/meeting/:id/registration-flows', 'PUT /api/co/meeting/:id/registration-flows/:flowId', 'POST /api/co/meeting/:id/registration-flows/:flowId/copy',
  'PUT /api/co/meeting/:id/registration-flows/:flowId/default', 'DELETE /api/co/meeting/:id/registration-flows/:flowId', 'PUT /api/co/meeting/:id/registration-flows/:flowId/status',
  'PUT /api/co/meeting/:id/page-design/:flowId'];
const asViewer = (Story: () => React.ReactElement) => <CallAccessProvider refused={VIEWER_REFUSED}><Story /></CallAccessProvider>;
export const ReadOnlyViewer: Story = {
  decorators: [asViewer],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const row = (await c.findByText('VIP 通道报名')).closest('tr')!;
    await expect(within(row).queryByText('编辑')).toBeNull();
    await expect(within(row).queryByText('设计页面')).toBeNull();
    await expect(c.queryByText('新建流程')).toBeNull();
    await expect(within(row).getByRole('switch')).toBeDisabled();
  },
};
export const ReadOnlyViewerEnglishDark: Story = { decorators: [asViewer], globals: { locale: 'en', theme: 'dark' } };
