// A participant's submission (docs/registration.md): checked against the design version it was made
// on, priced by the server, places taken in the same transaction as the record is written. One
// active registration per flow is the rule of a unique index; the participant's row lock (not the
// meeting's) orders retries with one idempotency key and unique answers (phone, e-mail), and the
// unique (participant, key) index backs it. A submission with none of those is one statement.
import type { Ctx, Req } from '../http/context';
import type { Row } from '../db/repo';
import { AppError, fieldError } from '../http/errors';
import { translate } from '../../shared/messages';
import { openFlowDesigned } from './open-flow';
import { assertRegistrationOpen } from './window';
import { checkAnswers } from './design-schema';
import { decide, type SubmitBody } from './choices';
import { snapshot, take, type Want } from './quotas';
import { oneRegistration } from './views';
import type { State } from '../../shared/lifecycle';
import { newReference, referenceTaken } from './references';
import { deadlineOf, hasDeadline } from './deadline';
import { answerTargets } from '../../shared/designer/binding';
import { hasUniqueAnswers, lockParticipant, recordAnswers, recordValues } from './record';
import { activeTaken, writeSubmission, type SubmissionWrite } from './submission-write';
import type { Db } from '../db/driver';
import { insertInvoice, invoiceAsked } from './invoice-answer';
import { onlyOwnFiles } from '../private-files/owned';
import { doorCodeTaken, newDoorCode } from '../checkin/door-codes';
import { isUniqueViolation } from '../db/unique';
import { proveParticipant } from '../participant-accounts/sessions';

/**
 * Nothing to pay: paid at once. On-site payment: pending, so the organizer approves it in the payment
 * review when the money is received (spec 2 §4: only pending rows are reviewed). Bank transfer: unpaid
 * until a proof is uploaded.
 */
export const firstPaymentStatus = (total: number, method: string) => (total <= 0 ? 'paid' : method === 'cash' ? 'pending' : 'unpaid');

/** Where a submission starts (LIFECYCLE): waiting for the organizer's review, confirmed when nothing is due, else awaiting payment. */
export const firstState = (flow: Row, total: number): State => (flow.require_review ? 'submitted' : total <= 0 ? 'confirmed' : 'awaiting_payment');

async function byKey(ctx: Ctx, participantId: number, key: string | undefined): Promise<Row | null> {
  if (!key) return null;
  const [r] = await ctx.db.query('SELECT id FROM registrations WHERE participant_id = $1 AND idempotency_key = $2', [participantId, key]);
  return r ? oneRegistration(ctx, participantId, r.id) : null;
}

/**
 * A submission that claims a waiting-list offer (waitlist/claim.ts): the entry, whose held place is of
 * kind `held` (the ticket's or the room's). The entry is marked claimed first in the submission's transaction, only while it is offered and
 * its hold lasts, so of concurrent claims one makes the registration.
 */
export interface Claim {
  entryId: number;
  held: Want['kind'];
}

/**
 * The participant a submission is for: its row, or `{ proving: req }` on a route declared inlineSession,
 * whose claimed session the flow's statement proves (open-flow.ts; proveParticipant when it did not).
 */
export type Submitter = Row | { proving: Req };

const proven = (ctx: Ctx, who: Submitter): Promise<Row> | Row => ('proving' in who ? proveParticipant(ctx, who.proving) : who);

export async function submit(ctx: Ctx, who: Submitter, b: SubmitBody, key: string | undefined, lang: 'zh' | 'en' = 'zh', claim?: Claim): Promise<{ reg: Row; created: boolean }> {
  try {
    return await attempt(ctx, who, b, key, lang, 0, claim);
  } catch (e) {
    // a retry of a submission that went through (its answer lost on the way, or the two raced): whatever
    // refuses the repeat (its own place taken, its own registration active, the key's unique index, the
    // flow closed since), it is answered the registration its key made. Looked up only on a refusal, so
    // a first submission costs no round trip for it; only for a proven session (a 401 otherwise).
    if (key && (e instanceof AppError || isUniqueViolation(e))) {
      const again = await byKey(ctx, (await proven(ctx, who)).id, key);
      if (again) return { reg: again, created: false };
    }
    throw e;
  }
}

/**
 * A submission checked as far as it can be before anything is written: the flow open, the answers against
 * the design version seen, the participant's own files, the agreement, the choices priced with the places
 * they need. A waiting-list entry's kept submission is checked by it too (waitlist/join.ts).
 */
export async function checkSubmission(ctx: Ctx, who: Submitter, b: SubmitBody, held: Want['kind'] | null = null) {
  const opened = await openFlowDesigned(ctx.db, b.meetingId, b.flowId, b.designVersion, 'proving' in who ? who.proving.participantClaim : undefined);
  const participant = 'proving' in who ? await proveParticipant(ctx, who.proving, opened.participant) : who;
  if (Number(participant.meetingId) !== b.meetingId) throw new AppError(404, 'registration.flowUnavailable');
  const { meeting, flow, seen, current: { design }, tickets } = opened;
  if (!seen) throw new AppError(400, 'registration.versionUnknown');
  assertRegistrationOpen(meeting);
  const targets = answerTargets(ctx.schemas.entities);
  const form = checkAnswers(`${flow.id}:${seen.version}`, seen.design.formPage?.formGroups, b.formData ?? {}, targets);
  if (form.issues.length) throw new AppError(400, form.issues[0].key, form.issues[0].params, form.issues);
  await onlyOwnFiles(ctx, participant.id, form.data);
  // what the bound answers put into the participant's record and an invoice request
  const record = recordAnswers(targets, seen.design.formPage?.formGroups, form.data);
  // the design seen asks for the agreement box (spec 3 §3 showAgreement): no tick, no registration
  if (seen.design.formPage?.showAgreement === true && b.agreed !== true) throw fieldError('/agreed', 'flowGaps.agreeFirst');
  const d = await decide(ctx.db, meeting, flow, design, b, Date.now(), held, tickets);
  return { participant, meeting, flow, seen, targets, form, record, d };
}

async function attempt(ctx: Ctx, who: Submitter, b: SubmitBody, key: string | undefined, lang: 'zh' | 'en', tries: number, claim?: Claim): Promise<{ reg: Row; created: boolean }> {
  const { participant, meeting, flow, seen, targets, form, record, d } = await checkSubmission(ctx, who, b, claim?.held ?? null);
  const now = new Date();
  const state = firstState(flow, d.total);
  const deadline = state === 'awaiting_payment' && hasDeadline(d.total, b.paymentMethod) ? deadlineOf(flow, now) : null;
  // the flow's fixed payment deadline has passed: a transfer could no longer be made in time
  if (deadline && deadline <= now) throw new AppError(409, 'registration.paymentClosed');
  const invoice = await invoiceAsked(ctx, targets, meeting.id, record, d.total);
  const seenCounts = await snapshot(ctx.db, d.wants);
  // what the submission writes after the lock, if any: the places, then one statement (submission-write.ts)
  const write = async (db: Db) => {
    const offered = claim ? await claimOffer(db, claim, participant.id) : [];
    const held = [...offered, ...await take(db, d.wants, seenCounts)];
    const at = now.toISOString();
    const person = { ...participant, ...recordValues(record) };
    // nothing to pay or review: confirmed at once, so the confirmation e-mail goes out; notifications
    // about this registration are in `lang`
    const email = String(person.email ?? '').trim();
    const reg = await writeSubmission(ctx, db, {
      registration: {
        ...d.columns,
        meetingId: meeting.id, flowId: flow.id, participantId: participant.id, registrationStatus: state, paymentStatus: firstPaymentStatus(d.total, b.paymentMethod),
        currency: ['CNY', 'USD', 'EUR'].includes(flow.currency) ? flow.currency : 'CNY', formData: form.data, registrationTime: at, submitTime: at,
        designVersion: seen.version, idempotencyKey: key ?? null, placesHeld: held,
        paymentDeadline: deadline?.toISOString() ?? null, confirmedAt: state === 'confirmed' ? at : null, transferReference: newReference(), doorCode: newDoorCode(),
      },
      participantId: participant.id, flowId: flow.id, targets, record, lang,
      actor: { type: 'participant', id: Number(participant.id), name: person.name || person.username },
      confirmTo: state === 'confirmed' && email ? email : null,
      tell: organizerNote(ctx, meeting, person, d.total, flow.currency),
    });
    if (invoice) await insertInvoice(ctx, db, invoice, Number(reg.id), participant.id);
    if (claim) await db.query('UPDATE waitlist_entries SET registration_id = $2 WHERE id = $1', [claim.entryId, reg.id]);
    return { reg };
  };
  try {
    // places to take, a phone or e-mail that must stay unique or an invoice request: several statements
    // in one transaction after the participant's lock. Otherwise the one statement is the whole write:
    // the unique indexes on active registrations per flow and on retry keys decide what races past the
    // checks (a retry is answered its first attempt's registration, in submit)
    const res = d.wants.length || claim || hasUniqueAnswers(targets, record) || invoice
      ? await ctx.db.tx(async (db) => {
        await lockParticipant(db, targets, participant.id, meeting.id, record);
        return write(db);
      })
      : await write(ctx.db);
    return { reg: res.reg, created: true };
  } catch (e) {
    // the drawn reference or door code was someone else's (about one in 10^11): draw again
    if ((referenceTaken(e) || doorCodeTaken(e)) && tries < 3) return attempt(ctx, participant, b, key, lang, tries + 1, claim);
    if (activeTaken(e)) throw new AppError(409, 'registration.alreadyRegistered');
    throw e;
  }
}

/** Marks the offer claimed (while it is offered to this participant and held); answers the counter whose place it held. */
async function claimOffer(db: Db, claim: Claim, participantId: number): Promise<number[]> {
  const [e] = await db.query<{ quota_id: number | null }>(
    `UPDATE waitlist_entries SET status = 'claimed', claimed_at = now(), updated_at = now()
      WHERE id = $1 AND participant_id = $2 AND status = 'offered' AND offer_expires_at > now() RETURNING quota_id`,
    [claim.entryId, participantId],
  );
  if (!e) throw new AppError(409, 'waitlist.offerGone');
  return e.quota_id ? [Number(e.quota_id)] : [];
}

/** What the organizer hears of each submission (stored in Chinese, the platform's default language). */
function organizerNote(ctx: Ctx, meeting: Row, participant: Row, total: number, currency: string): SubmissionWrite['tell'] {
  if (!meeting.organizer_id) return null;
  const zh = ctx.schemas.messages.zh;
  const params = { meeting: meeting.title ?? '', name: participant.name || participant.username, amount: total.toFixed(2), currency: currency || 'CNY' };
  return { userId: Number(meeting.organizer_id), msg: { title: translate(zh, 'registration.notify.newTitle', params), content: translate(zh, 'registration.notify.newBody', params), category: 'MEETING' } };
}
