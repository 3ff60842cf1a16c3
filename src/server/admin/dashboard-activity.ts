// Recent real events for the dashboard: registrations, reports filed and meetings created.
import type { Db } from '../db/driver';
import { tableExists } from './sql';

export interface Activity {
  kind: 'user' | 'report' | 'meeting';
  id: number;
  at: string;
  /** a username, a report's first words or a meeting title */
  title: string;
  /** the role of a new account, the type of a report, '' for a meeting */
  detail: string;
}

export async function recentActivity(db: Db, limit = 10): Promise<Activity[]> {
  const parts = [
    "SELECT 'user' AS kind, id, register_time AS at, username AS title, role AS detail FROM users WHERE role <> 'SUPER_ADMIN'",
    "SELECT 'report' AS kind, id, created_at AS at, left(description, 60) AS title, type AS detail FROM reports",
  ];
  if (await tableExists(db, 'meetings', 'created_at')) parts.push("SELECT 'meeting' AS kind, id, created_at AS at, title, '' AS detail FROM meetings");
  const rows = await db.query(`SELECT * FROM (${parts.join(' UNION ALL ')}) e WHERE at IS NOT NULL ORDER BY at DESC, id DESC LIMIT $1`, [limit]);
  return rows.map((r) => ({ kind: r.kind, id: Number(r.id), at: new Date(r.at).toISOString(), title: String(r.title ?? ''), detail: String(r.detail ?? '') }));
}
