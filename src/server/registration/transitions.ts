// Moves a registration along its lifecycle (registration.json x-lifecycle, src/shared/lifecycle.ts).
// Each move is one conditional UPDATE — the row changes only while it is in one of the action's
// `from` states — so of two racing moves (cancel vs reject, expiry vs approval, two approvals)
// exactly one wins and the other is refused with the state it found. Places are given back or taken
// again in the same transaction, an event row records who did it and why.
import type { Db } from '../db/driver';
import type { Row } from '../db/repo';
import { AppError } from '../http/errors';
import { snake } from '../db/ddl';
import { Params } from '../db/params';
import { TRANSITIONS, type Action, type State } from '../../shared/lifecycle';
import { release, retake } from './quotas';

export interface Actor {
  type: 'participant' | 'organizer' | 'system';
  id?: number | null;
  name?: string | null;
}

export interface Move {
  action: Action;
  /** where it goes: one of the action's `to` states */
  to: State;
  /** more properties to set (camelCase names of registration.json) */
  set?: Row;
  /** a further condition on the row, trusted SQL over the registrations columns (never input) */
  when?: string;
  reason?: string | null;
  /** give the places back (cancel, expire) or take them again (restore) */
  places?: 'release' | 'retake';
  /** the refusal when the state allows the action but `when` does not hold */
  otherwise?: AppError;
}

/** `{ t }` parameters the error handler reads in the caller's language. */
export const stateName = (s: unknown) => ({ t: `form.enum.registration.registrationStatus.${String(s)}` });
export const actionName = (a: Action) => ({ t: `lifecycle.action.${a}` });

/** Moves registration `id` (call inside a transaction); answers the row as it now is, the state it left and
 *  the quota counters whose places it gave back (for the waiting lists: waitlist/offers.ts offerFreed). */
export async function move(db: Db, id: number, m: Move, actor: Actor): Promise<{ row: Row; from: State; freed: number[] }> {
  const def = TRANSITIONS[m.action];
  if (!def.to.includes(m.to)) throw new Error(`${m.action} cannot go to ${m.to}`);
  const set = Object.entries(m.set ?? {});
  const from = def.from.map((s) => `'${s}'`).join(', ');
  const [row] = await db.query(
    `WITH old AS (SELECT id, registration_status FROM registrations WHERE id = $1 FOR UPDATE)
     UPDATE registrations r SET registration_status = $2, updated_at = now()${set.map(([k], i) => `, ${snake(k)} = $${i + 3}`).join('')}
       FROM old WHERE r.id = old.id AND old.registration_status IN (${from})${m.when ? ` AND (${m.when})` : ''}
     RETURNING r.*, old.registration_status AS from_status`,
    [id, m.to, ...set.map(([, v]) => (v !== null && typeof v === 'object' && !(v instanceof Date) ? JSON.stringify(v) : v))],
  );
  if (!row) throw await refusal(db, id, m);
  const freed = m.places === 'release' ? await release(db, id) : [];
  if (m.places === 'retake') await retake(db, id);
  const { from_status: was, ...now } = row;
  await recordEvent(db, now, m.action, was, actor, m.reason);
  return { row: now, from: was as State, freed };
}

/** The audit row of the registration `reg` (a CTE or table of the same statement: its meeting, id and
 *  states as they now are), the other values through `p`: the one place its columns are named. */
export const eventFrom = (p: (v: unknown) => string, reg: string, action: Action, from: string | null, actor: Actor, reason?: string | null): string =>
  `INSERT INTO registration_events (meeting_id, registration_id, action, from_status, to_status, payment_status, actor_type, actor_id, actor_name, reason)
   SELECT ${reg}.meeting_id, ${reg}.id, ${p(action)}::text, ${p(from)}::text, ${reg}.registration_status, ${reg}.payment_status, ${p(actor.type)}::text,
          ${p(actor.id ?? null)}::integer, ${p((actor.name ?? '').slice(0, 50) || null)}::text, ${p(reason?.slice(0, 500) || null)}::text FROM ${reg}`;

/** The audit row of a transition of `reg` (a registrations row as it now is). */
export async function recordEvent(db: Db, reg: Row, action: Action, from: string | null, actor: Actor, reason?: string | null): Promise<void> {
  const q = new Params();
  const now = `SELECT ${q.add(reg.meeting_id)}::integer AS meeting_id, ${q.add(reg.id)}::integer AS id, ${q.add(reg.registration_status)}::text AS registration_status, ${q.add(reg.payment_status)}::text AS payment_status`;
  await db.query(`WITH reg AS (${now}) ${eventFrom(q.add, 'reg', action, from, actor, reason)}`, q.values);
}

/** Why a move found nothing to change: the registration is gone, or its state does not allow it. */
async function refusal(db: Db, id: number, m: Move): Promise<AppError> {
  const [cur] = await db.query('SELECT registration_status FROM registrations WHERE id = $1', [id]);
  if (!cur || cur.registration_status === 'draft') return new AppError(404, 'registration.notFound');
  if (m.otherwise && TRANSITIONS[m.action].from.includes(cur.registration_status)) return m.otherwise;
  return new AppError(409, 'lifecycle.notAllowed', { state: stateName(cur.registration_status), action: actionName(m.action), status: cur.registration_status });
}
