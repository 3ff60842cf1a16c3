// Imperative confirmation: `await confirm({ title, message })` resolves true on OK and false on
// cancel or close (a cancelled confirmation is silent). <ConfirmHost/> draws the pending one.
import { useSyncExternalStore } from 'react';
import type { Text } from './types';

export interface ConfirmOptions {
  title: Text;
  message: Text;
  confirmText?: Text;
  cancelText?: Text;
  danger?: boolean;
}

interface Pending extends ConfirmOptions {
  id: number;
  resolve: (ok: boolean) => void;
}

let queue: Pending[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function confirm(opts: ConfirmOptions): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    queue = [...queue, { ...opts, id: nextId++, resolve }];
    emit();
  });
}

/** Answers the oldest pending confirmation. */
export function settleConfirm(id: number, ok: boolean): void {
  const p = queue.find((q) => q.id === id);
  if (!p) return;
  queue = queue.filter((q) => q.id !== id);
  emit();
  p.resolve(ok);
}

const current = () => queue[0] ?? null;

export function usePendingConfirm(): Pending | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    current,
    current,
  );
}

// Several hosts may be mounted (a console inside a page with its own): only the first one draws.
let hosts: number[] = [];
let nextHost = 1;
const hostListeners = new Set<() => void>();
export function claimHost(): { id: number; release: () => void } {
  const id = nextHost++;
  hosts = [...hosts, id];
  hostListeners.forEach((l) => l());
  return {
    id,
    release: () => {
      hosts = hosts.filter((h) => h !== id);
      hostListeners.forEach((l) => l());
    },
  };
}
const firstHost = () => hosts[0] ?? 0;
export function useFirstHost(): number {
  return useSyncExternalStore(
    (l) => {
      hostListeners.add(l);
      return () => hostListeners.delete(l);
    },
    firstHost,
    firstHost,
  );
}
