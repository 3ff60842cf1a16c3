// The time zone of the meeting on screen (issue 18, one time zone per meeting). Meeting-scoped screens (the
// settings console, the scanner, the public site, the editor) name it once with useMeetingZone(zone); shared
// formatting (renderers/table/format.ts formatDate / formatCell) then shows every instant in that zone, with a
// short label ('GMT+8') where the viewer's browser zone shows another clock. Outside a meeting: the browser's zone.
import { useEffect, useSyncExternalStore } from 'react';
import { isTimeZone } from '@shared/time-zone';

let current: string | null = null;
const listeners = new Set<() => void>();

/** The zone of the meeting on screen, or null outside a meeting. */
export const meetingZone = (): string | null => current;

/** Sets (or with null clears) the meeting zone; an unknown name is ignored. */
export function setMeetingZone(zone: unknown): void {
  const next = isTimeZone(zone) ? zone : null;
  if (next === current) return;
  current = next;
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

/** The meeting zone, re-rendering the caller when it changes. */
export const useDisplayZone = (): string | null => useSyncExternalStore(subscribe, meetingZone, meetingZone);

/**
 * Names the zone of the meeting this screen shows while it is mounted (set at once during render so the first
 * paint already uses it, cleared on unmount); answers it.
 */
export function useMeetingZone(zone: unknown): string | null {
  // quietly during render (the children below read it as they draw), told to subscribers after it
  if (isTimeZone(zone) && zone !== current) current = zone;
  useEffect(() => {
    if (!isTimeZone(zone)) return undefined;
    for (const l of listeners) l();
    return () => setMeetingZone(null);
  }, [zone]);
  return useDisplayZone();
}
