// Pointer (mouse, touch, pen) and keyboard control of the captcha handle, recording the trail
// [[x, y, msSinceStart], ...] that the server checks. x is in challenge-image pixels.
import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { TrailPoint } from './api';

const MAX_POINTS = 480; // the schema allows 500
const MIN_GAP_MS = 12;

interface Options {
  max: number; // largest x (image width - piece size)
  imageWidth: number;
  enabled: boolean;
  onRelease: (x: number, trail: TrailPoint[]) => void;
}

export function useSliderDrag({ max, imageWidth, enabled, onRelease }: Options) {
  const [x, setX] = useState(0);
  const [dragging, setDragging] = useState(false);
  const trail = useRef<TrailPoint[]>([]);
  const start = useRef({ t: 0, clientX: 0, clientY: 0, x: 0, ratio: 1 });
  const xRef = useRef(0);

  const clamp = (v: number) => Math.max(0, Math.min(max, v));
  const move = (nx: number, dy: number, force = false) => {
    xRef.current = nx;
    setX(nx);
    const ms = Math.round(performance.now() - start.current.t);
    const last = trail.current[trail.current.length - 1];
    if (!force && last && ms - last[2] < MIN_GAP_MS) return;
    if (trail.current.length >= MAX_POINTS) trail.current.splice(1, 1);
    trail.current.push([Math.round(nx), Math.round(dy), ms]);
  };
  const begin = (clientX = 0, clientY = 0, width = imageWidth) => {
    start.current = { t: performance.now(), clientX, clientY, x: xRef.current, ratio: imageWidth / (width || imageWidth) };
    trail.current = [[Math.round(xRef.current), 0, 0]];
  };
  const finish = () => {
    const nx = Math.round(xRef.current);
    move(xRef.current, trail.current[trail.current.length - 1]?.[1] ?? 0, true);
    if (nx > 0 && trail.current.length > 1) onRelease(nx, trail.current.slice());
    else reset();
  };
  const reset = useCallback(() => {
    xRef.current = 0;
    setX(0);
    setDragging(false);
    trail.current = [];
  }, []);

  const handleProps = {
    onPointerDown(e: PointerEvent<HTMLElement>) {
      if (!enabled || e.button > 0) return;
      e.preventDefault();
      try {
        e.currentTarget.setPointerCapture(e.pointerId); // keep moves coming when the finger leaves the handle
      } catch {
        /* not an active pointer (synthetic event) */
      }
      const track = e.currentTarget.parentElement?.getBoundingClientRect();
      begin(e.clientX, e.clientY, track?.width);
      setDragging(true);
    },
    onPointerMove(e: PointerEvent<HTMLElement>) {
      if (!dragging) return;
      const s = start.current;
      move(clamp(s.x + (e.clientX - s.clientX) * s.ratio), (e.clientY - s.clientY) * s.ratio);
    },
    onPointerUp() {
      if (!dragging) return;
      setDragging(false);
      finish();
    },
    onPointerCancel() {
      if (dragging) reset();
    },
    onKeyDown(e: KeyboardEvent<HTMLElement>) {
      if (!enabled) return;
      const step = e.shiftKey ? 10 : 2;
      const keys: Record<string, number> = { ArrowRight: step, ArrowUp: step, ArrowLeft: -step, ArrowDown: -step, Home: -max, End: max };
      if (e.key in keys) {
        e.preventDefault();
        if (!trail.current.length) begin();
        move(clamp(xRef.current + keys[e.key]), 0, true);
      } else if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        if (trail.current.length) finish();
      }
    },
  };

  return { x, dragging, reset, handleProps };
}
