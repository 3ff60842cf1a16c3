// The scanner panel from its real JSON (the settings tab: 3 characters, 1.5 s; the standalone page:
// 4 characters, 2 s): a scan typed on the page as a hardware scanner types it, confirm, a refused code.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScannerScreen } from '../renderers/checkin';
import tab from '../schemas/screens/meeting/scanner.json';
import page from '../schemas/screens/scanner-checkin.json';
import { CODES, withCheckinApi } from './Checkin.mock';

const meta = {
  title: 'Checkin/Scanner',
  component: ScannerScreen,
  decorators: [withCheckinApi()],
  args: { config: tab },
} satisfies Meta<typeof ScannerScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const stat = (el: HTMLElement, i: number) => el.querySelectorAll('[data-stat-value]')[i]?.textContent;

export const SettingsTab: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText(/2026 国际医学影像大会/);
    await waitFor(() => expect(stat(canvasElement, 1)).toBe('41'));
    // the scanner types into the page (no input focused), then Enter
    await userEvent.keyboard(`${CODES.ready}{Enter}`);
    await waitFor(() => expect(canvasElement.querySelector('[data-scan-result] [data-scan-state="awaiting"]')).toBeTruthy());
    await expect(canvasElement.querySelector('[data-field="name"]')?.textContent).toBe('王伟');
    await userEvent.click(c.getByRole('button', { name: '确认签到' }));
    await waitFor(() => expect(stat(canvasElement, 1)).toBe('42'));
    await waitFor(() => expect(canvasElement.querySelectorAll('tr[data-record="success"]').length).toBe(2));
  },
};

export const OtherMeetingCode: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/2026 国际医学影像大会/);
    await userEvent.keyboard(`${CODES.other}{Enter}`);
    await waitFor(() => expect(canvasElement.querySelector('[data-scan-message]')?.textContent).toBe('该签到码不属于当前会议，请核对后重新扫码'));
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
    await within(canvasElement).findByText(/2026 国际医学影像大会/);
    await userEvent.keyboard('AB{Enter}');
    await waitFor(() => expect(canvasElement.querySelector('[data-scan-message]')?.textContent).toBe('扫码内容无效，请重新扫码'));
  },
};

export const StandalonePage: Story = {
  args: { config: page },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/2026 国际医学影像大会/);
    await expect(canvasElement.querySelector('[data-screen="scanner-checkin"]')?.getAttribute('data-min-length')).toBe('4');
    await userEvent.keyboard('ABC{Enter}');
    await waitFor(() => expect(canvasElement.querySelector('[data-scan-message]')?.textContent).toBe('扫码码无效，请重新扫码'));
  },
};

export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const DarkEnglishPage: Story = { args: { config: page }, globals: { theme: 'dark', locale: 'en' } };
