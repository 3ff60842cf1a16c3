// The server-issued slider puzzle. Without a server it shows its load-failure state; "MockServer"
// draws a puzzle in the browser and answers like the server (drag the piece into the dark gap).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SliderCaptcha } from '../renderers/auth';
import { mockAuthApi } from './Auth.mock';

function Demo() {
  const [token, setToken] = useState('');
  return (
    <div className="max-w-sm">
      <SliderCaptcha onVerified={setToken} onExpired={() => setToken('')} />
      <p className="mt-2 text-xs text-gray-500">captchaToken: {token || '—'}</p>
    </div>
  );
}

const meta = { title: 'Auth/SliderCaptcha', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No server: the loading spinner, then the load-failure message and the refresh button. */
export const NoServer: Story = {};

export const MockServer: Story = { beforeEach: () => mockAuthApi() };

export const MockServerDark: Story = { beforeEach: () => mockAuthApi(), globals: { theme: 'dark' } };

export const MockServerEnglish: Story = { beforeEach: () => mockAuthApi(), globals: { locale: 'en' } };
