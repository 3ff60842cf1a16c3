// Who reaches a meeting's participants: its organizer (and a super admin); organizer B gets the
// meeting-not-found 404 for A's meeting and the participant-not-found 404 for A's participant ids
// through its own meeting, and changes nothing; no token 401; a participant-level account 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, loginAdmin, makeApp, registerOrganizer, type TestApp } from './harness';
import { addParticipant, addRegistration, base, seedMeeting } from './participants.fixtures';
import { MEETING_NOT_FOUND, NOT_LOGGED_IN, STAFF_FORBIDDEN } from './cast.fixtures';

const PARTICIPANT_NOT_FOUND = ['参会人员不存在或无权访问', 'The participant does not exist or you may not access it'] as const;

describe.each(DATABASES)('participants: tenant isolation and access (%s)', (kind) => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof registerOrganizer>>;
  let b: Awaited<ReturnType<typeof registerOrganizer>>;
  let admin: string;
  let mA: Record<string, any>;
  let mB: Record<string, any>;
  let pA: Record<string, any>;
  let pB: Record<string, any>;
  const body = { username: 'hijack', name: '被改', email: 'x@example.com', phone: '13812345678', role: 'PARTICIPANT' };

  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    a = await registerOrganizer(t, 'pacc_a');
    b = await registerOrganizer(t, 'pacc_b');
    admin = await loginAdmin(t);
    mA = await seedMeeting(t, a.token, 'A 的会议');
    mB = await seedMeeting(t, b.token, 'B 的会议');
    pA = await addParticipant(t, mA, { username: 'a_person', name: 'A 的参会人' });
    pB = await addParticipant(t, mB, { username: 'b_person', name: 'B 的参会人' });
    await addRegistration(t, mA, pA.id, { formData: { 姓名: 'A 的参会人' } });
  });
  afterAll(() => t.close());

  const allCalls = (m: number, p: number): Array<[string, string, unknown?]> => [
    ['GET', `${base(m)}/participants`],
    ['GET', `${base(m)}/users`],
    ['GET', `${base(m)}/users/${p}`],
    ['PUT', `${base(m)}/users/${p}`, body],
    ['GET', `${base(m)}/users/${p}/registration-history`],
    ['GET', `${base(m)}/column-config`],
    ['PUT', `${base(m)}/column-config`, { columns: ['id'] }],
    ['GET', `/api/registration-records/meeting/${m}`],
  ];
  const snapshot = async () => JSON.stringify([
    await t.db.query('SELECT * FROM participants ORDER BY id'),
    await t.db.query('SELECT * FROM registrations ORDER BY id'),
    await t.db.query('SELECT * FROM column_configs ORDER BY id'),
  ]);

  it('organizer B gets 404 (meeting not found) for every call on A’s meeting, and nothing changes', async () => {
    const before = await snapshot();
    for (const [method, url, reqBody] of allCalls(mA.id, pA.id)) await expectMessage(t.app, method, url, { token: b.token, body: reqBody }, 404, ...MEETING_NOT_FOUND);
    // a meeting that does not exist answers the same, and so does a non-numeric id
    await expectMessage(t.app, 'GET', `${base(987654)}/participants`, { token: b.token }, 404, ...MEETING_NOT_FOUND);
    await expectMessage(t.app, 'GET', `${base(0)}x/participants`, { token: b.token }, 404, ...MEETING_NOT_FOUND);
    expect(await snapshot()).toBe(before);
  });

  it('organizer B cannot reach A’s participant through B’s own meeting: participant not found', async () => {
    const before = await snapshot();
    const childCalls: Array<[string, string, unknown?]> = [
      ['GET', `${base(mB.id)}/users/${pA.id}`],
      ['PUT', `${base(mB.id)}/users/${pA.id}`, body],
      ['GET', `${base(mB.id)}/users/${pA.id}/registration-history`],
    ];
    for (const [method, url, reqBody] of childCalls) await expectMessage(t.app, method, url, { token: b.token, body: reqBody }, 404, ...PARTICIPANT_NOT_FOUND);
    // and B's lists hold none of A's people or records
    const list = await call(t.app, 'GET', `${base(mB.id)}/participants`, { token: b.token });
    expect(list.body.data.list.map((r: any) => r.id)).toEqual([pB.id]);
    const records = await call(t.app, 'GET', `/api/registration-records/meeting/${mB.id}?participantId=${pA.id}`, { token: b.token });
    expect(records.body.data).toMatchObject({ total: 0, list: [] });
    expect(await snapshot()).toBe(before);
  });

  it('A reaches its own; a super admin reaches every meeting’s participants', async () => {
    for (const token of [a.token, admin]) {
      for (const [method, url, reqBody] of allCalls(mA.id, pA.id)) {
        const r = await call(t.app, method, url, { token, body: method === 'PUT' && /\/users\/\d+$/.test(url) ? { ...body, username: `ok_${token.slice(-6)}` } : reqBody });
        expect([method, url, r.status]).toEqual([method, url, 200]);
      }
    }
  });

  it('no token: 401; a staff sub-account (not an admin role): 403 — checked before the body', async () => {
    const s = await call(t.app, 'POST', '/api/auth/sub-accounts', { token: a.token, body: { username: 'pacc-staff' } });
    const sub = (await call(t.app, 'POST', '/api/auth/login', { body: { method: 'subAccount', masterAccount: 'pacc_a', subAccount: 'pacc-staff', authToken: s.body.data.authToken } })).body.token;
    expect(sub).toBeTruthy();
    for (const [method, url, reqBody] of allCalls(mA.id, pA.id)) {
      await expectMessage(t.app, method, url, { body: reqBody }, 401, ...NOT_LOGGED_IN);
      await expectMessage(t.app, method, url, { token: sub, body: { nonsense: true } }, 403, ...STAFF_FORBIDDEN);
    }
  });
});
