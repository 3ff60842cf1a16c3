// A stand-in for the check-in and statistics calls of one meeting inside stories: registrations with
// door codes in every state the door meets (one of another meeting), the scanner's look-up,
// confirmation, "scan to check in" and undo with the server's refusals in the caller's language,
// figures, records, distribution, trend and data settings. Other paths go to the real fetch.
import { createElement } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { Toaster } from '../renderers/layout/Toaster';
import { ScreenParamsProvider } from '../src/runtime/screenParams';
import { stubFetch } from './fetchStub';
import { currentLang } from '../src/runtime/i18n';
import zh from '../schemas/messages/zh.json';
import en from '../schemas/messages/en.json';

export const MEETING_ID = 12;
/** A door code of each kind the scanner meets (issue 15: a code belongs to a registration). */
export const CODES = {
  ready: 'K7M2QX9PAB3C', other: 'ZZ4R8N2W6HJT', checkedIn: 'P3Q4R5S6T7U8', cancelled: 'CXNC2LDABC34', expired: 'EXP5RDABC234',
  unpaid: 'UNPA5DABC234', review: 'REV5EWABC234', onSite: 'S5TEPAYABC23', slow: 'SLQWABC23456',
};
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown, message = 'ok') => json(200, { code: 200, message, data });
const fail = (status: number, message: string) => json(status, { code: status, message });
/** The server's message for `key` in the language the request carries (the scanner's reasons follow the user's). */
export const say = (key: string, params: Record<string, string> = {}) => {
  let v: unknown = currentLang() === 'en' ? en : zh;
  for (const k of key.split('.')) v = (v as Record<string, unknown>)?.[k];
  return String(v ?? key).replace(/\{\{(\w+)\}\}/g, (_, k: string) => params[k] ?? '');
};

/** A photo that needs no network: a grey square with initials. */
const PHOTO = `data:image/svg+xml;utf8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#94a3b8"/><text x="48" y="60" font-size="36" text-anchor="middle" fill="#fff">WW</text></svg>')}`;

interface Person {
  id: number; name: string; phone: string; company: string; position: string | null; avatar: string | null; checkinCode: string; checkinStatus: string; meetingId: number;
  reg: { id: number; registrationStatus: string; paymentStatus: string; ticket: string; subVenues: string[]; collectOnSite: boolean; admitUnpaid?: boolean };
}
let people: Person[] = [];
let records: Array<Record<string, unknown>> = [];
let settings = { cards: ['participants', 'payment', 'checkin', 'invoice'], charts: ['finance', 'distribution', 'trend'], distributionBy: 'registrationStatus', chartType: 'pie', trendPeriod: '7', growthDays: 30, saved: false };

function reset(chartType = 'pie') {
  let id = 0;
  const person = (name: string, code: string, state: string, over: Partial<Person> = {}, reg: Partial<Person['reg']> = {}): Person => {
    id++;
    return {
      id, name, phone: `1390000000${id}`, company: '复旦大学', position: '教授', avatar: null, checkinCode: code, checkinStatus: state === 'checked_in' ? 'checked_in' : 'not_checked_in', meetingId: MEETING_ID,
      reg: { id: 100 + id, registrationStatus: state, paymentStatus: state === 'confirmed' || state === 'checked_in' ? 'paid' : 'unpaid', ticket: '标准票', subVenues: ['主会场'], collectOnSite: false, ...reg },
      ...over,
    };
  };
  people = [
    person('王伟', CODES.ready, 'confirmed', { avatar: PHOTO, position: '主任医师' }, { ticket: 'VIP票', subVenues: ['主会场', '影像分会场'] }),
    person('李娜', CODES.checkedIn, 'checked_in', { company: '清华大学' }),
    person('张强', CODES.other, 'confirmed', { company: '华为技术有限公司', meetingId: 99 }),
    person('赵敏', CODES.cancelled, 'cancelled'),
    person('钱进', CODES.expired, 'expired'),
    person('孙丽', CODES.unpaid, 'awaiting_payment'),
    person('周杰', CODES.review, 'submitted'),
    person('吴芳', CODES.onSite, 'awaiting_payment', {}, { admitUnpaid: true }),
  ];
  records = [{ id: 1, time: '2026-11-20T01:30:00Z', code: CODES.checkedIn, registrationId: 102, name: '李娜', phone: '13900000002', company: '清华大学', status: 'success', operator: '演示会务组', message: null }];
  settings = { ...settings, chartType };
}

const mine = () => people.filter((p) => p.meetingId === MEETING_ID);
const stats = () => {
  const total = mine().length + 113;
  const checkedIn = mine().filter((p) => p.checkinStatus === 'checked_in').length + 40;
  return { totalParticipants: total, checkedIn, notCheckedIn: total - checkedIn, checkinRate: Math.round((checkedIn / total) * 1000) / 10 };
};
const days = (n: number) => Array.from({ length: n }, (_, i) => ({ date: `2026-11-${String(24 - n + 1 + i).padStart(2, '0')}`, count: [3, 8, 5, 0, 12, 9, 4][i % 7], cumulative: 0 }))
  .map((d, i, a) => ({ ...d, cumulative: a.slice(0, i + 1).reduce((s, x) => s + x.count, 0) }));

const view = (p: Person) => {
  const { reg, ...participant } = p;
  return { participant, user: participant, registration: { ...reg, collectOnSite: reg.collectOnSite || (reg.registrationStatus === 'awaiting_payment' && !!reg.admitUnpaid) } };
};
const record = (code: string, status: 'success' | 'failure', who?: Person, message: string | null = null) => {
  records = [{ id: records.length + 1, time: new Date().toISOString(), code, registrationId: who?.reg.id ?? null, name: who?.name ?? null, phone: who?.phone ?? null,
    company: who?.company ?? null, status, operator: '演示会务组', message }, ...records];
};
/** As the server (checkin/door.ts refusalOf): why `code` may not enter, kept as a failure record; null when it may. */
function refusal(code: string): Response | null {
  const who = people.find((x) => x.checkinCode === code);
  const no = (status: number, key: string, params?: Record<string, string>) => {
    const message = say(key, params);
    record(code, 'failure', who && who.meetingId === MEETING_ID ? who : undefined, message);
    return fail(status, message);
  };
  if (!who) return no(404, 'checkin.codeNotFound');
  if (who.meetingId !== MEETING_ID) return no(404, 'checkin.otherMeeting');
  const s = who.reg.registrationStatus;
  if (s === 'checked_in') return no(409, 'checkin.already', { time: '2026-11-20 09:30:00', operator: '演示会务组' });
  if (s === 'cancelled') return no(409, 'checkin.cancelled');
  if (s === 'expired') return no(409, 'checkin.expired');
  if (s === 'submitted') return no(409, 'checkin.underReview');
  if (s === 'awaiting_payment' && !who.reg.admitUnpaid) return no(409, 'checkin.awaitingPayment');
  return null;
}
function arrive(who: Person) {
  who.reg.collectOnSite = who.reg.registrationStatus === 'awaiting_payment';
  who.reg.registrationStatus = 'checked_in';
  who.checkinStatus = 'checked_in';
  record(who.checkinCode, 'success', who);
  return ok({ success: true, ...view(who) }, say('checkin.success'));
}
/** never answers: the scanner stays in "verifying" */
const pending = () => new Promise<Response>(() => undefined);

function answer(method: string, url: URL, body: any): Response | Promise<Response> | null {
  const p = url.pathname;
  const base = `/api/co/statistics/meeting/${MEETING_ID}`;
  if (p === `/api/co/meeting/${MEETING_ID}`) return ok({ id: MEETING_ID, title: '2026 国际医学影像大会', startTime: '2026-12-10 09:00:00', endTime: '2026-12-12 18:00:00' });
  if (p === '/api/user/current-checkin-code') {
    if (door === 'none') return fail(404, say('checkin.noRegistration'));
    return ok({ checkinCode: CODES.ready, name: '王伟', participantId: 1, userId: 1, meetingId: MEETING_ID, registrationId: 101, ticket: 'VIP票', meetingTitle: '2026 国际医学影像大会', registrationStatus: 'confirmed' });
  }
  if (p === `/api/co/checkin/meeting/${MEETING_ID}/stats`) return ok(stats());
  if (p === `/api/co/checkin/meeting/${MEETING_ID}/records`) return ok(records);
  if (p === '/api/participants/find-by-checkin-code') {
    const code = (url.searchParams.get('checkinCode') ?? '').trim().toUpperCase();
    if (code === CODES.slow) return pending();
    return refusal(code) ?? ok(view(people.find((x) => x.checkinCode === code)!));
  }
  if (p === `/api/co/checkin/meeting/${MEETING_ID}/scan` && method === 'POST') {
    const code = String(body.code).trim().toUpperCase();
    if (code === CODES.slow) return pending();
    return refusal(code) ?? arrive(people.find((x) => x.checkinCode === code)!);
  }
  if (p === '/api/user/update-checkin-status' && method === 'POST') {
    const code = String(body.checkinCode ?? '').trim().toUpperCase();
    return refusal(code) ?? arrive(people.find((x) => x.checkinCode === code)!);
  }
  if (p === `/api/co/checkin/meeting/${MEETING_ID}/undo` && method === 'POST') {
    const who = people.find((x) => x.reg.id === body.registrationId);
    if (!who || who.reg.registrationStatus !== 'checked_in') return fail(409, say('lifecycle.notAllowed', { state: '', action: '' }));
    who.reg.registrationStatus = who.reg.collectOnSite ? 'awaiting_payment' : 'confirmed';
    who.checkinStatus = 'not_checked_in';
    return ok({ registrationId: who.reg.id, registrationStatus: who.reg.registrationStatus }, say('checkin.undone'));
  }
  if (p === base) {
    const byCurrency = {
      CNY: { totalRevenue: 86420, pendingRevenue: 12340, refundAmount: 599, refundDueAmount: 199, paidCount: 60, pendingCount: 31, refundCount: 1, refundDueCount: 1,
        // bookings of hotels that take their fee themselves (the atHotel stories)
        ...(atHotel ? { hotelAtHotelAmount: 2760, hotelAtHotelCount: 3 } : {}) },
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

let door: 'code' | 'none' = 'code';
let atHotel = false;

/** Answers meeting MEETING_ID's check-in and statistics calls, fresh for each story (`door: 'none'`: the participant has no registration that may enter). */
export const withCheckinApi = (opts: { chartType?: 'pie' | 'bar'; door?: 'code' | 'none'; mode?: 'confirm' | 'auto'; atHotel?: boolean } = {}): Decorator => (Story) => {
  install();
  reset(opts.chartType);
  door = opts.door ?? 'code';
  atHotel = !!opts.atHotel;
  // the scanner keeps its door mode per browser: each story starts from its own
  localStorage.setItem('conflow.door.mode', opts.mode ?? 'confirm');
  return createElement(ScreenParamsProvider, { value: { meetingId: String(MEETING_ID) } }, createElement(Toaster), createElement(Story));
};
