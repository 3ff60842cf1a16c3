// Safe access to web storage: the same modules run under Node (unit tests, SSR-less tools) where
// localStorage may be missing, and in private windows where it can throw.
export type StorageKind = 'local' | 'session';

export function store(kind: StorageKind): Storage | undefined {
  try {
    const s = kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    return s ?? undefined;
  } catch {
    return undefined;
  }
}

export function readItem(kind: StorageKind, key: string): string | null {
  try {
    return store(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(kind: StorageKind, key: string, value: string | null): void {
  try {
    const s = store(kind);
    if (!s) return;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    /* storage full or blocked: the session just will not persist */
  }
}

export const hasDom = (): boolean => typeof document !== 'undefined' && typeof window !== 'undefined';
