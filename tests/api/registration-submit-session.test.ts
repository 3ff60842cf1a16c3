// A submission proves the participant's session inside the statement that reads the flow (open-flow.ts,
// a round trip fewer, issue 19 item 3): a session logged out or a participant disabled is still refused
// with its 401 before anything is stored, before the body's own refusals, and a retry key does not
// answer a logged-out session the registration it made.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, type TestApp } from './harness';
import { adminAndOrganizer, type Organizer } from './setup';
import { openMeeting, participants, submission, submit, type Setup } from './registration.fixtures';
import { statements } from './statement-spy';

describe.each(DATABASES)('registration submission, the session proven inline (%s)', (kind) => {
  let t: TestApp;
  let org: Organizer;
  let s: Setup;
  const stored = async (id: number) => Number((await t.db.query(`SELECT count(*)::int AS n FROM registrations WHERE participant_id = $1`, [id]))[0].n);
  beforeAll(async () => {
    ({ t, org } = await adminAndOrganizer(kind, 'rsiorg'));
    s = await openMeeting(t, org.token);
  });
  afterAll(() => t.close());

  it('reads the participant’s session with the flow: no statement of its own', async () => {
    const [p] = await participants(t, s.meeting);
    let status = 0;
    const sent = await statements(t, async () => ({ status } = await submit(t, p, submission(s))));
    expect(status).toBe(201);
    const sessions = sent.filter((x) => /\bparticipant_sessions\b/.test(x.sql));
    expect(sessions.length).toBe(1);
    expect(sessions[0].sql).toMatch(/\bregistration_flows\b/);
    expect(sent.indexOf(sessions[0])).toBe(0);
  });

  it('a logged-out session: 401, nothing stored, before the body’s own refusal', async () => {
    const [p] = await participants(t, s.meeting);
    expect((await call(t.app, 'POST', '/api/participants/logout', { headers: p.headers })).status).toBe(200);
    expect((await submit(t, p, submission(s))).status).toBe(401);
    expect((await submit(t, p, submission(s, { flowId: 999_999 }))).status).toBe(401);
    expect((await submit(t, p, { meetingId: s.meeting.id })).status).toBe(401);
    expect(await stored(p.id)).toBe(0);
  });

  it('a disabled participant: 401 saying so, nothing stored', async () => {
    const [p] = await participants(t, s.meeting);
    await t.db.query(`UPDATE participants SET status = 'disabled' WHERE id = $1`, [p.id]);
    const r = await submit(t, p, submission(s));
    expect([r.status, r.body.message]).toEqual([401, '账号已被禁用，请联系管理员']);
    expect(await stored(p.id)).toBe(0);
  });

  it('a retry key after logging out answers 401, not the registration the key made', async () => {
    const [p] = await participants(t, s.meeting);
    const key = `inline-${p.id}-retry`;
    expect((await submit(t, p, submission(s), { key })).status).toBe(201);
    expect((await submit(t, p, submission(s), { key })).status).toBe(200);
    await call(t.app, 'POST', '/api/participants/logout', { headers: p.headers });
    const again = await submit(t, p, submission(s), { key });
    expect(again.status).toBe(401);
    expect(JSON.stringify(again.body)).not.toMatch(/transferReference/);
  });
});
