// A meeting's website status (spec 2 §2.3, §4): publish (active) or take offline (draft), the status
// card's figures, and the public check that a preview is allowed only while the site is active.
import type { FastifyInstance } from 'fastify';
import { route, ok, routeTable } from '../http/route';
import { AppError, idParam, notFound } from '../http/errors';
import type { Req } from '../http/context';
import type { Row } from '../db/repo';
import { meetingOf } from '../meetings/scoped';
import { publicInfo } from '../meetings/present';
import { SELECT } from '../meetings/store';
import { fromStored, zoneOr } from '../meetings/times';
import { ANY_STAFF, isStaff, rolesOn } from '../auth/staff';
import { staffRefusalsOf } from '../auth/staff-refusals';
import { shortLinkRoute } from './short-link';

const NOT_PUBLISHED = 'meetingSettings.website.notPublished';

/** The status card and links: views are the public view counter; adminId names whose site it is. */
export function websiteOf(row: Row) {
  return {
    meetingId: row.id,
    title: row.title,
    websiteStatus: row.website_status ?? 'draft',
    websiteViews: Number(row.view_count ?? 0),
    // in the meeting's time zone, named beside it
    websiteLastUpdate: fromStored(row.website_last_update, zoneOr(row.time_zone)),
    timeZone: zoneOr(row.time_zone),
    previewToken: row.preview_token ?? null,
    /** the short address /s/{url}, when the website form set one */
    url: row.url ?? null,
    adminId: row.organizer_id,
  };
}

export default async function websiteRoutes(app: FastifyInstance) {
  const { ctx } = app;
  shortLinkRoute(app);

  route(app, {
    method: 'GET', url: '/api/co/meeting/:id/website', access: { meeting: ANY_STAFF }, tags: ['website'],
    answer: '{ meetingId, title, websiteStatus, websiteViews, websiteLastUpdate (wall clock in timeZone), timeZone, previewToken, adminId; for a staff caller staffRoles and staffRefused (the METHOD /url of each route its roles are refused on) }',
    summary: 'The website section of one of the caller’s meetings: status, views, last update, what the links need (also the settings shell’s header)',
    async handler(req) {
      const meeting = await meetingOf(ctx, req, 'id');
      // a staff account learns its own roles here (the settings shell shows the sections they reach)
      const user = req.caller!.user;
      if (!isStaff(user)) return ok(websiteOf(meeting));
      const staffRoles = await rolesOn(ctx, user.id, meeting.id);
      return ok({ ...websiteOf(meeting), staffRoles, staffRefused: staffRefusalsOf(routeTable.get(app) ?? [], staffRoles) });
    },
  });

  route(app, {
    method: 'PUT', url: '/api/co/meeting/:id/website-status', access: { meeting: ['editor'] }, tags: ['website'], body: 'website.status',
    answer: 'as GET /api/co/meeting/{id}/website',
    summary: 'Publish (active: the last update becomes now) or take offline (draft) the meeting’s website',
    async handler(req: Req) {
      const meeting = await meetingOf(ctx, req, 'id');
      const { websiteStatus } = req.body as { websiteStatus: 'active' | 'draft' };
      const [row] = await ctx.db.query(
        `UPDATE meetings SET website_status = $2, website_last_update = CASE WHEN $2 = 'active' THEN now() ELSE website_last_update END,
           updated_at = now() WHERE id = $1 RETURNING *`,
        [meeting.id, websiteStatus],
      );
      return ok(websiteOf(row), req.t(websiteStatus === 'active' ? 'meetingSettings.website.published' : 'meetingSettings.website.unpublished'));
    },
  });

  route(app, {
    method: 'GET', url: '/api/co/meeting/:id/website/preview', access: 'public', tags: ['website'],
    answer: 'the meeting’s public info (as GET /api/co/meeting/{id}/info) with websiteStatus',
    summary: 'What the public link /{adminId}/p/{meetingId}/{token} may show: the token must be the meeting’s, and the site active (403 网站未发布，无法预览 otherwise)',
    async handler(req) {
      const id = idParam(req.params, 'id');
      const token = String((req.query as Record<string, unknown>).token ?? '');
      const [row] = await ctx.db.query(`${SELECT} WHERE m.id = $1`, [id]);
      // a wrong token names nothing: the meeting's existence is not revealed
      if (!row || !row.preview_token || row.preview_token !== token) throw notFound();
      if (row.website_status !== 'active') throw new AppError(403, NOT_PUBLISHED);
      return ok({ ...publicInfo(ctx, req, row), websiteStatus: row.website_status });
    },
  });
}
