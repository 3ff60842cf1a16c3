// Images of a meeting's content records (a speaker's photo, a partner's logo, a news cover: the
// properties marked `x-widget: image-upload` in their entity schemas). An image is uploaded before its
// record is saved: it is kept at once through the media pipeline (media/keep.ts: WebP + JPEG/PNG
// variants) under uploads/content/<meetingId>/, counted in the organizer's quota, as a *pending* upload
// of that meeting (used_at null). Saving a record attaches it (used_at set) — only an image of the
// record's own meeting, so nobody attaches another organizer's upload; one never attached expires
// with the participants' unused files (uploads/sweep.ts). A record changed or deleted lets its old
// image go once no content record names it. A record copied from the organizer's library gets its own
// copy of the image, so deleting the source keeps it.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../http/context';
import type { Row } from '../db/repo';
import { snake } from '../db/ddl';
import { route } from '../http/route';
import { AppError, notFound } from '../http/errors';
import { keepMedia } from '../media/keep';
import { mediaLimits } from '../media/settings';
import { forget, keep } from '../uploads/store';
import { copyToFile } from '../storage/to-file';
import { expireUploads } from '../uploads/expire';
import type { TempFile } from '../uploads/receive';
import { PUBLIC_CACHE, sendStored } from '../uploads/serve';
import { variantName, variantsOf } from '../../shared/media/variants';
import { IMAGE_MAX, imageType, withDataUpload } from './upload';
import { done, queryMeeting } from './scope';

const AREA = 'content';
const PREFIX = '/api/files/content/';
const NAME = /^[a-f0-9]{32}(?:-w\d{1,4})?\.(png|jpg|gif|webp|bmp|tif)$/;
const MIME: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', bmp: 'image/bmp', tif: 'image/tiff' };

/** A file this server keeps for a meeting, by its address: its path under uploads/, or undefined (an outside address). */
export function localPath(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  const m = /^\/api\/(?:files\/(content|data)|media\/files)\/(\d{1,9})\/([^/]+)$/.exec(url);
  if (!m || !/^[a-f0-9]{32}(?:-w\d{1,4})?\.[a-z]{2,4}$/.test(m[3])) return undefined;
  return `${m[1] ?? 'media'}/${m[2]}/${m[3]}`;
}

/** The entity's image properties (x-widget image-upload): derived, so a new one needs no list here. */
export function imageFields(ctx: Ctx, entity: string): string[] {
  const props = ctx.schemas.entities[entity]?.properties ?? {};
  return Object.keys(props).filter((k) => props[k]['x-widget'] === 'image-upload');
}

const imageEntities = (ctx: Ctx) => Object.keys(ctx.schemas.entities).filter((e) => imageFields(ctx, e).length);

/** SQL true when a content record names the address `'/api/files/' || u.path` (u: a row of uploads). */
function namedSql(ctx: Ctx): string {
  const any = imageEntities(ctx).flatMap((e) => imageFields(ctx, e).map((f) => `EXISTS (SELECT 1 FROM ${ctx.repo(e).table} x WHERE x.${snake(f)} = '/api/files/' || u.path)`));
  return any.length ? `(${any.join(' OR ')})` : 'false';
}

/** Keeps an uploaded image of the meeting (pending unless `used`); a BMP is kept as sent (the encoder reads none), as is one it cannot decode. */
export async function keepContentImage(ctx: Ctx, meeting: Row, file: TempFile, typeKey: string, used = false) {
  const type = await imageType(file);
  if (!type) throw new AppError(415, typeKey);
  const o = { area: AREA, urlPrefix: PREFIX, image: type.ext !== 'bmp', settings: await mediaLimits(ctx.db) };
  // a file of an accepted type the encoder cannot read (some TIFFs) is kept as sent, as before the pipeline
  const kept = await keepMedia(ctx, meeting, file, type, o).catch((e) => {
    if (e instanceof AppError && e.key === 'media.broken') return keepMedia(ctx, meeting, file, type, { ...o, image: false });
    throw e;
  });
  if (used) await ctx.db.query('UPDATE uploads SET used_at = now() WHERE path = $1', [`${AREA}/${meeting.id}/${kept.fileName}`]);
  return kept;
}

/**
 * Before a record of `meeting` is written with `values`: every image address that changed and names a
 * file of this server must be an upload of this very meeting (400 under the field otherwise), and is
 * marked used. Addresses left as they were (older records) and outside addresses pass.
 */
export async function attachImages(ctx: Ctx, entity: string, meeting: Row, values: Row, before?: Row) {
  for (const f of imageFields(ctx, entity)) {
    const v = values[f];
    if (!v || v === before?.[f]) continue;
    const rel = localPath(v);
    if (!rel) continue;
    const rows = await ctx.db.query('UPDATE uploads SET used_at = COALESCE(used_at, now()) WHERE path = $1 AND meeting_id = $2 RETURNING id', [rel, meeting.id]);
    const named = { fieldKey: `${entity}.${f}` };
    if (!rows.length) throw new AppError(400, 'dataManagement.imageNotOfMeeting', named, [{ path: `/${f}`, key: 'dataManagement.imageNotOfMeeting', params: named }]);
  }
}

/** After a record (camelCase, as fromRow gives it) changed to `after` or was deleted: its old content images no record names any more are deleted. */
export async function releaseImages(ctx: Ctx, entity: string, before: Row, after?: Row) {
  const gone = imageFields(ctx, entity).filter((f) => before[f] && before[f] !== after?.[f]).map((f) => localPath(before[f]));
  // its meeting's content images, and those it kept before them (data/)
  const rels = [...new Set(gone)].filter((r): r is string => [AREA, 'data'].some((a) => r?.startsWith(`${a}/${before.meetingId}/`)));
  if (!rels.length) return;
  const free = await ctx.db.query(`SELECT u.path FROM uploads u WHERE u.path = ANY($1::text[]) AND NOT ${namedSql(ctx)}`, [rels]);
  await forget(ctx, ...free.map((r) => String(r.path)));
}

/**
 * A copy of the image at `url` owned by `meeting` (a library copy): a file of the organizer's meetings is
 * copied with its variants (one used upload, counted in the quota), a file kept as sent goes through the
 * pipeline; an outside address stays; a file of someone else's meeting, or gone, leaves the copy without.
 */
async function copyImage(ctx: Ctx, meeting: Row, url: string): Promise<string> {
  const rel = localPath(url);
  if (!rel) return url;
  const [src] = await ctx.db.query('SELECT u.original_name, u.mime FROM uploads u JOIN meetings m ON m.id = u.meeting_id WHERE u.path = $1 AND m.organizer_id = $2', [rel, meeting.organizer_id]);
  if (!src) return '';
  const scratch = path.join(ctx.uploadDir, '.tmp', `c-${randomBytes(12).toString('hex')}`);
  await fs.promises.mkdir(scratch, { recursive: true });
  try {
    const v = variantsOf(`/${rel}`);
    const from = rel.slice(0, rel.lastIndexOf('/') + 1);
    const fetched = async (key: string, to: string) => {
      const size = await copyToFile(ctx.storage, key, to);
      if (size === undefined) throw Object.assign(new Error(`${key} is gone`), { code: 'ENOENT' });
      return size;
    };
    if (v) {
      const base = randomBytes(16).toString('hex');
      const names = v.widths.flatMap((w) => ['webp', v.ext].map((ext) => [variantName(v.base, w, ext), variantName(base, w, ext)]));
      let bytes = 0;
      for (const [a, b] of names) {
        bytes += await fetched(from + a, path.join(scratch, b));
      }
      const main = variantName(base, v.top, v.ext);
      await keep(ctx, { tmp: path.join(scratch, main), size: bytes, name: String(src.original_name), field: 'file' }, {
        owner: { kind: 'organizer', id: Number(meeting.organizer_id) }, meetingId: Number(meeting.id), dir: `${AREA}/${meeting.id}`, ext: v.ext, mime: String(src.mime), used: true,
        storedName: main, siblings: names.map(([, b]) => b).filter((b) => b !== main).map((b) => ({ tmp: path.join(scratch, b), name: b })),
      });
      return `${PREFIX}${meeting.id}/${main}`;
    }
    const tmp = path.join(scratch, 'file');
    const file: TempFile = { tmp, size: await fetched(rel, tmp), name: String(src.original_name), field: 'file' };
    return (await keepContentImage(ctx, meeting, file, 'dataManagement.imageType', true)).fileUrl;
  } catch (e) {
    if ((e as { code?: string }).code === 'ENOENT' || (e instanceof AppError && e.status === 415)) return '';
    throw e;
  } finally {
    await fs.promises.rm(scratch, { recursive: true, force: true });
  }
}

/** The record's image properties as copies owned by `meeting` (library.ts); `undo` deletes the copies when the record is not written after all. */
export async function ownImages(ctx: Ctx, entity: string, meeting: Row, record: Row): Promise<{ values: Row; undo: () => Promise<void> }> {
  const values: Row = {};
  for (const f of imageFields(ctx, entity)) if (record[f]) values[f] = await copyImage(ctx, meeting, String(record[f]));
  const made = Object.values(values).map(localPath).filter((r): r is string => !!r?.startsWith(`${AREA}/${meeting.id}/`));
  return { values, undo: () => forget(ctx, ...made) };
}

/** One batch of pending content images older than `hours` that no record names: deleted (a named one is marked used). */
export function sweepPendingImages(ctx: Ctx, hours: number): Promise<string[]> {
  return expireUploads(ctx, `SELECT u.id, ${namedSql(ctx)} AS used FROM uploads u
    WHERE u.area = '${AREA}' AND u.used_at IS NULL AND u.created_at < now() - make_interval(hours => $1::int)`, [Math.floor(hours)]);
}

export function contentImageRoutes(app: FastifyInstance) {
  const { ctx } = app;
  route(app, {
    method: 'POST', url: '/api/content-images', access: { meeting: ['editor'] }, tags: ['content-images'], query: 'data.meetingQuery', multipart: { files: ['file'] },
    answer: '{ fileUrl, url, width?, height?, variants?: [{ width, webp, fallback }] }',
    summary: 'Upload an image for a speaker, partner or news record of the meeting (?meetingId) before the record is saved (jpeg, png, gif, bmp or tiff, at most 5 MB): kept as WebP and JPEG/PNG variants, pending until a record is saved with it, deleted when none is',
    async handler(req) {
      const meeting = await queryMeeting(ctx, req);
      return withDataUpload(ctx, req, IMAGE_MAX, 'dataManagement.imageSize', async ({ files: [file] }) => {
        if (!file) throw new AppError(400, 'dataManagement.fileMissing');
        const kept = await keepContentImage(ctx, meeting, file, 'dataManagement.imageType');
        return done({ fileUrl: kept.fileUrl, url: kept.fileUrl, width: kept.width, height: kept.height, variants: kept.variants }, req.t('dataManagement.uploaded'));
      });
    },
  });

  route(app, {
    method: 'GET', url: '/api/files/content/:meetingId/:name', access: 'public', tags: ['content-images'], answer: 'image', file: Object.values(MIME),
    summary: 'A content image (speaker photo, partner logo, news cover) or one of its variants',
    async handler(req, reply) {
      const { meetingId, name } = req.params as { meetingId: string; name: string };
      const m = NAME.exec(name);
      if (!/^\d{1,9}$/.test(meetingId) || !m) throw notFound();
      return sendStored(reply, ctx.storage, `${AREA}/${meetingId}/${name}`, { type: MIME[m[1]], cache: PUBLIC_CACHE });
    },
  });
}
