// The data-statistics figures against a meeting seeded by scripts/seed/meeting-data.ts (the same seed
// the benchmarks and e2e use), checked against the seed's own rules (KINDS by i % 10, paid ones
// confirmed, check-ins every 7th participant) computed here independently. Figures are registrations
// (issue 13): accounts that never registered are present (participants 31-40 and the draft-only ones)
// and counted apart; a registration cancelled by the organizer after paying and one expired by the
// sweep no longer count (the first is a refund due). The charts, the meeting list's attendee count,
// the XLSX report (formulas neutralised), the data settings, and another organizer's reach (none).
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, makeApp, registerOrganizer, type TestApp } from './harness';
import { KINDS, seedMeeting } from '../../scripts/seed/meeting-data';
import { MEETING_NOT_FOUND, confirm } from './checkin.fixtures';
import { expireOne } from '../../src/server/registration/expiry';
import { readXlsx } from './exports.fixtures';

const P = 40;
const R = 30;
const pct = (a: number, b: number) => (b ? Math.round((a / b) * 1000) / 10 : 0);
const range = (n: number) => Array.from({ length: n }, (_, k) => k + 1);
/** The seed's registration i (1-based, participant i's): kind, state, payment, ticket, total, currency. */
function seeded(i: number) {
  const kind = KINDS[i % 10];
  const paid = kind === 'approved' || kind === 'approvedHotel';
  const state = kind === 'draft' ? 'draft' : paid ? (i % 7 === 0 ? 'checked_in' : 'confirmed') : 'awaiting_payment';
  const payment = paid ? 'approved' : kind === 'rejected' ? 'rejected' : kind === 'pending' || kind === 'pendingHotel' ? 'pending' : 'unpaid';
  const ticket = i % 4 === 0 ? 599 : 199;
  const hotel = kind === 'approvedHotel' ? (i % 2 === 0 ? 388 : 588) * (i % 3 === 0 ? 3 : 2) : 0;
  const currency = i % 50 === 14 ? 'USD' : i % 100 === 24 ? 'EUR' : 'CNY';
  return { i, kind, state, payment, ticket: i % 4 === 0 ? 'VIP票' : '标准票', identity: i % 4 === 0 ? 'VIP' : '普通参会者', total: ticket + hotel, currency };
}
// the test cancels registration 5 (paid, confirmed) as the organizer and lets registration 7 (unpaid) expire
const CANCELLED = 5;
const EXPIRED = 7;
const regs = range(R).map(seeded).map((r) => (r.i === CANCELLED ? { ...r, state: 'cancelled' } : r.i === EXPIRED ? { ...r, state: 'expired' } : r));
const submitted = regs.filter((r) => r.state !== 'draft');
const active = regs.filter((r) => ['awaiting_payment', 'confirmed', 'checked_in'].includes(r.state));
const paid = active.filter((r) => r.payment === 'approved');
const admitted = active.filter((r) => ['confirmed', 'checked_in'].includes(r.state));
const checkedIn = active.filter((r) => r.state === 'checked_in');
const arrivedAtDoor = range(P).filter((i) => i % 7 === 0);
const count = <T>(xs: T[], key: (x: T) => string) => xs.reduce<Record<string, number>>((o, x) => ({ ...o, [key(x)]: (o[key(x)] ?? 0) + 1 }), {});

describe.each(DATABASES)('statistics (%s)', (kind) => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof registerOrganizer>>;
  let other: Awaited<ReturnType<typeof registerOrganizer>>;
  let meetingId: number;
  /** participant i's id (1-based, in the seed's order) */
  let pid: (i: number) => number;
  const base = () => `/api/co/statistics/meeting/${meetingId}`;
  const figures = async () => (await call(t.app, 'GET', base(), { token: org.token })).body.data;
  const regOf = async (i: number) => (await t.db.query(`SELECT id FROM registrations WHERE participant_id = $1 AND registration_status <> 'draft'`, [pid(i)]))[0];

  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    org = await registerOrganizer(t, 'statorg');
    other = await registerOrganizer(t, 'statother');
    const s = await seedMeeting(t.db, { participants: P, registrations: R, username: 'statseed', password: 'seed-pass-1', uploadDir: path.join(os.tmpdir(), 'conflow-stat-seed'), title: '统计演示会' });
    meetingId = s.meetingId;
    // the seeded organizer is another account: hand the meeting to ours; a title a spreadsheet would run
    await t.db.query(`UPDATE meetings SET organizer_id = $1, title = '=统计演示会' WHERE id = $2`, [org.user.id, meetingId]);
    const ids = (await t.db.query('SELECT id FROM participants WHERE meeting_id = $1 ORDER BY id', [meetingId])).map((r) => Number(r.id));
    pid = (i) => ids[i - 1];
    // fixed times for the growth figures: odd participants submitted yesterday, even ones 40 days ago (the window before)
    await t.db.query(
      `UPDATE registrations SET submit_time = now() - make_interval(days => CASE WHEN participant_id = ANY($2::int[]) THEN 1 ELSE 40 END),
         confirmed_at = CASE WHEN payment_status = 'approved' THEN now() - interval '2 days' END
       WHERE meeting_id = $1`, [meetingId, ids.filter((_, k) => (k + 1) % 2 === 1)]);
    for (const p of ids.slice(0, 3)) await t.app.ctx.repo('invoiceRequest').insert(t.db, { meetingId, participantId: p, invoiceType: 'company', title: '某公司', amount: 199, issued: p === ids[0] });
    // participant 4 also has a cancelled registration of another flow: still one participant
    await t.app.ctx.repo('registration').insert(t.db, { meetingId, participantId: pid(4), registrationStatus: 'cancelled', paymentStatus: 'unpaid', registrationTime: '2026-09-01T00:00:00Z' });
    // the lifecycle's own moves: the organizer cancels a paid registration; the sweep expires an unpaid one past its deadline
    const cancel = await call(t.app, 'POST', `/api/co/registrations/${(await regOf(CANCELLED)).id}/cancel`, { token: org.token, body: { reason: '名额调整' } });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    await t.db.query(`UPDATE registrations SET payment_deadline = now() - interval '1 minute' WHERE id = $1`, [(await regOf(EXPIRED)).id]);
    expect(await expireOne(t.app.ctx)).toBe(Number((await regOf(EXPIRED)).id));
  });
  afterAll(() => t.close());

  it('counts participants from registrations, with accounts that never registered apart (spec 2 §3 and issue 13)', async () => {
    const f = await figures();
    const cny = (xs: typeof regs) => xs.filter((x) => x.currency === 'CNY').reduce((s, x) => s + x.total, 0);
    const newNow = active.filter((r) => r.i % 2 === 1).length;
    expect(f).toMatchObject({
      totalParticipants: active.length, accountCount: P,
      accountsWithoutRegistration: P - submitted.length, accountsEndedOnly: 2,
      newParticipants: newNow, growthRate: pct(newNow - (active.length - newNow), active.length - newNow),
      registeredCount: active.length, paidCount: paid.length, paymentRate: pct(paid.length, active.length),
      admittedCount: admitted.length, checkedInCount: checkedIn.length, notCheckedInCount: admitted.length - checkedIn.length,
      checkinRate: pct(checkedIn.length, admitted.length),
      arrivedWithoutRegistration: arrivedAtDoor.filter((i) => !checkedIn.some((r) => r.i === i)).length,
      invoiceCount: 3, invoiceIssued: 1, invoiceRate: pct(3, paid.length),
      totalRevenue: cny(paid), revenueGrowth: 100, refundDueAmount: seeded(CANCELLED).total, refundDueCount: 1,
      refundAmount: 0, refundCount: 0, currency: 'CNY', growthDays: 30,
    });
    // every state of the lifecycle, the extra cancelled registration of participant 4 included
    const none = { submitted: 0, awaiting_payment: 0, confirmed: 0, checked_in: 0, cancelled: 0, expired: 0 };
    expect(f.byStatus).toEqual({ ...none, ...count(submitted, (r) => r.state), cancelled: 2 });
    // outstanding money is the finance screen's own figure for this meeting
    const fin = await call(t.app, 'GET', `/api/co/finance/overview?meetingId=${meetingId}`, { token: org.token });
    expect([f.pendingRevenue, f.pendingCount]).toEqual([fin.body.data.pendingRevenue, fin.body.data.pendingCount]);
    expect(f.pendingCount).toBe(active.filter((r) => r.payment !== 'approved').length);
    expect(f.byCurrency.USD.paidCount + f.byCurrency.EUR.paidCount).toBe(paid.filter((x) => x.currency !== 'CNY').length);
  });

  it('the meeting list and the meeting count attendees as people with an active registration', async () => {
    const list = await call(t.app, 'GET', '/api/co/meeting/list?size=50', { token: org.token });
    const m = list.body.data.meetings.find((x: any) => x.id === meetingId);
    expect(m.attendeeCount).toBe(active.length);
    expect(m).not.toHaveProperty('activeAttendeeCount');
    expect((await call(t.app, 'GET', `/api/co/meeting/${meetingId}`, { token: org.token })).body.data.attendeeCount).toBe(active.length);
  });

  it('groups registrations by lifecycle state, and the active ones by payment status, identity and ticket', async () => {
    const by = async (g: string) => Object.fromEntries(((await call(t.app, 'GET', `${base()}/distribution?by=${g}`, { token: org.token })).body.data.items as Array<{ key: string; count: number }>).map((i) => [i.key, i.count]));
    expect(await by('registrationStatus')).toEqual({ ...count(submitted, (r) => r.state), cancelled: 2 });
    expect(await by('paymentStatus')).toEqual(count(active, (r) => r.payment));
    expect(await by('identity')).toEqual(count(active, (r) => r.identity));
    expect(await by('ticket')).toEqual(count(active, (r) => r.ticket));
    await expectMessage(t.app, 'GET', `${base()}/distribution?by=city`, { token: org.token }, 400, '分组方式无效', 'Invalid grouping');
  });

  it('draws the trend from checked-in registrations; an arrival moves it; an account without a registration is refused at the door', async () => {
    const trend = async (p: string) => (await call(t.app, 'GET', `${base()}/trend?period=${p}`, { token: org.token })).body.data;
    const week = await trend('7');
    expect(week.days).toHaveLength(7);
    expect(week.days.at(-1).cumulative).toBe(checkedIn.length);
    expect(week.days.reduce((s: number, d: { count: number }) => s + d.count, 0)).toBe(checkedIn.length);
    expect((await trend('30')).days).toHaveLength(30);
    // the seed checks participant i in (i / 7) % 10 days ago
    expect((await trend('all')).days.length).toBe(Math.max(...checkedIn.map((r) => Math.floor(r.i / 7) % 10)) + 1);
    const before = await figures();
    // participant 4: confirmed, not yet arrived; participant 33: never registered
    expect((await confirm(t, org.token, pid(4), meetingId)).status).toBe(200);
    // the door admits registrations, not accounts (issue 15): the one who never registered is refused
    const refused = await confirm(t, org.token, pid(33), meetingId);
    expect([refused.status, refused.body.message]).toEqual([409, '该参会人员没有可入场的报名']);
    const after = await trend('7');
    expect(after.days.at(-1).count).toBe(week.days.at(-1).count + 1);
    expect(await figures()).toMatchObject({
      checkedInCount: before.checkedInCount + 1, notCheckedInCount: before.notCheckedInCount - 1,
      checkinRate: pct(before.checkedInCount + 1, before.admittedCount), arrivedWithoutRegistration: before.arrivedWithoutRegistration,
      totalParticipants: before.totalParticipants, accountsWithoutRegistration: before.accountsWithoutRegistration,
    });
    await expectMessage(t.app, 'GET', `${base()}/trend?period=90`, { token: org.token }, 400, '时间范围无效', 'Invalid period');
  });

  it('exports the report as a real XLSX workbook in the caller’s language, the title neutralised', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${base()}/export`, headers: { authorization: `Bearer ${org.token}`, 'accept-language': 'zh' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="statistics-\d+-\d{4}-\d\d-\d\d\.xlsx"/);
    const book = readXlsx(res.rawPayload);
    expect(book.sheets).toEqual(['概览', '参会分布', '签到趋势']);
    const summary = Object.fromEntries(book.rows.map((r) => [String(r[0]), r[1]]));
    expect(summary['会议']).toBe("'=统计演示会");
    expect(summary['参会总人数']).toBe(active.length);
    expect(summary['未报名账号数']).toBe(P - submitted.length);
    expect(summary['报名数（已取消）']).toBe(2);
    expect(summary['应退金额（CNY）']).toBe(seeded(CANCELLED).total);
    const en = await t.app.inject({ method: 'GET', url: `${base()}/export`, headers: { authorization: `Bearer ${org.token}`, 'accept-language': 'en' } });
    expect(readXlsx(en.rawPayload).sheets[0]).toBe('Summary');
  });

  it('keeps data settings per meeting, validated; another organizer reaches nothing', async () => {
    const s0 = (await call(t.app, 'GET', `${base()}/settings`, { token: org.token })).body.data;
    expect(s0).toMatchObject({ saved: false, chartType: 'pie', trendPeriod: '7', distributionBy: 'registrationStatus', growthDays: 30 });
    const put = await call(t.app, 'PUT', `${base()}/settings`, { token: org.token, body: { cards: ['checkin', 'payment'], charts: ['trend'], chartType: 'bar', distributionBy: 'identity', trendPeriod: '30', growthDays: 7 } });
    expect([put.status, put.body.message]).toEqual([200, '数据设置已保存']);
    expect((await call(t.app, 'GET', `${base()}/settings`, { token: org.token })).body.data).toMatchObject({ saved: true, cards: ['checkin', 'payment'], charts: ['trend'], chartType: 'bar', growthDays: 7 });
    expect((await call(t.app, 'GET', base(), { token: org.token })).body.data.growthDays).toBe(7);
    const bad = await call(t.app, 'PUT', `${base()}/settings`, { token: org.token, body: { chartType: 'radar' } });
    expect(bad.status).toBe(400);
    expect((await call(t.app, 'GET', `${base()}/settings`, { token: org.token })).body.data.chartType).toBe('bar');
    for (const [m, u] of [['GET', base()], ['GET', `${base()}/distribution`], ['GET', `${base()}/trend`], ['GET', `${base()}/export`], ['GET', `${base()}/settings`], ['PUT', `${base()}/settings`]]) {
      await expectMessage(t.app, m, u, { token: other.token, body: m === 'PUT' ? { chartType: 'pie' } : undefined }, 404, ...MEETING_NOT_FOUND);
    }
    expect((await call(t.app, 'GET', `${base()}/settings`, { token: org.token })).body.data.chartType).toBe('bar');
  });
});
