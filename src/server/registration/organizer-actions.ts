// What the organizer does to a registration (LIFECYCLE: approve a reviewed one, confirm without
// payment, mark paid on site, cancel with a reason, restore an expired one). Each is one transition in
// one transaction with the participant told in their language; the participant's synchronised payment
// status follows (spec 2 §4).
import type { Ctx } from '../http/context';
import type { Db } from '../db/driver';
import type { Row } from '../db/repo';
import { AppError } from '../http/errors';
import { PAID_LIKE } from '../registrations/latest';
import { move, type Actor } from './transitions';
import { deadlineOf, hasDeadline, leaveRetryTime } from './deadline';
import { tellParticipant } from './tell';
import { activeTaken } from './submission-write';
import { offerFreed } from '../waitlist/offers';

export type OrganizerAction = 'approve' | 'confirm' | 'markPaid' | 'cancel' | 'restore';

export interface ActionBody {
  reason?: string;
  paymentMethod?: 'cash' | 'bankCard';
}

export const organizerOf = (caller: Row): Actor => ({ type: 'organizer', id: Number(caller.id), name: caller.name || caller.username });

async function flowOf(db: Db, reg: Row): Promise<Row> {
  const [flow] = await db.query('SELECT * FROM registration_flows WHERE id = $1', [reg.flow_id]);
  return flow ?? {};
}

/** Applies `action` to registration `reg` (a registrations row of a meeting the caller owns); answers the new row. */
export async function act(ctx: Ctx, caller: Row, reg: Row, action: OrganizerAction, b: ActionBody): Promise<Row> {
  const actor = organizerOf(caller);
  const now = new Date();
  return ctx.db.tx(async (db) => {
    const flow = await flowOf(db, reg);
    const due = Number(reg.total_amount ?? 0) > 0 && !PAID_LIKE.includes(reg.payment_status ?? '');
    switch (action) {
      case 'approve': {
        // accepted: money due → awaiting payment (a bank transfer's deadline starts now), else confirmed
        const to = due ? 'awaiting_payment' : 'confirmed';
        const deadline = due && hasDeadline(Number(reg.total_amount), reg.payment_method) ? deadlineOf(flow, now) : null;
        const { row } = await move(db, reg.id, { action, to, set: to === 'confirmed' ? { confirmedAt: now.toISOString() } : { paymentDeadline: deadline?.toISOString() ?? null } }, actor);
        await tellParticipant(ctx, db, row, to === 'confirmed' ? 'confirmed' : 'approved');
        return row;
      }
      case 'confirm': {
        const { row } = await move(db, reg.id, { action, to: 'confirmed', set: { confirmedAt: now.toISOString(), paymentDeadline: null }, reason: b.reason }, actor);
        await tellParticipant(ctx, db, row, 'confirmed');
        return row;
      }
      case 'markPaid':
        return markPaid(ctx, db, reg, actor, { reason: b.reason, paymentMethod: b.paymentMethod ?? reg.payment_method }, now);
      case 'cancel': {
        const reason = (b.reason ?? '').trim();
        if (!reason) throw new AppError(400, 'lifecycle.reasonRequired', {}, [{ path: '/reason', key: 'lifecycle.reasonRequired' }]);
        const { row, freed } = await move(db, reg.id, {
          action: 'cancelByOrganizer', to: 'cancelled', places: 'release', reason,
          set: { cancelTime: now.toISOString(), cancelledBy: 'organizer', cancelReason: reason.slice(0, 500) },
        }, actor);
        await tellParticipant(ctx, db, row, 'cancelled', { reason });
        await offerFreed(ctx, db, freed);
        return row;
      }
      case 'restore': {
        // the places come back only if they are still there (retake: 409 sold out otherwise, nothing changed)
        const deadline = hasDeadline(Number(reg.total_amount), reg.payment_method) ? leaveRetryTime(flow, deadlineOf(flow, now), now) : null;
        // the participant registered through the flow again meanwhile: one active registration per flow (the index's rule)
        const { row } = await move(db, reg.id, {
          action, to: 'awaiting_payment', places: 'retake', reason: b.reason,
          set: { expiredAt: null, paymentDeadline: deadline?.toISOString() ?? null },
        }, actor).catch((e) => Promise.reject(activeTaken(e) ? new AppError(409, 'lifecycle.restoreActiveExists') : e));
        await tellParticipant(ctx, db, row, 'restored');
        return row;
      }
    }
  });
}

/**
 * Marks an awaiting-payment registration paid: confirmed (places kept), payment fields recorded as a
 * review, the participant's status synchronised and told — on site (mark-paid) or from a bank statement
 * line the organizer confirmed (statements/confirm.ts). Call inside a transaction.
 */
export async function markPaid(ctx: Ctx, db: Db, reg: Row, actor: Actor, b: { reason?: string | null; paymentMethod?: string | null }, now = new Date()): Promise<Row> {
  const { row } = await move(db, reg.id, {
    action: 'markPaid', to: 'confirmed', reason: b.reason,
    set: {
      confirmedAt: now.toISOString(), paymentDeadline: null, paymentStatus: 'paid', paymentMethod: b.paymentMethod ?? null,
      reviewTime: now.toISOString(), reviewer: String(actor.name).slice(0, 50), reviewerId: actor.id, rejectReason: null, rejectDetails: null,
    },
  }, actor);
  await db.query(`UPDATE participants SET payment_status = 'paid', updated_at = now() WHERE id = $1`, [row.participant_id]);
  await tellParticipant(ctx, db, row, 'paid');
  return row;
}
