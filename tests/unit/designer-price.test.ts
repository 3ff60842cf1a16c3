// Price and stay rules of the participant flow (src/shared/designer/price.ts, spec 3 §4, §5; spec 2 §9).
import { describe, expect, it } from 'vitest';
import { activeColumn, flowTotal, parseDesignTime, priceNow, readPrice, saleState, stayNights, stayProblem, todayIso } from '../../src/shared/designer/price';

const columns = [
  { key: 'early', range: ['2026-05-01 00:00', '2026-05-31 23:59'] },
  { key: 'late', range: ['2026-06-01 00:00', '2026-06-30 23:59'] },
];
const row = { type: '标准票', prices: { early: '¥199', late: 299 } };
const at = (s: string) => parseDesignTime(s)!;

describe('ticket price by time column', () => {
  it('reads design times in UTC+8 and ISO times with their zone', () => {
    expect(parseDesignTime('2026-05-01 08:00')).toBe(Date.parse('2026-05-01T00:00:00Z'));
    expect(parseDesignTime('2026.05.01 08:00')).toBe(Date.parse('2026-05-01T00:00:00Z'));
    expect(parseDesignTime('2026-05-01T00:00:00Z')).toBe(Date.parse('2026-05-01T00:00:00Z'));
    expect(parseDesignTime('soon')).toBeNull();
  });

  it('picks the column whose range contains now, ends included; none gives no price', () => {
    expect(activeColumn(columns, at('2026-05-01 00:00'))?.key).toBe('early');
    expect(activeColumn(columns, at('2026-05-31 23:59'))?.key).toBe('early');
    expect(priceNow(row, columns, at('2026-05-15 10:00'))).toBe(199);
    expect(priceNow(row, columns, at('2026-06-15 10:00'))).toBe(299);
    expect(priceNow(row, columns, at('2026-07-01 00:00'))).toBeNull();
    expect(priceNow(row, [], at('2026-05-15 10:00'))).toBeNull();
  });

  it('tells not started, ended and between periods apart', () => {
    expect(saleState(columns, at('2026-04-30 23:59'))).toBe('notStarted');
    expect(saleState(columns, at('2026-07-01 00:00'))).toBe('ended');
    expect(saleState([columns[0], { key: 'x', range: ['2026-07-01 00:00', '2026-07-31 00:00'] }], at('2026-06-15 00:00'))).toBe('notOnSale');
  });

  it('a price is a number or ¥ followed by digits', () => {
    expect(readPrice('¥0')).toBe(0);
    expect(readPrice('￥12.5')).toBe(12.5);
    expect(readPrice('12元')).toBeNull();
    expect(readPrice(-1)).toBeNull();
  });
});

describe('hotel stay', () => {
  it('nights round up; missing or not-later checkout gives 0', () => {
    expect(stayNights('2026-06-01', '2026-06-03')).toBe(2);
    expect(stayNights('2026-06-01 14:00', '2026-06-02 12:00')).toBe(1);
    expect(stayNights('2026-06-03', '2026-06-01')).toBe(0);
    expect(stayNights('2026-06-01', '2026-06-01')).toBe(0);
    expect(stayNights('', '2026-06-01')).toBe(0);
  });

  it('check-in from today on, checkout later, requirements at most 200 characters', () => {
    const now = at('2026-06-01 10:00');
    expect(todayIso(now)).toBe('2026-06-01');
    expect(todayIso(at('2026-06-02 07:59'))).toBe('2026-06-02');
    expect(stayProblem({ checkinDate: '2026-05-31' }, now)).toBe('checkinPast');
    expect(stayProblem({ checkinDate: '2026-06-02', checkoutDate: '2026-06-02' }, now)).toBe('checkoutNotLater');
    expect(stayProblem({ checkinDate: '2026-06-02', checkoutDate: '2026-06-03', specialRequirements: 'x'.repeat(201) }, now)).toBe('requirementsTooLong');
    expect(stayProblem({ checkinDate: '2026-06-01', checkoutDate: '2026-06-03', specialRequirements: 'x'.repeat(200) }, now)).toBeNull();
  });

  it('total = ticket + room price × nights', () => {
    expect(flowTotal(199, 388.5, 2)).toBe(976);
    expect(flowTotal(null, 300, 1)).toBe(300);
    expect(flowTotal(199, 300, 0)).toBe(199);
  });
});
