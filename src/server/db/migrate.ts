import type { Db } from './driver';
import type { JsonSchema } from '../../shared/schema/compose';
import { stateIndexSql, tableSql } from './ddl';
import { runDataMigrations } from './data-migrations';

/**
 * Applies the additive migration, then the data migrations not yet run, then the indexes over
 * lifecycle states (a data migration may first settle rows they would refuse), under an advisory
 * lock, so several processes may start at once.
 */
export async function migrate(db: Db, entities: Record<string, JsonSchema>): Promise<void> {
  await db.tx(async (t) => {
    await t.query('SELECT pg_advisory_xact_lock(727274)');
    for (const s of Object.values(entities)) {
      if (!s['x-table']) continue;
      for (const stmt of tableSql(s)) await t.query(stmt);
    }
    await runDataMigrations(t);
    for (const s of Object.values(entities)) if (s['x-table']) for (const stmt of stateIndexSql(s)) await t.query(stmt);
  });
}
