// The organizer's library of a meeting resource (speakers, partners): the records of the organizer's
// other meetings, one per name (the latest), offered in a picker; the one picked is copied into this
// meeting with every property its form holds, so a speaker who comes back each year is entered once.
// Tenancy: both meetings belong to the same organizer (a super admin picks within the target meeting's
// organizer); anything else is 404, as if the record did not exist. The copy gets its own copies of
// the record's images (content-images.ts).
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import { AppError } from '../http/errors';
import type { Row } from '../db/repo';
import { done, queryMeeting } from './scope';
import type { ResourceDef } from './resource';
import { ownImages } from './content-images';

/** what a library row shows after its name (a speaker's company, a partner's type) */
export interface LibraryDef { detail: string; pickBody: string }

const LIMIT = 500;

export function libraryRoutes(app: FastifyInstance, def: ResourceDef & { library: LibraryDef }, written: (body: unknown) => Row) {
  const { ctx } = app;
  const repo = () => ctx.repo(def.entity);
  const table = () => repo().table;

  route(app, {
    method: 'GET', url: `${def.base}/library`, access: { meeting: ['editor'] }, tags: [def.tag], query: 'data.meetingQuery', answer: `${def.entity}[]`,
    summary: `The organizer's ${def.entity} library: the latest record of each name in the organizer's other meetings (?meetingId: the meeting it would join), with a label naming its meeting`,
    async handler(req) {
      const meeting = await queryMeeting(ctx, req);
      const rows = await ctx.db.query(
        `SELECT * FROM (
           SELECT DISTINCT ON (lower(c.name)) c.*, m.title AS meeting_title
           FROM ${table()} c JOIN meetings m ON m.id = c.meeting_id
           WHERE m.organizer_id = $1 AND c.meeting_id <> $2
             AND NOT EXISTS (SELECT 1 FROM ${table()} t WHERE t.meeting_id = $2 AND lower(t.name) = lower(c.name))
           ORDER BY lower(c.name), c.updated_at DESC NULLS LAST, c.id DESC
         ) x ORDER BY lower(name) LIMIT ${LIMIT}`,
        [meeting.organizer_id, meeting.id],
      );
      return done(rows.map((r: Row) => {
        const rec = repo().fromRow(r)!;
        const extra = rec[def.library.detail];
        return { ...rec, label: `${rec.name}${extra ? ` · ${extra}` : ''} — ${rec.meetingTitle}` };
      }), 'ok');
    },
  });

  route(app, {
    method: 'POST', url: `${def.base}/from-library`, access: { meeting: ['editor'] }, tags: [def.tag], query: 'data.meetingQuery', body: def.library.pickBody, answer: def.entity, errors: [409],
    summary: `Copy a ${def.entity} of the organizer's other meeting into this one (?meetingId); a name the meeting already has is refused`,
    async handler(req) {
      const meeting = await queryMeeting(ctx, req);
      const sourceId = Number((req.body as Row).id);
      const pick = (db: typeof ctx.db) => db.query(
        `SELECT c.* FROM ${table()} c JOIN meetings m ON m.id = c.meeting_id WHERE c.id = $1 AND m.organizer_id = $2 AND c.meeting_id <> $3`,
        [sourceId, meeting.organizer_id, meeting.id],
      );
      const [first] = await pick(ctx.db);
      if (!first) throw new AppError(404, def.notFoundKey);
      // the copy owns its images (copied before the lock: files take time), so deleting the source keeps them
      const images = await ownImages(ctx, def.entity, meeting, repo().fromRow(first)!);
      const row = await ctx.db.tx(async (db) => {
        // copies into one meeting queue here, so two at once cannot both add the same name
        await db.query('SELECT id FROM meetings WHERE id = $1 FOR UPDATE', [meeting.id]);
        const [src] = await pick(db);
        if (!src) throw new AppError(404, def.notFoundKey);
        const record = repo().fromRow(src)!;
        const [taken] = await db.query(`SELECT 1 FROM ${table()} WHERE meeting_id = $1 AND lower(name) = lower($2)`, [meeting.id, record.name]);
        if (taken) throw new AppError(409, 'dataManagement.libraryDuplicate', { name: record.name });
        return repo().insert(db, { ...written(record), ...images.values, meetingId: meeting.id, adminId: meeting.organizer_id });
      }).catch(async (e) => {
        await images.undo();
        throw e;
      });
      return done(repo().public(row), req.t('dataManagement.libraryAdded'));
    },
  });
}
