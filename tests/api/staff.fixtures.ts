// Staff sub-accounts with roles per meeting (issue 15 item 3), through the real API: the organizer
// creates the sub-account, gives it roles on meetings (PUT /api/auth/sub-accounts/:id/roles) and the
// sub-account logs in with master account, sub-account name and auth token.
import { call, type TestApp } from './harness';
import { isMeetingAccess, type StaffRole } from '../../src/server/auth/staff';
import type { RouteDef } from '../../src/server/http/route';

export interface Master { token: string; username: string }
export interface StaffAccount { token: string; user: Record<string, any>; authToken: string; username: string }

/** Sets the sub-account's roles on one meeting of the master (an empty list removes them). */
export async function grantRoles(t: TestApp, master: Master, userId: number, meetingId: number, roles: StaffRole[]) {
  const r = await call(t.app, 'PUT', `/api/auth/sub-accounts/${userId}/roles`, { token: master.token, body: { meetingId, roles } });
  if (r.status !== 200) throw new Error(`roles ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data;
}

/** Logs a sub-account in; answers the whole login answer. */
export const staffLogin = (t: TestApp, masterAccount: string, subAccount: string, authToken: string) =>
  call(t.app, 'POST', '/api/auth/login', { body: { method: 'subAccount', masterAccount, subAccount, authToken } });

/**
 * A sub-account of `master` named `username` holding `roles` on each meeting of `meetingIds`, logged in.
 * E.g. a door-only account: `await staffAccount(t, org, 'door', [meeting.id], ['checkin'])`.
 */
export async function staffAccount(t: TestApp, master: Master, username: string, meetingIds: number[], roles: StaffRole[], name?: string): Promise<StaffAccount> {
  const c = await call(t.app, 'POST', '/api/auth/sub-accounts', { token: master.token, body: { username, name } });
  if (c.status !== 200) throw new Error(`sub-account ${c.status} ${JSON.stringify(c.body)}`);
  const { user, authToken } = c.body.data;
  for (const id of meetingIds) await grantRoles(t, master, user.id, id, roles);
  const login = await staffLogin(t, master.username, username, authToken);
  if (login.status !== 200) throw new Error(`staff login ${login.status} ${JSON.stringify(login.body)}`);
  return { token: login.body.token, user: login.body.user, authToken, username };
}

/** Where a route's meeting is read, as docs/contracts.md says it. */
function meetingFrom(r: RouteDef): string {
  if (!isMeetingAccess(r.access)) return '';
  const { of, across } = r.access;
  if (across) return 'none: answers only the staff’s meetings';
  if (of) {
    const where = of.param ? `:${of.param}` : of.query ? `?${of.query}` : `body.${of.body}`;
    return of.table === 'meetings' ? where : `${where} → ${of.table}.meeting_id`;
  }
  if (r.url.includes(':meetingId')) return ':meetingId';
  if (/\/meeting\/:id\b/.test(r.url)) return ':id';
  return '?meetingId or body.meetingId';
}

/**
 * The route → role table of docs/contracts.md (between `<!-- staff-routes -->` markers), made from the
 * route table: staff-roles.test.ts fails while the document says otherwise.
 */
export function staffRouteDoc(routes: RouteDef[]): string {
  const meeting = routes.filter((r) => isMeetingAccess(r.access));
  const rows = meeting
    .map((r) => `| ${r.method} ${r.url} | ${(r.access as { meeting: string[] }).meeting.join(', ')} | ${meetingFrom(r)} |`)
    .sort();
  const organizer = routes.filter((r) => r.access === 'admin').map((r) => `${r.method} ${r.url}`).sort();
  return [
    '| route | staff roles (besides the organizer and super admins) | the meeting is read from |',
    '|---|---|---|',
    ...rows,
    '',
    `Organizer (and super admin) only, refused to every staff account: ${organizer.map((x) => `\`${x}\``).join(', ')}.`,
  ].join('\n');
}
