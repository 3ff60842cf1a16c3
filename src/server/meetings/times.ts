// Meeting times are wall-clock texts 'yyyy-MM-dd HH:mm:ss' in China Standard Time (UTC+8, no daylight
// saving), the form the spec names; the database keeps timestamptz so ranges and indexes work.
const OFFSET_MS = 8 * 3600_000;
const TEXT = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when the text names a real moment (no 2024-02-30, no 25:00). */
export function isWallClock(text: string): boolean {
  const m = TEXT.exec(text);
  if (!m) return false;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number);
  const t = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d && t.getUTCHours() === h && t.getUTCMinutes() === mi && t.getUTCSeconds() === s;
}

/** The text as an ISO timestamp PostgreSQL reads into timestamptz. */
export const toStored = (text: string): string => `${text.replace(' ', 'T')}+08:00`;

/** A stored timestamp (Date or text) as the wall-clock text; null stays null. */
export function fromStored(v: unknown): string | null {
  if (v === null || v === undefined || v === '') return null;
  const d = v instanceof Date ? v : new Date(String(v));
  if (Number.isNaN(d.getTime())) return null;
  return new Date(d.getTime() + OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** Now (plus some days) as wall-clock text. */
export const nowText = (plusDays = 0, from = Date.now()): string => fromStored(new Date(from + plusDays * 86400_000))!;

/** Wall-clock text plus some days. */
export const plusDays = (text: string, days: number): string => fromStored(new Date(new Date(toStored(text)).getTime() + days * 86400_000))!;

/** Midnight starting yesterday (UTC+8): the date picker offers nothing earlier. */
export const yesterdayStart = (from = Date.now()): string => `${nowText(-1, from).slice(0, 10)} 00:00:00`;

/** [start, end) of a calendar day in UTC+8 as stored timestamps, or null for a malformed day. */
export function dayRange(day: string): [string, string] | null {
  if (!DAY.test(day) || !isWallClock(`${day} 00:00:00`)) return null;
  const start = `${day} 00:00:00`;
  return [toStored(start), toStored(plusDays(start, 1))];
}
