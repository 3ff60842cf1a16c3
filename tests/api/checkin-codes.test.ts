// Door codes (issue 15): unique and unguessable per registration, from an alphabet without look-alikes,
// stable until renewed; a renewed code replaces the old one; the participant reads its own with a
// participant token only while a registration may enter; the batch gives every submitted registration
// of a meeting one; another organizer reaches none of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, makeApp, type TestApp } from './harness';
import { addRegistration } from './participants.fixtures';
import { CODE_NOT_FOUND, MEETING_NOT_FOUND, NOT_LOGGED_IN, PARTICIPANT_NOT_FOUND, codeOf, codeUrl, enrol, findUrl, world } from './checkin.fixtures';
import { asParticipant, loginParticipant, registerParticipant } from './participant-accounts.fixtures';
import { newDoorCode } from '../../src/server/checkin/door-codes';
import { runDataMigrations } from '../../src/server/db/data-migrations';

describe.each(DATABASES)('door codes (%s)', (kind) => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof world>>;
  let b: Awaited<ReturnType<typeof world>>;
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    a = await world(t, 'cka');
    b = await world(t, 'ckb');
  });
  afterAll(() => t.close());

  it('generates 12 characters without look-alikes (no 0/O, 1/I/L), all different', () => {
    const codes = Array.from({ length: 2000 }, newDoorCode);
    for (const c of codes) expect(c).toMatch(/^[2-9A-HJKMNP-Z]{12}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('a submission gives the registration its door code in the same INSERT', async () => {
    const [col] = await t.db.query(`SELECT count(*)::int AS n FROM registrations WHERE registration_status <> 'draft' AND door_code IS NULL`);
    expect(Number(col.n)).toBe(0);
  });

  it('the organizer reads the code of the participant’s registration; codes differ between registrations', async () => {
    const [p0, p1] = a.people;
    const c0 = await codeOf(t, a.token, p0.id, a.meeting.id);
    expect(c0).toBe(p0.code);
    expect(await codeOf(t, a.token, p0.id, a.meeting.id)).toBe(c0);
    expect(await codeOf(t, a.token, p1.id, a.meeting.id)).not.toBe(c0);
  });

  it('generate-checkin-code renews the code: the old one is no longer found', async () => {
    const p = a.people[0];
    const old = await codeOf(t, a.token, p.id, a.meeting.id);
    const r = await call(t.app, 'POST', codeUrl('generate-checkin-code', p.id, a.meeting.id), { token: a.token });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('签到码已生成');
    expect(r.body.data).toMatchObject({ userId: p.id, participantId: p.id, meetingId: a.meeting.id, registrationId: p.reg.id });
    expect(r.body.data.checkinCode).not.toBe(old);
    await expectMessage(t.app, 'GET', findUrl(old, a.meeting.id), { token: a.token }, 404, ...CODE_NOT_FOUND);
    expect((await call(t.app, 'GET', findUrl(r.body.data.checkinCode, a.meeting.id), { token: a.token })).status).toBe(200);
    const [row] = await t.db.query('SELECT door_code FROM registrations WHERE id = $1', [p.reg.id]);
    expect(row.door_code).toBe(r.body.data.checkinCode);
  });

  it('the participant reads its own code with its participant token, and only with a valid one', async () => {
    const reg = await registerParticipant(t, a.meeting.id);
    const token = await loginParticipant(t, a.meeting.id, reg.username);
    await addRegistration(t, a.meeting, reg.id, { flowId: a.flow.id, registrationStatus: 'confirmed', paymentStatus: 'paid', doorCode: newDoorCode() });
    const own = await call(t.app, 'GET', '/api/user/current-checkin-code', { headers: asParticipant(token) });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ participantId: reg.id, meetingId: a.meeting.id });
    expect(own.body.data.checkinCode).toMatch(/^[2-9A-Z]{12}$/);
    // the organizer reads the same code; the bearer header works too
    expect(await codeOf(t, a.token, reg.id, a.meeting.id)).toBe(own.body.data.checkinCode);
    expect((await call(t.app, 'GET', '/api/user/current-checkin-code', { token })).body.data.checkinCode).toBe(own.body.data.checkinCode);
    await expectMessage(t.app, 'GET', '/api/user/current-checkin-code', {}, 401, ...NOT_LOGGED_IN);
    // an organizer token is no participant token
    await expectMessage(t.app, 'GET', '/api/user/current-checkin-code', { token: a.token }, 401, ...NOT_LOGGED_IN);
  });

  it('the batch gives every submitted registration of the meeting a distinct code and leaves existing ones', async () => {
    for (let i = 0; i < 25; i++) {
      const p = await enrol(t, b, 'confirmed');
      await t.db.query('UPDATE registrations SET door_code = NULL WHERE id = $1', [p.reg.id]);
    }
    const r = await call(t.app, 'POST', `/api/co/checkin/meeting/${b.meeting.id}/codes`, { token: b.token });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ generated: 25, total: 28 });
    const rows = await t.db.query('SELECT id, door_code FROM registrations WHERE meeting_id = $1', [b.meeting.id]);
    expect(rows.every((x) => /^[2-9A-HJKMNP-Z]{12}$/.test(x.door_code))).toBe(true);
    expect(new Set(rows.map((x) => x.door_code)).size).toBe(28);
    expect(rows.find((x) => Number(x.id) === b.people[0].reg.id)!.door_code).toBe(b.people[0].code);
    expect((await call(t.app, 'POST', `/api/co/checkin/meeting/${b.meeting.id}/codes`, { token: b.token })).body.data).toEqual({ generated: 0, total: 28 });
  });

  it('the data migration gives registrations from before door codes theirs, drafts none', async () => {
    const old = await enrol(t, b, 'checked_in');
    const draft = await enrol(t, b, 'draft');
    await t.db.query('UPDATE registrations SET door_code = NULL WHERE id = ANY($1)', [[old.reg.id, draft.reg.id]]);
    await t.db.query(`DELETE FROM data_migrations WHERE id = '2026-11-door-codes'`);
    await runDataMigrations(t.db);
    const rows = await t.db.query('SELECT id, door_code FROM registrations WHERE id = ANY($1) ORDER BY id', [[old.reg.id, draft.reg.id]]);
    expect(rows.map((r) => [Number(r.id), r.door_code === null ? null : /^[2-9A-HJKMNP-Z]{12}$/.test(r.door_code)])).toEqual([[old.reg.id, true], [draft.reg.id, null]]);
  });

  it('another organizer reads, renews and batches nothing of A’s; bad queries are refused with messages', async () => {
    const p = a.people[0];
    const before = await codeOf(t, a.token, p.id, a.meeting.id);
    await expectMessage(t.app, 'GET', codeUrl('get-checkin-code', p.id, a.meeting.id), { token: b.token }, 404, ...MEETING_NOT_FOUND);
    await expectMessage(t.app, 'POST', codeUrl('generate-checkin-code', p.id, a.meeting.id), { token: b.token }, 404, ...MEETING_NOT_FOUND);
    // A's participant through B's own meeting
    await expectMessage(t.app, 'POST', codeUrl('generate-checkin-code', p.id, b.meeting.id), { token: b.token }, 404, ...PARTICIPANT_NOT_FOUND);
    await expectMessage(t.app, 'POST', `/api/co/checkin/meeting/${a.meeting.id}/codes`, { token: b.token }, 404, ...MEETING_NOT_FOUND);
    await expectMessage(t.app, 'GET', codeUrl('get-checkin-code', p.id, a.meeting.id), {}, 401, ...NOT_LOGGED_IN);
    await expectMessage(t.app, 'GET', '/api/user/get-checkin-code?meetingId=1', { token: a.token }, 400, '请指定参会人员', 'Please name the participant');
    await expectMessage(t.app, 'GET', `/api/user/get-checkin-code?userId=${p.id}`, { token: a.token }, 400, '请指定会议', 'Please name the meeting');
    await expectMessage(t.app, 'GET', `/api/user/get-checkin-code?userId=x&meetingId=1`, { token: a.token }, 400, '参会人员编号无效', 'Invalid participant id');
    expect(await codeOf(t, a.token, p.id, a.meeting.id)).toBe(before);
  });
});
