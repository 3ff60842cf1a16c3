// Finance in the admin centre (spec 1's finance item, spec 2 §3 Statistics): an overview and the
// records behind it, over the caller's meetings only (a super admin: every meeting).
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { confirmCaller, sessionGuard } from '../auth/inline-session';
import { ownerScope } from '../meetings/owner';
import { staffMeetings } from '../auth/staff';
import { ownedMeeting } from '../meetings/scoped';
import type { Req } from '../http/context';
import { guardedOverview, guardedRecords, overview, records, CURRENCIES, type FinanceQuery } from './query';
import type { Guard } from '../payments/list';

export default async function financeRoutes(app: FastifyInstance) {
  const { ctx } = app;
  /** The query, with a named meeting checked as the caller's (another's answers 404). */
  const scoped = async (req: Req) => {
    // the full session check first (a kept answer for this session then needs none: answer-cache.ts)
    await confirmCaller(ctx, req);
    const q = req.query as FinanceQuery;
    if (q.meetingId) await ownedMeeting(ctx, req.caller!.user, q.meetingId);
    return { q, owner: ownerScope(req.caller!.user) };
  };

  /**
   * An organizer or super admin known so far by its token alone (auth/inline-session.ts): the statement
   * proves the session itself (the caller's meetings are its owner scope). Null: check the slow way.
   */
  const guardOf = (req: Req): Guard | undefined => {
    if (!req.caller?.unconfirmed) return undefined;
    return (first) => sessionGuard(req, first);
  };
  const owner = (req: Req) => ownerScope(req.caller!.user);

  route(app, {
    method: 'GET', url: '/api/co/finance/overview', access: { meeting: ['finance', 'viewer'] }, tags: ['finance'], query: 'finance.query', inlineSession: true, answerCache: true,
    answer: `{ currency, totalRevenue, paidCount, pendingRevenue, pendingCount, awaitingReviewCount, refundAmount, refundCount, hotelAtHotelAmount, hotelAtHotelCount, recordCount, meetingCount, byCurrency: { ${CURRENCIES.join(', ')} } }`,
    summary: 'Revenue (paid-like totals), pending (pending-like) revenue and counts, refunds, per currency; the top level is CNY. Hotel fees paid at the hotel are in none of them but apart (hotelAtHotelAmount/Count)',
    async handler(req) {
      const guard = guardOf(req);
      const fast = guard ? await guardedOverview(ctx.db, owner(req), req.query as FinanceQuery, 'CNY', guard) : null;
      if (fast) return ok(fast);
      const { q, owner: scope } = await scoped(req);
      return ok(await overview(ctx.db, scope, q));
    },
  });

  route(app, {
    method: 'GET', url: '/api/co/finance/records', access: { meeting: ['finance', 'viewer'] }, tags: ['finance'], query: 'finance.query', inlineSession: true, answerCache: true,
    answer: '{ content: [{ id, meetingId, meetingTitle, participantId, userName, userPhone, registrationFee, hotelFee, hotelPaidAtHotel, totalAmount, currency, paymentMethod, paymentStatus, registrationStatus, registrationTime, reviewTime, reviewer }], totalElements, totalPages, page, size }',
    summary: 'The registrations behind the overview (newest non-draft per participant), filtered and paged',
    async handler(req) {
      const guard = guardOf(req);
      const fast = guard ? await guardedRecords(ctx.db, owner(req), req.query as FinanceQuery, guard) : null;
      if (fast) return ok(fast);
      const { q, owner: scope } = await scoped(req);
      return ok(await records(ctx.db, scope, q));
    },
  });

  route(app, {
    method: 'GET', url: '/api/co/finance/meetings', access: { meeting: ['finance', 'viewer'], across: true }, tags: ['finance'],
    answer: '[{ id, title }] (newest first, at most 500)', summary: 'The caller’s meetings, for the finance filter',
    async handler(req) {
      const owner = ownerScope(req.caller!.user);
      // staff: the meetings its finance or viewer role is on
      const rows = await ctx.db.query(
        'SELECT id, title FROM meetings WHERE ($1::int IS NULL OR organizer_id = $1) AND ($2::int[] IS NULL OR id = ANY($2::int[])) ORDER BY created_at DESC, id DESC LIMIT 500',
        [owner, staffMeetings(req.caller!.user)],
      );
      return ok(rows);
    },
  });
}
