// The design's choices as the server reads them (spec 3 §3): price rows and identities with their
// quotas, and the ticket a participant may buy now (price rules in src/shared/designer/price.ts).
import { priceNow, type PriceRow, type TimeColumn } from '../../shared/designer/price';

export interface Identity { label?: unknown; value?: unknown; amount?: unknown }

export const priceRows = (ticketPage: any): PriceRow[] => (Array.isArray(ticketPage?.priceRows) ? ticketPage.priceRows : []).filter((r: PriceRow) => typeof r?.type === 'string' && r.type.trim());
export const identities = (rolePage: any): Identity[] => (Array.isArray(rolePage?.identityList) ? rolePage.identityList : []).filter((r: Identity) => typeof r?.value === 'string' || typeof r?.value === 'number');

/** A quota from a design amount: a non-negative integer, else no limit (null). */
export function quotaOf(amount: unknown): number | null {
  const n = typeof amount === 'string' && amount.trim() ? Number(amount) : amount;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : null;
}

/** The ticket of `type` at `now`: its price, or why it cannot be bought. */
export function ticketAt(ticketPage: any, type: unknown, now = Date.now()): { row: PriceRow; price: number } | 'unknown' | 'notOnSale' {
  const row = priceRows(ticketPage).find((r) => r.type === type);
  if (!row) return 'unknown';
  const price = priceNow(row, ticketPage?.timeColumns as TimeColumn[] | undefined, now);
  return price === null ? 'notOnSale' : { row, price: Math.round(price * 100) / 100 };
}
