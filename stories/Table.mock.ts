// A stand-in for GET /api/auth/users inside stories (the /users page's source, schemas/screens/users.json),
// answered by URL as the server does: the plain user list, phone and e-mail masked for a caller who is
// not a super admin. A story's `parameters.users` picks the answer: rows (default), empty, failing
// (the server is down) or pending (never answers: the loading state).
import { createElement } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { stubFetch, type Answerer } from './fetchStub';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const mask = (s: string | null) => (s ? s.replace(/^(.{2}).*(.{2})$/, '$1****$2') : s);

const roles = ['SUPER_ADMIN', 'ORGANIZER', 'ORGANIZER', 'ADMIN', 'USER'];
const names = ['admin', 'chen_organizer', 'medical_group', 'wangwu', 'zhaoliu', 'li_na', 'alice', 'sun_li', 'zhou_jie', 'wu_fang', 'qian_jin', 'zhang_qiang'];
/** Twelve accounts, as the list answers them to a caller who is not a super admin. */
export const users = names.map((username, i) => ({
  id: i + 1,
  username,
  email: i % 4 === 3 ? null : mask(`${username}@example.com`),
  phone: i % 3 === 2 ? null : mask(`1380013${String(8000 + i)}`),
  role: roles[i % roles.length],
  status: i === 7 ? 'disabled' : 'active',
  registerTime: new Date(Date.UTC(2026, 0, 5 + i, 1, 30)).toISOString(),
}));

export type UsersAnswer = 'rows' | 'empty' | 'failing' | 'pending';
let mode: UsersAnswer = 'rows';

const answer: Answerer = (method, url) => {
  if (url.pathname !== '/api/auth/users' || method !== 'GET') return null;
  if (mode === 'pending') return new Promise<Response>(() => {});
  if (mode === 'failing') return json(500, { code: 500, message: '服务器内部错误，请稍后重试' });
  return json(200, { code: 200, message: 'ok', data: mode === 'empty' ? [] : users });
};

export const withUsersApi: Decorator = (Story, ctx) => {
  stubFetch(answer);
  mode = (ctx.parameters.users as UsersAnswer | undefined) ?? 'rows';
  return createElement(Story);
};
