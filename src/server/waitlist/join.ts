// Joining and leaving a ticket's waiting list (issue 20). Joining is allowed only while the ticket is sold
// out: the submission is checked like a registration (answers against the design, choices, agreement) and
// kept, so a claim later makes the registration from it. The ticket's counter row is locked while the
// entry is written, so "sold out" and the place in line are decided against the same count the
// submissions change; one entry in line per participant and ticket is a unique index's rule.
import type { Ctx } from '../http/context';
import type { Row } from '../db/repo';
import { AppError, fieldError } from '../http/errors';
import type { SubmitBody } from '../registration/choices';
import { checkSubmission } from '../registration/submit';
import { counter } from '../registration/quotas';
import { activeSql } from '../../shared/lifecycle';
import { uniqueViolationOn } from '../db/unique';
import { endOffer } from './offers';

/** The submission as sent (checked now, checked again at the claim against the same design version), without
 *  the total seen then (priced again at the claim) and the retry key. */
const kept = (b: SubmitBody): Row => {
  const { total: _t, idempotencyKey: _k, ...rest } = b;
  return rest;
};

export async function join(ctx: Ctx, participant: Row, b: SubmitBody, lang: 'zh' | 'en'): Promise<Row> {
  if (!b.ticketType) throw fieldError('/ticketType', 'waitlist.noTicket');
  const { flow, d } = await checkSubmission(ctx, participant, b);
  const want = d.wants.find((w) => w.kind === 'ticket');
  if (!want) throw fieldError('/ticketType', 'waitlist.noTicket');
  const ticket = want.key;
  try {
    return await ctx.db.tx(async (db) => {
      const q = await counter(db, want);
      const [c] = await db.query('SELECT used, capacity FROM registration_quotas WHERE id = $1 FOR UPDATE', [q]);
      if (c.capacity === null || Number(c.used) < Number(c.capacity)) throw new AppError(409, 'waitlist.notSoldOut', {}, [{ path: '/ticketType', key: 'waitlist.notSoldOut' }]);
      const [active] = await db.query(`SELECT 1 FROM registrations r WHERE r.participant_id = $1 AND r.flow_id = $2 AND ${activeSql('r')}`, [participant.id, flow.id]);
      if (active) throw new AppError(409, 'registration.alreadyRegistered');
      const [last] = await db.query(`SELECT coalesce(max(position), 0) + 1 AS next FROM waitlist_entries WHERE flow_id = $1 AND ticket_type = $2`, [flow.id, ticket]);
      return ctx.repo('waitlistEntry').insert(db, {
        meetingId: flow.meeting_id, flowId: flow.id, participantId: participant.id, participantName: String(participant.name || participant.username || '').slice(0, 100),
        ticketType: ticket, answers: kept(b), position: Number(last.next), status: 'waiting', language: lang,
      });
    });
  } catch (e) {
    if (uniqueViolationOn(e, 'in_line')) throw new AppError(409, 'waitlist.alreadyWaiting');
    throw e;
  }
}

/** The participant leaves the line (an offer they hold passes to the next in line at once). */
export async function leave(ctx: Ctx, entry: Row): Promise<void> {
  await ctx.db.tx(async (db) => {
    if (entry.status === 'offered' && (await endOffer(ctx, db, Number(entry.id), 'left'))) return;
    const [e] = await db.query(`UPDATE waitlist_entries SET status = 'left', updated_at = now() WHERE id = $1 AND status = 'waiting' RETURNING id`, [entry.id]);
    if (!e) throw new AppError(409, 'waitlist.notWaiting');
  });
}
