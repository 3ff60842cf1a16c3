// The server's reading of a design's tickets and quotas (src/server/registration/pricing.ts) and the
// first payment status of a submission (submit.ts).
import { describe, expect, it } from 'vitest';
import { quotaOf } from '../../src/server/registration/pricing';
import { fromPriceTable, offerAt, ticketIssues, defaultSaleWindow } from '../../src/shared/tickets';
import { firstPaymentStatus } from '../../src/server/registration/submit';

const NOW = Date.parse('2026-05-10T04:00:00Z'); // 12:00 in UTC+8
const page = {
  timeColumns: [{ key: 'early', range: ['2026-05-01 00:00', '2026-05-10 11:59'] }, { key: 'normal', range: ['2026.05.10 12:00', '2026-06-01 00:00'] }],
  priceRows: [{ type: '标准票', amount: 100, prices: { early: 199, normal: '¥299.5' } }, { type: '团体票', prices: { early: 99 } }, { type: '', prices: { normal: 1 } }],
};

describe('tickets and quotas', () => {
  it('reads a design price table as ticket types: the early column an early-bird price (design times in UTC+8)', () => {
    const [std, group, ...rest] = fromPriceTable(page);
    expect(rest).toEqual([]);
    expect(std).toMatchObject({ name: '标准票', quota: 100, price: 299.5, discountPrice: 199, saleStart: '2026-04-30T16:00:00.000Z', discountEnd: '2026-05-10T03:59:00.000Z', saleEnd: '2026-05-31T16:00:00.000Z' });
    expect(offerAt(std, NOW)).toMatchObject({ state: 'onSale', price: 299.5, discounted: false });
    expect(offerAt(std, NOW - 60_000)).toMatchObject({ state: 'onSale', price: 199, regular: 299.5, discounted: true, discountEnd: '2026-05-10T03:59:00.000Z' });
    expect(offerAt(group, NOW)).toEqual({ state: 'ended' });
    expect(offerAt(std, Date.parse('2026-04-01T00:00:00Z'))).toEqual({ state: 'notStarted' });
  });

  it('prices the early-bird inside its window only, both ends included', () => {
    const t = { name: 'A', price: 100, saleStart: '2026-05-01T00:00:00Z', saleEnd: '2026-06-01T00:00:00Z', discountPrice: 80, discountStart: '2026-05-02T00:00:00Z', discountEnd: '2026-05-03T00:00:00Z' };
    const at = (s: string) => offerAt(t, Date.parse(s));
    expect([at('2026-05-01T12:00:00Z'), at('2026-05-02T00:00:00Z'), at('2026-05-03T00:00:00Z'), at('2026-05-03T00:00:01Z')].map((o) => o.state === 'onSale' && o.price)).toEqual([100, 80, 80, 100]);
  });

  it('keeps the rules the schema cannot say, each naming its field', () => {
    const ok = { name: 'A', price: 100, saleStart: '2026-05-01T00:00:00Z', saleEnd: '2026-06-01T00:00:00Z' };
    expect(ticketIssues(ok)).toEqual([]);
    const keys = (t: object, sold = 0) => ticketIssues({ ...ok, ...t }, sold).map((i) => i.key);
    expect(keys({ saleEnd: '2026-05-01T00:00:00Z' })).toEqual(['ticketType.saleEnd.afterStart']);
    expect(keys({ discountPrice: 100, discountStart: '2026-05-02T00:00:00Z', discountEnd: '2026-05-03T00:00:00Z' })).toEqual(['ticketType.discountPrice.belowPrice']);
    expect(keys({ discountPrice: 50 })).toEqual(['ticketType.discountStart.required', 'ticketType.discountEnd.required']);
    expect(keys({ discountPrice: 50, discountStart: '2026-04-30T00:00:00Z', discountEnd: '2026-06-02T00:00:00Z' })).toEqual(['ticketType.discountStart.inSale', 'ticketType.discountEnd.inSale']);
    expect(keys({ discountPrice: 50, discountStart: '2026-05-03T00:00:00Z', discountEnd: '2026-05-02T00:00:00Z' })).toEqual(['ticketType.discountEnd.afterStart']);
    expect(keys({ quota: 4 }, 5)).toEqual(['ticketType.quota.belowSold']);
    expect(keys({ quota: 5 }, 5)).toEqual([]);
  });

  it('puts a new ticket on sale from now until the meeting starts', () => {
    const now = Date.parse('2026-05-01T00:00:00Z');
    expect(defaultSaleWindow(now, '2026-06-01T01:00:00Z')).toEqual({ saleStart: '2026-05-01T00:00:00.000Z', saleEnd: '2026-06-01T01:00:00.000Z' });
    expect(defaultSaleWindow(now, '2026-04-01T01:00:00Z', '2026-05-02T00:00:00Z').saleEnd).toBe('2026-05-02T00:00:00.000Z');
    expect(defaultSaleWindow(now, null).saleEnd).toBe('2026-05-31T00:00:00.000Z');
  });

  it('reads quotas: a non-negative integer, else no limit', () => {
    expect([quotaOf(100), quotaOf(0), quotaOf('5'), quotaOf(undefined), quotaOf(-1), quotaOf(1.5), quotaOf('')]).toEqual([100, 0, 5, null, null, null, null]);
  });

  it('starts nothing-to-pay as paid, on-site as pending review, bank transfer as unpaid', () => {
    expect([firstPaymentStatus(0, 'bankCard'), firstPaymentStatus(10, 'cash'), firstPaymentStatus(10, 'bankCard')]).toEqual(['paid', 'pending', 'unpaid']);
  });
});
