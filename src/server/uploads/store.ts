// Keeping an upload: the quota is taken and the upload recorded in ONE statement (a conditional
// upsert of the owner's counter row feeding the insert), so quotas hold under concurrent uploads; only
// then is the temp file stored (ctx.storage: the local directory or a bucket) under a random name. Deleting frees the quota alike.
import { randomBytes } from 'node:crypto';
import type { Ctx } from '../http/context';
import type { Row } from '../db/repo';
import { AppError } from '../http/errors';
import type { TempFile } from './receive';
import { siblingPaths as siblingsOf } from '../media/stored-names';
import { ownerKey, quotaOf, uploadSettings, type Owner } from './quota';

export interface KeepOptions {
  owner: Owner;
  meetingId?: number | null;
  /** the folder under uploads/ (e.g. `form-files`, `data/12`) */
  dir: string;
  ext: string;
  mime: string;
  /** used at once (a transfer proof is attached as it arrives): never expires */
  used?: boolean;
  /** the stored name (a fresh random one when not given) */
  storedName?: string;
  /** files kept beside it under their own names (an image's variants); `file.size` counts them all */
  siblings?: { tmp: string; name: string }[];
}

export interface Kept {
  id: number;
  /** the random file name under `dir` */
  storedName: string;
  /** `dir/storedName`, relative to uploads/ */
  path: string;
  size: number;
  originalName: string;
}

const KEEP = `
WITH usage AS (
  INSERT INTO upload_usage AS u (owner_key, files, bytes, updated_at)
  SELECT $1, 1, $2::bigint, now() WHERE $2::bigint <= $4::bigint AND 1 <= $3::int
  ON CONFLICT (owner_key) DO UPDATE SET files = u.files + 1, bytes = u.bytes + EXCLUDED.bytes, updated_at = now()
    WHERE u.files + 1 <= $3::int AND u.bytes + EXCLUDED.bytes <= $4::bigint
  RETURNING 1
)
INSERT INTO uploads (owner_kind, owner_id, meeting_id, area, path, original_name, size, mime, used_at)
SELECT $5, $6, $7, $8, $9, $10, ($2::bigint)::int, $11, CASE WHEN $12::boolean THEN now() END FROM usage
RETURNING id`;

/** Takes the owner's quota (413 uploads.quota when full) and moves the file into place. */
export async function keep(ctx: Ctx, file: TempFile, o: KeepOptions): Promise<Kept> {
  const settings = await uploadSettings(ctx.db);
  const quota = quotaOf(settings, o.owner.kind);
  const storedName = o.storedName ?? `${randomBytes(16).toString('hex')}.${o.ext}`;
  const rel = `${o.dir}/${storedName}`;
  const [row] = await ctx.db.query(KEEP, [
    ownerKey(o.owner), file.size, quota.files, quota.bytes, o.owner.kind, o.owner.id, o.meetingId ?? null, o.dir.split('/')[0], rel, file.name, o.mime, !!o.used,
  ]);
  if (!row) throw new AppError(413, `files.quota.${o.owner.kind}`, { files: quota.files, mb: Math.floor(quota.bytes / 1024 / 1024) });
  try {
    // the siblings (an image's variants: WebP, or the main file's type) first, so the answered address comes with all of them
    await Promise.all((o.siblings ?? []).map((s) => ctx.storage.putFile(`${o.dir}/${s.name}`, s.tmp, s.name.endsWith('.webp') ? 'image/webp' : o.mime)));
    await ctx.storage.putFile(rel, file.tmp, o.mime);
  } catch (e) {
    await forget(ctx, rel);
    await ctx.storage.delete((o.siblings ?? []).map((s) => `${o.dir}/${s.name}`)).catch(() => {});
    throw e;
  }
  return { id: Number(row.id), storedName, path: rel, size: file.size, originalName: file.name };
}

const FORGET = `
WITH gone AS (DELETE FROM uploads WHERE path = ANY($1::text[]) RETURNING owner_kind, owner_id, size),
freed AS (SELECT owner_kind || ':' || owner_id AS k, count(*)::int AS n, sum(size)::bigint AS b FROM gone GROUP BY 1)
UPDATE upload_usage u SET files = GREATEST(u.files - freed.n, 0), bytes = GREATEST(u.bytes - freed.b, 0), updated_at = now()
FROM freed WHERE u.owner_key = freed.k`;

/** Deletes stored files (paths relative to uploads/) and gives their quota back; unknown paths are only removed from disk. */
export async function forget(ctx: Ctx, ...rels: string[]): Promise<void> {
  const list = rels.filter((r) => r && !r.split('/').some((s) => s === '..' || s === ''));
  if (!list.length) return;
  await ctx.db.query(FORGET, [list]);
  await ctx.storage.delete([...list, ...list.flatMap(siblingsOf)]);
}

/** Marks the owner's uploads at these paths as used: a submitted registration holds them, they no longer expire. */
export async function markUsed(ctx: Ctx, owner: Owner, rels: string[]): Promise<void> {
  if (!rels.length) return;
  await ctx.db.query('UPDATE uploads SET used_at = now() WHERE owner_kind = $1 AND owner_id = $2 AND path = ANY($3::text[]) AND used_at IS NULL', [owner.kind, owner.id, rels]);
}

/** Which of these paths the owner uploaded (and still has). */
export async function ownedPaths(ctx: Ctx, owner: Owner, rels: string[]): Promise<Set<string>> {
  if (!rels.length) return new Set();
  const rows = await ctx.db.query('SELECT path FROM uploads WHERE owner_kind = $1 AND owner_id = $2 AND path = ANY($3::text[])', [owner.kind, owner.id, rels]);
  return new Set(rows.map((r) => String(r.path)));
}

/** The recorded upload at a path (its original name, size, type), if any. */
export async function uploadAt(ctx: Ctx, rel: string): Promise<{ originalName: string; size: number; mime: string } | undefined> {
  const [r] = await ctx.db.query('SELECT original_name, size, mime FROM uploads WHERE path = $1', [rel]);
  return r ? { originalName: String(r.original_name), size: Number(r.size), mime: String(r.mime) } : undefined;
}

/** An upload of a meeting's organizer into that meeting's folder `area/<meetingId>` (public images, documents). */
export const keepForMeeting = (ctx: Ctx, file: TempFile, meeting: Row, area: string, type: { ext: string; mime: string }, more: Pick<KeepOptions, 'storedName' | 'siblings'> = {}) =>
  keep(ctx, file, { owner: { kind: 'organizer', id: Number(meeting.organizer_id) }, meetingId: Number(meeting.id), dir: `${area}/${meeting.id}`, ...type, ...more });
