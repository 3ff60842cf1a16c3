// Payment review of one meeting (spec 2 §2.8, §4, §7). An organizer reaches only its own meetings
// and their participants (others' ids answer 404), a super admin every meeting.
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { confirmCaller, sessionGuard } from '../auth/inline-session';
import { ownerScope } from '../meetings/owner';
import type { Req } from '../http/context';
import { meetingOf, ownedChild, childIdParam } from '../meetings/scoped';
import { paymentPage, paymentStats, type Guard, type PaymentQuery } from './list';
import { review, type ReviewBody } from './review';
import { signDeep } from '../private-files/signed';
import { ensurePaymentSummaries } from './summary';

const PARTICIPANT_NOT_FOUND = 'payments.participantNotFound';

export default async function paymentRoutes(app: FastifyInstance) {
  const { ctx } = app;
  // the cards and the finance figures read these (summary.ts); made before the server takes a write
  await ensurePaymentSummaries(ctx.db);

  /** The full session check, then the caller's meeting or its 404 (a kept answer for this session then needs none: answer-cache.ts). */
  const checked = async (req: Req) => {
    await confirmCaller(ctx, req);
    return meetingOf(ctx, req);
  };

  /**
   * The answer from one statement that also proves the caller's session (sessionGuard) and that the
   * meeting is the caller's, for an organizer or super admin known so far by its token alone
   * (auth/inline-session.ts; staff are checked in full before the handler). Null when it cannot tell:
   * no row (a dead session, another's meeting, nothing to show) or a caller already checked.
   */
  async function inOne<T>(req: Req, read: (meetingId: number, guard: Guard) => Promise<T | null>): Promise<T | null> {
    const id = Number((req.params as { meetingId: string }).meetingId);
    if (!req.caller?.unconfirmed || !Number.isSafeInteger(id) || id <= 0) return null;
    const owner = ownerScope(req.caller.user);
    return read(id, (first) => {
      const session = sessionGuard(req, first + 1);
      return {
        sql: `EXISTS (SELECT 1 FROM meetings gm WHERE gm.id = $1 AND ($${first}::int IS NULL OR gm.organizer_id = $${first})) AND ${session.sql}`,
        params: [owner, ...session.params],
      };
    });
  }

  route(app, {
    method: 'GET', url: '/api/co/payments/meeting/:meetingId', access: { meeting: ['finance', 'viewer'] }, tags: ['payments'], query: 'payments.query', inlineSession: true, answerCache: true,
    answer: '{ content: [{ participantId, registrationId, userName, userPhone, registrationFee, hotelFee, totalAmount, total, currency, paymentMethod, paymentStatus, bankTransferProof, registrationTime, registrationStatus, hasRegistration, … }], totalElements, totalPages, page, size }',
    summary: 'One row per participant of the meeting from its newest non-draft registration (none: unpaid, no_registration); filters, server paging',
    async handler(req) {
      const q = req.query as PaymentQuery;
      // one statement proves the session and the meeting beside the page; no row: the checks one by one
      const page = (await inOne(req, (id, guard) => paymentPage(ctx.db, id, q, guard)))
        ?? (await paymentPage(ctx.db, (await checked(req)).id, q));
      // the meeting's organizer gets the proofs as short-lived signed links (private-files/signed.ts)
      return ok(signDeep(ctx.tokenSecret, page));
    },
  });

  route(app, {
    method: 'GET', url: '/api/co/payments/meeting/:meetingId/stats', access: { meeting: ['finance', 'viewer'] }, tags: ['payments'], inlineSession: true, answerCache: true,
    answer: '{ total, pendingCount, paidCount, rejectedCount, unpaidCount, paidAmount, pendingAmount }',
    summary: 'Counts by shown payment status and the paid and pending sums of the meeting',
    async handler(req) {
      return ok((await inOne(req, (id, guard) => paymentStats(ctx.db, id, guard))) ?? (await paymentStats(ctx.db, (await checked(req)).id)));
    },
  });

  route(app, {
    method: 'PUT', url: '/api/participants/:participantId/payment-review', errors: [409], access: { meeting: ['finance'], of: { table: 'participants', param: 'participantId' } }, tags: ['payments'], body: 'payments.review',
    answer: 'registration (the reviewed record)',
    summary: 'Approve or reject the participant’s pending payment (409 when nothing is pending); syncs the participant’s paymentStatus and notifies',
    async handler(req) {
      const id = childIdParam(req, 'participantId', PARTICIPANT_NOT_FOUND);
      const participant = await ownedChild(ctx, req.caller!.user, 'participants', id, PARTICIPANT_NOT_FOUND);
      const b = req.body as ReviewBody;
      const reg = await review(ctx, req.caller!.user, participant, b);
      return ok(signDeep(ctx.tokenSecret, reg), req.t(b.action === 'approve' ? 'payments.approved' : 'payments.rejected'));
    },
  });
}
