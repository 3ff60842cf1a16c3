// The usual cast of an access test: organizer A (whose meeting is under test), organizer B (the other
// tenant), the super admin and a staff sub-account of A, with the messages their refusals carry.
import { call, loginAdmin, registerOrganizer, type TestApp } from './harness';

export const MEETING_NOT_FOUND = ['会议不存在或无权访问', 'The meeting does not exist or you may not access it'] as const;
export const NOT_LOGGED_IN = ['未登录或登录已过期，请重新登录', 'Not logged in or the session has expired, please log in again'] as const;
export const ADMIN_ONLY = ['您没有权限访问管理后台', 'You do not have permission to access the admin centre'] as const;
/** a staff sub-account without a role on the meeting that allows the call (auth/staff.ts) */
export const STAFF_FORBIDDEN = ['您没有此会议的该项权限，请联系主账号分配', 'You have no role on this meeting that allows this, please ask the master account'] as const;

export type Organizer = Awaited<ReturnType<typeof registerOrganizer>>;

/** `${name}a`, `${name}b`, the admin's token and the token of A's sub-account `${name}a-staff` (no roles on any meeting). */
export async function cast(t: TestApp, name: string): Promise<{ a: Organizer; b: Organizer; admin: string; sub: string }> {
  const a = await registerOrganizer(t, `${name}a`);
  const b = await registerOrganizer(t, `${name}b`);
  const admin = await loginAdmin(t);
  const s = await call(t.app, 'POST', '/api/auth/sub-accounts', { token: a.token, body: { username: `${name}a-staff` } });
  const login = await call(t.app, 'POST', '/api/auth/login', { body: { method: 'subAccount', masterAccount: `${name}a`, subAccount: `${name}a-staff`, authToken: s.body.data.authToken } });
  if (login.status !== 200) throw new Error(`sub-account login ${login.status} ${JSON.stringify(login.body)}`);
  return { a, b, admin, sub: login.body.token };
}
