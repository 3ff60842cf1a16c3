// The participant centre's registrations: paid with the QR e-ticket, rejected with its reason and the
// re-upload, pending review, cancelled; empty and failed loads; both languages and themes.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MyRegistrations } from '../renderers/my-registrations';
import { withMyRegistrationsApi } from './MyRegistrations.mock';

const meta = {
  title: 'ParticipantCentre/Registrations',
  component: MyRegistrations,
  decorators: [withMyRegistrationsApi()],
  args: { meetingId: 7, registerHref: '/meeting/7/register' },
} satisfies Meta<typeof MyRegistrations>;
export default meta;
type Story = StoryObj<typeof meta>;

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

export const List: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const paid = await c.findByTestId('registration-31');
    await expect(within(paid).getByTestId('payment-status').textContent).toBe('已通过');
    await expect(within(paid).getByTestId('checkin-code').textContent).toBe('K7M2QX9PTR4H');
    await expect(await within(paid).findByAltText('签到二维码')).toBeTruthy();
    await expect(within(paid).getByTestId('total').textContent).toContain('800');
    const rejected = c.getByTestId('registration-30');
    await expect(within(rejected).getByText('凭证不清晰')).toBeTruthy();
    await expect(within(rejected).getByText('金额看不清，请上传清晰截图')).toBeTruthy();
    await expect(within(c.getByTestId('registration-28')).queryByTestId('cancel-28')).toBeNull();
  },
};

/** The files a registration holds show by the names they were uploaded with, as the signed links the server answered. */
export const Files: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const files = within(await c.findByTestId('registration-31')).getByTestId('registration-files');
    const links = within(files).getAllByTestId('registration-file');
    await expect(links.map((a) => a.textContent)).toEqual(['王小明的简历 2026.pdf', '转账截图.png']);
    await expect(links[0].getAttribute('href')).toMatch(/^\/api\/registrations\/files\/[a-f0-9]{32}\.pdf\/.+\?exp=\d+&sig=/);
  },
};

/** A rejected proof uploaded again: the registration is pending review again. */
export const Reupload: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const card = await c.findByTestId('registration-30');
    await expect(within(card).getByTestId('proof-button-30').textContent).toBe('重新上传凭证');
    await userEvent.upload(within(card).getByTestId('proof-input-30'), new File([PNG], 'proof.png', { type: 'image/png' }));
    await expect(await within(card).findByText('待审核')).toBeTruthy();
    await expect(within(card).queryByText('凭证不清晰')).toBeNull();
  },
};

/** A file that is not a picture: the server's refusal shows under the button, nothing changes. */
export const ReuploadRefused: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const card = await c.findByTestId('registration-30');
    await userEvent.upload(within(card).getByTestId('proof-input-30'), new File(['plain text'], 'proof.png', { type: 'image/png' }));
    await expect(await within(card).findByText('转账凭证只能是JPG、PNG或PDF文件')).toBeTruthy();
    await expect(within(card).getByTestId('payment-status').textContent).toBe('已拒绝');
  },
};

export const Cancel: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const card = await c.findByTestId('registration-29');
    await userEvent.click(within(card).getByTestId('cancel-29'));
    await userEvent.click(within(card).getByTestId('cancel-yes-29'));
    await expect(await within(card).findByText('已取消')).toBeTruthy();
  },
};

export const Empty: Story = {
  decorators: [withMyRegistrationsApi({ rows: [] })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('您还没有报名记录')).toBeTruthy();
  },
};

export const LoadFailed: Story = {
  decorators: [withMyRegistrationsApi({ failing: true })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/加载报名记录失败/)).toBeTruthy();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('My registrations')).toBeTruthy();
    await expect(await c.findByText('E-ticket')).toBeTruthy();
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const DarkEnglish: Story = { globals: { theme: 'dark', locale: 'en' } };
