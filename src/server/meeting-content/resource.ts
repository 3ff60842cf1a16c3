// One meeting-scoped list of records (speakers, partners) with the spec's call shapes: create under
// ?meetingId, read/update/delete by id through the meeting's owner, the meeting's list for its owner,
// the active ones for the public site, and all-or-nothing batch delete.
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import { pickWritten } from '../../shared/schema/pick';
import type { Row } from '../db/repo';
import { libraryRoutes, type LibraryDef } from './library';
import { attachImages, releaseImages } from './content-images';
import { assertAllOwned, batchIds, childIdParam, done, existingMeeting, meetingOf, ownedChild, queryMeeting } from './scope';

export interface ResourceDef {
  entity: string;
  /** e.g. /api/speakers */
  base: string;
  tag: string;
  saveBody: string;
  notFoundKey: string;
  /** what the public list and the owner's list are sorted by */
  order: string;
  /** rules beyond the schema, run on create and update */
  check?: (body: Row) => void;
  /** the organizer's library of this resource across meetings (library.ts) */
  library?: LibraryDef;
}

/**
 * A record as the public site may show it: a property marked `x-public-if: <flag>` in the entity's
 * schema (a speaker's phone and e-mail) is left out unless the record's boolean <flag> is set.
 */
export function publicView(schema: Row, record: Row): Row {
  const out = { ...record };
  for (const [k, p] of Object.entries<Row>(schema.properties)) if (p['x-public-if'] && record[p['x-public-if']] !== true) delete out[k];
  return out;
}

export function meetingResource(app: FastifyInstance, def: ResourceDef) {
  const { ctx } = app;
  const repo = () => ctx.repo(def.entity);
  const table = () => repo().table;
  const list = async (meetingId: number, activeOnly: boolean, keyword?: string) => {
    const rows = await ctx.db.query(
      `SELECT * FROM ${table()} WHERE meeting_id = $1 AND ($2::boolean = false OR status = 'active') AND ($3::text IS NULL OR name ILIKE '%' || $3 || '%') ORDER BY ${def.order}`,
      [meetingId, activeOnly, keyword || null],
    );
    return rows.map((r: Row) => repo().fromRow(r));
  };
  // what the save form holds for the record (one pick: a property added to the form is stored as is)
  const written = (body: unknown) => pickWritten(ctx.schemas.composed[def.saveBody], body as Row);
  const one = (req: Parameters<typeof childIdParam>[0]) => ownedChild(ctx, req.caller!.user, table(), childIdParam(req, 'id', def.notFoundKey), def.notFoundKey);

  route(app, {
    method: 'POST', url: def.base, access: { meeting: ['editor'] }, tags: [def.tag], query: 'data.meetingQuery', body: def.saveBody, answer: def.entity,
    summary: `Create a ${def.entity} of the caller's meeting (?meetingId)`,
    async handler(req) {
      const meeting = await queryMeeting(ctx, req);
      def.check?.(req.body as Row);
      const values = written(req.body);
      await attachImages(ctx, def.entity, meeting, values);
      const row = await repo().insert(ctx.db, { ...values, meetingId: meeting.id, adminId: meeting.organizer_id });
      return done(repo().public(row), req.t('dataManagement.created'));
    },
  });

  if (def.library) libraryRoutes(app, { ...def, library: def.library }, written);

  route(app, {
    method: 'PUT', url: `${def.base}/:id`, access: { meeting: ['editor'], of: { table: table(), param: 'id' } }, tags: [def.tag], body: def.saveBody, answer: def.entity,
    summary: `Change a ${def.entity} (fields of its form)`,
    async handler(req) {
      const row = await one(req);
      def.check?.(req.body as Row);
      const values = written(req.body);
      const before = repo().fromRow(row)!;
      await attachImages(ctx, def.entity, { id: row.meeting_id }, values, before);
      const saved = await repo().update(ctx.db, { id: row.id }, { ...values, updatedAt: new Date().toISOString() });
      await releaseImages(ctx, def.entity, before, values);
      return done(repo().public(saved), req.t('dataManagement.updated'));
    },
  });

  route(app, {
    method: 'GET', url: `${def.base}/:id`, access: { meeting: ['editor', 'viewer'], of: { table: table(), param: 'id' } }, tags: [def.tag], answer: def.entity, summary: `One ${def.entity} of the caller's meetings`,
    async handler(req) {
      return done(repo().fromRow(await one(req)), 'ok');
    },
  });

  route(app, {
    method: 'GET', url: `${def.base}/meeting/:meetingId`, access: { meeting: ['editor', 'viewer'] }, tags: [def.tag], answer: `${def.entity}[]`,
    summary: `Every ${def.entity} of the caller's meeting (?keyword filters by name)`,
    async handler(req) {
      const meeting = await meetingOf(ctx, req);
      return done(await list(meeting.id, false, (req.query as Row)?.keyword), 'ok');
    },
  });

  route(app, {
    method: 'GET', url: `${def.base}/meeting/:meetingId/active`, access: 'public', tags: [def.tag], answer: `${def.entity}[]`,
    summary: `The active ${def.entity} list of a meeting, for its public website (published; before that its owner or ?previewToken); contact details only where the record makes them public`,
    async handler(req) {
      const meeting = await existingMeeting(ctx, req, (req.params as Row).meetingId);
      const schema = ctx.schemas.entities[def.entity];
      return done((await list(meeting.id, true)).map((r) => publicView(schema, r!)), 'ok');
    },
  });

  route(app, {
    method: 'DELETE', url: `${def.base}/batch`, access: { meeting: ['editor'], of: { table: table(), body: 'ids' } }, tags: [def.tag], body: ['data.batchIds', 'data.batchIdList'],
    summary: `Delete several ${def.entity} rows of the caller's meetings (all or nothing)`,
    async handler(req) {
      const ids = batchIds(req.body);
      await assertAllOwned(ctx, req.caller!.user, table(), ids, def.notFoundKey);
      const gone = await ctx.db.query(`DELETE FROM ${table()} WHERE id = ANY($1::int[]) RETURNING *`, [ids]);
      for (const r of gone) await releaseImages(ctx, def.entity, repo().fromRow(r)!);
      return done({ deleted: ids.length }, req.t('dataManagement.deleted'));
    },
  });

  route(app, {
    method: 'DELETE', url: `${def.base}/:id`, access: { meeting: ['editor'], of: { table: table(), param: 'id' } }, tags: [def.tag], summary: `Delete a ${def.entity}`,
    async handler(req) {
      const row = await one(req);
      await ctx.db.query(`DELETE FROM ${table()} WHERE id = $1`, [row.id]);
      await releaseImages(ctx, def.entity, repo().fromRow(row)!);
      return done(null, req.t('dataManagement.deleted'));
    },
  });

  return { one, list };
}
