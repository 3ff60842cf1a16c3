// Waits for a map script's global the way the spec says: load the configured script, then check up to
// `retries` times every `intervalMs`; offline or still missing means the error state, never a blank box.
// With no script configured and no map already on the page there is nothing to wait for: `none` at once
// (the block shows the address card alone, not an error after ten seconds).
import { useCallback, useEffect, useState } from 'react';

export type MapStatus = { state: 'loading' } | { state: 'none' } | { state: 'ready'; api: any } | { state: 'error'; reason: 'offline' | 'timeout' };

export interface MapServiceOptions { scriptUrl?: string; globalName: string; retries: number; intervalMs: number }

function injectScript(url: string) {
  if (Array.from(document.scripts).some((s) => s.dataset.mapSrc === url)) return;
  const s = document.createElement('script');
  s.src = url;
  s.async = true;
  s.dataset.mapSrc = url;
  document.head.appendChild(s);
}

export function useMapService({ scriptUrl, globalName, retries, intervalMs }: MapServiceOptions) {
  const [status, setStatus] = useState<MapStatus>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      setStatus({ state: 'error', reason: 'offline' });
      return;
    }
    setStatus({ state: 'loading' });
    if (scriptUrl) injectScript(scriptUrl);
    let tries = 0;
    const check = () => {
      const api = (window as any)[globalName];
      if (api) return setStatus({ state: 'ready', api });
      if (!scriptUrl) return setStatus({ state: 'none' });
      if (++tries >= retries) return setStatus({ state: 'error', reason: navigator.onLine === false ? 'offline' : 'timeout' });
      timer = window.setTimeout(check, intervalMs);
    };
    let timer = window.setTimeout(check, 0);
    return () => window.clearTimeout(timer);
  }, [scriptUrl, globalName, retries, intervalMs, attempt]);

  // Going offline shows the error at once; coming back online tries again.
  useEffect(() => {
    const off = () => setStatus({ state: 'error', reason: 'offline' });
    window.addEventListener('offline', off);
    window.addEventListener('online', retry);
    return () => {
      window.removeEventListener('offline', off);
      window.removeEventListener('online', retry);
    };
  }, [retry]);

  return { status, retry };
}
