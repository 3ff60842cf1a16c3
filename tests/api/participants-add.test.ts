// Adding a participant by hand (issue 18 item 7): the edit dialog's fields checked from the same schema
// with messages naming the field in zh and en; phone and e-mail unique in the meeting (on add and on
// the organizer's edit), decided one after the other when sent at once; the record marked added by
// the organizer; another organizer's meeting refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, makeApp, registerOrganizer, type TestApp } from './harness';
import { addParticipant, base, seedMeeting } from './participants.fixtures';

describe.each(DATABASES)('participants: add by hand (%s)', (kind) => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof registerOrganizer>>;
  let meeting: Record<string, any>;
  const url = () => `${base(meeting.id)}/users`;
  const count = async () => Number((await t.db.query('SELECT count(*)::int AS n FROM participants WHERE meeting_id = $1', [meeting.id]))[0].n);

  beforeAll(async () => {
    t = await makeApp(kind);
    org = await registerOrganizer(t, 'padd');
    meeting = await seedMeeting(t, org.token);
    await addParticipant(t, meeting, { username: 'held', phone: '13900000009', email: 'held@example.com' });
  });
  afterAll(() => t.close());

  it('stores the record, marked added by the organizer, and answers its list row', async () => {
    const r = await call(t.app, 'POST', url(), { token: org.token, body: { name: ' 赵六 ', phone: '13600000001', email: 'Zhao@Example.com', gender: '女' } });
    expect([r.status, r.body.message]).toEqual([200, '参会人员已添加']);
    expect(r.body.data).toMatchObject({ name: '赵六', phone: '13600000001', username: '13600000001', addedBy: 'organizer', registrationStatus: 'no_registration', role: 'PARTICIPANT' });
    const [row] = await t.db.query('SELECT meeting_id, admin_id, added_by FROM participants WHERE id = $1', [r.body.data.id]);
    expect(row).toEqual({ meeting_id: meeting.id, admin_id: meeting.organizerId, added_by: 'organizer' });
  });

  it('refuses bad input with messages naming the field in zh and en, storing nothing', async () => {
    const before = await count();
    const cases: Array<[unknown, number, string, string]> = [
      [{ phone: '13600000002' }, 400, '请输入姓名', 'Please enter the name'],
      [{ name: '  ' }, 400, '请输入姓名', 'Please enter the name'],
      [{ name: 'x', phone: '12345' }, 400, '请输入正确的手机号码', 'Please enter a valid mobile number'],
      [{ name: 'x', email: 'nope' }, 400, '请输入正确的邮箱地址', 'Please enter a valid e-mail address'],
      [{ name: 'x', gender: 'x' }, 400, '请选择性别', 'Please choose the gender'],
      [{ name: 'x', meetingId: 1 }, 400, '不支持的字段：meetingId', 'Unsupported field: meetingId'],
      [{ name: 'x', phone: '13900000009' }, 409, '手机号已被本会议的其他参会人使用', 'Phone is already used by another participant of this meeting'],
      [{ name: 'x', email: 'HELD@example.com' }, 409, '邮箱已被本会议的其他参会人使用', 'E-mail is already used by another participant of this meeting'],
      [{ name: 'x', username: 'held' }, 409, '该会议中已有同名用户', 'This meeting already has a user with that username'],
    ];
    for (const [body, status, zh, en] of cases) await expectMessage(t.app, 'POST', url(), { token: org.token, body }, status, zh, en);
    expect(await count()).toBe(before);
  });

  it('20 concurrent adds of the same phone store one', async () => {
    const before = await count();
    const rs = await Promise.all(Array.from({ length: 20 }, (_, i) => call(t.app, 'POST', url(), { token: org.token, body: { name: `并发${i}`, phone: '13500000000' } })));
    expect(rs.filter((r) => r.status === 200).length).toBe(1);
    expect(rs.filter((r) => r.status === 409).length).toBe(19);
    expect((await t.db.query("SELECT count(*)::int AS n FROM participants WHERE meeting_id = $1 AND phone = '13500000000'", [meeting.id]))[0].n).toBe(1);
    expect(await count()).toBe(before + 1);
  });

  it('the organizer’s edit keeps phone and e-mail unique in the meeting too', async () => {
    const p = await addParticipant(t, meeting, { username: 'editme', phone: '13600000009', email: 'editme@example.com' });
    const body = (over: Record<string, unknown>) => ({ username: 'editme', name: '改', ...over });
    await expectMessage(t.app, 'PUT', `${url()}/${p.id}`, { token: org.token, body: body({ phone: '13900000009' }) }, 409, '手机号已被本会议的其他参会人使用', 'Phone is already used by another participant of this meeting');
    await expectMessage(t.app, 'PUT', `${url()}/${p.id}`, { token: org.token, body: body({ email: 'held@EXAMPLE.com' }) }, 409, '邮箱已被本会议的其他参会人使用', 'E-mail is already used by another participant of this meeting');
    // its own values are no clash
    expect((await call(t.app, 'PUT', `${url()}/${p.id}`, { token: org.token, body: body({ phone: '13600000009', email: 'editme@example.com' }) })).status).toBe(200);
  });

  it('another organizer’s meeting is refused and nothing is stored', async () => {
    const other = await registerOrganizer(t, 'padd2');
    const before = await count();
    expect((await call(t.app, 'POST', url(), { token: other.token, body: { name: '外人' } })).status).toBe(404);
    expect(await count()).toBe(before);
  });
});
