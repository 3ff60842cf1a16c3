// The hottest calls prove the caller's session inside their own statement (src/server/auth/inline-session.ts):
// one database round trip for a meeting page, a participant page and a check-in. A logged-out, disabled
// or foreign caller still gets the answer a separate session check gives, and nothing is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, makeApp, registerOrganizer, type TestApp } from './harness';
import { MEETING_NOT_FOUND, NOT_LOGGED_IN, world } from './checkin.fixtures';
import { statements } from './statement-spy';

describe.each(DATABASES)('one round trip per hot call (%s)', (kind) => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof world>>;
  beforeAll(async () => {
    t = await makeApp(kind);
    w = await world(t, 'trips');
  });
  afterAll(() => t.close());

  it('a meeting page, a participant page and a first check-in are one statement each', async () => {
    let r: Awaited<ReturnType<typeof call>> | undefined;
    expect(await statements(t, async () => (r = await call(t.app, 'GET', '/api/co/meeting/list?page=0&size=10', { token: w.token })))).toHaveLength(1);
    expect(r!.status).toBe(200);
    expect(r!.body.data.meetings.map((m: { id: number }) => m.id)).toEqual([w.meeting.id]);
    expect(await statements(t, async () => (r = await call(t.app, 'GET', `/api/user-management/meeting/${w.meeting.id}/participants?page=0&size=20`, { token: w.token })))).toHaveLength(1);
    expect(r!.body.data.total).toBe(3);
    // as a scanner sends it: with the scanned door code
    const body = { userId: w.people[0].id, meetingId: w.meeting.id, status: 'checked_in', checkinCode: w.people[0].code };
    expect(await statements(t, async () => (r = await call(t.app, 'POST', '/api/user/update-checkin-status', { token: w.token, body })))).toHaveLength(1);
    expect(r!.status).toBe(200);
    const [rec] = await t.db.query('SELECT operator, operator_id FROM checkin_records WHERE participant_id = $1', [w.people[0].id]);
    expect(rec).toEqual({ operator: 'trips', operator_id: w.org.user.id });
  });

  it('another organizer gets the 404 and checks nobody in; a logged-out token gets the 401 and writes nothing', async () => {
    const other = await registerOrganizer(t, 'trips-other');
    const body = { userId: w.people[1].id, meetingId: w.meeting.id, status: 'checked_in' };
    const foreign = await call(t.app, 'POST', '/api/user/update-checkin-status', { token: other.token, body });
    expect([foreign.status, foreign.body.message]).toEqual([404, MEETING_NOT_FOUND[0]]);
    const page = await call(t.app, 'GET', `/api/user-management/meeting/${w.meeting.id}/participants`, { token: other.token });
    expect(page.status).toBe(404);
    expect((await call(t.app, 'GET', '/api/co/meeting/list', { token: other.token })).body.data.meetings).toEqual([]);

    const gone = await registerOrganizer(t, 'trips-gone');
    expect((await call(t.app, 'POST', '/api/auth/logout', { token: gone.token })).status).toBe(200);
    for (const [method, url, b] of [['GET', '/api/co/meeting/list'], ['GET', `/api/user-management/meeting/${w.meeting.id}/participants`], ['POST', '/api/user/update-checkin-status', body]] as const) {
      const res = await call(t.app, method, url, { token: gone.token, body: b });
      expect([res.status, res.body.message]).toEqual([401, NOT_LOGGED_IN[0]]);
    }
    const [p] = await t.db.query('SELECT checkin_status FROM participants WHERE id = $1', [w.people[1].id]);
    expect(p.checkin_status).not.toBe('checked_in');
    expect(await t.db.query('SELECT 1 FROM checkin_records WHERE participant_id = $1', [w.people[1].id])).toEqual([]);
  });

  it('a disabled organizer is refused with the disabled message', async () => {
    const o = await registerOrganizer(t, 'trips-off');
    await t.db.query("UPDATE users SET status = 'disabled' WHERE id = $1", [o.user.id]);
    const res = await call(t.app, 'GET', '/api/co/meeting/list', { token: o.token });
    expect(res.status).toBe(401);
    const same = await call(t.app, 'GET', '/api/user/info', { token: o.token });
    expect([res.status, res.body.message]).toEqual([same.status, same.body.message]);
  });
});
