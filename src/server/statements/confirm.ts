// The organizer's bulk confirmation of statement lines, in one transaction: the chosen lines still
// suggested are locked (ORDER BY id, FOR UPDATE), then their registrations still awaiting payment
// (FOR UPDATE: a racing confirm, review or expiry waits and is then re-checked), and each of those is
// marked paid through the lifecycle (registration/organizer-actions.ts markPaid → move(): places,
// events and the participant's note as a proof approval has them), the event naming the line. Two
// confirms at once pay a registration once; a line whose registration is no longer awaiting payment, or
// a second line of a registration paid in the same call, stays as it was and is answered as skipped.
import type { Ctx } from '../http/context';
import type { Row } from '../db/repo';
import { markPaid, organizerOf } from '../registration/organizer-actions';
import { translate } from '../../shared/messages';
import { summaryLockOrder } from '../payments/summary';

export interface Skipped { lineId: number; reason: 'notSuggested' | 'notAwaiting' | 'paidByOtherLine' }

export async function confirmLines(ctx: Ctx, caller: Row, meetingId: number, lineIds: number[]): Promise<{ confirmed: number[]; skipped: Skipped[] }> {
  const actor = organizerOf(caller);
  const now = new Date();
  const zh = (key: string, p: Record<string, unknown>) => translate(ctx.schemas.messages.zh, key, p);
  return ctx.db.tx(async (db) => {
    const lines = await db.query(
      `SELECT id, registration_id FROM statement_lines WHERE meeting_id = $1 AND id = ANY($2::int[]) AND status = 'suggested' AND registration_id IS NOT NULL ORDER BY id FOR UPDATE`,
      [meetingId, lineIds],
    );
    const regIds = [...new Set(lines.map((l) => Number(l.registration_id)))];
    const regs = await db.query(
      `SELECT * FROM registrations WHERE id = ANY($1::int[]) AND meeting_id = $2 AND registration_status = 'awaiting_payment' ORDER BY id FOR UPDATE`,
      [regIds, meetingId],
    );
    const open = new Map(regs.map((r) => [Number(r.id), r]));
    const found = new Set(lines.map((l) => Number(l.id)));
    const skipped: Skipped[] = lineIds.filter((id) => !found.has(id)).map((lineId) => ({ lineId, reason: 'notSuggested' }));
    const confirmed: number[] = [];
    const paidNow = new Set<number>();
    // which line pays which registration: the first line (by id) naming it
    const pays: Array<{ line: number; reg: Row }> = [];
    for (const l of lines) {
      const rid = Number(l.registration_id);
      const reg = open.get(rid);
      if (!reg) {
        skipped.push({ lineId: Number(l.id), reason: paidNow.has(rid) ? 'paidByOtherLine' : 'notAwaiting' });
        continue;
      }
      open.delete(rid);
      paidNow.add(rid);
      pays.push({ line: Number(l.id), reg });
      confirmed.push(Number(l.id));
    }
    // paid in the order of the summary rows and participants each payment locks until the commit
    // (payments/summary.ts), so two confirms of one meeting at once never deadlock on them (the
    // registrations themselves were locked above, in one statement, in id order)
    pays.sort((x, y) => summaryLockOrder(x.reg, y.reg));
    for (const { line, reg } of pays) {
      await markPaid(ctx, db, reg, actor, { reason: zh('statements.eventReason', { line }), paymentMethod: 'bankCard' }, now);
    }
    if (confirmed.length) {
      await db.query(
        `UPDATE statement_lines SET status = 'confirmed', confirmed_by = $2, confirmed_by_id = $3, confirmed_at = $4 WHERE id = ANY($1::int[])`,
        [confirmed, String(actor.name ?? '').slice(0, 50), actor.id, now.toISOString()],
      );
    }
    return { confirmed, skipped };
  });
}
