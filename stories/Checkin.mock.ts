// A stand-in for the check-in and statistics calls of one meeting inside stories: a few participants
// with codes (one of another meeting), the scanner's look-up and confirmation with the server's
// refusals, figures, records, distribution, trend and data settings. Other paths go to the real fetch.
import { createElement } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { Toaster } from '../renderers/layout/Toaster';
import { ScreenParamsProvider } from '../src/runtime/screenParams';
import { stubFetch } from './fetchStub';

export const MEETING_ID = 12;
export const CODES = { ready: 'K7M2QX9PAB3C', other: 'ZZ4R8N2W6HJT' };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown, message = 'ok') => json(200, { code: 200, message, data });
const fail = (status: number, message: string) => json(status, { code: status, message });

interface Person { id: number; name: string; phone: string; company: string; checkinCode: string; checkinStatus: string; meetingId: number }
let people: Person[] = [];
let records: Array<Record<string, unknown>> = [];
let settings = { cards: ['participants', 'payment', 'checkin', 'invoice'], charts: ['finance', 'distribution', 'trend'], distributionBy: 'registrationStatus', chartType: 'pie', trendPeriod: '7', growthDays: 30, saved: false };

function reset(chartType = 'pie') {
  people = [
    { id: 1, name: '王伟', phone: '13900000001', company: '复旦大学', checkinCode: CODES.ready, checkinStatus: 'not_checked_in', meetingId: MEETING_ID },
    { id: 2, name: '李娜', phone: '13900000002', company: '清华大学', checkinCode: 'P3Q4R5S6T7U8', checkinStatus: 'checked_in', meetingId: MEETING_ID },
    { id: 3, name: '张强', phone: '13900000003', company: '华为技术有限公司', checkinCode: CODES.other, checkinStatus: 'not_checked_in', meetingId: 99 },
  ];
  records = [{ id: 1, time: '2026-11-20T01:30:00Z', code: 'P3Q4R5S6T7U8', name: '李娜', phone: '13900000002', company: '清华大学', status: 'success', operator: '演示会务组', message: null }];
  settings = { ...settings, chartType };
}

const mine = () => people.filter((p) => p.meetingId === MEETING_ID);
const stats = () => {
  const total = mine().length + 118;
  const checkedIn = mine().filter((p) => p.checkinStatus === 'checked_in').length + 40;
  return { totalParticipants: total, checkedIn, notCheckedIn: total - checkedIn, checkinRate: Math.round((checkedIn / total) * 1000) / 10 };
};
const days = (n: number) => Array.from({ length: n }, (_, i) => ({ date: `2026-11-${String(24 - n + 1 + i).padStart(2, '0')}`, count: [3, 8, 5, 0, 12, 9, 4][i % 7], cumulative: 0 }))
  .map((d, i, a) => ({ ...d, cumulative: a.slice(0, i + 1).reduce((s, x) => s + x.count, 0) }));

function answer(method: string, url: URL, body: any): Response | null {
  const p = url.pathname;
  const base = `/api/co/statistics/meeting/${MEETING_ID}`;
  if (p === `/api/co/meeting/${MEETING_ID}`) return ok({ id: MEETING_ID, title: '2026 国际医学影像大会', startTime: '2026-12-10 09:00:00', endTime: '2026-12-12 18:00:00' });
  if (p === '/api/user/current-checkin-code') return ok({ checkinCode: CODES.ready, name: '王伟', participantId: 1, userId: 1, meetingId: MEETING_ID });
  if (p === `/api/co/checkin/meeting/${MEETING_ID}/stats`) return ok(stats());
  if (p === `/api/co/checkin/meeting/${MEETING_ID}/records`) return ok(records);
  if (p === '/api/participants/find-by-checkin-code') {
    const code = url.searchParams.get('checkinCode') ?? '';
    const who = people.find((x) => x.checkinCode === code);
    // as the server: a refused code is a failure record that names nobody
    const refuse = (message: string) => {
      records = [{ id: records.length + 1, time: new Date().toISOString(), code, name: null, phone: null, company: null, status: 'failure', operator: '演示会务组', message }, ...records];
      return fail(404, message);
    };
    if (!who) return refuse('签到码无效或未找到对应的参会人员');
    if (who.meetingId !== MEETING_ID) return refuse('该签到码不属于当前会议，请核对后重新扫码');
    if (who.checkinStatus === 'checked_in') return fail(409, '该参会人员已于 2026-11-20 09:30:00 签到，不能重复签到');
    return ok({ participant: who, user: who });
  }
  if (p === '/api/user/update-checkin-status' && method === 'POST') {
    const who = people.find((x) => x.id === body.userId)!;
    if (who.checkinStatus === 'checked_in') return fail(409, '该参会人员已于 2026-11-20 09:30:00 签到，不能重复签到');
    who.checkinStatus = 'checked_in';
    records = [{ id: records.length + 1, time: new Date().toISOString(), code: who.checkinCode, name: who.name, phone: who.phone, company: who.company, status: 'success', operator: '演示会务组', message: null }, ...records];
    return ok({ success: true, participant: who }, '签到成功');
  }
  if (p === base) {
    const byCurrency = {
      CNY: { totalRevenue: 86420, pendingRevenue: 12340, refundAmount: 599, refundDueAmount: 199, paidCount: 60, pendingCount: 31, refundCount: 1, refundDueCount: 1 },
      USD: { totalRevenue: 1200, pendingRevenue: 0, refundAmount: 0, refundDueAmount: 0, paidCount: 2, pendingCount: 0, refundCount: 0, refundDueCount: 0 },
    };
    const byStatus = { submitted: 12, awaiting_payment: 22, confirmed: 73, checked_in: 41, cancelled: 5, expired: 3 };
    return ok({ totalParticipants: 121, newParticipants: 37, growthRate: 48.0, accountCount: 140, accountsWithoutRegistration: 13, accountsEndedOnly: 6,
      registeredCount: 148, byStatus, paymentRate: 62.5, admittedCount: 114, checkedInCount: 41, notCheckedInCount: 73, checkinRate: 36.0, arrivedWithoutRegistration: 0,
      invoiceCount: 22, invoiceIssued: 9, invoiceRate: 36.7, currency: 'CNY', ...byCurrency.CNY, revenueGrowth: 12.5, awaitingReviewCount: 18, byCurrency, growthDays: settings.growthDays, generatedAt: '2026-11-24T02:00:00Z' });
  }
  if (p === `${base}/distribution`) return ok({ by: url.searchParams.get('by') ?? 'registrationStatus', items: [{ key: 'confirmed', count: 73 }, { key: 'checked_in', count: 41 }, { key: 'awaiting_payment', count: 22 }, { key: 'submitted', count: 12 }, { key: 'cancelled', count: 5 }] });
  if (p === `${base}/trend`) {
    const period = url.searchParams.get('period') ?? '7';
    return ok({ period, days: days(period === '7' ? 7 : period === '30' ? 24 : 24), untimed: 2 });
  }
  if (p === `${base}/settings`) {
    if (method === 'PUT') settings = { ...settings, ...body, saved: true };
    return ok(settings, method === 'PUT' ? '数据设置已保存' : 'ok');
  }
  return null;
}

const install = () => stubFetch(answer);

/** Answers meeting MEETING_ID's check-in and statistics calls, fresh for each story. */
export const withCheckinApi = (opts: { chartType?: 'pie' | 'bar' } = {}): Decorator => (Story) => {
  install();
  reset(opts.chartType);
  return createElement(ScreenParamsProvider, { value: { meetingId: String(MEETING_ID) } }, createElement(Toaster), createElement(Story));
};
