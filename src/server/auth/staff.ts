// Staff sub-accounts on meeting routes (issue 15 item 3). A route declared `{ meeting: roles }` admits a
// super admin and an organizer as 'admin' does (the handler's tenancy check then limits the organizer to
// its own meetings), and a sub-account (role USER, users.master_id) only when it holds one of `roles` on
// the meeting the request names (meeting_staff). The meeting is found before validation, from the path
// (`:meetingId`, or `:id` after `/meeting/`), `?meetingId`, the body's `meetingId`, or as a declared
// child row's meeting (`of`). A staff caller then acts within its master's tenancy (meetings/owner.ts),
// carrying the meetings it may act on for this route (staffMeetings) so every tenancy helper keeps it there.
import type { Ctx, Req } from '../http/context';
import type { Row } from '../db/repo';
import type { MeetingStaff } from '../../generated/types.gen';
import { AppError } from '../http/errors';

export type StaffRole = MeetingStaff['roles'][number];

export interface MeetingAccess {
  /** the staff roles that may call the route on the meeting it names (besides super admins and the owning organizer) */
  meeting: StaffRole[];
  /** where the meeting is named when not as above: ids of `table` rows (meetings: the meeting itself) in a path parameter, query field or body field (a batch's list of ids) */
  of?: { table: string; param?: string; query?: string; body?: string };
  /** the route names no single meeting: the handler limits its answer to staffMeetings(caller) */
  across?: boolean;
}

export const STAFF_FORBIDDEN = 'errors.staffForbidden';

export const isMeetingAccess = (a: unknown): a is MeetingAccess => typeof a === 'object' && a !== null && Array.isArray((a as MeetingAccess).meeting);

/** A staff sub-account (works for a master organizer), as opposed to an organizer or a super admin. */
export const isStaff = (user: Row | undefined): boolean => !!user && user.role === 'USER' && user.masterId != null;

/** The meetings a staff caller may act on in this request; null for anyone else (organizer, super admin). */
export const staffMeetings = (user: Row | undefined): number[] | null => (user && Array.isArray(user.staffMeetings) ? user.staffMeetings : null);

/** Refuses a staff caller on a meeting outside the ones the route's roles were granted on. */
export function assertStaffMeeting(user: Row | undefined, meetingId: unknown) {
  const allowed = staffMeetings(user);
  if (allowed && !allowed.includes(Number(meetingId))) throw new AppError(403, STAFF_FORBIDDEN);
}

/** Meetings of its master on which the sub-account holds any of `roles`. */
export async function grantedMeetings(ctx: Ctx, user: Row, roles: StaffRole[]): Promise<number[]> {
  const rows = await ctx.db.query(
    `SELECT s.meeting_id FROM meeting_staff s JOIN meetings m ON m.id = s.meeting_id AND m.organizer_id = $2
      WHERE s.user_id = $1 AND s.roles ?| $3::text[] ORDER BY s.meeting_id`,
    [user.id, user.masterId, roles],
  );
  return rows.map((r) => Number(r.meeting_id));
}

/** The sub-account's roles on one meeting (none: []). */
export async function rolesOn(ctx: Ctx, userId: number, meetingId: number): Promise<StaffRole[]> {
  const [row] = await ctx.db.query('SELECT roles FROM meeting_staff WHERE user_id = $1 AND meeting_id = $2', [userId, meetingId]);
  return (row?.roles as StaffRole[] | undefined) ?? [];
}

const MAX_ID = 2147483647;
const ids = (v: unknown): number[] =>
  (Array.isArray(v) ? v : [v]).map(Number).filter((n) => Number.isInteger(n) && n > 0 && n <= MAX_ID);

/**
 * The meetings the request names: null when it names none (the route then refuses staff unless
 * `across`). A declared child id that is malformed or names no row gives an empty list (the handler
 * answers its 400 / 404); a malformed meeting id names no meeting the staff has (refused).
 */
async function namedMeetings(ctx: Ctx, req: Req, access: MeetingAccess): Promise<number[] | null> {
  const params = (req.params ?? {}) as Row;
  const query = (req.query ?? {}) as Row;
  const body = (req.body ?? {}) as Row;
  const of = access.of;
  if (of) {
    const raw = of.param ? params[of.param] : of.query ? query[of.query] : of.body ? (Array.isArray(body) ? body : body[of.body]) : undefined;
    if (raw === undefined) return null;
    const list = ids(raw);
    if (of.table === 'meetings' || !list.length) return list;
    // a trusted identifier from the route declaration, never user input
    const rows = await ctx.db.query(`SELECT DISTINCT meeting_id FROM ${of.table} WHERE id = ANY($1::int[])`, [list]);
    return rows.map((r) => Number(r.meeting_id));
  }
  const url = req.routeOptions.url ?? '';
  // every place that names a meeting must name one the staff may act on: a handler reading the body
  // cannot be steered to another meeting by a granted one in the query
  const named = [params.meetingId, /\/meeting\/:id\b/.test(url) ? params.id : undefined, query.meetingId, Array.isArray(body) ? undefined : body.meetingId]
    .filter((v) => v !== undefined && v !== null && v !== '');
  return named.length ? named.flatMap((v) => (ids(v).length ? ids(v) : [0])) : null;
}

/** The guard's part for a staff caller on a `{ meeting }` route: admitted, marked with its meetings, or 403. */
export async function admitStaff(ctx: Ctx, req: Req, access: MeetingAccess) {
  const user = req.caller!.user;
  if (!isStaff(user)) throw new AppError(403, 'errors.adminOnly');
  const granted = await grantedMeetings(ctx, user, access.meeting);
  if (!granted.length) throw new AppError(403, STAFF_FORBIDDEN);
  req.caller!.user = { ...user, staffMeetings: granted };
  if (access.across) return;
  const named = await namedMeetings(ctx, req, access);
  if (named === null || named.some((id) => !granted.includes(id))) throw new AppError(403, STAFF_FORBIDDEN);
}

/**
 * Every staff role, in the order of the enum of schemas/entities/meeting-staff.json (the type comes from
 * it; tests/api/staff-roles.test.ts checks this list is that enum): what each of them needs to read.
 */
export const ANY_STAFF: StaffRole[] = ['checkin', 'finance', 'editor', 'viewer'];
