// Claiming a waiting-list offer (issue 20). A ticket's: the registration is made from the submission the
// entry kept, through the same submission as any other (answers checked against the design version they
// were made on, priced now, payment as usual), with the ticket's place the offer held instead of a new
// one; while the participant also waits for the room they chose, the registration is made without it (the
// room's claim attaches it later). The retry key is the entry's, so a repeated claim is answered the
// registration the first one made. A room's: attached to the participant's active registration in the
// flow (claim-room.ts), or, with none, a registration made from the kept submission with the room held.
import type { Ctx } from '../http/context';
import type { Row } from '../db/repo';
import { AppError } from '../http/errors';
import type { SubmitBody } from '../registration/choices';
import { submit } from '../registration/submit';
import { activeSql } from '../../shared/lifecycle';
import { attachRoom } from './claim-room';

export async function claim(ctx: Ctx, participant: Row, entry: Row, lang: 'zh' | 'en'): Promise<{ reg: Row; created: boolean }> {
  if (entry.status !== 'offered' && entry.status !== 'claimed') throw new AppError(409, 'waitlist.offerGone');
  const key = `waitlist:${entry.id}`;
  if (entry.kind === 'room') {
    const [reg] = await ctx.db.query(`SELECT id FROM registrations r WHERE r.participant_id = $1 AND r.flow_id = $2 AND ${activeSql('r')}`, [participant.id, entry.flow_id]);
    if (reg || entry.status === 'claimed') return attachRoom(ctx, participant, entry, reg ? Number(reg.id) : Number(entry.registration_id));
    // kept from a registered participant's join (a hotel choice alone): nothing to register from
    if (!entry.answers?.flowId) throw new AppError(409, 'waitlist.room.noRegistration');
    return submit(ctx, participant, entry.answers as SubmitBody, key, lang, { entryId: Number(entry.id), held: 'room' });
  }
  const [room] = await ctx.db.query(`SELECT 1 FROM waitlist_entries w WHERE w.participant_id = $1 AND w.flow_id = $2 AND w.kind = 'room' AND w.status = 'waiting'`, [participant.id, entry.flow_id]);
  const body = { ...(entry.answers ?? {}), ticketType: entry.ticket_type, ...(room ? { hotel: { needHotel: false } } : {}) } as SubmitBody;
  return submit(ctx, participant, body, key, lang, { entryId: Number(entry.id), held: 'ticket' });
}
