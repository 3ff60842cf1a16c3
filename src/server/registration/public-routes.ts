// Public reads for the site (no login): the flow chooser's list and what the participant flow needs
// of one flow — its newest design, the meeting's sub-venues, bookable hotels and places left. Only
// for a published meeting and an enabled flow; the organizer's flow calls stay admin-only.
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import type { Req } from '../http/context';
import { childIdParam } from '../meetings/scoped';
import { bookableHotels, openFlowDesigned, openFlows } from './open-flow';
import { identities, quotaOf } from './pricing';
import { remaining } from './quotas';

const BASE = '/api/site/meeting/:meetingId/registration-flows';

export default async function publicRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const meetingId = (req: Req) => childIdParam(req, 'meetingId', 'registration.meetingUnavailable');

  route(app, {
    method: 'GET', url: BASE, access: 'public', tags: ['registration'], answer: '[{ id, name, description }]',
    summary: 'The enabled registration flows of a published meeting (the site’s flow chooser)',
    async handler(req) {
      return ok(await openFlows(ctx.db, meetingId(req)));
    },
  });

  route(app, {
    method: 'GET', url: `${BASE}/:flowId`, access: 'public', tags: ['registration'],
    answer: '{ flow, meeting, version, schemaVersion, design, tickets, hotels, remaining: { tickets, identities }, now }',
    summary: 'What the participant flow shows: the newest design, its ticket types, sub-venues, bookable hotels, places left',
    async handler(req) {
      const { meeting, flow, current: doc, tickets: types } = await openFlowDesigned(ctx.db, meetingId(req), childIdParam(req, 'flowId', 'registration.flowUnavailable'));
      const scope = `flow:${flow.id}`;
      const left = async (kind: 'ticket' | 'identity', items: Array<{ key: string; amount: unknown }>) => {
        const used = await remaining(ctx.db, scope, kind);
        return Object.fromEntries(items.map(({ key, amount }) => {
          const cap = quotaOf(amount);
          return [key, cap === null ? null : Math.max(0, cap - (used.get(key) ?? 0))];
        }));
      };
      const tickets = types.map(({ meetingId: _m, flowId: _f, createdAt: _c, updatedAt: _u, sortOrder: _s, ...t }) => t);
      return ok({
        flow: { id: flow.id, name: flow.name, description: flow.title ?? '', currency: ['CNY', 'USD', 'EUR'].includes(flow.currency) ? flow.currency : 'CNY' },
        meeting: { id: meeting.id, title: meeting.title, startTime: meeting.start_time, endTime: meeting.end_time, location: meeting.location, subVenues: meeting.sub_venues ?? [], timeZone: meeting.time_zone },
        version: doc.version,
        schemaVersion: doc.schemaVersion,
        design: doc.design,
        tickets,
        hotels: await bookableHotels(ctx, meeting.id),
        remaining: {
          tickets: await left('ticket', tickets.map((t) => ({ key: t.name, amount: t.quota }))),
          identities: await left('identity', identities(doc.design.chooseRolePage).map((i) => ({ key: String(i.value), amount: i.amount }))),
        },
        now: new Date().toISOString(),
      });
    },
  });
}
