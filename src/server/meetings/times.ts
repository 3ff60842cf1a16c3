// Meeting times are wall-clock texts 'yyyy-MM-dd HH:mm:ss' in the meeting's own time zone (the meeting's
// `timeZone`, an IANA name, default Asia/Shanghai), the form the spec names; the database keeps timestamptz
// (UTC instants) so ranges and indexes work. Conversions: src/shared/time-zone.ts (date-fns + @date-fns/tz).
import { DEFAULT_TIME_ZONE, addWallDays, dayBounds, instantToWall, wallToInstant, zoneOr } from '../../shared/time-zone';

export { DEFAULT_TIME_ZONE, zoneOr };
const TEXT = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** True when the text names a real calendar moment (no 2024-02-30, no 25:00). */
export function isWallClock(text: string): boolean {
  const m = TEXT.exec(text);
  if (!m) return false;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number);
  const t = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d && t.getUTCHours() === h && t.getUTCMinutes() === mi && t.getUTCSeconds() === s;
}

/** The wall-clock text in `zone` as a UTC ISO timestamp PostgreSQL reads into timestamptz. */
export const toStored = (text: string, zone: string = DEFAULT_TIME_ZONE): string => wallToInstant(text, zone)!.toISOString();

/** A stored timestamp (Date or text) as the wall-clock text in `zone`; null stays null. */
export const fromStored = (v: unknown, zone: string = DEFAULT_TIME_ZONE): string | null => instantToWall(v, zone);

/** Now (plus some days) as wall-clock text in `zone`. */
export const nowText = (plusDays = 0, from = Date.now(), zone: string = DEFAULT_TIME_ZONE): string => addWallDays(fromStored(new Date(from), zone)!, plusDays, zone)!;

/** Wall-clock text plus some calendar days in `zone`. */
export const plusDays = (text: string, days: number, zone: string = DEFAULT_TIME_ZONE): string => addWallDays(text, days, zone)!;

/** Midnight starting yesterday in `zone`: the date picker offers nothing earlier. */
export const yesterdayStart = (from = Date.now(), zone: string = DEFAULT_TIME_ZONE): string => `${nowText(-1, from, zone).slice(0, 10)} 00:00:00`;

/** [start, end) of a calendar day in `zone` as stored (UTC) timestamps, or null for a malformed day. */
export const dayRange = (day: string, zone: string = DEFAULT_TIME_ZONE): [string, string] | null => dayBounds(day, zone);

/** SQL for a meetings row's zone (alias `m`): `… AT TIME ZONE ${ZONE_SQL('m')}` reads a day in the meeting's zone. */
export const ZONE_SQL = (alias: string): string => `COALESCE(${alias}.time_zone, '${DEFAULT_TIME_ZONE}')`;
