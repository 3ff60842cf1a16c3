// Substring search (ILIKE '%x%') in title and location is served by trigram indexes where PostgreSQL
// has pg_trgm (a trusted extension since PG 13). The embedded PGlite is built without it: there the
// list is narrowed by the owner's index first, and the search scans only that organizer's rows.
import type { Db } from '../db/driver';

export async function ensureSearchIndexes(db: Db): Promise<boolean> {
  if (db.kind !== 'postgres') return false;
  try {
    await db.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  } catch {
    // no right to create it: fine if it is there already
  }
  const [ext] = await db.query<{ schema: string }>(
    `SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`,
  );
  if (!ext) return false;
  const ops = `"${ext.schema.replace(/"/g, '""')}".gin_trgm_ops`;
  try {
    await db.tx(async (t) => {
      await t.query('SELECT pg_advisory_xact_lock(727275)');
      await t.query(`CREATE INDEX IF NOT EXISTS ix_meetings_title_trgm ON meetings USING gin (title ${ops})`);
      await t.query(`CREATE INDEX IF NOT EXISTS ix_meetings_location_trgm ON meetings USING gin (location ${ops})`);
    });
    return true;
  } catch {
    return false; // the search still works, by scanning
  }
}
