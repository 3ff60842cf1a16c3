// Short messages shown by <Toaster/> (renderers/layout/Toaster.tsx). A tiny store, no React here.
import { useSyncExternalStore } from 'react';

export type ToastType = 'success' | 'error' | 'info' | 'warning';
export interface Toast {
  id: number;
  type: ToastType;
  text: string;
}

export const TOAST_MS = 3000;
const MAX = 5; // older ones drop off instead of covering the page

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function dismissToast(id: number): void {
  const before = toasts.length;
  toasts = toasts.filter((t) => t.id !== id);
  if (toasts.length !== before) emit();
}

export function showToast(type: ToastType, text: string, ms = TOAST_MS): number {
  // several failed calls of one page say the same thing: show it once
  const same = toasts.find((x) => x.type === type && x.text === text);
  if (same) return same.id;
  const id = nextId++;
  toasts = [...toasts, { id, type, text }].slice(-MAX);
  emit();
  if (ms > 0) setTimeout(() => dismissToast(id), ms);
  return id;
}

/** Show an error's message (ApiError or any Error), or a fallback text. */
function fromError(err: unknown, fallback?: string): number {
  const msg = err instanceof Error ? err.message : typeof err === 'string' ? err : '';
  return showToast('error', msg || fallback || String(err));
}

export const toast = {
  success: (text: string, ms?: number) => showToast('success', text, ms),
  error: (text: string, ms?: number) => showToast('error', text, ms),
  info: (text: string, ms?: number) => showToast('info', text, ms),
  warning: (text: string, ms?: number) => showToast('warning', text, ms),
  fromError,
  dismiss: dismissToast,
  clear: () => {
    toasts = [];
    emit();
  },
};

export const getToasts = (): Toast[] => toasts;

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(subscribe, getToasts, getToasts);
}
