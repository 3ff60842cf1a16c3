// What a participant does to a submitted registration: attach a transfer proof (first upload, or a
// new one after a rejection — the place was held meanwhile) and cancel before it is confirmed (the
// places go back). Each is one transition (transitions.ts) in one transaction.
import type { Ctx } from '../http/context';
import type { Row } from '../db/repo';
import { AppError } from '../http/errors';
import { notify } from '../notifications/notify';
import { translate } from '../../shared/messages';
import { move } from './transitions';
import { offerFreed } from '../waitlist/offers';

const who = (p: Row) => ({ type: 'participant' as const, id: Number(p.id), name: p.name || p.username });

export async function attachProof(ctx: Ctx, participant: Row, id: number, url: string): Promise<void> {
  await ctx.db.tx(async (db) => {
    // a bank transfer not yet approved: unpaid, a proof in review (replaced) or a rejected one
    const { row } = await move(db, id, {
      action: 'proof', to: 'awaiting_payment',
      when: `r.payment_method = 'bankCard' AND coalesce(r.payment_status, 'unpaid') IN ('unpaid', 'pending', 'rejected')`,
      set: { bankTransferProof: url, paymentStatus: 'pending', reviewTime: null, reviewer: null, reviewerId: null, rejectReason: null, rejectDetails: null },
      otherwise: new AppError(409, 'registration.proofNotAllowed'),
    }, who(participant)).catch((e) => {
      throw e instanceof AppError && e.key === 'lifecycle.notAllowed' ? new AppError(409, 'registration.proofNotAllowed') : e;
    });
    await db.query(`UPDATE participants SET payment_status = 'pending', updated_at = now() WHERE id = $1`, [participant.id]);
    // the organizer hears that a proof waits for review (stored in Chinese, the platform's default)
    const [m] = await db.query('SELECT title, organizer_id FROM meetings WHERE id = $1', [row.meeting_id]);
    if (m?.organizer_id) {
      const params = { meeting: m.title ?? '', name: participant.name || participant.username, amount: Number(row.total_amount ?? 0).toFixed(2), currency: row.currency ?? 'CNY' };
      const zh = ctx.schemas.messages.zh;
      await notify(ctx, Number(m.organizer_id), { title: translate(zh, 'registration.notify.proofTitle', params), content: translate(zh, 'registration.notify.proofBody', params), category: 'MEETING' }, db);
    }
  });
}

export async function cancelRegistration(ctx: Ctx, participant: Row, id: number): Promise<void> {
  await ctx.db.tx(async (db) => {
    const { freed } = await move(db, id, {
      action: 'cancel', to: 'cancelled', places: 'release',
      set: { cancelTime: new Date().toISOString(), cancelledBy: 'participant' },
    }, who(participant)).catch((e) => {
      if (!(e instanceof AppError) || e.key !== 'lifecycle.notAllowed') throw e;
      const state = e.params.status;
      throw new AppError(409, state === 'cancelled' ? 'registration.alreadyCancelled' : state === 'expired' ? 'registration.expiredAlready' : 'registration.cancelPaid');
    });
    await offerFreed(ctx, db, freed);
  });
}
