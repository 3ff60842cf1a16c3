// The scanner panel from its real JSON (the settings tab: 3 characters, 1.5 s; the standalone page:
// 4 characters, 2 s), in every state (issue 15): ready, verifying, awaiting confirmation ("confirm
// each"), admitted (the full-screen green verdict, also "collect on site"), refused with each reason
// (the full-screen red verdict, in the user's language), confirm disabled after a failure, the undo
// of a check-in from the recent list; zh and en, light and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScannerScreen } from '../renderers/checkin';
import tab from '../schemas/screens/meeting/scanner.json';
import page from '../schemas/screens/scanner-checkin.json';
import { CODES, say, withCheckinApi } from './Checkin.mock';

const meta = {
  title: 'Checkin/Scanner',
  component: ScannerScreen,
  decorators: [withCheckinApi()],
  args: { config: tab },
} satisfies Meta<typeof ScannerScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const stat = (el: HTMLElement, i: number) => el.querySelectorAll('[data-stat-value]')[i]?.textContent;
const loaded = async (el: HTMLElement) => waitFor(() => expect(el.querySelector('[data-meeting]')?.textContent).toContain('2026 国际医学影像大会'));
const verdict = (el: HTMLElement) => el.ownerDocument.querySelector<HTMLElement>('[data-verdict]');
const en = { locale: 'en' };
const dark = { theme: 'dark' };
const darkEn = { theme: 'dark', locale: 'en' };
const auto = [withCheckinApi({ mode: 'auto' })];

export const SettingsTab: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await waitFor(() => expect(stat(canvasElement, 1)).toBe('41'));
    // the scanner types into the page (no input focused), then Enter
    await userEvent.keyboard(`${CODES.ready}{Enter}`);
    await waitFor(() => expect(canvasElement.querySelector('[data-scan-result] [data-scan-state="awaiting"]')).toBeTruthy());
    await expect(canvasElement.querySelector('[data-field="name"]')?.textContent).toBe('王伟');
    await userEvent.click(c.getByRole('button', { name: '确认签到' }));
    await waitFor(() => expect(verdict(canvasElement)?.dataset.verdict).toBe('admitted'));
    await waitFor(() => expect(stat(canvasElement, 1)).toBe('42'));
    // Esc dismisses the verdict: ready for the next one
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(verdict(canvasElement)).toBeNull());
    await waitFor(() => expect(canvasElement.querySelectorAll('tr[data-record="success"]').length).toBe(2));
  },
};
export const English: Story = { globals: en };
export const Dark: Story = { globals: dark };
export const DarkEnglishPage: Story = { args: { config: page }, globals: darkEn };

/** "Confirm each": the registration found, with photo, ticket, sub-venues and payment; confirm has the focus. */
export const Awaiting: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.keyboard(`${CODES.ready}{Enter}`);
    await waitFor(() => expect(canvasElement.querySelector('[data-scan-state="awaiting"]')).toBeTruthy());
    await expect(canvasElement.querySelector('[data-field="ticket"]')?.textContent).toBe('VIP票');
    await expect(canvasElement.querySelector('[data-field="subVenues"]')?.textContent).toBe('主会场、影像分会场');
    await expect(canvasElement.querySelector('[data-field="position"]')?.textContent).toBe('主任医师');
    await expect(canvasElement.querySelector('img[data-field="photo"]')).toBeTruthy();
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement?.getAttribute('data-action')).toBe('confirm'));
  },
};
export const AwaitingEnglish: Story = { ...Awaiting, globals: en };
export const AwaitingDark: Story = { ...Awaiting, globals: dark };
export const AwaitingDarkEnglish: Story = { ...Awaiting, globals: darkEn };

/** The look-up on its way. */
export const Verifying: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.keyboard(`${CODES.slow}{Enter}`);
    await waitFor(() => expect(canvasElement.querySelector('[data-scan-result] [data-scan-state="verifying"]')).toBeTruthy());
    await expect(canvasElement.querySelector<HTMLButtonElement>('[data-action="confirm"]')!.disabled).toBe(true);
  },
};
export const VerifyingEnglish: Story = { ...Verifying, globals: en };
export const VerifyingDark: Story = { ...Verifying, globals: dark };
export const VerifyingDarkEnglish: Story = { ...Verifying, globals: darkEn };

/** "Scan to check in": a hardware scanner types the code (here in lower case) and Enter: in at once, full-screen green. */
export const Admitted: Story = {
  decorators: auto,
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(canvasElement.querySelector('[data-door-mode]')?.getAttribute('data-door-mode')).toBe('auto');
    await userEvent.keyboard(`${CODES.ready.toLowerCase()}{Enter}`);
    await waitFor(() => expect(verdict(canvasElement)?.dataset.verdict).toBe('admitted'));
    await expect(verdict(canvasElement)!.querySelector('[data-field="name"]')?.textContent).toBe('王伟');
    await waitFor(() => expect(stat(canvasElement, 1)).toBe('42'));
  },
};
export const AdmittedEnglish: Story = { ...Admitted, globals: en };
export const AdmittedDark: Story = { ...Admitted, globals: dark };
export const AdmittedDarkEnglish: Story = { ...Admitted, globals: darkEn };

/** A flow that admits unpaid: in, marked to collect on site. */
export const CollectOnSite: Story = {
  decorators: auto,
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.keyboard(`${CODES.onSite}{Enter}`);
    await waitFor(() => expect(verdict(canvasElement)?.dataset.verdict).toBe('admitted'));
    await expect(verdict(canvasElement)!.querySelector('[data-field="payment"]')?.textContent).toContain(say('checkin.collectOnSite'));
  },
};
export const CollectOnSiteEnglishDark: Story = { ...CollectOnSite, globals: darkEn };

/** A refusal: full-screen red with the server's reason, in the user's language. */
const refused = (code: string, key: string, params?: Record<string, string>): Story => ({
  decorators: auto,
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.keyboard(`${code}{Enter}`);
    await waitFor(() => expect(verdict(canvasElement)?.dataset.verdict).toBe('refused'));
    await expect(verdict(canvasElement)!.querySelector('[data-scan-message]')?.textContent).toBe(say(key, params));
    // after a failure there is nothing to confirm
    await expect(canvasElement.querySelector<HTMLButtonElement>('[data-action="confirm"]')!.disabled).toBe(true);
  },
});
export const RefusedAwaitingPayment = refused(CODES.unpaid, 'checkin.awaitingPayment');
export const RefusedAwaitingPaymentEnglish: Story = { ...RefusedAwaitingPayment, globals: en };
export const RefusedAwaitingPaymentDark: Story = { ...RefusedAwaitingPayment, globals: dark };
export const RefusedAwaitingPaymentDarkEnglish: Story = { ...RefusedAwaitingPayment, globals: darkEn };
export const RefusedUnknownCode = refused('NQSUCHCQDE23', 'checkin.codeNotFound');
export const RefusedUnknownCodeEnglish: Story = { ...RefusedUnknownCode, globals: en };
export const RefusedCancelled = refused(CODES.cancelled, 'checkin.cancelled');
export const RefusedCancelledEnglish: Story = { ...RefusedCancelled, globals: en };
export const RefusedExpired = refused(CODES.expired, 'checkin.expired');
export const RefusedExpiredEnglish: Story = { ...RefusedExpired, globals: en };
export const RefusedUnderReview = refused(CODES.review, 'checkin.underReview');
export const RefusedUnderReviewEnglish: Story = { ...RefusedUnderReview, globals: en };
export const RefusedAlreadyCheckedIn = refused(CODES.checkedIn, 'checkin.already', { time: '2026-11-20 09:30:00', operator: '演示会务组' });
export const RefusedAlreadyCheckedInEnglishDark: Story = { ...RefusedAlreadyCheckedIn, globals: darkEn };

export const OtherMeetingCode: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.keyboard(`${CODES.other}{Enter}`);
    await waitFor(() => expect(canvasElement.querySelector('[data-scan-reason]')?.textContent).toBe('该签到码不属于当前会议，请核对后重新扫码'));
    await expect(verdict(canvasElement)?.dataset.verdict).toBe('refused');
    await expect(canvasElement.querySelector<HTMLButtonElement>('[data-action="confirm"]')!.disabled).toBe(true);
    await userEvent.keyboard('{Escape}');
    // the refusal joins the recent list: the code and the reason, not the other meeting's participant
    const row = await waitFor(() => {
      const r = canvasElement.querySelector<HTMLElement>('tr[data-record="failure"]');
      if (!r) throw new Error('no failure record yet');
      return r;
    });
    await expect(row.textContent).toContain(CODES.other);
    await expect(row.textContent).toContain('该签到码不属于当前会议');
    await expect(row.textContent).not.toContain('张强');
  },
};

export const TooShort: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.keyboard('AB{Enter}');
    await waitFor(() => expect(canvasElement.querySelector('[data-scan-reason]')?.textContent).toBe('扫码内容无效，请重新扫码'));
  },
};

export const StandalonePage: Story = {
  args: { config: page },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(canvasElement.querySelector('[data-screen="scanner-checkin"]')?.getAttribute('data-min-length')).toBe('4');
    await userEvent.keyboard('ABC{Enter}');
    await waitFor(() => expect(canvasElement.querySelector('[data-scan-reason]')?.textContent).toBe('扫码码无效，请重新扫码'));
  },
};

/** The organizer undoes a mistaken check-in from the recent list, with a reason, by keyboard. */
export const UndoCheckIn: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const undo = await waitFor(() => {
      const b = canvasElement.querySelector<HTMLButtonElement>('tr[data-record="success"] [data-action="undo"]');
      if (!b) throw new Error('no undo button yet');
      return b;
    });
    await userEvent.click(undo);
    const reason = await within(canvasElement).findByLabelText(say('checkin.ui.undoReason'));
    await userEvent.type(reason, '扫错了人{Enter}');
    await waitFor(() => expect(canvasElement.ownerDocument.body.textContent).toContain(say('checkin.undone')));
    await waitFor(() => expect(canvasElement.querySelector('[data-undo-form]')).toBeNull());
  },
};
export const UndoCheckInEnglishDark: Story = { ...UndoCheckIn, globals: darkEn };

/** The reason follows the user's language: the English screen reads the English reason. */
export const RefusedReasonInEnglish: Story = {
  decorators: auto,
  globals: en,
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.keyboard(`${CODES.unpaid}{Enter}`);
    await waitFor(() => expect(verdict(canvasElement)?.querySelector('[data-scan-message]')?.textContent).toBe('This registration is awaiting payment: no entry'));
    await expect(verdict(canvasElement)!.textContent).toContain('No entry');
  },
};
