// Small SQL helpers shared by the super admin's routes.
import type { Db } from '../db/driver';

/** A substring LIKE pattern: `%` and `_` typed by a person are literal characters, not wildcards. */
export const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** True when a table (and, if named, its column) exists in the current schema: other areas' tables may not exist yet. */
export async function tableExists(db: Db, table: string, column?: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 ${column ? 'AND column_name = $2' : ''} LIMIT 1`,
    column ? [table, column] : [table],
  );
  return rows.length > 0;
}
