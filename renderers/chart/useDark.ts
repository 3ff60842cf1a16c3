// Whether the page is dark: follows the `dark` class on <html> (the app's theme and Storybook's toolbar set it).
import { useSyncExternalStore } from 'react';

const isDark = () => typeof document !== 'undefined' && document.documentElement.classList.contains('dark');

function subscribe(onChange: () => void) {
  if (typeof MutationObserver === 'undefined') return () => {};
  const mo = new MutationObserver(onChange);
  mo.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => mo.disconnect();
}

export function useDark(): boolean {
  return useSyncExternalStore(subscribe, isDark, () => false);
}
