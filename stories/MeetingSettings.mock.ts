// A stand-in for one meeting's settings calls inside stories (meeting 7): the website section and the
// registration flows, answering like the server does (including its refusals), so the screens render
// without a server. Installed by `withMeetingSettingsApi`; other paths go to the real fetch.
import { createElement } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { ConfirmHost } from '../renderers/console';
import { Toaster } from '../renderers/layout/Toaster';
import { ScreenParamsProvider } from '../src/runtime/screenParams';
import { stubFetch } from './fetchStub';

export const MEETING_ID = 7;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown) => json(200, { code: 200, message: 'ok', data });

type Flow = { id: number; meetingId: number; name: string; title: string; type: string; currency: string; language: string; enabled: boolean; isDefault: boolean; registrationCount: number; createdAt: string };
const flow = (id: number, name: string, over: Partial<Flow> = {}): Flow => ({
  id, meetingId: MEETING_ID, name, title: name, type: 'attendee', currency: 'CNY', language: 'zh', enabled: false, isDefault: false, registrationCount: 0, createdAt: '2026-11-20T02:00:00.000Z', ...over,
});
export const flowsFixture = (): Flow[] => [
  flow(1, '标准报名', { isDefault: true, enabled: true, registrationCount: 128 }),
  flow(2, 'VIP 通道报名', { currency: 'USD', registrationCount: 3 }),
  flow(3, '学生优惠报名', { currency: 'EUR' }),
];

let site = { websiteStatus: 'draft', websiteViews: 1280, websiteLastUpdate: null as string | null, previewToken: 'aB3dE9', url: null as string | null };
/** the meeting as GET /api/co/meeting/{id} answers it: what the website settings form edits */
const meetingRecord = () => ({
  id: MEETING_ID, title: '2026 全球开发者大会', type: 'international', location: '上海国际会议中心', startTime: '2026-12-10 09:00:00', endTime: '2026-12-12 18:00:00',
  timeZone: 'Asia/Shanghai', registrationStartTime: '2026-11-01 09:00:00', registrationEndTime: '2026-12-08 18:00:00', attendanceType: 'offline', url: site.url,
});
let flows: Flow[] = [];
let failing = false;
/** a staff caller's roles on the meeting (GET /api/co/meeting/{id}/website answers them); null: the organizer */
let staffRoles: string[] | null = null;

function answer(method: string, url: URL, body: any): Response | null {
  const p = url.pathname;
  const base = `/api/co/meeting/${MEETING_ID}`;
  if (!p.startsWith(base)) return null;
  if (failing) return json(404, { code: 404, message: '会议不存在或无权访问' });
  if (p === `${base}/website`) return ok({ meetingId: MEETING_ID, title: '2026 全球开发者大会', adminId: 42, ...site, ...(staffRoles ? { staffRoles } : {}) });
  if (p === base && method === 'GET') return ok(meetingRecord());
  if (p === `${base}/website-settings`) {
    // 'taken' stands for an address another meeting holds: the server's 409 with the field named
    if (body.url === 'taken') return json(409, { code: 409, message: '网站地址已被其他会议使用，请换一个', errors: [{ path: '/url', message: '网站地址已被其他会议使用，请换一个' }] });
    site = { ...site, url: body.url };
    return ok({ ...meetingRecord(), ...body });
  }
  if (p === `${base}/website-status`) {
    site = { ...site, websiteStatus: body.websiteStatus, websiteLastUpdate: body.websiteStatus === 'active' ? '2026-11-22 10:30:00' : site.websiteLastUpdate };
    return ok(site);
  }
  if (p === `${base}/registration-flows` && method === 'GET') {
    const size = Number(url.searchParams.get('size') ?? 20), page = Number(url.searchParams.get('page') ?? 0);
    return ok({ content: flows.slice(page * size, (page + 1) * size), totalElements: flows.length, totalPages: Math.ceil(flows.length / size), page, size });
  }
  if (p === `${base}/registration-flows` && method === 'POST') {
    const f = flow(Math.max(0, ...flows.map((x) => x.id)) + 1, body.name, { ...body, isDefault: !flows.some((x) => x.isDefault) });
    flows = [...flows, f];
    return ok(f);
  }
  const m = /\/registration-flows\/(\d+)(?:\/(copy|default|status))?$/.exec(p);
  if (!m) return null;
  const f = flows.find((x) => x.id === Number(m[1]));
  if (!f) return json(404, { code: 404, message: '流程不存在' });
  if (method === 'DELETE') {
    if (f.isDefault) return json(400, { code: 400, message: '默认流程不能删除，请先将其他流程设为默认' });
    if (f.enabled) return json(400, { code: 400, message: '该流程已启用，请先关闭后再删除' });
    // a bare reason: the screen's own per-status text must be what shows (spec 2 §8)
    if (f.registrationCount) return json(409, { code: 409, message: 'conflict' });
    flows = flows.filter((x) => x !== f);
    return ok({ id: f.id });
  }
  if (m[2] === 'copy') flows = [...flows, flow(Math.max(...flows.map((x) => x.id)) + 1, `${f.name} - 副本`, { currency: f.currency })];
  if (m[2] === 'default') flows = flows.map((x) => ({ ...x, isDefault: x.id === f.id }));
  if (m[2] === 'status') flows = flows.map((x) => (x.id === f.id ? { ...x, enabled: body.enabled } : x));
  if (!m[2]) flows = flows.map((x) => (x.id === f.id ? { ...x, ...body } : x));
  return ok(flows.find((x) => x.id === f.id));
}

const install = () => stubFetch(answer);

/** Meeting 7's settings calls from fixtures, inside the shell's `{meetingId}`; `failing`: every call 404s. */
export const withMeetingSettingsApi = (opts: { failing?: boolean; flows?: Flow[]; published?: boolean; staffRoles?: string[] } = {}): Decorator => (Story) => {
  install();
  failing = !!opts.failing;
  staffRoles = opts.staffRoles ?? null;
  flows = opts.flows ?? flowsFixture();
  site = { ...site, websiteStatus: opts.published ? 'active' : 'draft', websiteLastUpdate: opts.published ? '2026-11-21 18:05:00' : null };
  return createElement(ScreenParamsProvider, { value: { meetingId: String(MEETING_ID) } }, createElement(Toaster), createElement(ConfirmHost), createElement(Story));
};
