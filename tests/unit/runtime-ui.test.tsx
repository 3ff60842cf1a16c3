// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { ScreenRenderer, registerRenderer } from '../../src/runtime/registry';
import { toast, getToasts, TOAST_MS } from '../../src/runtime/toast';
import { Toaster } from '../../renderers/layout/Toaster';
import { useTheme, setTheme, THEME_KEY } from '../../src/runtime/theme';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ScreenRenderer', () => {
  it('draws the renderer of the kind and passes the config', () => {
    registerRenderer('hello', ({ config }) => <p>hello {String(config.who)}</p>);
    render(<ScreenRenderer config={{ kind: 'hello', who: 'world' }} />);
    expect(screen.getByText('hello world')).toBeTruthy();
  });

  it('shows an error box for an unknown kind or a config without kind', () => {
    render(<ScreenRenderer config={{ kind: 'nope' }} />);
    expect(screen.getByRole('alert').textContent).toContain('nope');
    cleanup();
    render(<ScreenRenderer config={{ title: 'x' }} />);
    expect(screen.getByRole('alert')).toBeTruthy();
  });
});

describe('toasts', () => {
  it('stack, auto-dismiss after 3 s, live region', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.success('saved');
      toast.error('failed');
    });
    expect(screen.getByText('saved')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('failed');
    expect(document.querySelector('[aria-live]')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2_900));
    expect(getToasts()).toHaveLength(2); // still there just before 3 s
    act(() => vi.advanceTimersByTime(101));
    expect(TOAST_MS).toBe(3_000);
    expect(getToasts()).toEqual([]);
    expect(screen.queryByText('saved')).toBeNull();
  });
  it('the same message while it shows is one toast, not a stack (several failed calls of one page)', () => {
    vi.useFakeTimers();
    act(() => {
      toast.warning('expired');
      toast.warning('expired');
      toast.error('expired'); // another kind is another toast
    });
    expect(getToasts().map((x) => x.type)).toEqual(['warning', 'error']);
    act(() => vi.advanceTimersByTime(3_001));
    act(() => void toast.warning('expired'));
    expect(getToasts()).toHaveLength(1); // gone, it may show again
    act(() => vi.advanceTimersByTime(3_001));
  });
});

describe('theme', () => {
  function Probe() {
    const { theme, toggle } = useTheme();
    return <button onClick={toggle}>{theme}</button>;
  }
  it('toggles the dark class, storage and cookie', () => {
    act(() => setTheme('light'));
    render(<Probe />);
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    expect(document.cookie).toContain('theme=dark');
    act(() => screen.getByRole('button').click());
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });
});
