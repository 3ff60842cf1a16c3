// The saved meeting website (spec 3 §7): the editor's batch save and the read the editor and the
// public site share. Only the meeting's owner (or a super admin) writes; anyone reads a published
// site, the owner reads always, a draft is as unknown to others as a missing meeting.
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { AppError, idParam } from '../http/errors';
import type { Ctx, Req } from '../http/context';
import { meetingOf, MEETING_NOT_FOUND } from '../meetings/scoped';
import { callerOwns } from '../meetings/owner';
import { checkBatch } from './data-check';
import { writeRecords } from './data-write';

async function readable(ctx: Ctx, req: Req, id: number) {
  const [row] = await ctx.db.query('SELECT id, organizer_id, website_status FROM meetings WHERE id = $1', [id]);
  if (!row) throw new AppError(404, MEETING_NOT_FOUND);
  if (row.website_status === 'active' || callerOwns(req.caller?.user, row.organizer_id)) return row;
  throw new AppError(404, MEETING_NOT_FOUND);
}

export function websiteDataRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, {
    method: 'GET', url: '/api/website-data/meeting/:meetingId', access: 'public', tags: ['website'],
    answer: '[{ dataType, dataKey, dataValue (JSON text), schemaVersion, updatedAt }] (pages in their saved order)',
    summary: 'The saved website of a meeting: public while the site is published, always for its owner',
    async handler(req) {
      let id: number;
      try {
        id = idParam(req.params, 'meetingId');
      } catch {
        throw new AppError(404, MEETING_NOT_FOUND);
      }
      await readable(ctx, req, id);
      const rows = await ctx.db.query(
        `SELECT data_type, data_key, data_value, schema_version, updated_at FROM website_data WHERE meeting_id = $1
         ORDER BY data_type, sort_order, id`,
        [id],
      );
      const repo = ctx.repo('websiteData');
      return ok(rows.map((r) => repo.fromRow(r)));
    },
  });

  route(app, {
    method: 'POST', url: '/api/website-data/meeting/:meetingId/batch', access: { meeting: ['editor'] }, tags: ['website'], checkedBody: 'website.save',
    answer: '{ saved, pages } — records written and the page count',
    summary: 'Save the website: a list of { dataType: pages|settings, dataKey, dataValue }. Checked whole first (schemas/site); pages missing from a list that holds pages are removed',
    async handler(req) {
      const meeting = await meetingOf(ctx, req);
      const records = checkBatch(ctx.schemas.validator, req.body);
      const pages = records.filter((r) => r.dataType === 'pages');
      await ctx.db.tx(async (db) => {
        await writeRecords(db, meeting.id, records);
        if (pages.length) {
          await db.query(`DELETE FROM website_data WHERE meeting_id = $1 AND data_type = 'pages' AND NOT (data_key = ANY($2::text[]))`, [
            meeting.id, pages.map((p) => p.dataKey),
          ]);
        }
      });
      return ok({ saved: records.length, pages: pages.length }, req.t('siteData.saved'));
    },
  });
}
