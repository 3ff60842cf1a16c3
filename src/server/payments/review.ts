// PUT /api/participants/{participantId}/payment-review (spec 2 §4, §5): approve or reject the
// participant's pending payment — the newest non-draft registration, awaiting payment with a pending
// payment status. Approving confirms the registration; rejecting keeps it awaiting payment with its
// places held until the deadline (moved so the participant has the flow's retry time at least) and
// tells the participant why, in their language. One transition (registration/transitions.ts): a
// concurrent second review, or a review racing a cancel, finds nothing to change.
import type { Ctx } from '../http/context';
import type { Row } from '../db/repo';
import type { Db } from '../db/driver';
import { AppError } from '../http/errors';
import { notify } from '../notifications/notify';
import { translate } from '../../shared/messages';
import { move } from '../registration/transitions';
import { organizerOf } from '../registration/organizer-actions';
import { leaveRetryTime } from '../registration/deadline';
import { tellParticipant } from '../registration/tell';
import { paymentStatusSql } from './status-sql';

export interface ReviewBody {
  action: 'approve' | 'reject';
  rejectReason?: string;
  rejectDetails?: string;
}

const NEWEST = `ORDER BY registration_time DESC NULLS LAST, updated_at DESC NULLS LAST, created_at DESC NULLS LAST,
  submit_time DESC NULLS LAST, id DESC LIMIT 1`;

export async function review(ctx: Ctx, caller: Row, participant: Row, b: ReviewBody) {
  const approve = b.action === 'approve';
  const status = approve ? 'approved' : 'rejected';
  const actor = organizerOf(caller);
  const now = new Date();
  return ctx.db.tx(async (db) => {
    const [latest] = await db.query(
      `SELECT r.*, f.proof_retry_hours FROM registrations r LEFT JOIN registration_flows f ON f.id = r.flow_id
        WHERE r.participant_id = $1 AND r.meeting_id = $2 AND r.registration_status <> 'draft' ${NEWEST}`,
      [participant.id, participant.meeting_id],
    );
    if (!latest) throw new AppError(409, 'payments.noRegistration');
    const details = approve ? null : (b.rejectDetails ?? '').trim() || null;
    const deadline = latest.payment_deadline ? new Date(latest.payment_deadline) : null;
    // the pending check is part of the transition's update, so two reviews at once cannot both pass
    const { row } = await move(db, latest.id, {
      action: approve ? 'paymentApprove' : 'paymentReject',
      to: approve ? 'confirmed' : 'awaiting_payment',
      when: `${paymentStatusSql('r')} = 'pending'`,
      otherwise: new AppError(409, 'payments.notPending'),
      reason: approve ? null : [b.rejectReason, details].filter(Boolean).join(': '),
      set: {
        paymentStatus: status, reviewTime: now.toISOString(), reviewer: String(actor.name).slice(0, 50), reviewerId: actor.id,
        rejectReason: approve ? null : b.rejectReason, rejectDetails: details,
        ...(approve ? { confirmedAt: now.toISOString(), paymentDeadline: null } : { paymentDeadline: leaveRetryTime(latest, deadline, now)?.toISOString() ?? null }),
      },
    }, actor).catch((e) => {
      throw e instanceof AppError && e.key === 'lifecycle.notAllowed' ? new AppError(409, 'payments.notPending') : e;
    });
    await db.query('UPDATE participants SET payment_status = $2, updated_at = now() WHERE id = $1', [participant.id, status]);
    // the reason's words in the participant's language ({ t }: looked up there), the organizer's details as written
    await tellParticipant(ctx, db, row, approve ? 'paid' : 'paymentRejected', {
      reason: { t: `form.enum.payments.rejectReason.${row.reject_reason}` }, details: row.reject_details ?? '',
    });
    await tellOrganizer(ctx, db, caller, participant, row, approve);
    return ctx.repo('registration').fromRow(row)!;
  });
}

/** The meeting's organizer hears of a review someone else (a super admin) made. */
async function tellOrganizer(ctx: Ctx, db: Db, caller: Row, participant: Row, reg: Row, approve: boolean) {
  const [meeting] = await db.query('SELECT title, organizer_id FROM meetings WHERE id = $1', [participant.meeting_id]);
  const organizerId = Number(meeting?.organizer_id);
  if (!organizerId || organizerId === Number(caller.masterId ?? caller.id)) return;
  // stored in Chinese, the platform's default language
  const t = (key: string, params: Record<string, unknown> = {}) => translate(ctx.schemas.messages.zh, key, params);
  const params = {
    meeting: meeting?.title ?? '', amount: Number(reg.total_amount ?? 0).toFixed(2), currency: reg.currency ?? 'CNY',
    name: participant.name || participant.username, reviewer: caller.name || caller.username,
    result: t(approve ? 'payments.notify.resultApproved' : 'payments.notify.resultRejected'),
  };
  await notify(ctx, organizerId, { title: t('payments.notify.organizerTitle', params), content: t('payments.notify.organizerBody', params), category: 'MEETING' }, db);
}
