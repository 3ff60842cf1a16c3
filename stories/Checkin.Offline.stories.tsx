// The offline door (issue 20) from its real JSON: before the list is downloaded, the list downloaded
// and verified, a signed code admitted without the server, the same code again refused as already in,
// a forged code refused, and the organizer's conflict report (a code scanned at two doors, the
// earliest scan the arrival) — zh and en, light and dark. The verdict card and the report table alone too.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OfflineScannerScreen } from '../renderers/checkin/offline/OfflineScannerScreen';
import { OfflineVerdict } from '../renderers/checkin/offline/OfflineVerdict';
import { ConflictTable } from '../renderers/checkin/offline/ConflictReport';
import screen from '../schemas/screens/scanner-offline.json';
import { CONFLICTS, forgedCode, signedCode, withOfflineApi } from './CheckinOffline.mock';

const meta = {
  title: 'Checkin/Offline',
  component: OfflineScannerScreen,
  decorators: [withOfflineApi()],
  args: { config: screen },
} satisfies Meta<typeof OfflineScannerScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const en = { locale: 'en' };
const dark = { theme: 'dark' };
const darkEn = { theme: 'dark', locale: 'en' };
const ready = async (el: HTMLElement) => {
  const c = within(el);
  await waitFor(() => expect(el.querySelector('[data-list]')?.getAttribute('data-list')).not.toBe('loading'));
  await userEvent.click(c.getByRole('button', { name: /下载离线名单|Download the offline list/ }));
  await waitFor(() => expect(el.querySelector('[data-list]')?.getAttribute('data-list')).toBe('ready'));
};
const enter = async (el: HTMLElement, code: string) => {
  const box = el.querySelector<HTMLInputElement>('[data-manual-code]')!;
  await userEvent.clear(box);
  await userEvent.click(box);
  await userEvent.paste(code);
  await userEvent.keyboard('{Enter}');
};

/** Nothing on this device yet: the download button. */
export const NoList: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-list]')?.getAttribute('data-list')).not.toBe('loading'));
    await expect(canvasElement.querySelector('[data-list-info]')?.textContent).toBeTruthy();
  },
};
export const NoListDarkEnglish: Story = { ...NoList, globals: darkEn };

/** The list downloaded and verified; a signed code admitted on the device, then refused as already in at this door. */
export const Admitted: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await enter(canvasElement, await signedCode(101, 'K7M2QX9PAB3C'));
    await waitFor(() => expect(canvasElement.querySelector('[data-offline-verdict]')?.getAttribute('data-offline-verdict')).toBe('admitted'));
    await expect(canvasElement.querySelector('[data-offline-verdict] [data-field="name"]')?.textContent).toBe('王伟');
    await waitFor(() => expect(canvasElement.querySelector('[data-pending]')?.getAttribute('data-pending')).not.toBe('0'));
  },
};
export const AdmittedEnglish: Story = { ...Admitted, globals: en };
export const AdmittedDark: Story = { ...Admitted, globals: dark };

/** A code whose signature does not verify: refused with its reason, nothing journalled. */
export const Forged: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await enter(canvasElement, await forgedCode());
    await waitFor(() => expect(canvasElement.querySelector('[data-offline-verdict]')?.getAttribute('data-reason')).toBe('forged'));
  },
};
export const ForgedDarkEnglish: Story = { ...Forged, globals: darkEn };

/** Online, the organizer's report: the code scanned at two doors, the east door's scan the arrival. */
export const Conflicts: Story = {
  decorators: [withOfflineApi({ conflicts: true })],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-conflict="101"] [data-field="earliest"] [data-device]')?.textContent).toBe('door-3f2a91c0'));
  },
};
export const ConflictsEnglish: Story = { ...Conflicts, globals: en };
export const ConflictsDark: Story = { ...Conflicts, globals: dark };

/** Each refusal the verdict card says, and the admitted card, side by side. */
export const Verdicts: Story = {
  render: () => (
    <div className="max-w-sm space-y-3 p-4">
      <OfflineVerdict v={{ kind: 'admitted', attendee: [101, '王伟', 'VIP票', 0, 'x'], code: 'CF.x' }} onDismiss={() => undefined} />
      <OfflineVerdict v={{ kind: 'already', attendee: [101, '王伟', 'VIP票', 0, 'x'], at: '2026-11-29T01:02:03.000Z' }} onDismiss={() => undefined} />
      <OfflineVerdict v={{ kind: 'revoked', state: 'cancelled' }} onDismiss={() => undefined} />
      <OfflineVerdict v={{ kind: 'renewed' }} onDismiss={() => undefined} />
      <OfflineVerdict v={{ kind: 'otherMeeting' }} onDismiss={() => undefined} />
      <OfflineVerdict v={{ kind: 'unknown' }} onDismiss={() => undefined} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-offline-verdict="refused"]').length).toBe(5);
  },
};
export const VerdictsDarkEnglish: Story = { ...Verdicts, globals: darkEn };

/** The report table with no conflicts. */
export const NoConflicts: Story = {
  render: () => <ConflictTable rows={[]} />,
  play: async ({ canvasElement }) => expect(canvasElement.querySelector('[data-conflicts-empty]')).toBeTruthy(),
};
export const ConflictTableAlone: Story = { render: () => <ConflictTable rows={CONFLICTS} />, globals: dark };
