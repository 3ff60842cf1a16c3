// Payment review of one meeting (spec 2 §2.8, §4, §7). An organizer reaches only its own meetings
// and their participants (others' ids answer 404), a super admin every meeting.
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { confirmCaller } from '../auth/inline-session';
import { meetingOf, ownedChild, childIdParam } from '../meetings/scoped';
import { paymentPage, paymentStats, type PaymentQuery } from './list';
import { review, type ReviewBody } from './review';
import { signDeep } from '../private-files/signed';
import { ensurePaymentSummaries } from './summary';

const PARTICIPANT_NOT_FOUND = 'payments.participantNotFound';

export default async function paymentRoutes(app: FastifyInstance) {
  const { ctx } = app;
  // the cards and the finance figures read these (summary.ts); made before the server takes a write
  await ensurePaymentSummaries(ctx.db);

  route(app, {
    method: 'GET', url: '/api/co/payments/meeting/:meetingId', access: { meeting: ['finance', 'viewer'] }, tags: ['payments'], query: 'payments.query', inlineSession: true, answerCache: true,
    answer: '{ content: [{ participantId, registrationId, userName, userPhone, registrationFee, hotelFee, totalAmount, total, currency, paymentMethod, paymentStatus, bankTransferProof, registrationTime, registrationStatus, hasRegistration, … }], totalElements, totalPages, page, size }',
    summary: 'One row per participant of the meeting from its newest non-draft registration (none: unpaid, no_registration); filters, server paging',
    async handler(req) {
      // the full session check first (a kept answer for this session then needs none: answer-cache.ts)
      await confirmCaller(ctx, req);
      const meeting = await meetingOf(ctx, req);
      // the meeting's organizer gets the proofs as short-lived signed links (private-files/signed.ts)
      return ok(signDeep(ctx.tokenSecret, await paymentPage(ctx.db, meeting.id, req.query as PaymentQuery)));
    },
  });

  route(app, {
    method: 'GET', url: '/api/co/payments/meeting/:meetingId/stats', access: { meeting: ['finance', 'viewer'] }, tags: ['payments'], inlineSession: true, answerCache: true,
    answer: '{ total, pendingCount, paidCount, rejectedCount, unpaidCount, paidAmount, pendingAmount }',
    summary: 'Counts by shown payment status and the paid and pending sums of the meeting',
    async handler(req) {
      await confirmCaller(ctx, req);
      const meeting = await meetingOf(ctx, req);
      return ok(await paymentStats(ctx.db, meeting.id));
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
