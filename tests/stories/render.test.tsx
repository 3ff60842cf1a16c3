// @vitest-environment jsdom
// Renders every story in stories/ with the Storybook preview (i18n, theme globals) and fails when
// one throws, logs a React error, or renders nothing. Stories with a play function run it too.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { composeStories, composeStory, setProjectAnnotations } from '@storybook/react-vite';
import * as preview from '../../.storybook/preview';
import { toast } from '../../src/runtime/toast';
import { configure as configurePlay } from 'storybook/test';

// play functions wait up to 5 s for what appears asynchronously (a dialog's form comes with its schema):
// storybook/test carries its own testing-library, so it is configured here as well as in tests/setup-dom.ts
configurePlay({ asyncUtilTimeout: 5000 });

setProjectAnnotations([preview.default]);
// headless UI's anchored menus (a list row's "more" menu) measure themselves; jsdom has no ResizeObserver
globalThis.ResizeObserver ??= class { observe() {} unobserve() {} disconnect() {} } as unknown as typeof ResizeObserver;

type Module = Parameters<typeof composeStories>[0];
type Composed = ReturnType<typeof composeStory>;
const modules = import.meta.glob<Module>('../../stories/**/*.stories.tsx', { eager: true });

// Toasts live in a module-level store: clear them so one story's toasts never reach the next.
afterEach(() => {
  cleanup();
  act(() => toast.clear());
});

describe('stories', () => {
  it('finds the story files', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(0);
  });
});

for (const [file, mod] of Object.entries(modules)) {
  describe(file.replace('../../stories/', ''), () => {
    for (const [name, Story] of Object.entries(composeStories(mod) as Record<string, Composed>)) {
      it(name, async () => {
        const logged: unknown[][] = [];
        const uncaught: unknown[] = [];
        const onError = (e: ErrorEvent) => uncaught.push(e.error ?? e.message);
        window.addEventListener('error', onError);
        const spy = vi.spyOn(console, 'error').mockImplementation((...args) => void logged.push(args));
        try {
          const { container } = render(<Story />);
          if (Story.play) await Story.play({ canvasElement: container });
          await act(async () => {}); // let effects and pending state settle
          const text = (container.textContent ?? '') + (document.body.textContent ?? '');
          expect(text.trim().length, 'story rendered no content').toBeGreaterThan(0);
        } finally {
          spy.mockRestore();
          window.removeEventListener('error', onError);
        }
        expect(uncaught, 'uncaught errors').toEqual([]);
        expect(logged.map((a) => a.map(String).join(' ')), 'console.error calls').toEqual([]);
      });
    }
  });
}
