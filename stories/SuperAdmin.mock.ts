// A stand-in for the super admin's API inside stories: answers like the server's from fixtures
// (disable, enable, delete and report changes act on them), so the screens render without a server.
// Installed by the `withSuperAdminApi` decorator; other paths go to the real fetch.
import { createElement } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { ConfirmHost } from '../renderers/console';
import { Toaster } from '../renderers/layout/Toaster';
import { accountsFixture, codesFixture, dashboardFixture, reportsFixture } from './SuperAdmin.fixtures';
import { stubFetch } from './fetchStub';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown, extra: Record<string, unknown> = {}) => json(200, { code: 200, message: 'ok', data, ...extra });

let users = accountsFixture();
let reports = reportsFixture();
const codes = codesFixture();
let failing = false;

function answer(method: string, url: URL, body: any): Response | null {
  const p = url.pathname;
  const q = Object.fromEntries(url.searchParams);
  if (failing && p.startsWith('/api/')) return json(403, { code: 403, message: '您没有权限访问超级管理员后台' });
  if (p === '/api/super-admin/organizer-users/stats')
    return ok({ totalUsers: users.length + 1, organizerUsers: users.filter((u) => u.role === 'ORGANIZER').length, systemAdmins: 1 + users.filter((u) => u.role === 'ADMIN').length, disabledUsers: users.filter((u) => u.status === 'disabled').length });
  if (p === '/api/super-admin/organizer-users') {
    const s = (q.search ?? '').toLowerCase();
    const hits = users.filter((u) => (!s || u.username.includes(s) || (u.email ?? '').includes(s)) && (!q.status || u.status === q.status) && (!q.role || u.role === q.role));
    const page = Number(q.page ?? 1), size = Number(q.size ?? 10);
    const body = { content: hits.slice((page - 1) * size, page * size), totalElements: hits.length, totalPages: Math.ceil(hits.length / size) };
    return ok(body, body);
  }
  const acct = /^\/api\/super-admin\/organizer-users\/(\d+)(?:\/(disable|enable))?$/.exec(p);
  if (acct) {
    const id = Number(acct[1]);
    if (method === 'DELETE') users = users.filter((u) => u.id !== id);
    else users = users.map((u) => (u.id === id ? { ...u, status: acct[2] === 'disable' ? 'disabled' : 'active' } : u));
    return ok({ id });
  }
  if (p === '/api/verification-codes') {
    const s = q.search ?? '';
    return ok(codes.filter((c) => !s || c.phone.includes(s) || c.code.includes(s)));
  }
  if (p === '/api/reports/statistics')
    return ok({ totalCount: reports.length, pendingCount: reports.filter((r) => r.status === 'PENDING').length, highPriorityCount: reports.filter((r) => r.priority === 'HIGH' || r.priority === 'URGENT').length, resolvedCount: reports.filter((r) => r.status === 'RESOLVED').length });
  if (p === '/api/reports' || p === '/api/reports/search') {
    const k = (q.keyword ?? '').toLowerCase();
    const hits = reports.filter((r) => (!k || r.description.toLowerCase().includes(k)) && (!q.status || r.status === q.status) && (!q.type || r.type === q.type) && (!q.priority || r.priority === q.priority));
    return ok({ content: hits, totalElements: hits.length, totalPages: 1 });
  }
  if (p === '/api/reports/batch-status') {
    reports = reports.map((r) => (body.ids.includes(r.id) ? { ...r, status: body.status, resolution: body.resolution } : r));
    return ok({ updated: body.ids.length });
  }
  const rep = /^\/api\/reports\/(\d+)$/.exec(p);
  if (rep) {
    const id = Number(rep[1]);
    if (method === 'DELETE') reports = reports.filter((r) => r.id !== id);
    if (method === 'PUT') reports = reports.map((r) => (r.id === id ? { ...r, ...body } : r));
    return ok({ id });
  }
  if (p === '/api/super-admin/dashboard') return ok(dashboardFixture(q.range ?? 'week'));
  if (p === '/api/health') return ok({ db: 'story' });
  return null;
}

const install = () => stubFetch(answer);

/** Answers the super admin's calls from fixtures; `failing` makes every call answer 403. */
export const withSuperAdminApi = (opts: { failing?: boolean } = {}): Decorator => (Story) => {
  install();
  failing = !!opts.failing;
  return createElement('div', null, createElement(Toaster), createElement(ConfirmHost), createElement(Story));
};
