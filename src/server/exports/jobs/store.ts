// The rows of exports built on the server (entity exportJob, schemas/entities/export-job.json): started
// once per meeting, kind and scope (the partial unique index over the queued and running ones decides
// a race, so two starts at once make one job), counted as they run, finished with their stored file or
// failed with a message key. A job that stops answering (its process died with the in-memory queue) is
// stale after STALE_MS without progress: the next start of the same scope marks it failed and begins anew.
import type { Ctx } from '../../http/context';
import type { Row } from '../../db/repo';

export type ExportKind = 'badges-pdf' | 'participants-xlsx';
export const STALE_MS = 2 * 60_000;
/** a queued job waits this long for a worker before a new start replaces it */
const QUEUED_STALE_MS = 60 * 60_000;
export const FOLDER = 'exports';

export const fileKeyOf = (meetingId: number, name: string) => `${FOLDER}/${meetingId}/${name}`;

const ACTIVE = "status IN ('queued', 'running')";

/** The job of a new start, or the one already queued or running for the scope (`fresh: false`). */
export async function startJob(ctx: Ctx, j: { meetingId: number; kind: ExportKind; params: Row; scopeKey: string; requestedBy: number; lang: string }): Promise<{ row: Row; fresh: boolean }> {
  const scope = [j.meetingId, j.kind, j.scopeKey];
  await ctx.db.query(
    `UPDATE export_jobs SET status = 'failed', error_key = 'exports.job.errors.interrupted', finished_at = now()
      WHERE meeting_id = $1 AND kind = $2 AND scope_key = $3 AND ${ACTIVE}
        AND COALESCE(finished_at, created_at) < now() - (CASE WHEN status = 'running' THEN $4 ELSE $5 END || ' milliseconds')::interval`,
    [...scope, STALE_MS, QUEUED_STALE_MS]);
  const [row] = await ctx.db.query(
    `INSERT INTO export_jobs (meeting_id, kind, scope_key, params, requested_by, lang) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (meeting_id, kind, scope_key) WHERE ${ACTIVE} DO NOTHING RETURNING *`,
    [...scope, JSON.stringify(j.params), j.requestedBy, j.lang]);
  if (row) return { row, fresh: true };
  const [held] = await ctx.db.query(`SELECT * FROM export_jobs WHERE meeting_id = $1 AND kind = $2 AND scope_key = $3 AND ${ACTIVE}`, scope);
  // finished between the two statements: start again
  return held ? { row: held, fresh: false } : startJob(ctx, j);
}

/**
 * Running, with the count so far; answers false when the job is no longer this run's (deleted, or
 * marked failed as stale): the worker then stops. `finished_at` doubles as the heartbeat while running.
 */
export async function progress(ctx: Ctx, id: number, done: number, total: number): Promise<boolean> {
  const rows = await ctx.db.query(
    `UPDATE export_jobs SET status = 'running', done = $2, total = $3, finished_at = now() WHERE id = $1 AND ${ACTIVE} RETURNING id`, [id, done, total]);
  return rows.length > 0;
}

export async function finishJob(ctx: Ctx, id: number, f: { fileKey: string; fileName: string; size: number; done: number; pages?: number }): Promise<boolean> {
  const rows = await ctx.db.query(
    `UPDATE export_jobs SET status = 'done', done = $2, total = $2, file_key = $3, file_name = $4, size = $5, pages = $6, error_key = NULL, finished_at = now()
      WHERE id = $1 AND ${ACTIVE} RETURNING id`, [id, f.done, f.fileKey, f.fileName, f.size, f.pages ?? null]);
  return rows.length > 0;
}

export async function failJob(ctx: Ctx, id: number, errorKey: string): Promise<void> {
  await ctx.db.query(`UPDATE export_jobs SET status = 'failed', error_key = $2, finished_at = now() WHERE id = $1 AND ${ACTIVE}`, [id, errorKey]);
}

export async function jobById(ctx: Ctx, id: number): Promise<Row | undefined> {
  const [row] = await ctx.db.query('SELECT * FROM export_jobs WHERE id = $1', [id]);
  return row;
}
