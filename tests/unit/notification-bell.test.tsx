// @vitest-environment jsdom
// The bell polls the unread count every 30 s (spec 1 §9) and caps the badge at 99+.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { i18n } from '@runtime/i18n';
import { NotificationBell, POLL_MS } from '@renderers/layout/navbar/NotificationBell';
import { jsonResponse, stubFetch } from './runtime-helpers';

beforeEach(async () => {
  await i18n.changeLanguage('zh');
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('notification bell', () => {
  it('asks for the unread count again after 30 s, not before, and shows 99+ past 99', async () => {
    let unread = 3;
    const { calls } = stubFetch(() => jsonResponse({ code: 200, message: 'ok', data: unread }));
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter><NotificationBell userId={7} /></MemoryRouter>
      </SWRConfig>,
    );
    expect((await screen.findByTestId('unread-badge')).textContent).toBe('3');
    const polls = () => calls.filter((c) => c.url.includes('/api/notifications/user/7/unread-count')).length;
    const first = polls();
    expect(POLL_MS).toBe(30_000);

    unread = 120;
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS - 2_000));
    expect(polls()).toBe(first);
    expect(screen.getByTestId('unread-badge').textContent).toBe('3');

    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(polls()).toBe(first + 1);
    expect((await screen.findByText('99+')).getAttribute('data-testid')).toBe('unread-badge');
  });
});
