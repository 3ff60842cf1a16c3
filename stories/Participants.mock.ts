// A stand-in for a meeting's participant API inside stories: rows shaped like the server's list rows
// (participant + newest non-draft registration + counts), paging, filters, the column choice, edit and
// history, from generated fixtures. Installed by `withParticipantsApi`; other paths go to the real fetch.
import { createElement } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { ConfirmHost } from '../renderers/console';
import { Toaster } from '../renderers/layout/Toaster';
import { ScreenParamsProvider } from '../src/runtime/screenParams';
import participant from '../schemas/entities/participant.json';
import { stubFetch } from './fetchStub';
import { lifecycleAnswerer } from './Lifecycle.mock';

export const MEETING_ID = 9;
/** A form field of the meeting offered as a list column (answer:<fieldId>, labelled by the field). */
export const ANSWER_KEY = 'answer:diet';
const ANSWER_LABELS = { [ANSWER_KEY]: '饮食习惯' };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown, message = 'ok') => json(200, { code: 200, message, data });

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '强', '磊', '洋', '秀英', '明'];
const PLACES = ['清华大学', '复旦大学', '华为技术有限公司', '中国科学院'];
// newest registrations in lifecycle states (registration.json x-lifecycle)
const REG = ['submitted', 'confirmed', 'awaiting_payment', 'no_registration'] as const;
const PAY: Record<string, string> = { submitted: 'unpaid', confirmed: 'approved', awaiting_payment: 'unpaid', no_registration: 'unpaid' };

export function participantsFixture(n = 150) {
  return Array.from({ length: n }, (_, i) => {
    const id = i + 1;
    const reg = REG[i % 4];
    return {
      id, meetingId: MEETING_ID, adminId: 3, username: `user${id}`, name: `${SURNAMES[i % 8]}${GIVEN[i % 10]}`,
      phone: `139${String(id).padStart(8, '0')}`, email: `user${id}@example.com`, gender: i % 2 ? '男' : '女',
      workplace: PLACES[i % 4], position: i % 3 ? '工程师' : '教授', company: null, role: 'PARTICIPANT', status: 'active', isActive: true,
      checkinStatus: i % 5 === 0 ? 'checked_in' : 'not_checked_in', checkinCode: `CK-${id}`, registerTime: new Date(Date.UTC(2026, 10, 1, 8, id)).toISOString(),
      registrationStatus: reg, paymentStatus: PAY[reg], selectedTicketName: reg === 'no_registration' ? null : '标准票', ticketPrice: reg === 'no_registration' ? null : 199,
      totalAmount: reg === 'no_registration' ? null : 199, currency: reg === 'no_registration' ? null : 'CNY', latestRegistrationId: reg === 'no_registration' ? null : id * 10,
      registrationCount: reg === 'no_registration' ? 0 : 1 + (i % 2), paidCount: reg === 'confirmed' ? 1 : 0,
      formData: reg === 'no_registration' ? null : { 姓名: `${SURNAMES[i % 8]}${GIVEN[i % 10]}`, 参会身份: '普通参会者', needHotel: i % 2 === 0, 简历: `/api/registrations/files/${'ab'.repeat(16)}.pdf?exp=1900000000&sig=story`, 论文: `/api/registrations/files/${'cd'.repeat(16)}.docx/${encodeURIComponent('会议论文 终稿.docx')}?exp=1900000000&sig=story` },
      // a custom answer under its column key, as the server's row carries it (src/server/participants/answers.ts)
      [ANSWER_KEY]: reg === 'no_registration' ? undefined : i % 2 ? '清真' : '无特殊要求',
    };
  });
}

let people = participantsFixture();

/** The server's preview of a file with one bad row (src/server/participants/import-routes.ts answers this shape). */
export const IMPORT_PREVIEW = {
  columns: [{ key: 'name', label: '姓名' }, { key: 'phone', label: '手机号' }, { key: 'email', label: '邮箱' }, { key: 'workplace', label: '工作单位' }],
  ignored: ['备注'], total: 3, valid: 2, invalid: 1,
  rows: [
    { row: 2, values: { name: '导入甲', phone: '13811110001', email: 'jia@example.com', workplace: '浙江大学' }, errors: [] },
    { row: 3, values: { name: '导入乙', phone: '1381111', email: 'yi@example.com', workplace: '浙江大学' }, errors: [{ field: 'phone', label: '手机号', message: '请输入正确的手机号码' }] },
    { row: 4, values: { name: '导入丙', phone: '13811110003', email: 'bing@example.com', workplace: '南京大学' }, errors: [] },
  ],
};
let columns: string[] | null = null;
let failing = false;
// the server's defaults (participant x-row), answered while nothing is saved; the screen shows its own columns then
const defaults: string[] = participant['x-row'].defaultColumns;
const available = [...Object.keys(participant.properties).filter((k) => k !== 'passwordHash'), ...participant['x-row'].fields, ...Object.keys(participant['x-row'].computed)]
  .filter((k, i, all) => all.indexOf(k) === i);

function history(id: number) {
  const p = people.find((x) => x.id === id)!;
  if (!p.registrationCount) return [];
  return Array.from({ length: p.registrationCount }, (_, k) => ({
    id: id * 10 + k, participantId: id, meetingId: MEETING_ID, registrationStatus: k === 0 ? p.registrationStatus : 'cancelled',
    paymentStatus: k === 0 ? p.paymentStatus : 'unpaid', cancelledBy: k === 0 ? null : 'organizer', cancelReason: k === 0 ? null : '重复报名', paymentMethod: 'bankCard', selectedTicketName: '标准票', ticketPrice: 199, ticketQuantity: 1,
    hotelFee: 0, totalAmount: 199, currency: 'CNY', registrationTime: new Date(Date.UTC(2026, 9, 20 - k)).toISOString(), formData: p.formData, participantName: p.name,
  }));
}

function answer(method: string, url: URL, body: any): Response | null {
  const p = url.pathname;
  const q = Object.fromEntries(url.searchParams);
  const base = `/api/user-management/meeting/${MEETING_ID}`;
  if (!p.startsWith(base)) return null;
  if (failing) return json(500, { code: 500, message: '服务器内部错误' });
  if (p === `${base}/participants` || p === `${base}/users`) {
    const s = q.search ?? '';
    const hits = people.filter((r) => (!s || [r.name, r.phone, r.email, r.workplace].some((v) => v.includes(s)))
      && (!q.registrationStatus || r.registrationStatus === q.registrationStatus) && (!q.paymentStatus || r.paymentStatus === q.paymentStatus) && (!q.checkinStatus || r.checkinStatus === q.checkinStatus));
    const page = Number(q.page ?? 0), size = Number(q.size ?? 20);
    // an answer column asked as the sort (sort=answer:<fieldId>, order), unanswered last, as the server sorts
    if (q.sort === ANSWER_KEY) {
      const v = (r: (typeof hits)[number]) => r[ANSWER_KEY];
      const sign = q.order === 'desc' ? -1 : 1;
      hits.sort((a, b) => (v(a) === v(b) ? 0 : v(a) === undefined ? 1 : v(b) === undefined ? -1 : sign * (v(a)! < v(b)! ? -1 : 1)));
    }
    return ok({ list: hits.slice(page * size, (page + 1) * size), total: hits.length, page, size, totalPages: Math.ceil(hits.length / size) });
  }
  if (p === `${base}/column-config`) {
    if (method === 'PUT') columns = body.columns;
    return ok({ columns: columns ?? defaults, defaults, available: [...available, ANSWER_KEY], labels: ANSWER_LABELS, saved: !!columns });
  }
  if (p === `${base}/users` && method === 'POST') {
    if (!String(body.name ?? '').trim()) return json(400, { code: 400, message: '请输入姓名', errors: [{ path: '/name', message: '请输入姓名' }] });
    if (people.some((r) => body.phone && r.phone === body.phone)) return json(409, { code: 409, message: '手机号已被本会议的其他参会人使用', errors: [{ path: '/phone', message: '手机号已被本会议的其他参会人使用' }] });
    const row = { ...participantsFixture(1)[0], ...body, id: people.length + 1, username: body.phone ?? `p-${people.length + 1}`, addedBy: 'organizer', registrationStatus: 'no_registration', latestRegistrationId: null, formData: null };
    people = [row, ...people];
    return ok(row, '参会人员已添加');
  }
  if (p === `${base}/participants/import/preview`) return ok(IMPORT_PREVIEW);
  if (p === `${base}/participants/import`) return ok({ ...IMPORT_PREVIEW, stored: IMPORT_PREVIEW.valid }, `已导入 ${IMPORT_PREVIEW.valid} 人`);
  const one = new RegExp(`^${base}/users/(\\d+)(/registration-history)?$`).exec(p);
  if (one) {
    const id = Number(one[1]);
    if (one[2]) return ok(history(id));
    if (method === 'PUT') {
      if (!/^1[3-9]\d{9}$/.test(body.phone ?? '13900000000')) return json(400, { code: 400, message: '请输入正确的手机号码', errors: [{ path: '/phone', message: '请输入正确的手机号码' }] });
      people = people.map((r) => (r.id === id ? { ...r, ...body } : r));
      return ok(people.find((r) => r.id === id), '用户信息更新成功');
    }
    return ok(people.find((r) => r.id === id));
  }
  return null;
}

/** The participant list's Excel built on the server (exports/jobs): each job as the export calls answer it, and the filters it was started with. */
let jobs: Array<Record<string, unknown>> = [];
export const startedExports = () => jobs.map((j) => j.params as Record<string, unknown>);

/** The export calls: a start answers the job queued, each look at it moves it on (running half-way, then done with its link). */
function exportsAnswer(method: string, url: URL, body: any): Response | null {
  const base = `/api/co/exports/meeting/${MEETING_ID}`;
  if (url.pathname === base && method === 'POST') {
    const { kind, ...params } = body;
    const job = { id: 500 + jobs.length, kind, status: 'queued', done: 0, total: 0, params };
    jobs = [job, ...jobs];
    return json(202, { code: 200, message: '已开始在服务器上生成，可离开本页，稍后回来下载', data: job });
  }
  if (url.pathname === base) return ok({ list: jobs.slice(0, 1), total: jobs.length, page: 0, size: 1 });
  const one = /^\/api\/co\/exports\/(\d+)$/.exec(url.pathname);
  const job = one && jobs.find((j) => j.id === Number(one[1]));
  if (!job) return null;
  const total = people.filter((r) => !job.params || Object.entries(job.params as Record<string, string>).every(([k, v]) => k === 'search' || (r as Record<string, unknown>)[k] === v)).length;
  Object.assign(job, job.status === 'queued'
    ? { status: 'running', total, done: Math.floor(total / 2) }
    : { status: 'done', total, done: total, size: 48_213, fileName: `participants-${MEETING_ID}-2026-11-29.xlsx`, url: `/api/co/exports/files/${MEETING_ID}/participants.xlsx/participants-${MEETING_ID}-2026-11-29.xlsx?exp=1900000000&sig=story` });
  return ok(job);
}

const lifecycle = lifecycleAnswerer({ key: 'latestRegistrationId', get: () => people, set: (next) => (people = next as typeof people) });
const install = () => [answer, lifecycle, exportsAnswer].forEach(stubFetch);

/** Answers the participant calls of meeting MEETING_ID; `failing` makes them answer 500; `columns` a saved choice. */
export const withParticipantsApi = (opts: { failing?: boolean; columns?: string[] } = {}): Decorator => (Story) => {
  install();
  failing = !!opts.failing;
  columns = opts.columns ?? null;
  people = participantsFixture();
  jobs = [];
  return createElement(ScreenParamsProvider, { value: { meetingId: String(MEETING_ID) } }, createElement(Toaster), createElement(ConfirmHost), createElement(Story));
};
