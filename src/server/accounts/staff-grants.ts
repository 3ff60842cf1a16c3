// An organizer's staff roles per meeting (meeting_staff, schemas/entities/meeting-staff.json): what the
// 权限管理 screen lists and changes. Only the organizer's own sub-accounts on its own meetings.
import type { Ctx } from '../http/context';
import type { Row } from '../db/repo';
import { AppError, notFound } from '../http/errors';
import { MEETING_NOT_FOUND } from '../meetings/scoped';
import { ANY_STAFF, type StaffRole } from '../auth/staff';

export interface Grant { meetingId: number; meetingTitle: string; roles: StaffRole[] }

/** Each sub-account's roles on the master's meetings, by sub-account id (meetings newest first). */
export async function staffGrants(ctx: Ctx, masterId: number): Promise<Map<number, Grant[]>> {
  const rows = await ctx.db.query(
    `SELECT s.user_id, s.meeting_id, s.roles, m.title FROM meeting_staff s
       JOIN users u ON u.id = s.user_id AND u.master_id = $1
       JOIN meetings m ON m.id = s.meeting_id AND m.organizer_id = $1
      ORDER BY m.created_at DESC, m.id DESC`,
    [masterId],
  );
  const out = new Map<number, Grant[]>();
  for (const r of rows) {
    const list = out.get(Number(r.user_id)) ?? [];
    list.push({ meetingId: Number(r.meeting_id), meetingTitle: r.title, roles: r.roles as StaffRole[] });
    out.set(Number(r.user_id), list);
  }
  return out;
}

/** Sets (or, with no roles, removes) a sub-account's roles on one meeting, both the caller's; else 404. */
export async function setStaffRoles(ctx: Ctx, caller: Row, userId: number, meetingId: number, roles: StaffRole[]) {
  await ctx.db.tx(async (db) => {
    const [sub] = await db.query('SELECT id FROM users WHERE id = $1 AND master_id = $2', [userId, caller.id]);
    if (!sub) throw notFound('auth.subAccount.notFound');
    const [meeting] = await db.query('SELECT id FROM meetings WHERE id = $1 AND organizer_id = $2', [meetingId, caller.id]);
    if (!meeting) throw new AppError(404, MEETING_NOT_FOUND);
    if (!roles.length) {
      await db.query('DELETE FROM meeting_staff WHERE user_id = $1 AND meeting_id = $2', [userId, meetingId]);
      return;
    }
    // one statement: two organizers' tabs saving at once leave one row, the later roles
    await db.query(
      `INSERT INTO meeting_staff (user_id, meeting_id, roles, updated_at) VALUES ($1, $2, $3::jsonb, now())
       ON CONFLICT (user_id, meeting_id) DO UPDATE SET roles = EXCLUDED.roles, updated_at = now()`,
      [userId, meetingId, JSON.stringify(ANY_STAFF.filter((r) => roles.includes(r)))],
    );
  });
}
