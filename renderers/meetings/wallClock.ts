// Meeting times are wall-clock texts 'yyyy-MM-dd HH:mm:ss' in the meeting's own time zone (default
// Asia/Shanghai), as the server keeps them (src/server/meetings/times.ts); a datetime-local input shows them as they are.
import { DEFAULT_TIME_ZONE, addWallDays, instantToWall } from '@shared/time-zone';

/** Now plus some calendar days, as wall-clock text in `zone`. */
export const wallClockNow = (plusDays = 0, from = Date.now(), zone: string = DEFAULT_TIME_ZONE): string =>
  addWallDays(instantToWall(from, zone)!, plusDays, zone)!;

/** 'yyyy-MM-dd HH:mm:ss' → the value of an <input type="datetime-local"> ('yyyy-MM-ddTHH:mm'). */
export const toInputValue = (v: unknown): string => (typeof v === 'string' && v.length >= 16 ? v.slice(0, 16).replace(' ', 'T') : '');

/** An input value back to wall-clock text; seconds are :00 unless the input had them. */
export function fromInputValue(v: string): string | undefined {
  if (!v) return undefined;
  const text = v.replace('T', ' ');
  return text.length === 16 ? `${text}:00` : text.slice(0, 19);
}

/** Midnight some days ago in `zone`, as an input's `min`: the picker disables the days before it. */
export const minInputValue = (daysAgo: number, zone?: string): string => `${wallClockNow(-daysAgo, Date.now(), zone).slice(0, 10)}T00:00`;

/** Shown in a table cell: without the seconds. */
export const shortWallClock = (v: unknown): string => (typeof v === 'string' && v.length >= 16 ? v.slice(0, 16) : '-');
