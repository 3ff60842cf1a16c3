// What a ticket card shows (spec 3 §3 ticket page): the show* switches, narrowed by infoDisplay when the
// designer picked items there. While an early-bird price holds, showOriginPrice puts the regular price
// struck through beside it and showDiscountPrice the early-bird badge (until when); absent means shown.
export type TicketInfo = 'price' | 'remain' | 'desc' | 'period' | 'origin' | 'earlyBird';
export interface TicketPageView { hidePrice?: boolean; showRemain?: boolean; showTicketDesc?: boolean; showOriginPrice?: boolean; showDiscountPrice?: boolean; infoDisplay?: unknown }

/**
 * Which info lines a card carries. An empty or absent infoDisplay leaves the switches alone (older designs
 * never set it); a chosen list shows only its items, still each behind its own switch. The sale period has
 * no switch: it shows only when listed. The early-bird lines go with the price.
 */
export function ticketInfo(page: TicketPageView): Record<TicketInfo, boolean> {
  const list = Array.isArray(page.infoDisplay) ? (page.infoDisplay as unknown[]) : [];
  const listed = (k: TicketInfo) => list.length === 0 || list.includes(k);
  const price = !page.hidePrice && listed('price');
  return {
    price,
    remain: page.showRemain !== false && listed('remain'),
    desc: page.showTicketDesc !== false && listed('desc'),
    period: list.includes('period'),
    origin: price && page.showOriginPrice !== false,
    earlyBird: price && page.showDiscountPrice !== false,
  };
}
