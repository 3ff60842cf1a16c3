// A console tab may hold a screen of any kind: load the renderer folder that registers it (as the
// app's router does for a route's screen) before drawing it.
import { useEffect, useState } from 'react';
import { getRenderer } from '@runtime/registry';

type Folder = { register?: () => void };
const folders = import.meta.glob<Folder>(['/renderers/*/index.ts', '!/renderers/{layout,site,auth,console}/index.ts']);

const loads = new Map<string, Promise<void>>(); // each folder is imported and registered once
// the folder named after the kind first (as src/app/kinds.ts maps them), then the rest in turn
const HINT: Record<string, string> = { profile: 'form', dashboard: 'chart' };
const ordered = (kind: string) => {
  const first = `/renderers/${HINT[kind] ?? kind}/index.ts`;
  return Object.entries(folders).sort(([a], [b]) => Number(b === first) - Number(a === first));
};

export async function loadKind(kind: string): Promise<boolean> {
  for (const [path, load] of ordered(kind)) {
    if (getRenderer(kind)) return true;
    if (!loads.has(path)) loads.set(path, load().then((m) => m.register?.()));
    await loads.get(path)!.catch(() => undefined);
  }
  return !!getRenderer(kind);
}

/** 'ready' once a renderer for `kind` is registered, 'missing' when no folder registers it. */
export function useKind(kind: string | undefined): 'ready' | 'loading' | 'missing' {
  const [missing, setMissing] = useState<string | null>(null);
  const [, loaded] = useState(0);
  useEffect(() => {
    if (!kind || getRenderer(kind)) return;
    let live = true;
    void loadKind(kind).then((ok) => live && (ok ? loaded((n) => n + 1) : setMissing(kind)));
    return () => {
      live = false;
    };
  }, [kind]);
  if (kind && getRenderer(kind)) return 'ready';
  return kind && missing === kind ? 'missing' : 'loading';
}
