// Ticket card rules: infoDisplay narrows the show* switches; the early-bird lines (the regular price
// struck through, the badge) follow showOriginPrice / showDiscountPrice and go with the price.
import { describe, expect, it } from 'vitest';
import { ticketInfo } from '../../src/shared/designer/ticketDisplay';

describe('ticketInfo', () => {
  it('keeps the switches when infoDisplay is empty or absent; period only when listed', () => {
    expect(ticketInfo({})).toEqual({ price: true, remain: true, desc: true, period: false, origin: true, earlyBird: true });
    expect(ticketInfo({ infoDisplay: [], hidePrice: true, showRemain: false })).toEqual({ price: false, remain: false, desc: true, period: false, origin: false, earlyBird: false });
  });
  it('shows only the listed items, each still behind its switch', () => {
    expect(ticketInfo({ infoDisplay: ['price', 'period'] })).toEqual({ price: true, remain: false, desc: false, period: true, origin: true, earlyBird: true });
    expect(ticketInfo({ infoDisplay: ['price', 'desc'], showTicketDesc: false })).toEqual({ price: true, remain: false, desc: false, period: false, origin: true, earlyBird: true });
  });
  it('shows the regular price struck through and the early-bird badge per showOriginPrice / showDiscountPrice', () => {
    expect(ticketInfo({ showOriginPrice: false, showDiscountPrice: true })).toMatchObject({ price: true, origin: false, earlyBird: true });
    expect(ticketInfo({ showOriginPrice: true, showDiscountPrice: false })).toMatchObject({ price: true, origin: true, earlyBird: false });
    expect(ticketInfo({ showOriginPrice: true, showDiscountPrice: true, hidePrice: true })).toMatchObject({ origin: false, earlyBird: false });
  });
});
