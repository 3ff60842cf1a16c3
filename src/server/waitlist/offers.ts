// Waiting-list offers (issue 20, schemas/entities/waitlist-entry.json). A place that frees — a cancel, an
// expiry, a raised quota or room stock, an offer that lapsed — goes to the first entry waiting for that
// ticket or room type (kinds.ts) in the transaction that freed it: one statement locks that entry (SKIP
// LOCKED: a concurrent release of the same counter offers the next one instead of waiting), takes the place back on the counter only while
// the quota allows (the counter row's lock orders concurrent releases, so a place is given once), and marks
// the entry offered with its hold's end. An entry leaves `waiting` only through that conditional update,
// so no entry is offered twice and no place is offered to two entries.
import type { Ctx } from '../http/context';
import type { Db } from '../db/driver';
import type { Row } from '../db/repo';
import { activeSql } from '../../shared/lifecycle';
import { notifyParticipant } from '../notifications/notify';
import { queueEmailCopy } from '../notifications/deliveries/queue';
import { translate } from '../../shared/messages';
import { fromStored, zoneOr } from '../meetings/times';
import { zoneLabel } from '../../shared/time-zone';
import { canUse, waitsFor } from './kinds';

export type WaitCtx = Pick<Ctx, 'db' | 'repo' | 'schemas' | 'config'>;

/** Entries in a line (SQL over alias `w`). */
const IN_LINE = `w.status IN ('waiting', 'offered')`;
export { IN_LINE };

/**
 * Offers the place of counter `quotaId` to the first waiting entry, if the quota has one free; answers the
 * entry offered or null. `entryId`: that entry rather than the first (the organizer's hand), and over the
 * quota when none is free (the organizer decides to sell one more).
 */
export async function offerNext(ctx: WaitCtx, db: Db, quotaId: number, hand?: { entryId: number }): Promise<Row | null> {
  const pick = hand ? 'AND w.id = $2' : '';
  const [entry] = await db.query(
    `WITH q0 AS (SELECT id, scope, kind, key FROM registration_quotas WHERE id = $1 AND kind IN ('ticket', 'room')),
     next AS (
       SELECT w.id FROM waitlist_entries w, q0
        WHERE ${waitsFor('w', 'q0')} AND w.status = 'waiting' ${pick} AND ${canUse('w', activeSql)}
        ORDER BY w.position, w.id LIMIT 1 FOR UPDATE OF w SKIP LOCKED),
     took AS (
       UPDATE registration_quotas SET used = used + 1
        WHERE id = $1 ${hand ? '' : 'AND (capacity IS NULL OR used < capacity)'} AND EXISTS (SELECT 1 FROM next) RETURNING id)
     UPDATE waitlist_entries w SET status = 'offered', quota_id = took.id, offered_at = now(), offered_by = ${hand ? `'organizer'` : `'system'`},
            offer_expires_at = now() + make_interval(hours => coalesce(f.waitlist_claim_hours, 24)), updated_at = now()
       FROM next, took, registration_flows f WHERE w.id = next.id AND f.id = w.flow_id AND w.status = 'waiting'
     RETURNING w.*`,
    hand ? [quotaId, hand.entryId] : [quotaId],
  );
  if (!entry) return null;
  await tellEntry(ctx, db, entry, 'offer');
  return entry;
}

/** Offers every free place of counter `quotaId` to the line, in order (a raised quota frees several). */
export async function offerFree(ctx: WaitCtx, db: Db, quotaId: number): Promise<number> {
  let n = 0;
  while (await offerNext(ctx, db, quotaId)) n++;
  return n;
}

/** After places were given back (the counter ids a release freed), in the same transaction: each goes to its line. */
export async function offerFreed(ctx: WaitCtx, db: Db, quotaIds: number[]): Promise<void> {
  for (const id of quotaIds) await offerNext(ctx, db, id);
}

/** The counter of a flow's ticket, when it has one yet. */
export async function ticketCounter(db: Db, flowId: number, ticket: string): Promise<number | null> {
  const [q] = await db.query<{ id: number }>(`SELECT id FROM registration_quotas WHERE scope = $1 AND kind = 'ticket' AND key = $2`, [`flow:${flowId}`, ticket]);
  return q ? Number(q.id) : null;
}

/** The counter of entry `e`'s line (its ticket's or its room type's), when it has one yet. */
export async function lineCounter(db: Db, e: Row): Promise<number | null> {
  const [q] = await db.query<{ id: number }>(
    `SELECT q.id FROM registration_quotas q, waitlist_entries w WHERE w.id = $1 AND ${waitsFor('w', 'q')}`, [e.id]);
  return q ? Number(q.id) : null;
}

/**
 * Ends an offered entry (its hold lapsed, the participant left, the organizer removed it) and passes its
 * place to the next in line: the place is given back and offered again in the same transaction, so no
 * submission takes it in between. `when`: a further condition (trusted SQL over `w`). Answers the entry
 * as it now is, or null when it was not offered (any more).
 */
export async function endOffer(ctx: WaitCtx, db: Db, entryId: number, to: 'expired' | 'left', when = 'true'): Promise<Row | null> {
  const [e] = await db.query(
    `UPDATE waitlist_entries w SET status = $2, updated_at = now() WHERE w.id = $1 AND w.status = 'offered' AND (${when}) RETURNING w.*`,
    [entryId, to],
  );
  if (!e) return null;
  if (e.quota_id) {
    await db.query('UPDATE registration_quotas SET used = greatest(used - 1, 0) WHERE id = $1', [e.quota_id]);
    await offerNext(ctx, db, Number(e.quota_id));
  }
  return e;
}

/** The participant's claim link: their centre in this meeting, opened on the entry. */
export const claimLink = (ctx: WaitCtx, e: Row) => `${ctx.config.publicUrl ?? ''}/participant-center/${e.meeting_id}?waitlist=${e.id}`;

/**
 * Tells the participant of an offer (or of its lapse) in the language they joined in: an in-app
 * notification and, when they have an address, its e-mail copy (queued in this transaction, sent by the
 * delivery poller after commit).
 */
export async function tellEntry(ctx: WaitCtx, db: Db, e: Row, news: 'offer' | 'lapsed'): Promise<void> {
  const [p] = await db.query(
    `SELECT p.email, m.title, m.time_zone, t.name_en FROM participants p JOIN meetings m ON m.id = p.meeting_id
       LEFT JOIN ticket_types t ON t.flow_id = $2 AND t.name = $3 WHERE p.id = $1`,
    [e.participant_id, e.flow_id, e.ticket_type],
  );
  if (!p) return;
  const lang = e.language === 'en' ? 'en' : 'zh';
  const m = ctx.schemas.messages[lang];
  const zone = zoneOr(p.time_zone);
  const at = fromStored(e.offer_expires_at, zone);
  const stay = (e.answers?.hotel ?? {}) as Row;
  const params = {
    meeting: p.title ?? '', ticket: lang === 'en' && p.name_en ? p.name_en : e.ticket_type, room: e.room_type_name ?? '',
    checkin: String(stay.checkinDate ?? ''), checkout: String(stay.checkoutDate ?? ''),
    expires: at ? `${at.slice(0, 16)} (${zoneLabel(zone, e.offer_expires_at)})` : '', link: claimLink(ctx, e),
  };
  const key = `waitlist.notify.${e.kind === 'room' ? `room${news === 'offer' ? 'Offer' : 'Lapsed'}` : news}`;
  const id = await notifyParticipant(ctx, Number(e.participant_id), {
    title: translate(m, `${key}.title`, params), content: translate(m, `${key}.body`, params), category: 'MEETING',
  }, db);
  const email = String(p.email ?? '').trim();
  if (email) {
    await queueEmailCopy(db, id, email, lang);
  }
}
