// Full-page scroll (spec 3 §4): one component per screen; the wheel, arrow down, page down and space
// move forward, arrow up and page up back, home and end to the ends. A move is ignored while the last
// one animates (800 ms) and out of range.
import { useCallback, useEffect, useRef, useState } from 'react';

export const ANIMATION_MS = 800;

export function useFullPage(count: number, on: boolean) {
  const [index, setIndex] = useState(0);
  const busy = useRef(false);
  const go = useCallback(
    (to: number) => {
      if (busy.current || to < 0 || to >= count) return;
      busy.current = true;
      setIndex(to);
      window.setTimeout(() => (busy.current = false), ANIMATION_MS);
    },
    [count],
  );
  useEffect(() => setIndex(0), [count, on]);
  useEffect(() => {
    if (!on) return;
    const key = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return;
      const step: Record<string, number | 'home' | 'end'> = { ArrowDown: 1, PageDown: 1, ' ': 1, ArrowUp: -1, PageUp: -1, Home: 'home', End: 'end' };
      const s = step[e.key];
      if (s === undefined) return;
      e.preventDefault();
      setIndex((i) => {
        const to = s === 'home' ? 0 : s === 'end' ? count - 1 : i + s;
        if (busy.current || to < 0 || to >= count || to === i) return i;
        busy.current = true;
        window.setTimeout(() => (busy.current = false), ANIMATION_MS);
        return to;
      });
    };
    const wheel = (e: WheelEvent) => {
      if ((e.target as HTMLElement | null)?.closest('[role="dialog"]')) return;
      e.preventDefault();
      if (Math.abs(e.deltaY) < 4) return;
      setIndex((i) => {
        const to = i + (e.deltaY > 0 ? 1 : -1);
        if (busy.current || to < 0 || to >= count) return i;
        busy.current = true;
        window.setTimeout(() => (busy.current = false), ANIMATION_MS);
        return to;
      });
    };
    window.addEventListener('keydown', key);
    window.addEventListener('wheel', wheel, { passive: false });
    return () => {
      window.removeEventListener('keydown', key);
      window.removeEventListener('wheel', wheel);
    };
  }, [on, count]);
  return { index, go };
}
