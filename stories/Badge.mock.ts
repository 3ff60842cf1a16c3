// A stand-in for one meeting's badge calls inside stories: the design (defaults until saved), the
// insertable fields (the real basic list of design.json x-basic over the entity schemas, labelled in
// the language of the moment it is asked for, and two form fields), a page of people and the scope counts, answered like the
// server would, so the designer renders without a server. `refuse` answers a save with the server's
// duplicate-name refusal.
import { createElement } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { ConfirmHost } from '../renderers/console';
import { Toaster } from '../renderers/layout/Toaster';
import { ScreenParamsProvider } from '../src/runtime/screenParams';
import { i18n } from '../src/runtime/i18n';
import { lookup } from '../src/shared/messages';
import { basicFields } from '../src/server/badges/basic';
import participant from '../schemas/entities/participant.json';
import registration from '../schemas/entities/registration.json';
import designSchema from '../schemas/badge/design.json';
import zh from '../schemas/messages/zh.json';
import en from '../schemas/messages/en.json';
import { badgeDesign, badgePerson } from './Badge.fixtures';
import { stubFetch } from './fetchStub';

export const BADGE_MEETING = 12;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown, message = 'ok') => json(200, { code: 200, message, data });

const people = [
  badgePerson,
  { ...badgePerson, id: 8, 'registration.id': 108, name: '李华', workplace: '浙江大学', checkinCode: 'P8R3T6YV2NKD', 'registration.selectedTicketName': 'VIP票' },
  { ...badgePerson, id: 9, 'registration.id': 109, name: '陈静', workplace: '南京大学', checkinCode: '' },
];
const shared = { 'meeting.title': '2026 智能计算大会', 'meeting.dates': '2026-12-10 至 2026-12-12', 'badge.printDate': '2026-12-01' };
const scopes = {
  admitted: 3,
  states: [['submitted', '审核中', 0], ['awaiting_payment', '待支付', 4], ['confirmed', '已确认', 2], ['checked_in', '已签到', 1], ['cancelled', '已取消', 1], ['expired', '已过期', 0]].map(([state, label, count]) => ({ state, label, count })),
  tickets: [{ name: '标准票', count: 2, states: { confirmed: 2, awaiting_payment: 3 } }, { name: 'VIP票', count: 1, states: { checked_in: 1, awaiting_payment: 1 } }],
};

/** The fields call's answer, labelled as the server labels them in the story's language. */
function fieldsAnswer() {
  const messages = i18n.language === 'en' ? en : zh;
  const t = (key: string, fallback: string) => lookup(messages, key) ?? fallback;
  const basic = basicFields({ participant, registration }, designSchema).map((f) => ({
    name: f.name, source: f.source, type: f.type, group: f.group,
    label: f.entity ? t(`fields.${f.entity}.${f.property}`, f.property!) : t(`badges.facts.${f.name}`, f.name),
  }));
  const basicGroups = designSchema['x-basic'].groups.map((g) => ({ name: g, label: t(`badges.groups.${g}`, g), count: basic.filter((f) => f.group === g).length }));
  const custom = [
    { name: '饮食习惯', label: '饮食习惯', type: 'select', group: '基本信息', source: 'answer:diet' },
    { name: '到达日期', label: '到达日期', type: 'date', group: '行程', source: 'answer:arrive' },
  ];
  return { basic, basicGroups, custom, groups: [{ name: '基本信息', fields: [custom[0]] }, { name: '行程', fields: [custom[1]] }], customFrom: 'flows' };
}

let refuse = false;
/** userIds whose check-in code the designer asked for (a participant without one) */
export const codesAsked: number[] = [];
function answer(method: string, url: URL, body: any): Response | null {
  const base = `/api/co/badges/meeting/${BADGE_MEETING}`;
  const p = url.pathname;
  if (p === `${base}/design` && method === 'GET') return ok({ ...badgeDesign(), meetingId: BADGE_MEETING, saved: false });
  if (p === `${base}/design` && method === 'PUT') {
    if (refuse) return json(400, { code: 400, message: '字段名称已存在，请使用其他名称', errors: [{ path: '/fields/1/name', message: '字段名称已存在，请使用其他名称' }] });
    return ok({ ...body, meetingId: BADGE_MEETING, saved: true }, '胸卡设计已保存');
  }
  if (p === `${base}/fields`) return ok(fieldsAnswer());
  if (p === `${base}/scopes`) return ok(scopes);
  if (p === `${base}/people`) {
    const ticket = url.searchParams.get('ticket');
    const list = people.filter((x) => !ticket || x['registration.selectedTicketName'] === ticket);
    return ok({ list, total: list.length, page: 0, size: 10, totalPages: 1, next: null, shared, answers: [{ key: 'answer:diet', label: '饮食习惯' }] });
  }
  if (p === '/api/user/get-checkin-code' && url.searchParams.get('meetingId') === String(BADGE_MEETING)) {
    codesAsked.push(Number(url.searchParams.get('userId')));
    return ok({ checkinCode: 'GIVEN9CODE22', userId: Number(url.searchParams.get('userId')) });
  }
  return null;
}

const install = () => stubFetch(answer);

export const withBadgeApi = (opts: { refuse?: boolean } = {}): Decorator => (Story) => {
  install();
  refuse = !!opts.refuse;
  return createElement(ScreenParamsProvider, { value: { meetingId: String(BADGE_MEETING) } }, createElement(Toaster), createElement(ConfirmHost), createElement(Story));
};
