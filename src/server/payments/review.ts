// PUT /api/participants/{participantId}/payment-review (spec 2 §4, §5): approve or reject the
// participant's pending payment — the newest non-draft registration, when its shown status is pending.
// One transaction: the conditional update (a concurrent second review finds nothing pending), the
// participant's synchronised paymentStatus and the notifications.
import type { Ctx } from '../http/context';
import type { Row } from '../db/repo';
import type { Db } from '../db/driver';
import { AppError } from '../http/errors';
import { notify, notifyParticipant } from '../notifications/notify';
import { translate } from '../../shared/messages';
import { paymentStatusSql } from './status-sql';
import { roomTypeJoin, totalSql } from '../registrations/fees-sql';
import { release } from '../registration/quotas';

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
  const reviewer = String(caller.name || caller.username).slice(0, 50);
  return ctx.db.tx(async (db) => {
    const [latest] = await db.query(
      `SELECT id FROM registrations WHERE participant_id = $1 AND meeting_id = $2 AND registration_status <> 'draft' ${NEWEST}`,
      [participant.id, participant.meeting_id],
    );
    if (!latest) throw new AppError(409, 'payments.noRegistration');
    // the pending check is part of the update, so two reviews at once cannot both pass
    const [row] = await db.query(
      `UPDATE registrations SET payment_status = $2, review_time = now(), reviewer = $3, reviewer_id = $4,
        reject_reason = $5, reject_details = $6, updated_at = now()
       WHERE id = $1 AND ${paymentStatusSql('registrations')} = 'pending' RETURNING *`,
      [latest.id, status, reviewer, caller.id, approve ? null : b.rejectReason, approve ? null : (b.rejectDetails ?? '').trim() || null],
    );
    if (!row) throw new AppError(409, 'payments.notPending');
    // a rejected payment gives its places back; a new proof takes them again (registration/lifecycle.ts)
    if (!approve) await release(db, row.id);
    await db.query('UPDATE participants SET payment_status = $2, updated_at = now() WHERE id = $1', [participant.id, status]);
    await tellPeople(ctx, db, caller, participant, row, b);
    return ctx.repo('registration').fromRow(row)!;
  });
}

/** The participant always; the meeting's organizer when someone else (a super admin) reviewed. */
async function tellPeople(ctx: Ctx, db: Db, caller: Row, participant: Row, reg: Row, b: ReviewBody) {
  const [meeting] = await db.query('SELECT title, organizer_id FROM meetings WHERE id = $1', [participant.meeting_id]);
  // the amount as the payment list shows it (a booking whose fee is not fixed yet: current room price)
  const [{ total }] = await db.query(`SELECT ${totalSql('r', 'rt')} AS total FROM registrations r ${roomTypeJoin('r', 'rt')} WHERE r.id = $1`, [reg.id]);
  // stored in Chinese, the platform's default language: a participant's language is not known
  const zh = ctx.schemas.messages.zh;
  const t = (key: string, params: Record<string, unknown> = {}) => translate(zh, key, params);
  const approve = b.action === 'approve';
  const reason = approve ? '' : t(`form.enum.payments.rejectReason.${b.rejectReason}`);
  const params = {
    meeting: meeting?.title ?? '',
    amount: Number(total ?? 0).toFixed(2),
    currency: reg.currency ?? 'CNY',
    reason,
    details: b.rejectDetails?.trim() ? t('payments.notify.details', { details: b.rejectDetails.trim() }) : '',
    name: participant.name || participant.username,
    reviewer: caller.name || caller.username,
    result: t(approve ? 'payments.notify.resultApproved' : 'payments.notify.resultRejected'),
  };
  const kind = approve ? 'approved' : 'rejected';
  await notifyParticipant(ctx, participant.id, { title: t(`payments.notify.${kind}Title`), content: t(`payments.notify.${kind}Body`, params), category: 'MEETING' }, db);
  const organizerId = Number(meeting?.organizer_id);
  if (organizerId && organizerId !== Number(caller.masterId ?? caller.id)) {
    await notify(ctx, organizerId, { title: t('payments.notify.organizerTitle', params), content: t('payments.notify.organizerBody', params), category: 'MEETING' }, db);
  }
}
