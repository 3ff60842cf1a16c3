// Light/dark theme: the `dark` class on <html> drives Tailwind's dark: variants. Kept in
// localStorage and in a cookie so the server-served HTML could pick it up too.
import { useSyncExternalStore } from 'react';
import { hasDom, readItem, writeItem } from './storage';

export type Theme = 'light' | 'dark';
export const THEME_KEY = 'conflow.theme';
const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

const listeners = new Set<() => void>();

function systemTheme(): Theme {
  try {
    return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

function initialTheme(): Theme {
  const stored = readItem('local', THEME_KEY);
  return stored === 'dark' || stored === 'light' ? stored : systemTheme();
}

let theme: Theme = initialTheme();

function apply(t: Theme) {
  if (!hasDom()) return;
  document.documentElement.classList.toggle('dark', t === 'dark');
  document.documentElement.style.colorScheme = t;
}
apply(theme);

export function getTheme(): Theme {
  return theme;
}

export function setTheme(next: Theme): void {
  theme = next;
  writeItem('local', THEME_KEY, next);
  if (hasDom()) document.cookie = `theme=${next}; max-age=${COOKIE_MAX_AGE}; path=/; SameSite=Lax`;
  apply(next);
  listeners.forEach((l) => l());
}

export function toggleTheme(): void {
  setTheme(theme === 'dark' ? 'light' : 'dark');
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useTheme() {
  const t = useSyncExternalStore(subscribe, getTheme, getTheme);
  return { theme: t, toggle: toggleTheme, setTheme };
}
