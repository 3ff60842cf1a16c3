// Spec 2 §9: hotel fee = room price × nights, nights = ceiling of the day difference (default 1),
// total = ticket price + hotel fee. Pure functions, so the registration flow (fixing the fees on
// submit), the payment list and the finance figures compute one way; hotelFeeSql mirrors them in SQL
// for figures summed in the database.

const DAY_MS = 86_400_000;
/**
 * yyyy-MM-dd with an optional HH:mm[:ss] (T or space); a zone, if any, is ignored (both ends of a stay
 * are in the hotel's time). Day 31 of a short month rolls over as Date.UTC does — fees-sql.ts reads
 * dates the same way, so the database never fails on a malformed date.
 */
export const DATE_PATTERN = '^(\\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])([ T]([01]\\d|2[0-3]):([0-5]\\d)(:([0-5]\\d))?)?';
const DATE_RE = new RegExp(DATE_PATTERN);

function parse(v: unknown): number | null {
  const m = typeof v === 'string' ? DATE_RE.exec(v.trim()) : null;
  if (!m) return null;
  return Date.UTC(+m[1], +m[2] - 1, +m[3], +(m[5] ?? 0), +(m[6] ?? 0), +(m[8] ?? 0));
}

/** Nights between check-in and check-out: the ceiling of the day difference; 1 when unknown or not positive. */
export function nights(checkinDate: unknown, checkoutDate: unknown): number {
  const a = parse(checkinDate);
  const b = parse(checkoutDate);
  if (a === null || b === null || b <= a) return 1;
  return Math.ceil((b - a) / DAY_MS);
}

/** Money rounded to cents (prices are numeric(12,2)); avoids 0.1 + 0.2 artefacts. */
export const cents = (n: number) => Math.round(n * 100) / 100;

/** Room price × nights; a missing or negative price counts as 0. */
export function hotelFee(roomPrice: unknown, n: number): number {
  const p = Number(roomPrice);
  if (!Number.isFinite(p) || p < 0) return 0;
  return cents(p * Math.max(1, Math.ceil(n)));
}

/** Ticket price + hotel fee. */
export function totalAmount(ticketPrice: unknown, fee: unknown): number {
  const t = Number(ticketPrice);
  const h = Number(fee);
  return cents((Number.isFinite(t) && t > 0 ? t : 0) + (Number.isFinite(h) && h > 0 ? h : 0));
}

export interface HotelSelection {
  hotelId?: unknown;
  roomTypeId?: unknown;
  checkinDate?: unknown;
  checkoutDate?: unknown;
  nights?: unknown;
}

/** Nights of a hotel selection: from its dates (the rule), else its stored nights, else 1. */
export function selectionNights(s: HotelSelection | null | undefined): number {
  if (!s) return 1;
  if (parse(s.checkinDate) !== null && parse(s.checkoutDate) !== null) return nights(s.checkinDate, s.checkoutDate);
  const stored = Number(s.nights);
  return Number.isInteger(stored) && stored > 0 && stored <= 9999 ? stored : 1;
}

/** The room type id a selection names, or null. */
export function selectionRoomTypeId(s: HotelSelection | null | undefined): number | null {
  const v = s?.roomTypeId;
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
}
