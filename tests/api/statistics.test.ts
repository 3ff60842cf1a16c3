// The data-statistics figures against a meeting seeded by scripts/seed/meeting-data.ts (the same seed
// the benchmarks and e2e use), checked against the seed's own rules (KINDS by i % 10, check-ins every
// 7th participant) computed here independently; the charts, the XLSX report, the data settings, and
// another organizer's reach (none).
import os from 'node:os';
import path from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, expectMessage, makeApp, registerOrganizer, type TestApp } from './harness';
import { KINDS, seedMeeting } from '../../scripts/seed/meeting-data';
import { MEETING_NOT_FOUND, confirm } from './checkin.fixtures';

const P = 40;
const R = 30;
/** The seed's registration i (1-based): kind, ticket, room price and nights, currency. */
function seeded(i: number) {
  const kind = KINDS[i % 10];
  const ticket = i % 4 === 0 ? 599 : 199;
  const hotel = kind === 'approvedHotel' ? (i % 2 === 0 ? 388 : 588) * (i % 3 === 0 ? 3 : 2) : 0;
  const currency = i % 50 === 14 ? 'USD' : i % 100 === 24 ? 'EUR' : 'CNY';
  return { kind, total: ticket + hotel, currency };
}
const regs = Array.from({ length: R }, (_, k) => seeded(k + 1));
const live = regs.filter((r) => r.kind !== 'draft');
const paid = live.filter((r) => r.kind === 'approved' || r.kind === 'approvedHotel');
const checkedIn = Array.from({ length: P }, (_, k) => k + 1).filter((i) => i % 7 === 0);

describe.each(DATABASES)('statistics (%s)', (kind) => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof registerOrganizer>>;
  let other: Awaited<ReturnType<typeof registerOrganizer>>;
  let meetingId: number;
  const base = () => `/api/co/statistics/meeting/${meetingId}`;
  beforeAll(async () => {
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 } });
    org = await registerOrganizer(t, 'statorg');
    other = await registerOrganizer(t, 'statother');
    const s = await seedMeeting(t.db, { participants: P, registrations: R, username: 'statseed', password: 'seed-pass-1', uploadDir: path.join(os.tmpdir(), 'conflow-stat-seed'), title: '统计演示会' });
    meetingId = s.meetingId;
    // the seeded organizer is another account: hand the meeting to ours
    await t.db.query('UPDATE meetings SET organizer_id = $1 WHERE id = $2', [org.user.id, meetingId]);
    const people = await t.db.query('SELECT id FROM participants WHERE meeting_id = $1 ORDER BY id LIMIT 3', [meetingId]);
    for (const p of people) await t.app.ctx.repo('invoiceRequest').insert(t.db, { meetingId, participantId: p.id, invoiceType: 'company', title: '某公司', amount: 199, issued: p === people[0] });
  });
  afterAll(() => t.close());

  it('computes the figures of spec 2 §3 from the database as it is', async () => {
    const r = await call(t.app, 'GET', base(), { token: org.token });
    expect(r.status).toBe(200);
    const f = r.body.data;
    const cnyPaid = paid.filter((x) => x.currency === 'CNY');
    expect(f).toMatchObject({
      totalParticipants: P, newParticipants: P, growthRate: 100,
      registeredCount: live.length, paidCount: paid.length, paymentRate: Math.round((paid.length / live.length) * 1000) / 10,
      checkedInCount: checkedIn.length, notCheckedInCount: P - checkedIn.length, checkinRate: Math.round((checkedIn.length / P) * 1000) / 10,
      invoiceCount: 3, invoiceIssued: 1, invoiceRate: Math.round((3 / paid.length) * 1000) / 10,
      totalRevenue: cnyPaid.reduce((s, x) => s + x.total, 0), refundAmount: 0, refundCount: 0, currency: 'CNY', growthDays: 30,
    });
    // outstanding money is the finance screen's own figure for this meeting
    const fin = await call(t.app, 'GET', `/api/co/finance/overview?meetingId=${meetingId}`, { token: org.token });
    expect([f.pendingRevenue, f.pendingCount]).toEqual([fin.body.data.pendingRevenue, fin.body.data.pendingCount]);
    expect(f.byCurrency.USD.paidCount + f.byCurrency.EUR.paidCount).toBe(paid.length - cnyPaid.length);
  });

  it('groups participants by registration and payment status, identity and ticket', async () => {
    const by = async (g: string) => Object.fromEntries(((await call(t.app, 'GET', `${base()}/distribution?by=${g}`, { token: org.token })).body.data.items as Array<{ key: string; count: number }>).map((i) => [i.key, i.count]));
    // the seed's paid registrations are confirmed, the others await payment (registration.json x-lifecycle)
    expect(await by('registrationStatus')).toEqual({ no_registration: P - live.length, confirmed: paid.length, awaiting_payment: live.length - paid.length });
    const pay = await by('paymentStatus');
    expect(pay.approved).toBe(paid.length);
    expect(pay.rejected).toBe(live.filter((x) => x.kind === 'rejected').length);
    expect(Object.values(pay).reduce((s, n) => s + n, 0)).toBe(P);
    const ids = await by('identity');
    expect(ids.VIP + ids['普通参会者']).toBe(live.length);
    expect(await by('ticket')).toMatchObject({ no_registration: P - live.length });
    await expectMessage(t.app, 'GET', `${base()}/distribution?by=city`, { token: org.token }, 400, '分组方式无效', 'Invalid grouping');
  });

  it('draws the check-in trend over 7 and 30 days and all, and a new check-in lands on today', async () => {
    const trend = async (p: string) => (await call(t.app, 'GET', `${base()}/trend?period=${p}`, { token: org.token })).body.data;
    const week = await trend('7');
    expect(week.days).toHaveLength(7);
    expect(week.days.at(-1).cumulative).toBe(checkedIn.length);
    expect(week.days.reduce((s: number, d: { count: number }) => s + d.count, 0)).toBe(checkedIn.length); // all within 5 days
    expect((await trend('30')).days).toHaveLength(30);
    const all = await trend('all');
    expect(all.days.length).toBe(Math.max(...checkedIn.map((i) => Math.floor(i / 7) % 10)) + 1);
    const [p] = await t.db.query("SELECT id FROM participants WHERE meeting_id = $1 AND checkin_status = 'not_checked_in' LIMIT 1", [meetingId]);
    expect((await confirm(t, org.token, p.id, meetingId)).status).toBe(200);
    const after = await trend('7');
    expect(after.days.at(-1).count).toBe(week.days.at(-1).count + 1);
    expect((await call(t.app, 'GET', base(), { token: org.token })).body.data.checkedInCount).toBe(checkedIn.length + 1);
    await expectMessage(t.app, 'GET', `${base()}/trend?period=90`, { token: org.token }, 400, '时间范围无效', 'Invalid period');
  });

  it('exports the report as a real XLSX workbook in the caller’s language', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${base()}/export`, headers: { authorization: `Bearer ${org.token}`, 'accept-language': 'zh' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="statistics-\d+-\d{4}-\d\d-\d\d\.xlsx"/);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const workbook = strFromU8(files['xl/workbook.xml']);
    for (const name of ['概览', '参会分布', '签到趋势']) expect(workbook).toContain(`name="${name}"`);
    const text = Object.entries(files).filter(([n]) => n.endsWith('.xml')).map(([, b]) => strFromU8(b)).join('\n');
    expect(text).toContain('参会总人数');
    expect(text).toContain('统计演示会');
    expect(text).toMatch(new RegExp(`<v>${P}</v>`));
    const en = await t.app.inject({ method: 'GET', url: `${base()}/export`, headers: { authorization: `Bearer ${org.token}`, 'accept-language': 'en' } });
    expect(strFromU8(unzipSync(new Uint8Array(en.rawPayload))['xl/workbook.xml'])).toContain('name="Summary"');
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
