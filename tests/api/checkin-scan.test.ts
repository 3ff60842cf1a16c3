// The scanner's rules on a real database: a door code is looked up only within the scanning meeting,
// an unknown code, another meeting's code, a disabled participant and a second arrival are refused
// with their messages; 50 parallel confirmations of one code record exactly one check-in; the figures
// and the recent records follow, refused codes among them as failures that name nobody. Another
// organizer reaches nothing. (Each refusal of a registration's state: checkin-door.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, makeApp, type TestApp } from './harness';
import { CODE_NOT_FOUND, MEETING_NOT_FOUND, NOT_LOGGED_IN, OTHER_MEETING, PARTICIPANT_NOT_FOUND, codeOf, confirm, findUrl, world } from './checkin.fixtures';

describe.each(DATABASES)('check-in scanner (%s)', (kind) => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof world>>;
  let b: Awaited<ReturnType<typeof world>>;
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    a = await world(t, 'sca');
    b = await world(t, 'scb');
  });
  afterAll(() => t.close());
  const stats = async (w: typeof a) => (await call(t.app, 'GET', `/api/co/checkin/meeting/${w.meeting.id}/stats`, { token: w.token })).body.data;

  it('finds the participant by code within its meeting, under both paths', async () => {
    const p = a.people[0];
    const code = await codeOf(t, a.token, p.id, a.meeting.id);
    for (const base of ['/api/participants', '/api/user']) {
      const r = await call(t.app, 'GET', findUrl(`  ${code} `, a.meeting.id, base), { token: a.token });
      expect(r.status).toBe(200);
      expect(r.body.data.participant).toMatchObject({ id: p.id, name: p.name, checkinCode: code, checkinStatus: 'not_checked_in', company: 'sca公司' });
      expect(r.body.data.user).toEqual(r.body.data.participant);
    }
  });

  it('refuses an unknown code, another meeting’s code and an empty code, in both languages', async () => {
    const foreign = await codeOf(t, b.token, b.people[0].id, b.meeting.id);
    await expectMessage(t.app, 'GET', findUrl('NOSUCHCODE99', a.meeting.id), { token: a.token }, 404, ...CODE_NOT_FOUND);
    await expectMessage(t.app, 'GET', findUrl(foreign, a.meeting.id), { token: a.token }, 404, ...OTHER_MEETING);
    await expectMessage(t.app, 'GET', findUrl('', a.meeting.id), { token: a.token }, 400, '请输入签到码', 'Please enter the check-in code');
    await expectMessage(t.app, 'GET', `/api/participants/find-by-checkin-code?checkinCode=x`, { token: a.token }, 400, '请指定会议', 'Please name the meeting');
    // B cannot scan at A's meeting, nor look A's codes up through its own
    const mine = await codeOf(t, a.token, a.people[1].id, a.meeting.id);
    await expectMessage(t.app, 'GET', findUrl(mine, a.meeting.id), { token: b.token }, 404, ...MEETING_NOT_FOUND);
    await expectMessage(t.app, 'GET', findUrl(mine, b.meeting.id), { token: b.token }, 404, ...OTHER_MEETING);
    await expectMessage(t.app, 'GET', findUrl(mine, a.meeting.id), {}, 401, ...NOT_LOGGED_IN);
  });

  it('records refused scans (unknown, another meeting’s code) as failures in the scanning meeting’s list, naming nobody', async () => {
    const records = async (w: typeof a) => (await call(t.app, 'GET', `/api/co/checkin/meeting/${w.meeting.id}/records`, { token: w.token })).body.data;
    const other = b.people[0];
    const foreign = await codeOf(t, b.token, other.id, b.meeting.id);
    const bBefore = await records(b);
    expect((await call(t.app, 'GET', findUrl(' UNKNOWN42 ', a.meeting.id), { token: a.token })).status).toBe(404);
    expect((await call(t.app, 'GET', findUrl(foreign, a.meeting.id), { token: a.token, lang: 'en' })).status).toBe(404);
    const [last, first] = await records(a);
    const nobody = { participantId: null, registrationId: null, name: null, phone: null, company: null, checkinStatus: null, status: 'failure', operator: 'sca' };
    expect(first).toEqual({ ...nobody, id: expect.any(Number), time: expect.any(String), code: 'UNKNOWN42', message: CODE_NOT_FOUND[0] });
    expect(last).toEqual({ ...nobody, id: expect.any(Number), time: expect.any(String), code: foreign, message: OTHER_MEETING[1] });
    expect(JSON.stringify(last)).not.toContain(other.name);
    // the other meeting's list and its participant are untouched
    expect(await records(b)).toEqual(bBefore);
    const [row] = await t.db.query('SELECT checkin_status FROM participants WHERE id = $1', [other.id]);
    expect(row.checkin_status).toBe('not_checked_in');
    // a meeting the caller does not own records nothing
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM checkin_records WHERE meeting_id = $1', [a.meeting.id]);
    expect((await call(t.app, 'GET', findUrl('UNKNOWN43', a.meeting.id), { token: b.token })).status).toBe(404);
    const [{ n: after }] = await t.db.query('SELECT count(*)::int AS n FROM checkin_records WHERE meeting_id = $1', [a.meeting.id]);
    expect(Number(after)).toBe(Number(n));
  });

  it('confirms once: the second arrival is refused, by code look-up and by confirmation, and recorded as a failure', async () => {
    const p = a.people[1];
    const code = await codeOf(t, a.token, p.id, a.meeting.id);
    const before = await stats(a);
    const ok = await call(t.app, 'POST', '/api/user/update-checkin-status', { token: a.token, body: { userId: p.id, meetingId: a.meeting.id, status: 'checked_in', checkinCode: code } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ message: '签到成功', data: { success: true, participant: { id: p.id, checkinStatus: 'checked_in' } } });
    const [row] = await t.db.query('SELECT checkin_status, checkin_time FROM participants WHERE id = $1', [p.id]);
    expect(row.checkin_status).toBe('checked_in');
    expect(row.checkin_time).toBeTruthy();
    const again = await confirm(t, a.token, p.id, a.meeting.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/^该报名已于 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d 由 sca 签到，不能重复签到$/);
    const en = await call(t.app, 'GET', findUrl(code, a.meeting.id), { token: a.token, lang: 'en' });
    expect([en.status, en.body.message]).toEqual([409, expect.stringMatching(/^Already checked in at .+ by sca; a second check-in is not allowed$/)]);
    expect(await stats(a)).toEqual({ ...before, checkedIn: before.checkedIn + 1, notCheckedIn: before.notCheckedIn - 1, checkinRate: Math.round(((before.checkedIn + 1) / before.totalParticipants) * 1000) / 10 });
    const recent = (await call(t.app, 'GET', `/api/co/checkin/meeting/${a.meeting.id}/records`, { token: a.token })).body.data;
    // both refusals (the confirmation and the look-up) are kept, the arrival before them
    expect(recent[0]).toMatchObject({ status: 'failure', name: p.name, code });
    expect(recent[1]).toMatchObject({ status: 'failure', name: p.name, code });
    expect(recent[2]).toMatchObject({ status: 'success', name: p.name, code, company: 'sca公司', operator: 'sca', checkinStatus: 'checked_in' });
  });

  it('50 parallel confirmations of one code record exactly one check-in', async () => {
    const p = b.people[1];
    const code = await codeOf(t, b.token, p.id, b.meeting.id);
    const answers = await Promise.all(Array.from({ length: 50 }, () =>
      call(t.app, 'POST', '/api/user/update-checkin-status', { token: b.token, body: { userId: p.id, meetingId: b.meeting.id, status: 'checked_in', checkinCode: code } })));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(49);
    const [{ n }] = await t.db.query("SELECT count(*)::int AS n FROM checkin_records WHERE participant_id = $1 AND status = 'success'", [p.id]);
    expect(Number(n)).toBe(1);
    expect((await stats(b)).checkedIn).toBe(1);
  });

  it('refuses a disabled participant; a correction resets the status and allows a new arrival (late counts as checked in)', async () => {
    const p = a.people[2];
    const code = await codeOf(t, a.token, p.id, a.meeting.id);
    await t.db.query("UPDATE participants SET status = 'disabled' WHERE id = $1", [p.id]);
    await expectMessage(t.app, 'GET', findUrl(code, a.meeting.id), { token: a.token }, 409, '该参会人员已被禁用，无法签到', 'This participant is disabled and cannot check in');
    await expectMessage(t.app, 'POST', '/api/user/update-checkin-status', { token: a.token, body: { userId: p.id, meetingId: a.meeting.id, status: 'checked_in' } }, 409, '该参会人员已被禁用，无法签到', 'This participant is disabled and cannot check in');
    await t.db.query("UPDATE participants SET status = 'active' WHERE id = $1", [p.id]);
    expect((await confirm(t, a.token, p.id, a.meeting.id, 'late')).status).toBe(200);
    expect((await confirm(t, a.token, p.id, a.meeting.id)).status).toBe(409);
    const reset = await confirm(t, a.token, p.id, a.meeting.id, 'not_checked_in');
    expect([reset.status, reset.body.message, reset.body.data.participant.checkinTime]).toEqual([200, '签到状态已更新', null]);
    expect((await confirm(t, a.token, p.id, a.meeting.id)).status).toBe(200);
  });

  it('validates the confirmation body and keeps others’ participants out of reach', async () => {
    const url = '/api/user/update-checkin-status';
    const p = a.people[0];
    await expectMessage(t.app, 'POST', url, { token: a.token, body: { userId: p.id, meetingId: a.meeting.id, status: 'arrived' } }, 400, '签到状态无效', 'Invalid check-in status');
    await expectMessage(t.app, 'POST', url, { token: a.token, body: { userId: p.id, meetingId: a.meeting.id } }, 400, '请选择签到状态', 'Please choose a check-in status');
    await expectMessage(t.app, 'POST', url, { token: b.token, body: { userId: p.id, meetingId: a.meeting.id, status: 'checked_in' } }, 404, ...MEETING_NOT_FOUND);
    await expectMessage(t.app, 'POST', url, { token: b.token, body: { userId: p.id, meetingId: b.meeting.id, status: 'checked_in' } }, 404, ...PARTICIPANT_NOT_FOUND);
    await expectMessage(t.app, 'POST', url, { body: { userId: p.id, meetingId: a.meeting.id, status: 'checked_in' } }, 401, ...NOT_LOGGED_IN);
    const [row] = await t.db.query('SELECT checkin_status FROM participants WHERE id = $1', [p.id]);
    expect(row.checkin_status).toBe('not_checked_in');
    await expectMessage(t.app, 'GET', `/api/co/checkin/meeting/${a.meeting.id}/stats`, { token: b.token }, 404, ...MEETING_NOT_FOUND);
    await expectMessage(t.app, 'GET', `/api/co/checkin/meeting/${a.meeting.id}/records`, { token: b.token }, 404, ...MEETING_NOT_FOUND);
    await expectMessage(t.app, 'GET', `/api/co/checkin/meeting/${a.meeting.id}/records?limit=21`, { token: a.token }, 400, '最多返回 20 条记录', 'At most 20 records are returned');
  });

  it('keeps the recent list to the newest 20, per meeting', async () => {
    for (let i = 0; i < 12; i++) {
      await confirm(t, b.token, b.people[1].id, b.meeting.id); // refused: failure records
    }
    const r = (await call(t.app, 'GET', `/api/co/checkin/meeting/${b.meeting.id}/records`, { token: b.token })).body.data;
    expect(r).toHaveLength(20);
    const times = r.map((x: { time: string }) => x.time);
    expect([...times].sort().reverse()).toEqual(times);
    expect(r.every((x: { name: string }) => x.name.startsWith('scb'))).toBe(true);
  });
});
