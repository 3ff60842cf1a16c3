// Places without overselling (DESIGN.md: conditional atomic updates, one counter row per quota,
// never one lock for the whole meeting). take() runs inside the submission's transaction: every
// counter is raised only while used < capacity, so under any concurrency a quota of 100 gives out
// exactly 100; a failed take throws and the transaction gives back what it raised before.
import type { Db } from '../db/driver';
import { AppError } from '../http/errors';

export interface Want {
  meetingId: number;
  scope: string;
  kind: 'ticket' | 'identity' | 'room';
  key: string;
  /** null: no limit */
  capacity: number | null;
  /** the message key when none is left */
  soldOut: string;
}

/** The submission field where each kind of place is chosen: a refusal names it, so the flow goes back to that step. */
const FIELD: Record<Want['kind'], string> = { ticket: '/ticketType', identity: '/identity', room: '/hotel/roomTypeId' };
const soldOut = (w: Want) => new AppError(409, w.soldOut, {}, [{ path: FIELD[w.kind], key: w.soldOut }]);

/**
 * Test hook: 'unsafe' reads the count and writes it back (read-then-write), the lost-update bug the
 * race tests must catch. Never set outside tests.
 */
export const quotaMode: { value: 'atomic' | 'unsafe' } = { value: 'atomic' };

/** The counter row of a quota, created on first use; its capacity kept equal to the design's. */
export async function counter(db: Db, w: Want): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO registration_quotas (meeting_id, scope, kind, key, capacity, used) VALUES ($1, $2, $3, $4, $5, 0)
     ON CONFLICT (scope, kind, key) DO UPDATE SET capacity = EXCLUDED.capacity
       WHERE registration_quotas.capacity IS DISTINCT FROM EXCLUDED.capacity
     RETURNING id`,
    [w.meetingId, w.scope, w.kind, w.key, w.capacity],
  );
  if (row) return Number(row.id);
  const [found] = await db.query<{ id: number }>('SELECT id FROM registration_quotas WHERE scope = $1 AND kind = $2 AND key = $3', [w.scope, w.kind, w.key]);
  return Number(found.id);
}

/** Used counts read before the transaction: only the 'unsafe' test mode decides on them. */
export async function snapshot(db: Db, wants: Want[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (quotaMode.value !== 'unsafe') return out;
  for (const w of wants) {
    const [c] = await db.query<{ used: number }>('SELECT used FROM registration_quotas WHERE scope = $1 AND kind = $2 AND key = $3', [w.scope, w.kind, w.key]);
    out.set(`${w.scope}/${w.kind}/${w.key}`, Number(c?.used ?? 0));
  }
  // the window a slow request leaves between its read and its write
  await new Promise((r) => setTimeout(r, 20));
  return out;
}

/** Takes one place of each wanted quota; answers the counter ids held. */
export async function take(db: Db, wants: Want[], seen = new Map<string, number>()): Promise<number[]> {
  const held: number[] = [];
  for (const w of wants) {
    const id = await counter(db, w);
    if (quotaMode.value === 'unsafe') {
      // the lost update: decided on a count read before the transaction
      const used = seen.get(`${w.scope}/${w.kind}/${w.key}`) ?? 0;
      if (w.capacity !== null && used >= w.capacity) throw soldOut(w);
      await db.query('UPDATE registration_quotas SET used = $2 WHERE id = $1', [id, used + 1]);
    } else {
      const ok = await db.query('UPDATE registration_quotas SET used = used + 1 WHERE id = $1 AND (capacity IS NULL OR used < capacity) RETURNING id', [id]);
      if (!ok.length) throw soldOut(w);
    }
    held.push(id);
  }
  return held;
}

/**
 * Gives back the places a registration holds, once (call inside a transaction): the row is locked and
 * its list emptied, so a second release (two reviews, a cancel racing a reject) finds nothing. Answers the
 * counters freed: the caller offers them to their waiting lists in the same transaction (waitlist/offers.ts).
 */
export async function release(db: Db, registrationId: number): Promise<number[]> {
  const [row] = await db.query<{ held: unknown }>('SELECT places_held AS held FROM registrations WHERE id = $1 FOR UPDATE', [registrationId]);
  const ids = (Array.isArray(row?.held) ? row.held : []).map(Number).filter(Number.isInteger);
  if (!ids.length) return [];
  await db.query(`UPDATE registrations SET places_held = '[]'::jsonb, places_released = $2 WHERE id = $1`, [registrationId, JSON.stringify(ids)]);
  for (const id of ids) await db.query('UPDATE registration_quotas SET used = greatest(used - 1, 0) WHERE id = $1', [id]);
  return ids;
}

/** Takes again the places a release gave back (a new proof after a rejection); 409 when one is gone. */
export async function retake(db: Db, registrationId: number): Promise<void> {
  const [row] = await db.query<{ ids: unknown }>('SELECT places_released AS ids FROM registrations WHERE id = $1 FOR UPDATE', [registrationId]);
  const ids = (Array.isArray(row?.ids) ? row.ids : []).map(Number).filter(Number.isInteger);
  if (!ids.length) return;
  const kinds = { ticket: 'registration.soldOut', identity: 'registration.identitySoldOut', room: 'registration.roomSoldOut' } as Record<string, string>;
  for (const id of ids) {
    const ok = await db.query<{ kind: string }>('UPDATE registration_quotas SET used = used + 1 WHERE id = $1 AND (capacity IS NULL OR used < capacity) RETURNING kind', [id]);
    if (!ok.length) {
      const [q] = await db.query<{ kind: string }>('SELECT kind FROM registration_quotas WHERE id = $1', [id]);
      throw new AppError(409, kinds[q?.kind] ?? 'registration.soldOut');
    }
  }
  await db.query(`UPDATE registrations SET places_held = $2, places_released = '[]'::jsonb WHERE id = $1`, [registrationId, JSON.stringify(ids)]);
}

/** Places left per key of a scope and kind (null: no limit), for the public read. */
export async function remaining(db: Db, scope: string, kind: Want['kind']): Promise<Map<string, number>> {
  const rows = await db.query<{ key: string; used: number }>('SELECT key, used FROM registration_quotas WHERE scope = $1 AND kind = $2', [scope, kind]);
  return new Map(rows.map((r) => [r.key, Number(r.used)]));
}
