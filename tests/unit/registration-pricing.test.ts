// The server's reading of a design's tickets and quotas (src/server/registration/pricing.ts) and the
// first payment status of a submission (submit.ts).
import { describe, expect, it } from 'vitest';
import { quotaOf, ticketAt } from '../../src/server/registration/pricing';
import { firstPaymentStatus } from '../../src/server/registration/submit';

const NOW = Date.parse('2026-05-10T04:00:00Z'); // 12:00 in UTC+8
const page = {
  timeColumns: [{ key: 'early', range: ['2026-05-01 00:00', '2026-05-10 11:59'] }, { key: 'normal', range: ['2026.05.10 12:00', '2026-06-01 00:00'] }],
  priceRows: [{ type: '标准票', amount: 100, prices: { early: 199, normal: '¥299.5' } }, { type: '团体票', prices: { early: 99 } }, { type: '', prices: { normal: 1 } }],
};

describe('tickets and quotas', () => {
  it('prices a ticket by the time column containing now (design times in UTC+8)', () => {
    expect(ticketAt(page, '标准票', NOW)).toMatchObject({ price: 299.5 });
    expect(ticketAt(page, '标准票', NOW - 60_000)).toMatchObject({ price: 199 });
    expect(ticketAt(page, '团体票', NOW)).toBe('notOnSale');
    expect(ticketAt(page, '黄牛票', NOW)).toBe('unknown');
    expect(ticketAt(page, '', NOW)).toBe('unknown');
  });

  it('reads quotas: a non-negative integer, else no limit', () => {
    expect([quotaOf(100), quotaOf(0), quotaOf('5'), quotaOf(undefined), quotaOf(-1), quotaOf(1.5), quotaOf('')]).toEqual([100, 0, 5, null, null, null, null]);
  });

  it('starts nothing-to-pay as paid, on-site as pending review, bank transfer as unpaid', () => {
    expect([firstPaymentStatus(0, 'bankCard'), firstPaymentStatus(10, 'cash'), firstPaymentStatus(10, 'bankCard')]).toEqual(['paid', 'pending', 'unpaid']);
  });
});
