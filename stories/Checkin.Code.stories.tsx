// A participant's door code as a QR code with its meeting and ticket (schemas/screens/checkin-code.json),
// and the screen of a participant with no registration that may enter (no code at all).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { CheckinCodeScreen } from '../renderers/checkin';
import screen from '../schemas/screens/checkin-code.json';
import { CODES, withCheckinApi } from './Checkin.mock';

const meta = {
  title: 'Checkin/ParticipantCode',
  component: CheckinCodeScreen,
  decorators: [withCheckinApi()],
  args: { config: screen },
} satisfies Meta<typeof CheckinCodeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Code: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-code]')?.textContent).toBe(CODES.ready));
    await waitFor(() => expect(canvasElement.querySelector('img[data-qr]')?.getAttribute('src')).toMatch(/^data:image\/png;base64,/));
    await expect(canvasElement.querySelector('[data-field="ticket"]')?.textContent).toBe('VIP票');
    await expect(canvasElement.querySelector('[data-field="meeting"]')?.textContent).toBe('2026 国际医学影像大会');
  },
};
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };

export const NoRegistration: Story = {
  decorators: [withCheckinApi({ door: 'none' })],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-no-code]')).toBeTruthy());
    await expect(canvasElement.querySelector('[data-code]')).toBeNull();
    await expect(canvasElement.querySelector('img[data-qr]')).toBeNull();
  },
};
export const NoRegistrationEnglish: Story = { ...NoRegistration, globals: { locale: 'en' } };
export const NoRegistrationDark: Story = { ...NoRegistration, globals: { theme: 'dark' } };
