// A stand-in for one meeting's badge calls inside stories: the design (defaults until saved), the
// insertable fields and a page of participants, answered like the server would, so the designer
// renders without a server. `refuse` answers a save with the server's duplicate-name refusal.
import { createElement } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { ConfirmHost } from '../renderers/console';
import { Toaster } from '../renderers/layout/Toaster';
import { ScreenParamsProvider } from '../src/runtime/screenParams';
import { badgeDesign, badgePerson } from './Badge.fixtures';
import { stubFetch } from './fetchStub';

export const BADGE_MEETING = 12;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown, message = 'ok') => json(200, { code: 200, message, data });

const people = [badgePerson, { ...badgePerson, id: 8, name: '李华', workplace: '浙江大学', checkinCode: 'P8R3T6YV2NKD' }, { ...badgePerson, id: 9, name: '陈静', workplace: '南京大学', checkinCode: '' }];
const fields = {
  basic: [{ name: 'name', label: '姓名', type: 'text' }, { name: 'phone', label: '手机号', type: 'text' }, { name: 'checkinCode', label: '签到码', type: 'qrcode' }],
  custom: [{ name: '参会身份', label: '参会身份', type: 'select', group: '基本信息' }],
  groups: [{ name: '基本信息', fields: [{ name: '参会身份', label: '参会身份', type: 'select', group: '基本信息' }] }],
  customFrom: 'flows',
};

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
  if (p === `${base}/fields`) return ok(fields);
  if (p === '/api/user/get-checkin-code' && url.searchParams.get('meetingId') === String(BADGE_MEETING)) {
    codesAsked.push(Number(url.searchParams.get('userId')));
    return ok({ checkinCode: 'GIVEN9CODE22', userId: Number(url.searchParams.get('userId')) });
  }
  if (p === `/api/user-management/meeting/${BADGE_MEETING}/participants`) return ok({ list: people, total: people.length, page: 0, size: 10, totalPages: 1 });
  return null;
}

const install = () => stubFetch(answer);

export const withBadgeApi = (opts: { refuse?: boolean } = {}): Decorator => (Story) => {
  install();
  refuse = !!opts.refuse;
  return createElement(ScreenParamsProvider, { value: { meetingId: String(BADGE_MEETING) } }, createElement(Toaster), createElement(ConfirmHost), createElement(Story));
};
