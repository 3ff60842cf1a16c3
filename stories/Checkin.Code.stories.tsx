// A participant's own check-in code as a QR code (schemas/screens/checkin-code.json).
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
  },
};
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
