// A meeting's media library: every file uploaded for its website and rich text (areas `media` and
// `website` of the uploads table), newest first, one page at a time, with the category and description
// it was uploaded with; the editor's grid picks an existing image from it. Only the meeting's editors
// read it. A file is deleted only while nothing of the meeting shows it (its stored name appears in no
// row of the tables below), else 409 names why.
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../http/context';
import type { Row } from '../db/repo';
import { route, ok } from '../http/route';
import { AppError } from '../http/errors';
import { ownedMeeting } from '../meetings/scoped';
import { queryMeeting } from '../meeting-content/scope';
import { forget } from '../uploads/store';

const AREAS = ['media', 'website'];
/** where each area's files are answered (media/routes.ts, website/upload-routes.ts) */
const URL_OF: Record<string, string> = { media: '/api/media/files/', website: '/api/media/website/files/' };
const KIND_WHERE: Record<string, string> = {
  image: "mime LIKE 'image/%'",
  video: "mime LIKE 'video/%'",
  file: "mime NOT LIKE 'image/%' AND mime NOT LIKE 'video/%'",
};
/** the meeting's rows that may show an uploaded file by its address (trusted names, never input) */
const SHOWN_IN = ['website_data', 'contact_us_configs', 'speakers', 'partners', 'news', 'hotels', 'agenda_sessions', 'registration_flows', 'badge_designs'];

/** Records the category and description an upload came with (the rows keep.ts just wrote). */
export async function describeUploads(ctx: Ctx, paths: string[], category: string, description: string): Promise<void> {
  if (!paths.length) return;
  await ctx.db.query('UPDATE uploads SET category = $1, description = $2 WHERE path = ANY($3::text[])', [category.slice(0, 20), description.slice(0, 500) || null, paths]);
}

const item = (r: Row) => {
  const [area, meetingId, name] = String(r.path).split('/');
  return {
    id: Number(r.id), url: `${URL_OF[area]}${meetingId}/${name}`, originalName: r.original_name, size: Number(r.size), mime: r.mime,
    category: r.category ?? null, description: r.description ?? null, createdAt: r.created_at,
  };
};

/** Whether any row of the meeting (or the meeting itself) shows the file stored under `name`. */
async function inUse(ctx: Ctx, meetingId: number, name: string): Promise<boolean> {
  // an image is shown by any of its variants: the 32-hex base names them all
  const needle = /^[a-f0-9]{32}/.exec(name)?.[0] ?? name;
  const checks = [...SHOWN_IN.map((t) => `SELECT 1 FROM ${t} x WHERE x.meeting_id = $1 AND strpos(x::text, $2) > 0`), 'SELECT 1 FROM meetings x WHERE x.id = $1 AND strpos(x::text, $2) > 0'];
  const [hit] = await ctx.db.query(`${checks.map((c) => `(${c} LIMIT 1)`).join(' UNION ALL ')} LIMIT 1`, [meetingId, needle]);
  return !!hit;
}

export function mediaLibraryRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, {
    method: 'GET', url: '/api/media/library', access: { meeting: ['editor'] }, tags: ['media'], query: 'media.libraryQuery',
    answer: '{ list: [{ id, url, originalName, size, mime, category, description, createdAt }], total, page, size }',
    summary: 'The media library of a meeting (?meetingId): its uploaded images, videos and files, newest first, a page at a time (?kind=image|video|file)',
    async handler(req) {
      const meeting = await queryMeeting(ctx, req);
      const q = req.query as Row;
      const page = Number(q.page ?? 1);
      const size = Number(q.size ?? 24);
      const kind = q.kind ? ` AND ${KIND_WHERE[String(q.kind)]}` : '';
      const where = `meeting_id = $1 AND area = ANY($2::text[])${kind}`;
      const [{ n }] = await ctx.db.query(`SELECT count(*)::int AS n FROM uploads WHERE ${where}`, [meeting.id, AREAS]);
      const rows = await ctx.db.query(
        `SELECT id, path, original_name, size, mime, category, description, created_at FROM uploads WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
        [meeting.id, AREAS, size, (page - 1) * size],
      );
      return ok({ list: rows.map(item), total: Number(n), page, size });
    },
  });

  route(app, {
    method: 'DELETE', url: '/api/media/library/:id', errors: [409], access: { meeting: ['editor'], of: { table: 'uploads', param: 'id' } }, tags: ['media'],
    summary: 'Delete a file of the media library that nothing of its meeting shows (409 while in use)',
    async handler(req) {
      const id = Number((req.params as Row).id);
      if (!/^\d{1,9}$/.test(String((req.params as Row).id))) throw new AppError(404, 'media.notFound');
      const [r] = await ctx.db.query('SELECT id, path, meeting_id FROM uploads WHERE id = $1 AND area = ANY($2::text[]) AND meeting_id IS NOT NULL', [id, AREAS]);
      if (!r) throw new AppError(404, 'media.notFound');
      // someone else's meeting answers as if the file did not exist
      try {
        await ownedMeeting(ctx, req.caller!.user, Number(r.meeting_id));
      } catch {
        throw new AppError(404, 'media.notFound');
      }
      if (await inUse(ctx, Number(r.meeting_id), String(r.path).split('/')[2])) throw new AppError(409, 'media.inUse');
      await forget(ctx, String(r.path));
      return ok(null, req.t('media.deleted'));
    },
  });
}
