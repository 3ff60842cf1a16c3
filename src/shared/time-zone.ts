// One time zone per meeting (issue 18): a meeting's times are wall-clock texts 'yyyy-MM-dd HH:mm:ss' in its
// own IANA zone (the meeting's `timeZone`, default Asia/Shanghai); instants are stored in UTC. Server and
// client share these helpers; conversions go through date-fns + @date-fns/tz, so zones with daylight
// saving work (a wall-clock time in the spring gap moves forward by the gap; an ambiguous autumn time is
// read as the later, standard-time instant).
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';

export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

const TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
/** A zoned date's own clock as 'yyyy-MM-dd HH:mm:ss' (TZDate's getters read the zone; no formatter library on the site's first load). */
const wallOf = (d: TZDate): string =>
  `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

let zones: Set<string> | undefined;
/** True for an IANA zone name the runtime knows (Intl.supportedValuesOf('timeZone'), plus UTC). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || !zone || zone.length > 64) return false;
  zones ??= new Set([...(Intl.supportedValuesOf?.('timeZone') ?? []), 'UTC', 'Etc/UTC']);
  if (zones.has(zone)) return true;
  // aliases (Asia/Calcutta, US/Pacific) are real zones too, though the list names only canonical ones
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){1,2}$/.test(zone)) return false;
  try {
    return !!new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return false;
  }
}

/** The zone, or the default when it is missing or unknown. */
export const zoneOr = (zone: unknown): string => (isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE);

let assumedViewer: string | null = null;
/** The public site's server render draws for a reader in the meeting's own zone (it cannot know the
 *  browser's): set around that synchronous render only, null again after it. */
export function assumeViewerZone(zone: string | null): void {
  assumedViewer = zone;
}

/** The zone the viewer's browser (or the server process) runs in. */
export const viewerTimeZone = (): string => assumedViewer ?? (Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');

/** A wall-clock text ('yyyy-MM-dd HH:mm:ss', 'yyyy-MM-dd HH:mm' or a day) in `zone` as an instant; null when malformed. */
export function wallToInstant(text: string, zone: string = DEFAULT_TIME_ZONE): Date | null {
  const m = TEXT.exec(text);
  if (!m) return null;
  const [y, mo, d, h = 0, mi = 0, s = 0] = m.slice(1).map((x) => (x === undefined ? undefined : Number(x))) as number[];
  const t = new TZDate(y, mo - 1, d, h, mi, s, zoneOr(zone));
  return Number.isNaN(t.getTime()) ? null : new Date(t.getTime());
}

/** zone and instant → wall-clock text, as instantToWall answered it */
const walls = new Map<string, string>();

/** An instant (Date, ISO text or epoch ms) as wall-clock text 'yyyy-MM-dd HH:mm:ss' in `zone`; null when not a date. */
export function instantToWall(value: unknown, zone: string = DEFAULT_TIME_ZONE): string | null {
  if (value === null || value === undefined || value === '') return null;
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : new Date(String(value)).getTime();
  if (Number.isNaN(ms)) return null;
  const z = zoneOr(zone);
  // the same instants are shown again and again (a meeting list page: four times of ten meetings per
  // request), and each conversion asks Intl for the zone's offset (~3 µs): remembered, a bounded few
  const key = `${z} ${ms}`;
  let wall = walls.get(key);
  if (wall === undefined) {
    wall = wallOf(new TZDate(ms, z));
    if (walls.size >= 4096) walls.clear();
    walls.set(key, wall);
  }
  return wall;
}

/** A wall-clock text plus some calendar days in `zone` (the same clock time across a daylight-saving change). */
export function addWallDays(text: string, days: number, zone: string = DEFAULT_TIME_ZONE): string | null {
  const at = wallToInstant(text, zone);
  return at ? wallOf(addDays(new TZDate(at.getTime(), zoneOr(zone)), days)) : null;
}

/** [start, end) of a calendar day 'yyyy-MM-dd' in `zone` as UTC ISO texts, or null for a malformed day. */
export function dayBounds(day: string, zone: string = DEFAULT_TIME_ZONE): [string, string] | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const start = wallToInstant(day, zone);
  if (!start || instantToWall(start, zone)!.slice(0, 10) !== day) return null;
  const next = wallToInstant(addWallDays(`${day} 00:00:00`, 1, zone)!, zone)!;
  return [start.toISOString(), next.toISOString()];
}

/** The zone's offset at an instant as a short label: 'GMT+8', 'GMT+1', 'GMT-7', 'GMT+5:30', 'GMT' for UTC. */
export function zoneLabel(zone: string, at: unknown = Date.now()): string {
  const ms = at instanceof Date ? at.getTime() : typeof at === 'number' ? at : new Date(String(at)).getTime();
  const east = -new TZDate(Number.isNaN(ms) ? Date.now() : ms, zoneOr(zone)).getTimezoneOffset();
  if (!east) return 'GMT';
  const h = Math.floor(Math.abs(east) / 60);
  const m = Math.abs(east) % 60;
  return `GMT${east < 0 ? '-' : '+'}${h}${m ? `:${pad(m)}` : ''}`;
}

/** True when the two zones show a different clock at that instant (Europe/London and UTC agree in winter). */
export const zonesDiffer = (a: string, b: string, at: unknown = Date.now()): boolean => a !== b && zoneLabel(a, at) !== zoneLabel(b, at);

/**
 * A meeting time for display: the instant (or the meeting's own wall-clock text) in the meeting's zone, cut to
 * minutes ('2026-12-01 09:00') or the day, with ' (GMT+8)' after it when the viewer's zone shows another clock.
 */
export function formatInZone(
  value: unknown,
  zone: string = DEFAULT_TIME_ZONE,
  opts: { withTime?: boolean; viewer?: string; wall?: boolean } = {},
): string | null {
  const { withTime = true, viewer = viewerTimeZone() } = opts;
  const instant = opts.wall && typeof value === 'string' ? wallToInstant(value, zone) : value;
  const wall = instantToWall(instant, zone);
  if (!wall) return null;
  const text = withTime ? wall.slice(0, 16) : wall.slice(0, 10);
  return withTime && zonesDiffer(zone, viewer, instant) ? `${text} (${zoneLabel(zone, instant)})` : text;
}
