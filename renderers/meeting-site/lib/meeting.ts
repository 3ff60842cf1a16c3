// The meeting as the blocks that read it live show it: its dates on its own clock (the zone named when the
// reader's differs) and its location. The public site hands over the meeting it already loaded; the
// editor and stories load it through the site data.
import { DEFAULT_TIME_ZONE, formatInZone } from '@shared/time-zone';
import { useSiteLoad } from './data';

export interface SiteMeeting {
  title?: string;
  startTime?: string;
  endTime?: string;
  timeZone?: string;
  location?: string;
}

export function useSiteMeeting(): SiteMeeting | undefined {
  const { value } = useSiteLoad<SiteMeeting>('meeting');
  return value && typeof value === 'object' ? value : undefined;
}

export const zoneOf = (m: SiteMeeting | undefined) => m?.timeZone || DEFAULT_TIME_ZONE;

/** '2026-12-10 – 2026-12-12' (one day: the day alone), from the meeting's wall-clock texts. */
export function meetingDates(m: SiteMeeting | undefined): string {
  if (!m?.startTime) return '';
  const zone = zoneOf(m);
  const day = (v?: string) => (v ? formatInZone(v, zone, { withTime: false, wall: true }) ?? v.slice(0, 10) : '');
  const a = day(m.startTime);
  const b = day(m.endTime);
  return b && b !== a ? `${a} – ${b}` : a;
}
