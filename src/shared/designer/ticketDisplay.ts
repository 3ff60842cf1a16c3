// What a ticket card shows (spec 3 §3 ticket page): the show* switches, narrowed by infoDisplay when the
// designer picked items there, and the discount a participant gets now (showDiscountPrice).
import { priceNow, readPrice, type PriceRow, type TimeColumn } from './price';

export type TicketInfo = 'price' | 'remain' | 'desc' | 'period';
export interface TicketPageView { hidePrice?: boolean; showRemain?: boolean; showTicketDesc?: boolean; infoDisplay?: unknown }

/**
 * Which info lines a card carries. An empty or absent infoDisplay leaves the switches alone (older designs
 * never set it); a chosen list shows only its items, still each behind its own switch. The sale period has
 * no switch: it shows only when listed.
 */
export function ticketInfo(page: TicketPageView): Record<TicketInfo, boolean> {
  const list = Array.isArray(page.infoDisplay) ? (page.infoDisplay as unknown[]) : [];
  const listed = (k: TicketInfo) => list.length === 0 || list.includes(k);
  return {
    price: !page.hidePrice && listed('price'),
    remain: page.showRemain !== false && listed('remain'),
    desc: page.showTicketDesc !== false && listed('desc'),
    period: list.includes('period'),
  };
}

/**
 * The saving against the ticket's full price: its originPrice when set, else its dearest time column (the
 * early-bird reading). Null when there is no price now or nothing is saved.
 */
export function discountNow(row: PriceRow, cols: TimeColumn[], now: number): number | null {
  const price = priceNow(row, cols, now);
  if (price === null) return null;
  const prices = cols.map((c) => readPrice(row.prices?.[c.key])).filter((x): x is number => x !== null);
  const full = typeof row.originPrice === 'number' ? row.originPrice : prices.length ? Math.max(...prices) : null;
  if (full === null || full <= price) return null;
  return Math.round((full - price) * 100) / 100;
}
