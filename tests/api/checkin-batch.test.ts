// Scans that arrive together go to the database in one statement (src/server/checkin/arrivals.ts).
// Each keeps its own rules inside the batch: another organizer's participant, a logged-out scanner and a
// second arrival of the same person are refused exactly as alone; a statement that fails is retried
// arrival by arrival, so one bad arrival fails alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, makeApp, registerOrganizer, type TestApp } from './harness';
import { ArrivalQueue, type Arrival } from '../../src/server/checkin/arrivals';
import { MEETING_NOT_FOUND, NOT_LOGGED_IN, world } from './checkin.fixtures';
import { statements } from './statement-spy';

describe.each(DATABASES)('check-ins batched (%s)', (kind) => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof world>>;
  let b: Awaited<ReturnType<typeof world>>;
  beforeAll(async () => {
    t = await makeApp(kind);
    a = await world(t, 'bta');
    b = await world(t, 'btb');
  });
  afterAll(() => t.close());

  it('a burst of scans by several organizers shares statements, and each answer is what it would be alone', async () => {
    const gone = await registerOrganizer(t, 'bt-gone');
    expect((await call(t.app, 'POST', '/api/auth/logout', { token: gone.token })).status).toBe(200);
    // with the scanned door code, as a scanner sends it: the arrival goes straight to the queue
    const codeOf = (id: number) => [...a.people, ...b.people].find((p) => p.id === id)!.code;
    const scan = (token: string, userId: number, meetingId: number) =>
      call(t.app, 'POST', '/api/user/update-checkin-status', { token, body: { userId, meetingId, status: 'checked_in', checkinCode: codeOf(userId) } });
    let answers: Array<Awaited<ReturnType<typeof call>>> = [];
    const sent = await statements(t, async () => {
      answers = await Promise.all([
        scan(a.token, a.people[0].id, a.meeting.id),
        scan(b.token, a.people[1].id, a.meeting.id),
        scan(gone.token, a.people[2].id, a.meeting.id),
        scan(a.token, b.people[0].id, b.meeting.id),
        scan(b.token, b.people[1].id, b.meeting.id),
        scan(a.token, a.people[0].id, a.meeting.id),
        scan(b.token, b.people[2].id, b.meeting.id),
        scan(a.token, a.people[1].id, a.meeting.id),
      ]);
    });
    const widest = Math.max(...sent.filter((s) => s.sql.startsWith('WITH r AS')).map((s) => (s.params![0] as unknown[]).length));
    // PostgreSQL answers asynchronously, so scans gather behind the two statements in flight; PGlite
    // may answer each before the next scan arrives (the queue's rules are checked below on both)
    if (kind === 'postgres') expect(widest).toBeGreaterThan(1);
    const [own, foreign, loggedOut, foreignToo, ownB, twice, ownB2, ownLate] = answers;
    for (const r of [own, ownB, ownB2, ownLate]) expect([r.status, r.body.data?.participant?.checkinStatus]).toEqual([200, 'checked_in']);
    expect([foreign.status, foreign.body.message]).toEqual([404, MEETING_NOT_FOUND[0]]);
    expect([foreignToo.status, foreignToo.body.message]).toEqual([404, MEETING_NOT_FOUND[0]]);
    expect([loggedOut.status, loggedOut.body.message]).toEqual([401, NOT_LOGGED_IN[0]]);
    expect(twice.status).toBe(409);
    const records = await t.db.query<{ participant_id: number; operator_id: number; status: string }>(
      'SELECT participant_id, operator_id, status FROM checkin_records WHERE meeting_id = ANY($1) ORDER BY id', [[a.meeting.id, b.meeting.id]]);
    const success = records.filter((r) => r.status === 'success').map((r) => [Number(r.participant_id), Number(r.operator_id)]);
    expect(success.sort()).toEqual([
      [a.people[0].id, a.org.user.id], [a.people[1].id, a.org.user.id], [b.people[1].id, b.org.user.id], [b.people[2].id, b.org.user.id],
    ].sort());
    const [p2] = await t.db.query('SELECT checkin_status FROM participants WHERE id = $1', [a.people[2].id]);
    expect(p2.checkin_status).not.toBe('checked_in');
  });

  it('in one statement each arrival keeps its own operator, meeting and session', async () => {
    const sessionOf = async (userId: number) =>
      (await t.db.query<{ id: string }>('SELECT id FROM sessions WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1', [userId]))[0].id;
    const gone = await registerOrganizer(t, 'bt-gone2');
    await call(t.app, 'POST', '/api/auth/logout', { token: gone.token });
    await t.db.query("UPDATE participants SET checkin_status = 'not_checked_in' WHERE meeting_id = ANY($1)", [[a.meeting.id, b.meeting.id]]);
    await t.db.query("UPDATE registrations SET registration_status = 'confirmed' WHERE meeting_id = ANY($1)", [[a.meeting.id, b.meeting.id]]);
    const [sa, sb, sg] = [await sessionOf(a.org.user.id), await sessionOf(b.org.user.id), await sessionOf(gone.user.id)];
    const codeOf = (id: number) => [...a.people, ...b.people].find((p) => p.id === id)?.code ?? 'NONE';
    const by = (w: typeof a, sid: string) => (participantId: number, meetingId = a.meeting.id): Arrival => ({
      code: codeOf(participantId), participantId, meetingId, owner: w.org.user.id, status: 'checked_in', operatorId: w.org.user.id, claim: [sid, w.org.user.id, 'ORGANIZER'],
    });
    const asGone = (participantId: number): Arrival => ({ ...by(a, sg)(participantId), owner: gone.user.id, operatorId: gone.user.id, claim: [sg, gone.user.id, 'ORGANIZER'] });
    const asA = by(a, sa);
    const asB = by(b, sb);
    const queue = new ArrivalQueue(t.db, 1);
    let out: Array<Awaited<ReturnType<ArrivalQueue['arrive']>>> = [];
    const sent = await statements(t, async () => {
      out = await Promise.all([
        asA(b.people[0].id, b.meeting.id), // alone, first: A at B's meeting
        asA(a.people[0].id), asB(a.people[1].id), asGone(a.people[2].id), asA(a.people[0].id), asB(b.people[1].id, b.meeting.id),
        { ...asA(a.people[1].id), claim: [sb, a.org.user.id, 'ORGANIZER'] as [string, number, string] }, // A's id with B's session
      ].map((x) => queue.arrive(x)));
    });
    const widths = sent.map((s) => (s.params![0] as unknown[]).length);
    expect(widths).toEqual([1, 6]);
    const ids = out.map((r) => r?.id ?? null);
    // the same person twice in one statement: exactly one of the two arrives (which one is the database's choice)
    expect([ids[1], ids[4]].filter(Boolean)).toEqual([a.people[0].id]);
    expect([ids[0], ids[2], ids[3], ids[5], ids[6]]).toEqual([null, null, null, b.people[1].id, null]);
  });

  it('a batch that fails is retried arrival by arrival: only the bad one fails', async () => {
    const [s] = await t.db.query<{ id: string }>('SELECT id FROM sessions WHERE user_id = $1 AND revoked_at IS NULL LIMIT 1', [a.org.user.id]);
    await t.db.query("UPDATE participants SET checkin_status = 'not_checked_in' WHERE meeting_id = $1", [a.meeting.id]);
    await t.db.query("UPDATE registrations SET registration_status = 'confirmed' WHERE meeting_id = $1", [a.meeting.id]);
    const queue = new ArrivalQueue(t.db, 1);
    const arrival = (participantId: number): Arrival => ({
      code: a.people.find((p) => p.id === participantId)?.code ?? 'NONE', participantId, meetingId: a.meeting.id, owner: a.org.user.id, status: 'late', operatorId: a.org.user.id, claim: [s.id, a.org.user.id, 'ORGANIZER'],
    });
    // the first goes alone; the next three wait and go together, and 2^40 is out of an integer's range
    const all = await Promise.allSettled([arrival(a.people[0].id), arrival(a.people[1].id), arrival(2 ** 40), arrival(a.people[2].id)].map((x) => queue.arrive(x)));
    expect(all.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    for (const r of [all[0], all[1], all[3]]) expect((r as PromiseFulfilledResult<{ checkin_status: string }>).value.checkin_status).toBe('late');
  });
});
