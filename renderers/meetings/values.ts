// Small value helpers for screen JSON: links with {field} placeholders, and a new record's defaults.
import { wallClockNow } from './wallClock';

type Rec = Record<string, unknown>;

const read = (expr: string, row: Rec, user: Rec | null): unknown => (expr.startsWith('user.') ? user?.[expr.slice(5)] : row[expr]);

/** '/{organizerUsername|user.username}/p/{id}' with the row's (or the user's) values; null when one is missing. */
export function fillLink(template: string, row: Rec, user: Rec | null): string | null {
  let missing = false;
  const out = template.replace(/\{([^}]+)\}/g, (_, alts: string) => {
    const v = alts.split('|').map((a) => read(a.trim(), row, user)).find((x) => x !== undefined && x !== null && x !== '');
    if (v === undefined) missing = true;
    return encodeURIComponent(String(v ?? ''));
  });
  return missing ? null : out;
}

/** Defaults of a new record: literals as they are, { $now: days } as wall-clock text (in the defaults' timeZone), { $bind: 'user.x' }. */
export function resolveDefaults(defaults: Rec, user: Rec | null): Rec {
  const out: Rec = {};
  const zone = typeof defaults.timeZone === 'string' ? defaults.timeZone : undefined;
  for (const [k, v] of Object.entries(defaults)) {
    const o = v as { $now?: number; $bind?: string } | null;
    if (o && typeof o === 'object' && typeof o.$now === 'number') out[k] = wallClockNow(o.$now, Date.now(), zone);
    else if (o && typeof o === 'object' && typeof o.$bind === 'string') out[k] = read(o.$bind, {}, user) ?? undefined;
    else out[k] = v === undefined ? v : JSON.parse(JSON.stringify(v));
  }
  return out;
}
