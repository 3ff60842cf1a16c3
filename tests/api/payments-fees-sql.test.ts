// fees-sql.ts must read hotel selections exactly as fees.ts does (the list computes in SQL, the
// registration flow in TypeScript), and never fail on a malformed date.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, makeApp, type TestApp } from './harness';
import { nightsSql, roomTypeIdSql } from '../../src/server/registrations/fees-sql';
import { selectionNights, selectionRoomTypeId } from '../../src/server/registrations/fees';

const CASES: Record<string, unknown>[] = [
  { checkinDate: '2026-12-01', checkoutDate: '2026-12-04' },
  { checkinDate: '2026-12-01 14:00', checkoutDate: '2026-12-02 12:00' },
  { checkinDate: '2026-12-01T14:00', checkoutDate: '2026-12-03T15:00:30' },
  { checkinDate: '2026-12-31', checkoutDate: '2027-01-02' },
  { checkinDate: '2026-02-30', checkoutDate: '2026-03-04' },
  { checkinDate: '2026-12-03', checkoutDate: '2026-12-01', nights: 5 },
  { checkinDate: '2026-12-01T25:30', checkoutDate: '2026-12-02T01:00' },
  { checkinDate: 'soon', checkoutDate: '2026-12-02', nights: 3 },
  { checkinDate: '2026-13-01', checkoutDate: '2026-12-02', nights: '2' },
  { nights: 0 },
  { nights: 4, roomTypeId: '17' },
  { roomTypeId: 'abc' },
  {},
];

describe.each(DATABASES)('fees in SQL agree with fees.ts (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp(kind);
  });
  afterAll(() => t.close());

  it('nights and room type id for every case', async () => {
    for (const c of CASES) {
      const [r] = await t.db.query(`SELECT ${nightsSql('$1::jsonb')} AS n, ${roomTypeIdSql('$1::jsonb')} AS rt`, [JSON.stringify(c)]);
      expect([Number(r.n), r.rt === null ? null : Number(r.rt)], JSON.stringify(c)).toEqual([selectionNights(c), selectionRoomTypeId(c)]);
    }
  });
});
