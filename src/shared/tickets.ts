// Ticket types (schemas/entities/ticket-type.json): the price in force at an instant, the rules a ticket
// type keeps beyond its schema, and the reading of price tables saved in designs before ticket types
// existed. Pure: the server (submission, settings), the flow and the designer agree.
import { parseDesignTime, readPrice } from './designer/price';

export type Currency = 'CNY' | 'USD' | 'EUR';

export interface TicketType {
  id?: number;
  name: string;
  nameEn?: string | null;
  price: number;
  currency?: Currency | string | null;
  /** places on sale; null or absent: no limit */
  quota?: number | null;
  saleStart?: string | null;
  saleEnd?: string | null;
  discountPrice?: number | null;
  discountStart?: string | null;
  discountEnd?: string | null;
  description?: string | null;
  descriptionEn?: string | null;
}

export type Offer =
  | { state: 'onSale'; price: number; regular: number; discounted: boolean; discountEnd: string | null }
  | { state: 'notStarted' | 'ended' };

const ms = (v: unknown): number | null => (typeof v === 'string' && v ? parseDesignTime(v) : null);
const money = (n: number) => Math.round(n * 100) / 100;

/** Whether the early-bird window holds at `now` (both ends included) and a discount price is set. */
export function discountOpen(t: TicketType, now: number): boolean {
  if (typeof t.discountPrice !== 'number') return false;
  const a = ms(t.discountStart);
  const b = ms(t.discountEnd);
  return a !== null && b !== null && a <= now && now <= b;
}

/** The price a participant pays at `now`: the early-bird price while its window holds, else the price; or why none. */
export function offerAt(t: TicketType, now: number): Offer {
  const a = ms(t.saleStart);
  const b = ms(t.saleEnd);
  if (a !== null && now < a) return { state: 'notStarted' };
  if (b !== null && now > b) return { state: 'ended' };
  const regular = money(Number(t.price) || 0);
  if (discountOpen(t, now)) return { state: 'onSale', price: money(t.discountPrice as number), regular, discounted: true, discountEnd: t.discountEnd ?? null };
  return { state: 'onSale', price: regular, regular, discounted: false, discountEnd: null };
}

export interface TicketIssue { path: string; key: string; params?: Record<string, unknown> }

/**
 * What the schema cannot say about one ticket type, in the form's order: the sale ends after it starts; an
 * early-bird price is below the price and comes with its window, which ends after it starts and lies
 * inside the sale window; the quota is not below the places sold. Each issue names its field (`fieldKey`).
 */
export function ticketIssues(t: TicketType, sold = 0): TicketIssue[] {
  const out: TicketIssue[] = [];
  const issue = (field: string, rule: string, params: Record<string, unknown> = {}) =>
    out.push({ path: `/${field}`, key: `ticketType.${field}.${rule}`, params: { fieldKey: `ticketType.${field}`, ...params } });
  const start = ms(t.saleStart);
  const end = ms(t.saleEnd);
  if (start !== null && end !== null && end <= start) issue('saleEnd', 'afterStart');
  const hasDiscount = typeof t.discountPrice === 'number';
  if (hasDiscount && !(t.discountPrice! < Number(t.price))) issue('discountPrice', 'belowPrice', { price: money(Number(t.price)).toFixed(2) });
  if (hasDiscount && !t.discountStart) issue('discountStart', 'required');
  if (hasDiscount && !t.discountEnd) issue('discountEnd', 'required');
  if (!hasDiscount && (t.discountStart || t.discountEnd)) issue('discountPrice', 'required');
  const ds = ms(t.discountStart);
  const de = ms(t.discountEnd);
  if (ds !== null && de !== null && de <= ds) issue('discountEnd', 'afterStart');
  else {
    if (ds !== null && ((start !== null && ds < start) || (end !== null && ds > end))) issue('discountStart', 'inSale');
    if (de !== null && ((end !== null && de > end) || (start !== null && de < start))) issue('discountEnd', 'inSale');
  }
  if (typeof t.quota === 'number' && t.quota < sold) issue('quota', 'belowSold', { sold });
  return out;
}

/** A new ticket's sale window: from now until the meeting starts (its end, or 30 days, when the start has passed). */
export function defaultSaleWindow(now: number, meetingStart?: string | null, meetingEnd?: string | null): { saleStart: string; saleEnd: string } {
  const later = [ms(meetingStart ?? null), ms(meetingEnd ?? null)].find((x): x is number => x !== null && x > now);
  return { saleStart: new Date(now).toISOString(), saleEnd: new Date(later ?? now + 30 * 86_400_000).toISOString() };
}

interface LegacyColumn { key?: string; range?: unknown[] }
interface LegacyRow { type?: unknown; amount?: unknown; prices?: Record<string, unknown>; desc?: unknown; en?: { type?: unknown; desc?: unknown } }

const iso = (v: unknown): string | null => {
  const n = parseDesignTime(v);
  return n === null ? null : new Date(n).toISOString();
};
const text = (v: unknown, max: number) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null);

/**
 * A price table saved in a design (ticketPage.timeColumns × priceRows) as ticket types. Per row, the columns
 * where it has a price, in time order: the last gives the price, the sale runs from the first's start to the
 * last's end, and a cheaper first column becomes the early-bird price with its window. (A middle column of
 * three or more is not kept: ticket types have one early-bird window.)
 */
export function fromPriceTable(ticketPage: unknown): TicketType[] {
  const page = (ticketPage ?? {}) as { timeColumns?: LegacyColumn[]; priceRows?: LegacyRow[] };
  const cols = (Array.isArray(page.timeColumns) ? page.timeColumns : [])
    .map((c) => ({ key: String(c?.key ?? ''), from: iso(c?.range?.[0]), to: iso(c?.range?.[1]) }))
    .filter((c) => c.key && c.from && c.to)
    .sort((a, b) => Date.parse(a.from!) - Date.parse(b.from!));
  const seen = new Set<string>();
  const out: TicketType[] = [];
  for (const r of Array.isArray(page.priceRows) ? page.priceRows : []) {
    const name = text(r?.type, 50);
    if (!name || seen.has(name)) continue;
    seen.add(name);
    const priced = cols.map((c) => ({ ...c, price: readPrice(r.prices?.[c.key]) })).filter((c) => c.price !== null);
    const amount = typeof r.amount === 'string' && r.amount.trim() ? Number(r.amount) : r.amount;
    const t: TicketType = {
      name, nameEn: text(r.en?.type, 50), description: text(r.desc, 500), descriptionEn: text(r.en?.desc, 500),
      quota: typeof amount === 'number' && Number.isInteger(amount) && amount >= 0 ? Math.min(amount, 1_000_000) : null,
      price: 0, saleStart: null, saleEnd: null,
    };
    if (priced.length) {
      const first = priced[0];
      const last = priced[priced.length - 1];
      Object.assign(t, { price: money(last.price!), saleStart: first.from, saleEnd: last.to });
      if (priced.length > 1 && first.price! < last.price!) Object.assign(t, { discountPrice: money(first.price!), discountStart: first.from, discountEnd: first.to });
    } else {
      // a row priced in no column was never on sale: keep it so, an empty window in the past
      Object.assign(t, { saleStart: new Date(0).toISOString(), saleEnd: new Date(1000).toISOString() });
    }
    out.push(t);
  }
  return out;
}

/** A ticket's name or description in `lang`: the English beside the Chinese when given, else the Chinese. */
export function ticketText(t: TicketType, key: 'name' | 'description', lang: string): string {
  const en = key === 'name' ? t.nameEn : t.descriptionEn;
  return (lang === 'en' && en?.trim() ? en.trim() : (t[key] ?? '')) as string;
}
