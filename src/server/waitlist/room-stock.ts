// A room type's stock changed by the organizer (issue 20): its counter's capacity follows at once (a
// submission would set it on its next take, too late for the line), and every room the raise freed is
// offered to the room type's waiting list in the same transaction, like a ticket's raised quota.
import type { Db } from '../db/driver';
import { roomScope } from '../registration/open-flow';
import { offerFree, type WaitCtx } from './offers';

export async function roomStockChanged(ctx: WaitCtx, db: Db, meetingId: number, roomTypeId: number, stock: number): Promise<number> {
  const [q] = await db.query<{ id: number }>(
    `UPDATE registration_quotas SET capacity = $3 WHERE scope = $1 AND kind = 'room' AND key = $2 AND capacity IS DISTINCT FROM $3::int RETURNING id`,
    [roomScope(meetingId), String(roomTypeId), stock],
  );
  return q ? offerFree(ctx, db, Number(q.id)) : 0;
}
