// Deleting a meeting deletes its files: in the statement that deletes the meeting row, every upload
// recorded for it (organizer media, website images, content images, documents, badge backgrounds, and
// its participants' proofs and form attachments) loses its row and gives its quota back, so nothing
// counts against anyone once the meeting is gone; then the stored files go, with everything under the
// meeting's own folders (files kept before uploads were recorded included), its exports built on the
// server (exports/<meetingId>/, exports/jobs/) among them: their rows go with the meeting's.
import type { Ctx } from '../http/context';
import { siblingPaths } from '../media/stored-names';

/** The folders `<area>/<meetingId>/` a meeting's files are kept under. */
export const MEETING_AREAS = ['media', 'website', 'content', 'data', 'badges', 'exports'];

const DELETE_MEETING = `
WITH m AS (DELETE FROM meetings WHERE id = $1 AND ($2::int IS NULL OR organizer_id = $2) RETURNING id),
jobs AS (DELETE FROM export_jobs WHERE meeting_id IN (SELECT id FROM m)),
gone AS (DELETE FROM uploads WHERE meeting_id IN (SELECT id FROM m) RETURNING owner_kind, owner_id, size, path),
freed AS (
  UPDATE upload_usage x SET files = GREATEST(x.files - g.n, 0), bytes = GREATEST(x.bytes - g.b, 0), updated_at = now()
  FROM (SELECT owner_kind || ':' || owner_id AS k, count(*)::int AS n, sum(size)::bigint AS b FROM gone GROUP BY 1) g
  WHERE x.owner_key = g.k RETURNING 1
)
SELECT (SELECT count(*) FROM m)::int AS deleted, (SELECT count(*) FROM freed)::int AS freed, COALESCE((SELECT array_agg(path) FROM gone), '{}') AS paths`;

/**
 * Deletes the meeting (of `owner`, any when null) with its uploads' rows in one statement; answers
 * false when there was no such meeting. Its files are then deleted from the store; a store failing
 * there is logged (the meeting is gone either way) and leaves files no row names.
 */
export async function deleteMeetingAndFiles(ctx: Ctx, id: number, owner: number | null, log: { error(o: object, msg: string): void }): Promise<boolean> {
  const [r] = await ctx.db.query(DELETE_MEETING, [id, owner]);
  if (!r || !Number(r.deleted)) return false;
  try {
    await removeMeetingFiles(ctx, id, (r.paths as string[]) ?? []);
  } catch (err) {
    log.error({ err }, `meeting ${id}: deleting its stored files failed`);
  }
  return true;
}

/** The stored files of meeting `id`: the recorded paths (and an image's variants beside them), then its folders. */
export async function removeMeetingFiles(ctx: Ctx, id: number, paths: string[]) {
  const folders = MEETING_AREAS.map((a) => `${a}/${id}/`);
  // files outside the meeting's folders (participants' proofs and attachments) by name; the folders whole
  await ctx.storage.delete([...paths, ...paths.flatMap(siblingPaths)].filter((p) => !folders.some((f) => p.startsWith(f))));
  for (const f of folders) await ctx.storage.deletePrefix(f);
}
