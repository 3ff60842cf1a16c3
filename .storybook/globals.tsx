// Applies the toolbar's language and theme (not persisted: stories must not change the app's
// settings). In a layout effect, so no component is updated while another renders.
import { useLayoutEffect, type ReactNode } from 'react';
import { i18n } from '../src/runtime/i18n';

export function applyGlobals(globals: Record<string, unknown>): void {
  const lang = globals.locale === 'en' ? 'en' : 'zh';
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
  if (typeof document !== 'undefined') {
    const dark = globals.theme === 'dark';
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  }
}

export function StoryGlobals({ locale, theme, children }: { locale: unknown; theme: unknown; children: ReactNode }) {
  useLayoutEffect(() => applyGlobals({ locale, theme }), [locale, theme]);
  return children;
}
