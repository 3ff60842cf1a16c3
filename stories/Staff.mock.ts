// A stand-in for the sub-account and role calls behind the 权限管理 screen (schemas/screens/admin/permissions.json):
// sub-accounts with their grants, the organizer's meetings, create (token once), roles per meeting
// (roles kept in the schema's order, an empty list removes), delete. Other paths go to the next fetch.
import { createElement } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { ConfirmHost } from '../renderers/console';
import { Toaster } from '../renderers/layout/Toaster';
import { stubFetch } from './fetchStub';

type Row = Record<string, any>;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown, message = 'ok') => json(200, { code: 200, message, data });
const ORDER = ['checkin', 'finance', 'editor', 'viewer'];

export const MEETINGS = [{ id: 7, title: '2026 全球开发者大会' }, { id: 8, title: '人工智能峰会' }, { id: 9, title: '开源生态论坛' }];
const title = (id: number) => MEETINGS.find((m) => m.id === id)?.title ?? '';

export function staffRows(): Row[] {
  return [
    { id: 21, username: 'door-a', name: '小王', role: 'USER', status: 'active', grants: [{ meetingId: 7, meetingTitle: title(7), roles: ['checkin'] }, { meetingId: 8, meetingTitle: title(8), roles: ['checkin', 'viewer'] }] },
    { id: 22, username: 'finance-li', name: '李会计', role: 'USER', status: 'active', grants: [{ meetingId: 7, meetingTitle: title(7), roles: ['finance', 'viewer'] }] },
    { id: 23, username: 'web-editor', name: null, role: 'USER', status: 'active', grants: [] },
  ];
}

let rows: Row[] = staffRows();
let mode: 'ok' | 'failing' | 'slow' = 'ok';

function answer(method: string, url: URL, body: any): Response | null | Promise<Response> {
  const p = url.pathname;
  if (!p.startsWith('/api/auth/sub-accounts') && p !== '/api/co/finance/meetings') return null;
  if (mode === 'failing') return json(500, { code: 500, message: '服务器内部错误' });
  if (mode === 'slow') return new Promise<Response>(() => {});
  if (p === '/api/co/finance/meetings') return ok(MEETINGS);
  if (p === '/api/auth/sub-accounts' && method === 'GET') return ok(rows);
  if (p === '/api/auth/sub-accounts' && method === 'POST') {
    if (rows.some((r) => r.username === body.username)) return json(400, { code: 400, message: '用户名已存在', errors: [{ path: '/username', message: '用户名已存在' }] });
    const user = { id: 30 + rows.length, username: body.username, name: body.name ?? null, role: 'USER', status: 'active', grants: [] };
    rows = [...rows, user];
    return ok({ user, authToken: 'q7Vh2mR9xL0cT4pB' }, '子账号已创建，请妥善保存授权码');
  }
  const roles = /^\/api\/auth\/sub-accounts\/(\d+)\/roles$/.exec(p);
  if (roles && method === 'PUT') {
    const id = Number(roles[1]);
    const list = ORDER.filter((r) => body.roles.includes(r));
    rows = rows.map((r) => r.id !== id ? r : {
      ...r,
      grants: list.length
        ? [...r.grants.filter((g: Row) => g.meetingId !== body.meetingId), { meetingId: body.meetingId, meetingTitle: title(body.meetingId), roles: list }]
        : r.grants.filter((g: Row) => g.meetingId !== body.meetingId),
    });
    return ok({ meetingId: body.meetingId, meetingTitle: title(body.meetingId), roles: list }, list.length ? '角色已保存' : '角色已移除');
  }
  const one = /^\/api\/auth\/sub-accounts\/(\d+)$/.exec(p);
  if (one && method === 'DELETE') {
    rows = rows.filter((r) => r.id !== Number(one[1]));
    return ok(null, '子账号已删除');
  }
  return json(404, { code: 404, message: '请求的资源不存在' });
}

/** The 权限管理 calls answered from fixtures (`rows`: the sub-accounts; `mode`: failing answers 500, slow never answers). */
export const withStaffApi = (opts: { rows?: Row[]; mode?: typeof mode } = {}): Decorator => (Story) => {
  stubFetch(answer);
  rows = opts.rows ?? staffRows();
  mode = opts.mode ?? 'ok';
  return createElement('div', null, createElement(Toaster), createElement(ConfirmHost), createElement(Story));
};
