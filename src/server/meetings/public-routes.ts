// A meeting's website calls: public info and view counting (drafts stay private to their owner), and
// the owner's preview token, made once when first asked for.
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { idParam, notFound } from '../http/errors';
import type { Req } from '../http/context';
import type { Row } from '../db/repo';
import { callerOwns } from './owner';
import { present, publicInfo } from './present';
import { findScoped, SELECT } from './store';
import { firstVisitToday } from '../rate/visits';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const previewToken = () => Array.from({ length: 6 }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');

/**
 * The public website's address, `/{adminId}/p/{meetingId}/{previewToken}`, only while the site is
 * published (and the meeting no draft): the token of an unpublished site stays its owner's secret.
 */
export function sitePathOf(row: Row): string | null {
  if (row.website_status !== 'active' || row.status === 'draft' || !row.preview_token) return null;
  return `/${row.organizer_id}/p/${row.id}/${row.preview_token}`;
}

/** A draft is visible only to whoever may change it. */
function visible(req: Req, row: Row | undefined): row is Row {
  if (!row) return false;
  return row.status !== 'draft' || callerOwns(req.caller?.user, row.organizer_id);
}

export function publicRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, {
    method: 'GET', url: '/api/co/meeting/:id/info', access: 'public', tags: ['meetings'],
    answer: '{ id, title, description, location, venue, startTime, endTime, logo, creator_id, subVenues, ..., sitePath }',
    summary: 'What a meeting’s website shows (a draft only to its owner); sitePath: the published website’s address, else null',
    async handler(req) {
      const [row] = await ctx.db.query(`${SELECT} WHERE m.id = $1`, [idParam(req.params, 'id')]);
      if (!visible(req, row)) throw notFound();
      return ok({ ...publicInfo(ctx, req, row), sitePath: sitePathOf(row) });
    },
  });

  route(app, {
    method: 'POST', url: '/api/co/meeting/:id/view', access: 'public', tags: ['meetings'], answer: '{ viewCount, counted }',
    summary: 'Count a view of the meeting’s website: once a day per visitor (address and browser); drafts are not counted',
    async handler(req) {
      const id = idParam(req.params, 'id');
      const [row] = await ctx.db.query('SELECT id, status, organizer_id, view_count FROM meetings WHERE id = $1', [id]);
      if (!visible(req, row)) throw notFound();
      if (row.status !== 'draft' && (await firstVisitToday(ctx, req, `meeting:${id}`))) {
        const [hit] = await ctx.db.query('UPDATE meetings SET view_count = coalesce(view_count, 0) + 1 WHERE id = $1 RETURNING view_count', [id]);
        if (hit) return ok({ viewCount: hit.view_count, counted: true });
      }
      return ok({ viewCount: row.view_count ?? 0, counted: false });
    },
  });

  route(app, {
    method: 'POST', url: '/api/co/meeting/:id/generate-preview-token', access: { meeting: ['editor'] }, tags: ['meetings'], answer: 'meeting (with previewToken)',
    summary: 'The meeting’s 6-character preview token, generated when it has none',
    async handler(req) {
      const id = idParam(req.params, 'id');
      let row = await findScoped(ctx, req.caller!.user, id);
      if (!row.preview_token) {
        // only when still missing: two clicks at once keep one token
        await ctx.db.query('UPDATE meetings SET preview_token = $2 WHERE id = $1 AND preview_token IS NULL', [id, previewToken()]);
        row = await findScoped(ctx, req.caller!.user, id);
      }
      return ok(present(ctx, req, row), req.t('meeting.previewReady'));
    },
  });
}
