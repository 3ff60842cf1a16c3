// Who a notification record reaches: every active user, the active users of some roles, or some
// active users by id. Lists travel as JSON strings (spec 1 §3) and are normalised before storing.
import type { Db } from '../db/driver';
import { fieldError } from '../http/errors';

export type TargetType = 'ALL_USERS' | 'ROLE_BASED' | 'SPECIFIC_USERS';
export interface Target {
  targetType: TargetType;
  targetRoles: string | null;
  targetUserIds: string | null;
}

/** The send body's target, normalised: roles and ids deduplicated, irrelevant lists dropped.
 *  The request schema has already checked the JSON shapes; ids must name existing users. */
export async function normaliseTarget(db: Db, body: Record<string, any>): Promise<Target> {
  const targetType = body.targetType as TargetType | 'MEETING_PARTICIPANTS';
  // a meeting's participants are messaged through their own call (participant-routes.ts), which checks the meeting
  if (targetType === 'MEETING_PARTICIPANTS') throw fieldError('/targetType', 'notificationRecord.targetType.enum');
  if (targetType === 'ROLE_BASED') {
    const roles = [...new Set<string>(JSON.parse(body.targetRoles))];
    return { targetType, targetRoles: JSON.stringify(roles), targetUserIds: null };
  }
  if (targetType === 'SPECIFIC_USERS') {
    const ids = [...new Set<number>((JSON.parse(body.targetUserIds) as Array<string | number>).map(Number))];
    const found = await db.query<{ id: number }>('SELECT id FROM users WHERE id IN (SELECT (jsonb_array_elements_text($1::jsonb))::int)', [JSON.stringify(ids)]);
    const known = new Set(found.map((r) => Number(r.id)));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length) throw fieldError('/targetUserIds', 'notificationRecord.targetUserIds.unknown', { ids: unknown.slice(0, 10).join(', ') });
    return { targetType, targetRoles: null, targetUserIds: JSON.stringify(ids) };
  }
  return { targetType: 'ALL_USERS', targetRoles: null, targetUserIds: null };
}

/** SQL condition on `users` for a stored record row (snake_case), with its one parameter at `$n`. */
export function targetSql(rec: Record<string, any>, n: number): { where: string; param: string } {
  switch (rec.target_type) {
    case 'ROLE_BASED':
      return { where: `role IN (SELECT jsonb_array_elements_text($${n}::jsonb))`, param: rec.target_roles ?? '[]' };
    case 'SPECIFIC_USERS':
      return { where: `id IN (SELECT (jsonb_array_elements_text($${n}::jsonb))::int)`, param: rec.target_user_ids ?? '[]' };
    case 'ALL_USERS':
      return { where: `$${n}::text IS NOT NULL`, param: 'all' };
    default:
      throw new Error(`unknown target type ${rec.target_type}`);
  }
}
