// Prices and stays as the participant sees them (spec 3 §4, §5; spec 2 §9): the ticket price is the
// one of the time column whose range contains now (a dash otherwise), a stay counts its nights rounded
// up, the total is ticket + room price × nights. Pure: the flow, the designer preview and the tests agree.
const ZONE = /(Z|[+-]\d{2}:?\d{2})$/i;
const DAY = 86_400_000;
/** Design times without a zone are the meeting's local time, UTC+8. */
export const DESIGN_ZONE = '+08:00';

/** "2026-05-01 09:00", "2026.05.01 09:00", ISO: epoch ms, or null when unreadable. */
export function parseDesignTime(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string') return null;
  const s = v.trim().replace(/^(\d{4})[./-](\d{2})[./-](\d{2})/, '$1-$2-$3');
  if (!/^\d{4}-\d{2}-\d{2}/.test(s)) return null;
  const iso = s.length === 10 ? `${s}T00:00:00` : s.replace(' ', 'T');
  const ms = Date.parse(ZONE.test(iso) ? iso : iso + DESIGN_ZONE);
  return Number.isNaN(ms) ? null : ms;
}

/** A price cell: a number, or "¥" followed by digits (spec 3 §5); anything else is no price. */
export function readPrice(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) && v >= 0 ? v : null;
  if (typeof v !== 'string') return null;
  const m = /^\s*[¥￥]?\s*(\d+(?:\.\d{1,2})?)\s*$/.exec(v);
  return m ? Number(m[1]) : null;
}

export interface TimeColumn { key: string; label?: string; range?: [string, string] | string[]; en?: { label?: string } }
/** `type` (Chinese) names the ticket and keys its quota; `en` holds the English name and description (src/shared/bilingual.ts). */
export interface PriceRow { type: string; amount?: number; prices?: Record<string, unknown>; originPrice?: number; desc?: string; en?: { type?: string; desc?: string } }

/** The time column whose range holds `now` (both ends included), or null. */
export function activeColumn(columns: TimeColumn[] | undefined, now: number): TimeColumn | null {
  for (const c of columns ?? []) {
    const from = parseDesignTime(c?.range?.[0]);
    const to = parseDesignTime(c?.range?.[1]);
    if (from !== null && to !== null && from <= now && now <= to) return c;
  }
  return null;
}

/** A ticket's price now; null when no column is current or its cell holds no price (shown as a dash). */
export function priceNow(row: PriceRow | undefined, columns: TimeColumn[] | undefined, now: number): number | null {
  const col = activeColumn(columns, now);
  return row && col ? readPrice(row.prices?.[col.key]) : null;
}

/** Why no price applies now: before the first time column, after the last, or between them. */
export function saleState(cols: TimeColumn[], now: number): 'notStarted' | 'ended' | 'notOnSale' {
  const starts = cols.map((c) => parseDesignTime(c.range?.[0])).filter((x): x is number => x !== null);
  const ends = cols.map((c) => parseDesignTime(c.range?.[1])).filter((x): x is number => x !== null);
  if (starts.length && now < Math.min(...starts)) return 'notStarted';
  if (ends.length && now > Math.max(...ends)) return 'ended';
  return 'notOnSale';
}

/** Nights between two dates (YYYY-MM-DD), rounded up; 0 when either is missing or checkout is not later. */
export function stayNights(checkin?: string | null, checkout?: string | null): number {
  const a = parseDesignTime(checkin ?? null);
  const b = parseDesignTime(checkout ?? null);
  if (a === null || b === null || b <= a) return 0;
  return Math.ceil((b - a) / DAY);
}

/** Today as YYYY-MM-DD in the meeting's zone (date inputs start here). */
export function todayIso(now = Date.now()): string {
  return new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);
}

export const REQUIREMENTS_MAX = 200;

export type StayProblem = 'checkinPast' | 'checkoutNotLater' | 'requirementsTooLong' | null;
/** The first problem of a hotel stay, as the server will judge it. */
export function stayProblem(stay: { checkinDate?: string; checkoutDate?: string; specialRequirements?: string }, now = Date.now()): StayProblem {
  if (stay.checkinDate && stay.checkinDate < todayIso(now)) return 'checkinPast';
  if (stay.checkinDate && stay.checkoutDate && stayNights(stay.checkinDate, stay.checkoutDate) === 0) return 'checkoutNotLater';
  if ((stay.specialRequirements ?? '').length > REQUIREMENTS_MAX) return 'requirementsTooLong';
  return null;
}

/** Ticket + room price × nights, rounded to cents. */
export function flowTotal(ticketPrice: number | null, roomPrice: number | null | undefined, nights: number): number {
  const hotel = roomPrice && nights > 0 ? roomPrice * nights : 0;
  return Math.round(((ticketPrice ?? 0) + hotel) * 100) / 100;
}
