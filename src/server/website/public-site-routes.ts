// Public reads for two site blocks: the ticket widget (a flow's live ticket types with the price in force,
// the early-bird window and the places left) and the venue map's configured map source. Tickets only for a
// published site (or its owner, previewing), and only what a participant will see in the flow anyway.
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { AppError } from '../http/errors';
import type { Req } from '../http/context';
import { callerOwns } from '../meetings/owner';
import { childIdParam, MEETING_NOT_FOUND } from '../meetings/scoped';
import { zoneOr } from '../meetings/times';
import { flowTickets, soldOf } from '../registration/ticket-types';
import { offerAt } from '../../shared/tickets';

const CURRENCIES = ['CNY', 'USD', 'EUR'];

export default function publicSiteRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, {
    method: 'GET', url: '/api/site/meeting/:meetingId/tickets', access: 'public', tags: ['website'], query: 'site.ticketsQuery',
    answer: '{ flow: { id, name, currency } | null, timeZone, now, tickets: [{ id, name, nameEn, description, descriptionEn, price, currency, discountPrice, discountStart, discountEnd, saleStart, saleEnd, state: onSale|soldOut|notStarted|ended, priceNow, discounted, remaining (null: no limit) }] }',
    summary: 'The site’s ticket widget: the ticket types of the meeting’s default enabled flow (or ?flowId) while its site is published (its owner always); no flow: flow null',
    async handler(req: Req) {
      const id = childIdParam(req, 'meetingId', MEETING_NOT_FOUND);
      const [meeting] = await ctx.db.query('SELECT id, organizer_id, website_status, time_zone FROM meetings WHERE id = $1', [id]);
      if (!meeting || (meeting.website_status !== 'active' && !callerOwns(req.caller?.user, meeting.organizer_id))) throw new AppError(404, MEETING_NOT_FOUND);
      const chosen = (req.query as { flowId?: number }).flowId ?? null;
      const [flow] = await ctx.db.query(
        `SELECT id, name, currency FROM registration_flows WHERE meeting_id = $1 AND enabled AND ($2::int IS NULL OR id = $2)
          ORDER BY is_default DESC, created_at ASC, id ASC LIMIT 1`,
        [id, chosen],
      );
      const now = Date.now();
      const base = { timeZone: zoneOr(meeting.time_zone), now: new Date(now).toISOString() };
      if (!flow) return ok({ ...base, flow: null, tickets: [] });
      const sold = await soldOf(ctx.db, flow.id);
      const tickets = (await flowTickets(ctx.db, flow.id)).map((t) => {
        const remaining = typeof t.quota === 'number' ? Math.max(0, t.quota - (sold.get(t.name) ?? 0)) : null;
        const offer = offerAt(t, now);
        const state = offer.state === 'onSale' && remaining === 0 ? 'soldOut' : offer.state;
        return {
          id: t.id, name: t.name, nameEn: t.nameEn, description: t.description, descriptionEn: t.descriptionEn, price: t.price, currency: t.currency,
          discountPrice: t.discountPrice, discountStart: t.discountStart, discountEnd: t.discountEnd, saleStart: t.saleStart, saleEnd: t.saleEnd,
          state, priceNow: offer.state === 'onSale' ? offer.price : null, discounted: offer.state === 'onSale' && offer.discounted, remaining,
        };
      });
      return ok({ ...base, flow: { id: flow.id, name: flow.name, currency: CURRENCIES.includes(flow.currency) ? flow.currency : 'CNY' }, tickets });
    },
  });

  route(app, {
    method: 'GET', url: '/api/site/map', access: 'public', tags: ['website'], answer: '{ staticMapUrl (with {address}, {width}, {height}) | null, mapLinkUrl (with {address}) }',
    summary: 'The venue-map block’s map source, from the server’s configuration (SITE_STATIC_MAP_URL, SITE_MAP_LINK_URL)',
    async handler() {
      return ok({ staticMapUrl: ctx.config.siteMap.staticMapUrl ?? null, mapLinkUrl: ctx.config.siteMap.mapLinkUrl });
    },
  });
}
