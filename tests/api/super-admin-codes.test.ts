// GET /api/verification-codes: each code with its display state (verified, else expired, else
// pending), search over phone or code, a date range that applies only when both dates are set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, loginAdmin, makeApp, type TestApp } from './harness';

describe.each(DATABASES)('super-admin verification codes (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await makeApp(kind);
    admin = await loginAdmin(t);
    const rows: Array<[string, string, boolean, boolean, string, string, string]> = [
      // phone, code, verified, expired flag, expires, sent, environment
      ['13800000001', '111111', true, false, "now() - interval '1 day'", "'2024-03-01 10:00+00'", 'prod'],
      ['13800000002', '222222', false, true, "now() + interval '5 minutes'", "'2024-03-02 10:00+00'", 'dev'],
      ['13800000003', '333333', false, false, "now() - interval '1 minute'", "'2024-03-03 10:00+00'", 'dev'],
      ['a@example.com', '444444', false, false, "now() + interval '5 minutes'", "'2024-03-04 10:00+00'", 'prod'],
    ];
    for (const [phone, code, verified, expired, expires, sent, env] of rows) {
      await t.db.query(
        `INSERT INTO verification_codes (phone, type, code, verified, expired, expires_at, send_time, environment, verified_time) VALUES ($1, 'phone', $2, $3, $4, ${expires}, ${sent}, $5, ${verified ? 'now()' : 'NULL'})`,
        [phone, code, verified, expired, env],
      );
    }
  });
  afterAll(() => t.close());

  const get = async (qs = '') => (await call(t.app, 'GET', `/api/verification-codes${qs}`, { token: admin })).body.data as any[];

  it('answers newest first with the display state: verified, else expired (flag or time), else pending', async () => {
    const list = await get();
    expect(list.map((c) => [c.phone, c.status, c.environment])).toEqual([
      ['a@example.com', 'pending', 'prod'],
      ['13800000003', 'expired', 'dev'],
      ['13800000002', 'expired', 'dev'],
      ['13800000001', 'verified', 'prod'],
    ]);
    expect(list[3].verifiedTime).toEqual(expect.any(String));
    expect(list[0]).not.toHaveProperty('ip');
  });

  it('searches phone or code as a substring', async () => {
    expect((await get('?search=0000000')).map((c) => c.code)).toEqual(['333333', '222222', '111111']);
    expect((await get('?search=4444')).map((c) => c.phone)).toEqual(['a@example.com']);
    expect(await get(`?search=${encodeURIComponent('%')}`)).toEqual([]);
  });

  it('applies the date range only when both dates are set (inclusive days)', async () => {
    expect((await get('?startDate=2024-03-02&endDate=2024-03-03')).map((c) => c.code)).toEqual(['333333', '222222']);
    expect(await get('?startDate=2024-03-02')).toHaveLength(4);
    expect(await get('?endDate=2024-03-02')).toHaveLength(4);
  });

  it('refuses a bad date (zh and en)', async () => {
    await expectMessage(t.app, 'GET', '/api/verification-codes?startDate=yesterday&endDate=2024-01-01', { token: admin }, 400, '开始日期格式不正确', 'Start date is not in a valid format');
  });
});
