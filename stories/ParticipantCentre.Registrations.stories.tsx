// The participant centre's registrations at phone width, one story per state the card explains —
// waiting for review, a bank transfer due (account, amount with currency, transfer reference,
// deadline), a proof in review, a refused proof (reason, place held, upload again), paying on site,
// confirmed with the e-ticket, checked in, cancelled by the organizer (with the reason) or by the
// participant, expired — then every state together in both languages and themes; uploading again,
// a refused upload, cancelling; empty and failed loads.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MyRegistrations, type MyRegistrationsProps } from '../renderers/my-registrations';
import { hotelAtHotelFixture, registrationsFixture, storySignedCode, withMyRegistrationsApi } from './MyRegistrations.mock';
import center from '../schemas/screens/participant-center.json';

const PHONE = 390;
const meta = {
  title: 'ParticipantCentre/Registrations',
  component: MyRegistrations,
  decorators: [withMyRegistrationsApi({ width: PHONE })],
  args: { meetingId: 7, registerHref: '/meeting/7/register', calls: center.calls as MyRegistrationsProps['calls'] },
} satisfies Meta<typeof MyRegistrations>;
export default meta;
type Story = StoryObj<typeof meta>;

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
/** Only registration `id` of the fixture (one state). */
const only = (id: number): Story['decorators'] => [withMyRegistrationsApi({ width: PHONE, rows: registrationsFixture().filter((r) => r.id === id) })];
const card = async (el: HTMLElement, id: number) => within(await within(el).findByTestId(`registration-${id}`));

export const Submitted: Story = {
  decorators: only(40),
  play: async ({ canvasElement }) => {
    const c = await card(canvasElement, 40);
    await expect(c.getByTestId('registration-status').textContent).toBe('审核中');
    await expect(c.getByTestId('next-step').textContent).toContain('等待主办方审核');
    await expect(c.queryByTestId('pay-to')).toBeNull();
    await expect(c.queryByTestId('proof-button-40')).toBeNull();
    await expect(c.getByTestId('cancel-40')).toBeTruthy();
  },
};

export const AwaitingTransfer: Story = {
  decorators: only(39),
  play: async ({ canvasElement }) => {
    const c = await card(canvasElement, 39);
    await expect(c.getByTestId('registration-status').textContent).toBe('待支付');
    await expect(c.getByTestId('pay-to-bankAccount').textContent).toBe('6217 0000 1234 5678');
    await expect(c.getByTestId('pay-to-amount').textContent).toBe('¥800');
    await expect(c.getByTestId('pay-to-reference').textContent).toBe('K7M39QX9');
    await expect(c.getByTestId('pay-to-deadline').textContent).toMatch(/2026年12月1日.*逾期未付款/);
    await expect(c.getByTestId('proof-button-39').textContent).toBe('上传转账凭证');
  },
};

export const ProofInReview: Story = {
  decorators: only(38),
  play: async ({ canvasElement }) => {
    const c = await card(canvasElement, 38);
    await expect(c.getByTestId('next-step').textContent).toContain('转账凭证审核中');
    await expect(c.getByTestId('field-reference').textContent).toBe('K7M38QX9');
    await expect(c.getByTestId('proof-button-38').textContent).toBe('更换凭证');
  },
};

export const ProofRejected: Story = {
  decorators: only(37),
  play: async ({ canvasElement }) => {
    const c = await card(canvasElement, 37);
    await expect(c.getByTestId('registration-status').textContent).toBe('待支付');
    await expect(c.getByTestId('reject-reason').textContent).toBe('原因：凭证不清晰');
    await expect(c.getByTestId('reject-details').textContent).toBe('金额看不清，请上传清晰截图');
    await expect(c.getByTestId('place-held').textContent).toMatch(/名额保留至 2026年12月1日/);
    await expect(c.getByTestId('pay-to-reference').textContent).toBe('K7M37QX9');
    await expect(c.getByTestId('proof-button-37').textContent).toBe('重新上传凭证');
  },
};

export const PayOnSite: Story = {
  decorators: only(36),
  play: async ({ canvasElement }) => {
    const c = await card(canvasElement, 36);
    await expect(c.getByTestId('next-step').textContent).toContain('请在报到时于现场支付 US$99.50');
    await expect(c.getByTestId('total').textContent).toBe('US$99.50');
    await expect(c.queryByTestId('proof-button-36')).toBeNull();
  },
};

/** The e-ticket: the door code as text, the QR holding the signed code the server answered beside it (issue 20). */
export const Confirmed: Story = {
  decorators: only(35),
  play: async ({ canvasElement }) => {
    const c = await card(canvasElement, 35);
    await expect(c.getByTestId('registration-status').textContent).toBe('已确认');
    await expect(c.getByTestId('checkin-code').textContent).toBe('K7M2QX9PTR4H');
    await expect(c.getByTestId('ticket-reference').textContent).toBe('K7M35QX9');
    // (what the picture decodes to is read by a camera in tests/e2e/door.spec.ts)
    await expect((await c.findByAltText('签到二维码')).getAttribute('data-qr')).toBe(storySignedCode(35, 'K7M2QX9PTR4H'));
    await expect(c.queryByTestId('cancel-35')).toBeNull();
  },
};

export const CheckedIn: Story = {
  decorators: only(34),
  play: async ({ canvasElement }) => {
    const c = await card(canvasElement, 34);
    await expect(c.getByTestId('registration-status').textContent).toBe('已签到');
    await expect(c.getByTestId('next-step').textContent).toContain('您已签到');
    await expect(c.getByTestId('e-ticket')).toBeTruthy();
  },
};

export const CancelledByOrganizer: Story = {
  decorators: only(33),
  play: async ({ canvasElement }) => {
    const c = await card(canvasElement, 33);
    await expect(c.getByTestId('registration-status').textContent).toBe('已取消');
    await expect(c.getByTestId('next-step').textContent).toContain('报名已被主办方取消');
    await expect(c.getByTestId('cancel-reason').textContent).toBe('原因：会场容量调整，本场次取消，费用将原路退回');
    await expect(c.queryByTestId('cancel-33')).toBeNull();
  },
};

export const CancelledByParticipant: Story = {
  decorators: only(32),
  play: async ({ canvasElement }) => {
    const c = await card(canvasElement, 32);
    await expect(c.getByTestId('next-step').textContent).toContain('您已取消本次报名');
  },
};

export const Expired: Story = {
  decorators: only(31),
  play: async ({ canvasElement }) => {
    const c = await card(canvasElement, 31);
    await expect(c.getByTestId('registration-status').textContent).toBe('已过期');
    await expect(c.getByTestId('next-step').textContent).toMatch(/2026年11月22日.*名额已释放.*联系主办方/);
    await expect(c.queryByTestId('proof-button-31')).toBeNull();
    await expect(c.queryByTestId('cancel-31')).toBeNull();
  },
};

/** Every state together: the lifecycle's labels and tones side by side. */
export const AllStates: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByTestId('registration-40');
    const states = [...canvasElement.querySelectorAll('[data-testid="registration-status"]')].map((e) => e.getAttribute('data-state'));
    await expect(states).toEqual(['submitted', 'awaiting_payment', 'awaiting_payment', 'awaiting_payment', 'awaiting_payment', 'confirmed', 'checked_in', 'cancelled', 'cancelled', 'expired']);
  },
};

/** The files a registration holds show by the names they were uploaded with, as the signed links the server answered. */
export const Files: Story = {
  decorators: only(35),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const files = within(await c.findByTestId('registration-35')).getByTestId('registration-files');
    const links = within(files).getAllByTestId('registration-file');
    await expect(links.map((a) => a.textContent)).toEqual(['王小明的简历 2026.pdf', '转账截图.png']);
    await expect(links[0].getAttribute('href')).toMatch(/^\/api\/registrations\/files\/[a-f0-9]{32}\.pdf\/.+\?exp=\d+&sig=/);
  },
};
export const AllStatesDark: Story = { globals: { theme: 'dark' } };
export const AllStatesEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('My registrations')).toBeTruthy();
    const rejected = await card(canvasElement, 37);
    await expect(rejected.getByTestId('registration-status').textContent).toBe('Awaiting payment');
    await expect(rejected.getByTestId('place-held').textContent).toMatch(/^Your place is held until Dec 1, 2026/);
    await expect(rejected.getByTestId('pay-to-amount').textContent).toBe('CN¥599');
    await expect((await card(canvasElement, 33)).getByTestId('next-step').textContent).toContain('The organizer cancelled this registration');
    await expect((await card(canvasElement, 35)).getByText('E-ticket')).toBeTruthy();
    // the designed names in English where the design gave them, the Chinese where it did not (VIP票)
    await expect((await card(canvasElement, 39)).getByText(/^Standard ticket · /)).toBeTruthy();
    await expect((await card(canvasElement, 39)).getByText('Guest')).toBeTruthy();
  },
};
export const AllStatesDarkEnglish: Story = { globals: { theme: 'dark', locale: 'en' } };

/** A refused proof uploaded again: in review again, the refusal gone. */
export const Reupload: Story = {
  decorators: only(37),
  play: async ({ canvasElement }) => {
    const c = await card(canvasElement, 37);
    await userEvent.upload(c.getByTestId('proof-input-37'), new File([PNG], 'proof.png', { type: 'image/png' }));
    await waitFor(() => expect(c.getByTestId('payment-status').textContent).toBe('待审核'));
    await expect(c.getByTestId('next-step').textContent).toContain('转账凭证审核中');
    await expect(c.queryByTestId('reject-reason')).toBeNull();
  },
};

/** A file that is not a picture: the server's refusal shows under the button, nothing changes. */
export const ReuploadRefused: Story = {
  decorators: only(37),
  play: async ({ canvasElement }) => {
    const c = await card(canvasElement, 37);
    await userEvent.upload(c.getByTestId('proof-input-37'), new File(['plain text'], 'proof.png', { type: 'image/png' }));
    await expect(await c.findByText('转账凭证只能是JPG、PNG或PDF文件')).toBeTruthy();
    await expect(c.getByTestId('payment-status').textContent).toBe('已拒绝');
  },
};

export const Cancel: Story = {
  decorators: only(39),
  play: async ({ canvasElement }) => {
    const c = await card(canvasElement, 39);
    await userEvent.click(c.getByTestId('cancel-39'));
    await userEvent.click(c.getByTestId('cancel-yes-39'));
    await waitFor(() => expect(c.getByTestId('registration-status').textContent).toBe('已取消'));
    await expect(c.getByTestId('next-step').textContent).toContain('您已取消本次报名');
    await expect(c.queryByTestId('pay-to')).toBeNull();
  },
};

export const Empty: Story = {
  decorators: [withMyRegistrationsApi({ rows: [], width: PHONE })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('您还没有报名记录')).toBeTruthy();
  },
};

export const LoadFailed: Story = {
  decorators: [withMyRegistrationsApi({ failing: true, width: PHONE })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/加载报名记录失败/)).toBeTruthy();
  },
};

/** The hotel takes its fee itself: the hotel row says so, the total and the transfer are the ticket alone, and the card says how to pay the hotel. */
export const HotelPaidAtHotel: Story = {
  decorators: [withMyRegistrationsApi({ width: PHONE, rows: [hotelAtHotelFixture()] })],
  play: async ({ canvasElement }) => {
    const c = await card(canvasElement, 41);
    await expect(c.getByTestId('field-hotel').textContent).toContain('¥900 · 直接支付给酒店');
    await expect(c.getByTestId('total').textContent).toBe('¥199');
    await expect(c.getByTestId('pay-to-amount').textContent).toBe('¥199');
    await expect(c.getByTestId('hotel-pay-separate').textContent).toBe('该酒店费用不含在报名应付金额中，请按以下方式直接支付给酒店。');
    await expect(c.getByTestId('hotel-pay-bankTransfer').textContent).toContain('6225 8888 0000 1234');
    await expect(c.getByTestId('hotel-pay-onArrival')).toBeTruthy();
    await expect(c.queryByTestId('hotel-pay-withRegistration')).toBeNull();
  },
};
export const HotelPaidAtHotelDarkEnglish: Story = { ...HotelPaidAtHotel, play: undefined, globals: { theme: 'dark', locale: 'en' } };
