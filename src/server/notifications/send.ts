// Storing a notification record and sending it: now (delivered before the answer, its copies right
// after) or at a time (PENDING until the scheduler delivers it). Both send calls end here.
import type { FastifyInstance } from 'fastify';
import type { Req } from '../http/context';
import type { Row } from '../db/repo';
import { AppError, fieldError } from '../http/errors';
import { deliverDue } from './deliver';

/** The schedule asked for: null (now), or an ISO time in the future (else a field error). */
export function scheduleOf(at: unknown): string | null {
  if (!at) return null;
  if (new Date(String(at)).getTime() <= Date.now()) throw fieldError('/scheduledAt', 'notificationRecord.scheduledAt.past');
  return new Date(String(at)).toISOString();
}

/** Stores the record (sent by the caller) and delivers it unless scheduled; answers it as it then is. */
export async function sendRecord(app: FastifyInstance, req: Req, fields: Row): Promise<Row> {
  const { ctx } = app;
  const repo = ctx.repo('notificationRecord');
  const caller = req.caller!.user;
  const rec = await repo.insert(ctx.db, { ...fields, status: 'PENDING', senderId: caller.id, senderType: caller.role });
  if (!fields.scheduledAt) {
    try {
      const d = await deliverDue(ctx.db, rec.id);
      if (d) app.notifications.afterDelivery(d);
    } catch (err) {
      req.log.error({ err }, 'notification send failed');
      throw new AppError(500, 'notifications.sendFailed');
    }
  }
  return repo.fromRow((await ctx.db.query('SELECT * FROM notification_records WHERE id = $1', [rec.id]))[0])!;
}
