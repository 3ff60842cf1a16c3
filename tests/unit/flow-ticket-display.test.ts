// Ticket card rules: infoDisplay narrows the show* switches; the discount is against originPrice or the
// dearest time column, and only when something is saved now.
import { describe, expect, it } from 'vitest';
import { discountNow, ticketInfo } from '../../src/shared/designer/ticketDisplay';

const hour = 3600_000;
const at = (h: number) => new Date(Date.UTC(2026, 4, 1) + h * hour).toISOString();
const cols = [{ key: 'early', range: [at(0), at(10)] }, { key: 'late', range: [at(11), at(20)] }];

describe('ticketInfo', () => {
  it('keeps the switches when infoDisplay is empty or absent; period only when listed', () => {
    expect(ticketInfo({})).toEqual({ price: true, remain: true, desc: true, period: false });
    expect(ticketInfo({ infoDisplay: [], hidePrice: true, showRemain: false })).toEqual({ price: false, remain: false, desc: true, period: false });
  });
  it('shows only the listed items, each still behind its switch', () => {
    expect(ticketInfo({ infoDisplay: ['price', 'period'] })).toEqual({ price: true, remain: false, desc: false, period: true });
    expect(ticketInfo({ infoDisplay: ['price', 'desc'], showTicketDesc: false })).toEqual({ price: true, remain: false, desc: false, period: false });
  });
});

describe('discountNow', () => {
  const now = Date.parse(at(5));
  it('is the saving against the dearest column without originPrice', () => {
    expect(discountNow({ type: 'A', prices: { early: 199, late: '¥299' } }, cols, now)).toBe(100);
  });
  it('uses originPrice when set', () => {
    expect(discountNow({ type: 'A', prices: { early: 199.5, late: 299 }, originPrice: 250 }, cols, now)).toBe(50.5);
  });
  it('is null when nothing is saved or there is no price now', () => {
    expect(discountNow({ type: 'A', prices: { early: 299, late: 199 } }, cols, now)).toBeNull();
    expect(discountNow({ type: 'A', prices: { late: 199 } }, cols, now)).toBeNull();
    expect(discountNow({ type: 'A', prices: { early: 199, late: 299 } }, cols, Date.parse(at(10.5)))).toBeNull();
  });
});
