// The site's short public address (meeting `url`, set in the website settings form): /s/{url} sends the
// visitor to the published website's full address, /{organizerId}/p/{meetingId}/{token} (the token made
// when the meeting has none, as the settings section does). An unknown address or an unpublished site is
// a 404, the same as for the full address. A page, not an API call: it needs no UI build to answer.
// The address is checked by the meeting schema's own `url` rule (path-params.json `slug`): one outside
// it reaches the handler as '' (input gate) and names no meeting.
import type { FastifyInstance } from 'fastify';
import type { Row } from '../db/repo';
import { route } from '../http/route';
import { previewToken } from '../meetings/public-routes';

export function shortLinkRoute(app: FastifyInstance) {
  route(app, {
    method: 'GET', url: '/s/:slug', access: 'public', tags: ['website'], redirect: "the published website's full address, /{organizerId}/p/{meetingId}/{previewToken}",
    summary: "The site's short address (the meeting's url): a redirect to its published website; 404 for an unknown address or an unpublished site",
    async handler(req, reply) {
      const { slug } = req.params as Row;
      if (!slug) return reply.callNotFound();
      const db = app.ctx.db;
      let [m] = await db.query(`SELECT id, organizer_id, preview_token FROM meetings WHERE url = $1 AND website_status = 'active'`, [slug]);
      if (!m) return reply.callNotFound();
      // a visit writes only the once a published site has no token yet (COALESCE: a racing visit's token stands)
      if (!m.preview_token) {
        [m] = await db.query(`UPDATE meetings SET preview_token = COALESCE(preview_token, $2) WHERE id = $1 RETURNING id, organizer_id, preview_token`, [m.id, previewToken()]);
      }
      return reply.header('cache-control', 'no-cache').redirect(`/${m.organizer_id}/p/${m.id}/${m.preview_token}`, 302);
    },
  });
}
