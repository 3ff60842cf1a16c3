// A console tab may hold a screen of any kind: load its renderer through the one kind registry
// (renderers/kinds.ts, as the app's router does for a route's screen) before drawing it.
import { useEffect, useState } from 'react';
import { getRenderer } from '@runtime/registry';
import { ensureKind } from '../kinds';

/** 'ready' once a renderer for `kind` is registered, 'missing' when no module draws it (or it failed to load). */
export function useKind(kind: string | undefined): 'ready' | 'loading' | 'missing' {
  const [missing, setMissing] = useState<string | null>(null);
  const [, loaded] = useState(0);
  useEffect(() => {
    if (!kind || getRenderer(kind)) return;
    let live = true;
    const done = (ok: boolean) => live && (ok ? loaded((n) => n + 1) : setMissing(kind));
    void ensureKind(kind).then(done, () => done(false));
    return () => {
      live = false;
    };
  }, [kind]);
  if (kind && getRenderer(kind)) return 'ready';
  return kind && missing === kind ? 'missing' : 'loading';
}
