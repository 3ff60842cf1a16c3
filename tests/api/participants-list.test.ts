// The participant list (spec 2 §2.6, §4, §7): server paging with the sizes 10/20/50/100, search and
// filters, each row with its newest non-draft registration (drafts skipped), counts; the user list is
// the same people; history newest first; the meeting's records paged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, makeApp, registerOrganizer, type TestApp } from './harness';
import { addParticipant, addRegistration, base, iso, seedMeeting } from './participants.fixtures';

describe.each(DATABASES)('participants: list, newest rule, history, records (%s)', (kind) => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof registerOrganizer>>;
  let meeting: Record<string, any>;
  let other: Record<string, any>;
  const p: Record<string, Record<string, any>> = {};

  beforeAll(async () => {
    t = await makeApp(kind);
    org = await registerOrganizer(t, 'plist');
    meeting = await seedMeeting(t, org.token);
    other = await seedMeeting(t, org.token, '另一个会议');
    // 25 people: paging; a few with distinctive fields and registrations
    for (let i = 0; i < 21; i++) await addParticipant(t, meeting, { registerTime: iso(1, 0) });
    p.zhang = await addParticipant(t, meeting, { name: '张伟', workplace: '清华大学', email: 'zhangwei@tsinghua.edu.cn', checkinStatus: 'checked_in', registerTime: iso(2) });
    p.li = await addParticipant(t, meeting, { name: '李娜', phone: '13912345678', registerTime: iso(3) });
    p.wang = await addParticipant(t, meeting, { name: '王芳', registerTime: iso(4) });
    p.draftOnly = await addParticipant(t, meeting, { name: '只有草稿', registerTime: iso(5) });
    await addParticipant(t, other, { name: '别的会议的人' });

    // zhang: an approved older record, a newer submitted unpaid one with a proof, and a still newer draft
    await addRegistration(t, meeting, p.zhang.id, { registrationStatus: 'confirmed', paymentStatus: 'approved', registrationTime: iso(5), formData: { 姓名: '旧' } });
    await addRegistration(t, meeting, p.zhang.id, { registrationStatus: 'awaiting_payment', paymentStatus: 'unpaid', bankTransferProof: 'proof.png', registrationTime: iso(6), selectedTicketName: 'VIP', formData: { 姓名: '张伟', 参会身份: '嘉宾' } });
    await addRegistration(t, meeting, p.zhang.id, { registrationStatus: 'draft', paymentStatus: 'unpaid', registrationTime: iso(9) });
    // li: one pending-review record paid status 'paid'; same registrationTime as a rejected one but updated later
    await addRegistration(t, meeting, p.li.id, { registrationStatus: 'cancelled', paymentStatus: 'rejected', registrationTime: iso(7), updatedAt: iso(7, 1) });
    await addRegistration(t, meeting, p.li.id, { registrationStatus: 'confirmed', paymentStatus: 'paid', registrationTime: iso(7), updatedAt: iso(7, 5) });
    // draftOnly: drafts alone count as no registration
    await addRegistration(t, meeting, p.draftOnly.id, { registrationStatus: 'draft', paymentStatus: 'paid', registrationTime: iso(1) });
  });
  afterAll(() => t.close());

  const list = async (q = '') => {
    const r = await call(t.app, 'GET', `${base(meeting.id)}/participants${q}`, { token: org.token });
    expect(r.status).toBe(200);
    return r.body.data as { list: Record<string, any>[]; total: number; page: number; size: number; totalPages: number };
  };
  const rowOf = async (id: number) => (await list('?size=100')).list.find((r) => r.id === id)!;

  it('pages on the server: default 20, sizes 10/20/50/100, zero-based page, total of the meeting only', async () => {
    const first = await list();
    expect([first.total, first.size, first.page, first.list.length, first.totalPages]).toEqual([25, 20, 0, 20, 2]);
    const second = await list('?page=1');
    expect(second.list.length).toBe(5);
    const ids = new Set([...first.list, ...second.list].map((r) => r.id));
    expect(ids.size).toBe(25);
    expect((await list('?size=10&page=2')).list.length).toBe(5);
    // newest registered first
    expect(first.list[0].id).toBe(p.draftOnly.id);
    expect(first.list.some((r) => r.name === '别的会议的人')).toBe(false);
    for (const size of [10, 50, 100]) expect((await list(`?size=${size}`)).size).toBe(size);
  });

  it('refuses other page sizes with the message, in zh and en', async () => {
    await expectMessage(t.app, 'GET', `${base(meeting.id)}/participants?size=30`, { token: org.token }, 400, '每页条数只能是 10、20、50 或 100', 'The page size must be 10, 20, 50 or 100');
    await expectMessage(t.app, 'GET', `${base(meeting.id)}/participants?paymentStatus=free`, { token: org.token }, 400, '支付状态无效', 'Invalid payment status');
  });

  it('the newest non-draft record wins: drafts skipped, registrationTime then updatedAt; proof-only counts as pending', async () => {
    const z = await rowOf(p.zhang.id);
    expect(z).toMatchObject({ registrationStatus: 'awaiting_payment', paymentStatus: 'pending', selectedTicketName: 'VIP', registrationCount: 2, paidCount: 1, ticketPrice: 199 });
    expect(z.formData).toEqual({ 姓名: '张伟', 参会身份: '嘉宾' });
    const l = await rowOf(p.li.id);
    expect(l).toMatchObject({ registrationStatus: 'confirmed', paymentStatus: 'paid', registrationCount: 2, paidCount: 1 });
    const d = await rowOf(p.draftOnly.id);
    expect(d).toMatchObject({ registrationStatus: 'no_registration', paymentStatus: 'unpaid', registrationCount: 0, paidCount: 0, formData: null });
    expect(d).not.toHaveProperty('passwordHash');
  });

  it('searches name, phone, e-mail and workplace; filters by check-in, registration and payment status', async () => {
    expect((await list(`?search=${encodeURIComponent('张伟')}`)).list.map((r) => r.id)).toEqual([p.zhang.id]);
    expect((await list('?search=1391234')).list.map((r) => r.id)).toEqual([p.li.id]);
    expect((await list('?search=TSINGHUA.edu')).list.map((r) => r.id)).toEqual([p.zhang.id]);
    expect((await list(`?search=${encodeURIComponent('清华')}`)).list.map((r) => r.id)).toEqual([p.zhang.id]);
    expect((await list('?search=%25')).total).toBe(0); // a % is searched for, not a wildcard
    expect((await list('?checkinStatus=checked_in')).list.map((r) => r.id)).toEqual([p.zhang.id]);
    expect((await list('?registrationStatus=confirmed')).list.map((r) => r.id)).toEqual([p.li.id]);
    await expectMessage(t.app, 'GET', `${base(meeting.id)}/participants?registrationStatus=approved`, { token: org.token }, 400, '报名状态无效', 'Invalid registration status');
    const none = await list('?registrationStatus=no_registration');
    expect(none.total).toBe(23);
    expect(none.list.map((r) => r.id)).toContain(p.draftOnly.id);
    expect((await list('?paymentStatus=pending')).list.map((r) => r.id)).toEqual([p.zhang.id]);
    expect((await list('?paymentStatus=unpaid&size=10')).total).toBe(23);
    const both = await list(`?paymentStatus=paid&search=${encodeURIComponent('李')}`);
    expect([both.total, both.list[0]?.id]).toEqual([1, p.li.id]);
  });

  it('the user list holds the same people and rows', async () => {
    const a = await list('?size=50');
    const b = await call(t.app, 'GET', `${base(meeting.id)}/users?size=50`, { token: org.token });
    expect(b.body.data).toEqual(a);
  });

  it('one participant answers its row', async () => {
    const r = await call(t.app, 'GET', `${base(meeting.id)}/users/${p.zhang.id}`, { token: org.token });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual(await rowOf(p.zhang.id));
  });

  it('history: every record of that participant in that meeting, drafts too, newest first; empty list when none', async () => {
    const h = await call(t.app, 'GET', `${base(meeting.id)}/users/${p.zhang.id}/registration-history`, { token: org.token });
    expect(h.status).toBe(200);
    expect(h.body.data.map((r: any) => r.registrationStatus)).toEqual(['draft', 'awaiting_payment', 'confirmed']);
    expect(h.body.data[1]).toMatchObject({ participantId: p.zhang.id, participantName: '张伟', formData: { 姓名: '张伟', 参会身份: '嘉宾' }, ticketPrice: 199 });
    const li = await call(t.app, 'GET', `${base(meeting.id)}/users/${p.li.id}/registration-history`, { token: org.token });
    expect(li.body.data.map((r: any) => r.registrationStatus)).toEqual(['confirmed', 'cancelled']);
    const none = await call(t.app, 'GET', `${base(meeting.id)}/users/${p.wang.id}/registration-history`, { token: org.token });
    expect([none.status, none.body.data]).toEqual([200, []]);
  });

  it('records of the meeting, paged, newest first, optionally of one participant', async () => {
    const r = await call(t.app, 'GET', `/api/registration-records/meeting/${meeting.id}?size=10`, { token: org.token });
    expect(r.status).toBe(200);
    expect([r.body.data.total, r.body.data.list.length]).toEqual([6, 6]);
    expect(r.body.data.list[0]).toMatchObject({ participantId: p.zhang.id, registrationStatus: 'draft' });
    const one = await call(t.app, 'GET', `/api/registration-records/meeting/${meeting.id}?participantId=${p.li.id}`, { token: org.token });
    expect(one.body.data.list.map((x: any) => x.participantName)).toEqual(['李娜', '李娜']);
    const paged = await call(t.app, 'GET', `/api/registration-records/meeting/${meeting.id}?size=10&page=1`, { token: org.token });
    expect([paged.body.data.total, paged.body.data.list]).toEqual([6, []]);
    const empty = await call(t.app, 'GET', `/api/registration-records/meeting/${other.id}`, { token: org.token });
    expect([empty.body.data.total, empty.body.data.list]).toEqual([0, []]);
  });

  it('answers in one statement per page whatever the page size (no query per row)', async () => {
    const seen: string[] = [];
    const q = t.db.query.bind(t.db);
    t.db.query = (async (sql: string, params?: unknown[]) => {
      seen.push(sql);
      return q(sql, params);
    }) as typeof t.db.query;
    try {
      await list('?size=10');
      const few = seen.length;
      seen.length = 0;
      await list('?size=100');
      expect(seen.length).toBe(few);
      expect(few).toBeLessThanOrEqual(6);
    } finally {
      t.db.query = q;
    }
  });
});
