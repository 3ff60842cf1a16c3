// The PC canvas is drawn at a desktop width (so blocks take their desktop layout: container queries)
// and zoomed down to the room left between the drawers, as page builders do (not below 40 %: past
// that the canvas scrolls sideways rather than become unreadable; at 1280 px with a drawer on each side
// the whole page still shows, none of it under a drawer).
import { useEffect, useRef, useState } from 'react';

export const PC_WIDTH = 1200;

export function useFitZoom(on: boolean) {
  const ref = useRef<HTMLElement>(null);
  const [zoom, setZoom] = useState(1);
  useEffect(() => {
    const el = ref.current;
    if (!el || !on) return setZoom(1);
    const fit = () => setZoom(Math.min(1, Math.max(0.4, (el.clientWidth - 48) / PC_WIDTH)));
    fit();
    const watch = new ResizeObserver(fit);
    watch.observe(el);
    return () => watch.disconnect();
  }, [on]);
  return { ref, zoom };
}
