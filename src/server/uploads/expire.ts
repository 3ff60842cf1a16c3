// Deleting expired uploads in batches: the candidates (rows of `uploads u` with a `used` flag) are
// claimed FOR UPDATE SKIP LOCKED within the one statement that keeps the used ones (used_at set), deletes
// the rest and gives their quota back, so two processes never handle one file twice. The sweeps of
// participants' files (sweep.ts) and of a meeting's pending content images (meeting-content) share it.
import type { Ctx } from '../http/context';
import { siblingPaths } from '../media/stored-names';

export const BATCH = 200;

const sql = (candidates: string) => `
WITH cand AS (${candidates} ORDER BY u.id LIMIT ${BATCH} FOR UPDATE OF u SKIP LOCKED),
kept AS (UPDATE uploads SET used_at = now() WHERE id IN (SELECT id FROM cand WHERE used) RETURNING id),
gone AS (DELETE FROM uploads WHERE id IN (SELECT id FROM cand WHERE NOT used) RETURNING owner_kind, owner_id, size, path),
freed AS (
  UPDATE upload_usage x SET files = GREATEST(x.files - g.n, 0), bytes = GREATEST(x.bytes - g.b, 0), updated_at = now()
  FROM (SELECT owner_kind || ':' || owner_id AS k, count(*)::int AS n, sum(size)::bigint AS b FROM gone GROUP BY 1) g
  WHERE x.owner_key = g.k RETURNING 1
)
SELECT path, (SELECT count(*) FROM kept)::int AS kept, (SELECT count(*) FROM freed)::int AS freed FROM gone`;

/**
 * One batch: `candidates` is `SELECT u.id, <bool> AS used FROM uploads u WHERE …` (no ORDER/LIMIT);
 * deletes the unused ones' files (an image's variants too); answers the paths deleted.
 */
export async function expireUploads(ctx: Ctx, candidates: string, params: unknown[]): Promise<string[]> {
  const rows = await ctx.db.query(sql(candidates), params);
  const paths = rows.map((r) => String(r.path));
  await ctx.storage.delete([...paths, ...paths.flatMap(siblingPaths)]);
  return paths;
}
