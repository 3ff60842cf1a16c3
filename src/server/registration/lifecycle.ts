// What happens to a submitted registration after the fact: a proof attached (first upload, or a new
// one after a rejection: pending again, the released places taken again), a cancel (places given
// back). Each in one transaction on the registration's row.
import type { Ctx } from '../http/context';
import type { Row } from '../db/repo';
import { AppError } from '../http/errors';
import { paymentStatusSql } from '../payments/status-sql';
import { release, retake } from './quotas';
import { notify } from '../notifications/notify';
import { translate } from '../../shared/messages';

async function locked(db: import('../db/driver').Db, id: number): Promise<Row> {
  const [r] = await db.query(`SELECT r.*, ${paymentStatusSql('r')} AS shown FROM registrations r WHERE r.id = $1 FOR UPDATE`, [id]);
  if (!r) throw new AppError(404, 'registration.notFound');
  return r;
}

export async function attachProof(ctx: Ctx, participant: Row, id: number, url: string): Promise<void> {
  await ctx.db.tx(async (db) => {
    const r = await locked(db, id);
    if (r.payment_method !== 'bankCard' || r.registration_status === 'cancelled' || !['unpaid', 'pending', 'rejected'].includes(r.shown)) {
      throw new AppError(409, 'registration.proofNotAllowed');
    }
    if (r.shown === 'rejected') await retake(db, id);
    await db.query(
      `UPDATE registrations SET bank_transfer_proof = $2, payment_status = 'pending', review_time = NULL, reviewer = NULL, reviewer_id = NULL,
        reject_reason = NULL, reject_details = NULL, updated_at = now() WHERE id = $1`,
      [id, url],
    );
    await db.query(`UPDATE participants SET payment_status = 'pending', updated_at = now() WHERE id = $1`, [participant.id]);
    // the organizer hears that a proof waits for review (stored in Chinese, the platform's default)
    const [m] = await db.query('SELECT title, organizer_id FROM meetings WHERE id = $1', [r.meeting_id]);
    if (m?.organizer_id) {
      const params = { meeting: m.title ?? '', name: participant.name || participant.username, amount: Number(r.total_amount ?? 0).toFixed(2), currency: r.currency ?? 'CNY' };
      const zh = ctx.schemas.messages.zh;
      await notify(ctx, Number(m.organizer_id), { title: translate(zh, 'registration.notify.proofTitle', params), content: translate(zh, 'registration.notify.proofBody', params), category: 'MEETING' }, db);
    }
  });
}

export async function cancelRegistration(ctx: Ctx, id: number): Promise<void> {
  await ctx.db.tx(async (db) => {
    const r = await locked(db, id);
    if (r.registration_status === 'cancelled') throw new AppError(409, 'registration.alreadyCancelled');
    if (['approved', 'paid'].includes(r.shown)) throw new AppError(409, 'registration.cancelPaid');
    await release(db, id);
    await db.query(`UPDATE registrations SET registration_status = 'cancelled', cancel_time = now(), updated_at = now() WHERE id = $1`, [id]);
  });
}
