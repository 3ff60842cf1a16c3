// Whose meetings a caller sees: a super admin all of them; an organizer its own; a staff sub-account
// (role USER, when a route's `{ meeting: roles }` admits it) those of its master account, for which it
// works, and of those only the ones its roles were granted on (auth/staff.ts: staffMeetings).
import type { Row } from '../db/repo';

/** The organizer id that scopes the caller's queries, or null for "every meeting". */
export function ownerScope(user: Row): number | null {
  if (user.role === 'SUPER_ADMIN') return null;
  return Number(user.masterId ?? user.id);
}

/** The organizer id a new meeting belongs to. */
export const ownerOf = (user: Row): number => Number(user.masterId ?? user.id);

/** Whether the caller (maybe anonymous) may change meetings of this organizer: its admin or a super admin. */
export function callerOwns(user: Row | undefined, organizerId: number): boolean {
  if (!user || !['SUPER_ADMIN', 'ORGANIZER'].includes(user.role)) return false;
  const owner = ownerScope(user);
  return owner === null || owner === organizerId;
}
