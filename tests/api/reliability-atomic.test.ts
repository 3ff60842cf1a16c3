// A multi-step write that fails in the middle leaves nothing half-written. The failure is injected in
// the database itself (a trigger raising an error on the write's LAST statement, in this test's own
// schema), so the real code path runs up to that point: a payment review (registration, participant,
// notification), an account deletion (sessions, notifications, reports, the user) and a website save
// (several pages). Each answers 500 in the caller's language, every row stays as it was, and the
// same call succeeds once the trigger is gone (so the failure did hit a real write).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, loginAdmin, makeApp, registerOrganizer, type TestApp } from './harness';
import { seedWorld, snapshot, type World } from './security.fixtures';

const SERVER_ERROR = ['服务器内部错误，请稍后重试', 'Internal server error, please try again later'] as const;

describe.each(DATABASES)('reliability: failed multi-step writes roll back whole (%s)', (kind) => {
  let t: TestApp;
  let a: World;
  let admin: string;
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    a = await seedWorld(t, 'atomalpha');
    admin = await loginAdmin(t);
    await t.db.query(`CREATE OR REPLACE FUNCTION injected_failure() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'injected failure'; END $$`);
  });
  afterAll(() => t.close());

  /** Makes `op` on `table` fail where `when` holds, runs fn, then removes the trigger. */
  async function failing<T>(table: string, op: 'INSERT' | 'DELETE' | 'UPDATE', when: string, fn: () => Promise<T>): Promise<T> {
    await t.db.query(`CREATE TRIGGER injected BEFORE ${op} ON ${table} FOR EACH ROW WHEN (${when}) EXECUTE FUNCTION injected_failure()`);
    try {
      return await fn();
    } finally {
      await t.db.query(`DROP TRIGGER IF EXISTS injected ON ${table}`);
    }
  }
  const everything = async () => (await snapshot(t, a)) + JSON.stringify(await t.db.query('SELECT * FROM notifications ORDER BY id'));

  it('a payment review failing at its notification leaves the registration pending and the participant unchanged', async () => {
    const url = `/api/participants/${a.ids.participant}/payment-review`;
    const before = await everything();
    await failing('notifications', 'INSERT', 'true', () => expectMessage(t.app, 'PUT', url, { token: a.org.token, body: { action: 'approve' } }, 500, ...SERVER_ERROR));
    expect(await everything()).toBe(before);
    const [reg] = await t.db.query('SELECT payment_status FROM registrations WHERE id = $1', [a.ids.registration]);
    expect(reg.payment_status).toBe('pending');
    // without the fault the same review goes through and writes all three
    expect((await call(t.app, 'PUT', url, { token: a.org.token, body: { action: 'approve' } })).status).toBe(200);
    expect(await everything()).not.toBe(before);
  });

  it('an account deletion failing at its last statement keeps sessions, staff and notifications', async () => {
    const victim = await registerOrganizer(t, 'atomvictim');
    const staff = await call(t.app, 'POST', '/api/auth/sub-accounts', { token: victim.token, body: { username: 'atomvictimstaff' } });
    await t.app.ctx.repo('notification').insert(t.db, { userId: victim.user.id, title: '通知', content: 'x' });
    const rows = async () =>
      JSON.stringify([
        await t.db.query('SELECT id, status FROM users WHERE id = $1 OR master_id = $1 ORDER BY id', [victim.user.id]),
        await t.db.query('SELECT id, revoked_at FROM sessions WHERE user_id = $1 ORDER BY id', [victim.user.id]),
        await t.db.query('SELECT id FROM notifications WHERE user_id = $1 ORDER BY id', [victim.user.id]),
      ]);
    const before = await rows();
    const url = `/api/super-admin/organizer-users/${victim.user.id}`;
    await failing('users', 'DELETE', `OLD.id = ${Number(victim.user.id)}`, () => expectMessage(t.app, 'DELETE', url, { token: admin }, 500, ...SERVER_ERROR));
    expect(await rows()).toBe(before);
    expect((await call(t.app, 'GET', '/api/auth/current-user', { token: victim.token })).status).toBe(200);
    expect(staff.status).toBe(200);
    expect((await call(t.app, 'DELETE', url, { token: admin })).status).toBe(200);
    expect(JSON.parse(await rows())).toEqual([[], [], []]);
  });

  it('a website save failing at its third page keeps the saved site as it was', async () => {
    const page = (id: string) => JSON.stringify({ id, name: `页面${id}`, showInNav: true, appearance: 'light', components: [] });
    const batch = (ids: string[]) => ids.map((id) => ({ dataType: 'pages', dataKey: id, dataValue: page(id) }));
    const url = `/api/website-data/meeting/${a.ids.meeting}/batch`;
    expect((await call(t.app, 'POST', url, { token: a.org.token, body: batch(['home', 'old']) })).status).toBe(200);
    const site = () => t.db.query('SELECT data_key, data_value FROM website_data WHERE meeting_id = $1 ORDER BY data_key', [a.ids.meeting]);
    const before = JSON.stringify(await site());
    // the save would rewrite home, add p2 and p3 and drop old: p3's insert fails
    await failing('website_data', 'INSERT', `NEW.data_key = 'p3'`, () => expectMessage(t.app, 'POST', url, { token: a.org.token, body: batch(['home', 'p2', 'p3']) }, 500, ...SERVER_ERROR));
    expect(JSON.stringify(await site())).toBe(before);
    expect((await call(t.app, 'POST', url, { token: a.org.token, body: batch(['home', 'p2', 'p3']) })).status).toBe(200);
    expect((await site()).map((r) => r.data_key)).toEqual(['home', 'p2', 'p3']);
  });
});
