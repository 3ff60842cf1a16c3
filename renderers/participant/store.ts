// Which participant dialog is open (a tiny external store, so a site navbar, a block or the
// participant centre can open one without sharing React state).
import { useSyncExternalStore } from 'react';

export type ParticipantDialog = 'login' | 'codeLogin' | 'register' | 'reset' | 'complete' | 'flows' | null;

let current: ParticipantDialog = null;
const listeners = new Set<() => void>();

function set(next: ParticipantDialog) {
  if (next === current) return;
  current = next;
  listeners.forEach((l) => l());
}

export const openParticipantLogin = () => set('login');
/** the login on its code tab: a phone or e-mail proven by a code logs in, or makes the account */
export const openParticipantCodeLogin = () => set('codeLogin');
export const openParticipantRegister = () => set('register');
export const openParticipantReset = () => set('reset');
export const openProfileCheck = () => set('complete');
export const openFlowChooser = () => set('flows');
export const closeParticipantDialog = () => set(null);
export const getParticipantDialog = () => current;

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
export const useParticipantDialog = () => useSyncExternalStore(subscribe, getParticipantDialog, getParticipantDialog);
