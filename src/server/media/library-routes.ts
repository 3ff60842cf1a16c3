// A meeting's media library (entity mediaItem, schemas/entities/media-item.json): every file uploaded for
// its media and website (areas `media` and `website` of the uploads table), with the category and
// description it was uploaded with; the editor's grid picks an existing file from it. Its list is the
// schema's (filters, order, page size: db/paged-list.ts), only the meeting's editors read it, and a file
// is deleted only while nothing of the meeting shows it (media/in-use.ts), else 409 names where.
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../http/context';
import type { Row } from '../db/repo';
import { route, ok } from '../http/route';
import { AppError } from '../http/errors';
import { childIdParam, ownedChild, queryMeeting } from '../meeting-content/scope';
import { pagedList } from '../db/paged-list';
import { forget } from '../uploads/store';
import { placesIn, usesOf } from './in-use';

const NOT_FOUND = 'media.notFound';
/** where each area's files are answered (media/routes.ts, website/upload-routes.ts) */
const URL_OF: Record<string, string> = { media: '/api/media/files/', website: '/api/media/website/files/' };
/** a kind is read from the stored type (trusted SQL, chosen by the query schema's enum) */
const KIND_WHERE: Record<string, string> = {
  image: "u.mime LIKE 'image/%'",
  video: "u.mime LIKE 'video/%'",
  file: "u.mime NOT LIKE 'image/%' AND u.mime NOT LIKE 'video/%'",
};

/** Makes the uploads just kept (keep.ts wrote their rows) items of their meeting's library. */
export async function addToLibrary(ctx: Ctx, paths: string[], category: string, description: string): Promise<void> {
  if (!paths.length) return;
  await ctx.db.query(
    `INSERT INTO media_items (meeting_id, upload_id, category, description)
     SELECT meeting_id, id, $1, $2 FROM uploads WHERE path = ANY($3::text[]) AND meeting_id IS NOT NULL ON CONFLICT (upload_id) DO NOTHING`,
    [category, description.slice(0, 500) || null, paths],
  );
}

export function mediaLibraryRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const repo = () => ctx.repo('mediaItem');
  /** an item as answered: its record and its file (x-row: url, originalName, size, mime) */
  const answer = (r: Row) => {
    const [area, meetingId, name] = String(r.path).split('/');
    const { path: _p, ...rec } = repo().fromRow(r)!;
    return { ...rec, url: `${URL_OF[area]}${meetingId}/${name}`, size: Number(r.size) };
  };

  route(app, {
    method: 'GET', url: '/api/media/library', access: { meeting: ['editor'] }, tags: ['media'], query: 'media.libraryQuery',
    answer: '{ list: mediaItem[], total, page, size }',
    summary: 'The media library of a meeting (?meetingId): its uploaded images, videos and files, newest first, a page at a time (?category, ?kind=image|video|file)',
    async handler(req) {
      const meeting = await queryMeeting(ctx, req);
      const q = req.query as Row;
      const where = ['i.meeting_id = $1', ...(q.kind ? [KIND_WHERE[String(q.kind)]] : [])];
      return ok(await pagedList(ctx, 'mediaItem', q, {
        from: 'media_items i JOIN uploads u ON u.id = i.upload_id', alias: 'i', where, args: [meeting.id],
        select: 'i.*, u.path, u.original_name, u.size, u.mime', answer,
      }));
    },
  });

  route(app, {
    method: 'DELETE', url: '/api/media/library/:id', errors: [409], access: { meeting: ['editor'], of: { table: 'media_items', param: 'id' } }, tags: ['media'],
    summary: 'Delete a file of the media library that nothing of its meeting shows (409 names where it is shown)',
    async handler(req) {
      // another organizer's item answers as if it did not exist
      const item = await ownedChild(ctx, req.caller!.user, 'media_items', childIdParam(req, 'id', NOT_FOUND), NOT_FOUND);
      const [upload] = await ctx.db.query('SELECT path FROM uploads WHERE id = $1', [item.upload_id]);
      if (upload) {
        const places = await usesOf(ctx, Number(item.meeting_id), String(upload.path));
        if (places.length) throw new AppError(409, 'media.inUse', { places: placesIn(ctx, places) });
      }
      await ctx.db.query('DELETE FROM media_items WHERE id = $1', [item.id]);
      if (upload) await forget(ctx, String(upload.path));
      return ok(null, req.t('media.deleted'));
    },
  });
}
