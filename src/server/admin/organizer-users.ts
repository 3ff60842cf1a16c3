// Reading and removing accounts for the super admin's accounts tab.
import type { Ctx } from '../http/context';
import type { Db } from '../db/driver';
import type { Row } from '../db/repo';
import { likePattern, tableExists } from './sql';

export interface AccountQuery {
  page: number;
  size: number;
  search?: string;
  status?: string;
  role?: string;
}

/** Every account but the super admins (who are not managed here), newest first, 1-based pages. */
export async function listAccounts(ctx: Ctx, q: AccountQuery): Promise<{ rows: Row[]; total: number }> {
  const where = ["role <> 'SUPER_ADMIN'"];
  const params: unknown[] = [];
  if (q.search?.trim()) {
    params.push(likePattern(q.search.trim()));
    where.push(`(username ILIKE $${params.length} OR email ILIKE $${params.length})`);
  }
  for (const col of ['status', 'role'] as const) {
    if (!q[col]) continue;
    params.push(q[col]);
    where.push(`${col} = $${params.length}`);
  }
  const w = `WHERE ${where.join(' AND ')}`;
  const [{ n }] = await ctx.db.query(`SELECT count(*)::int AS n FROM users ${w}`, params);
  const rows = await ctx.db.query(`SELECT * FROM users ${w} ORDER BY register_time DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [
    ...params,
    q.size,
    (q.page - 1) * q.size,
  ]);
  return { rows, total: Number(n) };
}

export async function accountStats(ctx: Ctx) {
  const [r] = await ctx.db.query(`SELECT count(*)::int AS total,
      count(*) FILTER (WHERE role = 'ORGANIZER')::int AS organizers,
      count(*) FILTER (WHERE role IN ('ADMIN', 'SUPER_ADMIN'))::int AS admins,
      count(*) FILTER (WHERE status = 'disabled')::int AS disabled
    FROM users`);
  return { totalUsers: Number(r.total), organizerUsers: Number(r.organizers), systemAdmins: Number(r.admins), disabledUsers: Number(r.disabled) };
}

/** Meetings the account owns (0 while the meetings table does not exist). */
export async function meetingsOwned(db: Db, userId: number): Promise<number> {
  if (!(await tableExists(db, 'meetings', 'organizer_id'))) return 0;
  const [r] = await db.query('SELECT count(*)::int AS n FROM meetings WHERE organizer_id = $1', [userId]);
  return Number(r.n);
}

/**
 * Deletes an account with what is only its own: its sub-accounts, their and its sessions and
 * in-app notifications. Reports it filed stay, anonymous (reporter cleared). Meetings are
 * participants' data too, so an owner of meetings is refused before this is called.
 */
export async function deleteAccount(db: Db, userId: number) {
  const ids = [userId, ...(await db.query('SELECT id FROM users WHERE master_id = $1', [userId])).map((r) => Number(r.id))];
  await db.query('DELETE FROM sessions WHERE user_id = ANY($1::int[])', [ids]);
  await db.query('DELETE FROM notifications WHERE user_id = ANY($1::int[])', [ids]);
  await db.query('UPDATE reports SET reporter_id = NULL WHERE reporter_id = ANY($1::int[])', [ids]);
  await db.query('DELETE FROM users WHERE id = ANY($1::int[])', [ids]);
  return ids.length;
}
