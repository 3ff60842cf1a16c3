// Spec 2 §9: nights = ceiling of the day difference (default 1), hotel fee = price × nights,
// total = ticket + hotel fee.
import { describe, expect, it } from 'vitest';
import { cents, hotelFee, nights, selectionNights, selectionRoomTypeId, totalAmount } from '../../src/server/registrations/fees';

describe('fees', () => {
  it('nights: whole days, a part day rounds up, missing or reversed dates give 1', () => {
    expect(nights('2026-12-01', '2026-12-04')).toBe(3);
    expect(nights('2026-12-01 14:00', '2026-12-02 12:00')).toBe(1);
    expect(nights('2026-12-01T14:00', '2026-12-03T15:00:30')).toBe(3);
    expect(nights('2026-12-31', '2027-01-02')).toBe(2);
    expect(nights('2026-12-03', '2026-12-01')).toBe(1);
    expect(nights('2026-12-01', '2026-12-01')).toBe(1);
    for (const bad of [undefined, null, '', 'tomorrow', '2026/12/01', '2026-13-01', 20261201]) expect(nights(bad, '2026-12-05')).toBe(1);
  });

  it('hotel fee: price × nights in cents; a bad price is 0', () => {
    expect(hotelFee(388.5, 3)).toBe(1165.5);
    expect(hotelFee('0.1', 3)).toBe(0.3);
    expect(hotelFee(100, 0)).toBe(100); // at least one night
    expect(hotelFee(-5, 2)).toBe(0);
    expect(hotelFee('abc', 2)).toBe(0);
  });

  it('total = ticket + hotel fee', () => {
    expect(totalAmount(199, 1165.5)).toBe(1364.5);
    expect(totalAmount(0.1, 0.2)).toBe(0.3);
    expect(totalAmount(undefined, 300)).toBe(300);
    expect(cents(1.005 * 1000)).toBe(1005);
  });

  it('a selection: dates first, then its stored nights, else 1; room type id when numeric', () => {
    expect(selectionNights({ checkinDate: '2026-12-01', checkoutDate: '2026-12-03', nights: 7 })).toBe(2);
    expect(selectionNights({ nights: 4 })).toBe(4);
    expect(selectionNights({ nights: '4' })).toBe(4);
    expect(selectionNights({ nights: -1 })).toBe(1);
    expect(selectionNights(null)).toBe(1);
    expect(selectionRoomTypeId({ roomTypeId: '12' })).toBe(12);
    expect(selectionRoomTypeId({ roomTypeId: 12 })).toBe(12);
    expect(selectionRoomTypeId({ roomTypeId: 'x' })).toBeNull();
  });
});
