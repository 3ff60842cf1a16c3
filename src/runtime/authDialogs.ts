// Which auth dialog is open: a tiny external store, so the navbar and any page can open one.
import { useSyncExternalStore } from 'react';

export type AuthDialog = 'login' | 'register' | 'reset' | null;

let current: AuthDialog = null;
const listeners = new Set<() => void>();

function set(next: AuthDialog) {
  if (next === current) return;
  current = next;
  listeners.forEach((l) => l());
}

export const openLogin = () => set('login');
export const openRegister = () => set('register');
export const openReset = () => set('reset');
export const closeAuthDialog = () => set(null);
export const getAuthDialog = (): AuthDialog => current;

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useAuthDialog(): AuthDialog {
  return useSyncExternalStore(subscribe, getAuthDialog, getAuthDialog);
}
