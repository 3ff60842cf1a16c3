// A stand-in for the notification calls inside stories, answered by URL like src/server/notifications:
// statistics, templates (searched, by category), the super admin's records (by title, status, type),
// a user's own notifications with the unread count and mark-read, and the organizer's messages to
// participants — with the signed-in account the screen needs (the inbox reads the user's id).
// A story's `parameters.notifications` (NotificationsApi) picks who is signed in and what the server does.
import { createElement, useEffect, useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { Toaster } from '../renderers/layout/Toaster';
import { clearSession, setSession, type User } from '../src/runtime/auth';
import { stubFetch, type Answerer } from './fetchStub';
import { NOW, inbox as inboxFixture, participantRecords, records, stats, templates } from './Notifications.fixtures';

export const ACCOUNTS = {
  superAdmin: { id: 1, username: 'admin', role: 'SUPER_ADMIN', status: 'active' },
  organizer: { id: 3, username: 'chen_organizer', name: '陈静', role: 'ORGANIZER', status: 'active' },
  user: { id: 12, username: 'zhaoliu', role: 'USER', status: 'active' },
} satisfies Record<string, User>;

export interface NotificationsApi {
  /** who is signed in (default: the super admin); null: nobody */
  as?: keyof typeof ACCOUNTS | null;
  /** every list and count answers 500 */
  failing?: boolean;
  /** no templates, records or notifications yet */
  empty?: boolean;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown) => json(200, { code: 200, message: 'ok', data });
const page = <T,>(rows: T[], p: number, size: number) => ({ content: rows.slice(p * size, (p + 1) * size), totalElements: rows.length, totalPages: Math.ceil(rows.length / size), number: p, size });

let opts: NotificationsApi = {};
/** The changes the screen sent this story (`PUT /api/...`), for its play function to check. */
export const sent: string[] = [];
let inbox: Array<Record<string, unknown>> = [];

/** The inbox fixture's times kept as far from now as they were from its NOW (relative times stay "just now", "15 minutes ago"). */
const freshInbox = () => inboxFixture.map((n) => ({ ...n, createdAt: new Date(Date.now() - (NOW - Date.parse(n.createdAt))).toISOString() }));

const answer: Answerer = (method, url) => {
  const p = url.pathname;
  if (!p.startsWith('/api/notifications')) return null;
  if (opts.failing) return json(500, { code: 500, message: '服务器内部错误，请稍后重试' });
  const q = (k: string) => url.searchParams.get(k) ?? '';
  const has = (v: unknown, k: string) => !q(k) || String(v ?? '').includes(q(k));
  if (p === '/api/notifications/statistics') return ok(opts.empty ? { totalCount: 0, pendingCount: 0, sentCount: 0, failedCount: 0, templateCount: 0 } : stats);
  if (p === '/api/notifications/templates' && method === 'GET')
    return ok(opts.empty ? [] : templates.filter((x) => has(x.name, 'search') && (!q('category') || x.category === q('category'))));
  if (p === '/api/notifications/admin') {
    const rows = opts.empty ? [] : records.filter((r) => has(r.title, 'title') && (!q('status') || r.status === q('status')) && (!q('type') || r.type === q('type')));
    return ok(page(rows, Number(q('page')) || 0, Number(q('size')) || 10));
  }
  if (p === '/api/notifications/meeting-messages/records') return ok(page(opts.empty ? [] : participantRecords, Number(q('page')) || 0, Number(q('size')) || 10));
  const user = /^\/api\/notifications\/user\/(\d+)\/(details|unread-count|read-all|read\/(\d+))$/.exec(p);
  if (user) {
    if (Number(user[1]) !== ACCOUNTS[opts.as ?? 'superAdmin']?.id) return json(403, { code: 403, message: '无权访问' });
    if (user[2] === 'details') return ok(page(inbox, Number(q('page')) || 0, Number(q('size')) || 10));
    if (user[2] === 'unread-count') return ok(inbox.filter((n) => !n.isRead).length);
    if (method !== 'PUT') return null;
    sent.push(`${method} ${p}`);
    inbox = inbox.map((n) => (user[2] === 'read-all' || n.id === Number(user[3]) ? { ...n, isRead: true } : n));
    return ok(null);
  }
  return null;
};

/** Signs `user` in before the screen draws (nobody for null), and out again when the story ends. */
function SignedIn({ user, children }: { user: User | null; children?: ReactNode }) {
  useState(() => (user ? setSession({ token: fakeJwt(user), user }) : clearSession()));
  useEffect(() => () => clearSession(), []);
  return children;
}

/** A token the client takes for a live one (it reads `exp` only; the stand-in server checks nothing). */
const fakeJwt = (user: User) => {
  const part = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: String(user.id), role: user.role, exp: Math.floor(Date.now() / 1000) + 3600 })}.story`;
};

export const withNotificationsApi: Decorator = (Story, ctx) => {
  stubFetch(answer);
  opts = (ctx.parameters.notifications as NotificationsApi | undefined) ?? {};
  inbox = opts.empty ? [] : freshInbox();
  sent.length = 0;
  const user = opts.as === null ? null : ACCOUNTS[opts.as ?? 'superAdmin'];
  return createElement(SignedIn, { user }, createElement(Toaster), createElement(Story));
};
