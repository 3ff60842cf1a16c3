// A room offer claimed into a registration the participant has (issue 20): in one transaction the entry
// is marked claimed (only while offered to them and held, so of concurrent claims one attaches), the
// registration locked and checked (theirs, active, still without a room), the kept hotel choice checked
// like a submission's (the room type open, the dates) and the room put on it with its fee: the amount due
// is the ticket's price plus the fee when it is paid with the registration, as a submission with that
// room would have been priced. The room's place the offer held becomes one of the places it holds, so a
// cancel or an expiry gives it back (and to the next in line) like any room.
import type { Ctx } from '../http/context';
import type { Row } from '../db/repo';
import { AppError } from '../http/errors';
import { hotelChoice } from '../registration/choices';
import { oneRegistration } from '../registration/views';
import { totalAmount } from '../registrations/fees';
import { activeSql } from '../../shared/lifecycle';

export async function attachRoom(ctx: Ctx, participant: Row, entry: Row, registrationId: number): Promise<{ reg: Row; created: boolean }> {
  const again = async () => {
    const reg = await oneRegistration(ctx, participant.id, registrationId);
    if (!reg) throw new AppError(409, 'waitlist.offerGone');
    return { reg, created: false };
  };
  if (entry.status === 'claimed') return again();
  const claimed = await ctx.db.tx(async (db) => {
    const [e] = await db.query<{ quota_id: number | null }>(
      `UPDATE waitlist_entries SET status = 'claimed', claimed_at = now(), registration_id = $3, updated_at = now()
        WHERE id = $1 AND participant_id = $2 AND status = 'offered' AND offer_expires_at > now() RETURNING quota_id`,
      [entry.id, participant.id, registrationId],
    );
    if (!e) return false;
    const [reg] = await db.query(
      `SELECT r.* FROM registrations r WHERE r.id = $1 AND r.participant_id = $2 AND ${activeSql('r')}
          AND coalesce(r.hotel_selection->>'needHotel', 'false') <> 'true' FOR UPDATE`, [registrationId, participant.id]);
    if (!reg) throw new AppError(409, 'waitlist.room.hasRoom');
    const stay = await hotelChoice(db, Number(reg.meeting_id), { ...(entry.answers?.hotel ?? {}), needHotel: true }, Date.now());
    if (!stay) throw new AppError(409, 'waitlist.offerGone');
    const total = totalAmount(reg.ticket_price, stay.selection.paidWithRegistration === false ? 0 : stay.fee);
    await db.query(
      `UPDATE registrations SET hotel_selection = $2, hotel_fee = $3, total_amount = $4,
              places_held = coalesce(places_held, '[]'::jsonb) || to_jsonb($5::int), updated_at = now() WHERE id = $1`,
      [registrationId, JSON.stringify(stay.selection), stay.fee, total, Number(e.quota_id)],
    );
    return true;
  });
  if (!claimed) {
    // a concurrent claim of the same offer attached it first: answered like a repeat
    const [now] = await ctx.db.query('SELECT status, registration_id FROM waitlist_entries WHERE id = $1', [entry.id]);
    if (now?.status === 'claimed' && Number(now.registration_id) === registrationId) return again();
    throw new AppError(409, 'waitlist.offerGone');
  }
  const reg = await oneRegistration(ctx, participant.id, registrationId);
  return { reg: reg!, created: true };
}
