// Undoing a mistaken check-in (issue 15): the organizer takes a registration of its meeting back from
// checked_in — to confirmed, or to awaiting payment when it was let in unpaid to collect on site — with
// a reason, through the lifecycle's undoCheckIn (transitions.ts move(): one conditional UPDATE and the
// registration_events row naming who and why). The participant's check-in fields follow when no other
// registration of theirs is still in, so the meeting's figures stay right.
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { AppError } from '../http/errors';
import { meetingOf } from '../meetings/scoped';
import { move } from '../registration/transitions';
import { organizerOf } from '../registration/organizer-actions';

export function undoRoute(app: FastifyInstance) {
  const { ctx } = app;
  route(app, {
    method: 'POST', url: '/api/co/checkin/meeting/:meetingId/undo', errors: [409], access: { meeting: ['checkin'] }, tags: ['checkin'], body: 'checkin.undo',
    answer: '{ registrationId, registrationStatus }',
    summary: 'Undo a mistaken check-in of a registration of the meeting, with a reason (kept with who did it in registration_events); 409 when it is not checked in',
    async handler(req) {
      const m = await meetingOf(ctx, req);
      const b = req.body as { registrationId: number; reason: string };
      const caller = req.caller!.user;
      const row = await ctx.db.tx(async (db) => {
        const [reg] = await db.query('SELECT id, participant_id, collect_on_site FROM registrations WHERE id = $1 AND meeting_id = $2', [b.registrationId, m.id]);
        if (!reg) throw new AppError(404, 'registration.notFound');
        const { row: now } = await move(db, Number(reg.id), {
          action: 'undoCheckIn', to: reg.collect_on_site ? 'awaiting_payment' : 'confirmed', set: { collectOnSite: false }, reason: b.reason.trim(),
        }, organizerOf(caller));
        await db.query(
          `UPDATE participants SET checkin_status = 'not_checked_in', checkin_time = NULL, updated_at = now()
           WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM registrations WHERE participant_id = $1 AND registration_status = 'checked_in')`,
          [reg.participant_id]);
        return now;
      });
      return ok({ registrationId: Number(row.id), registrationStatus: row.registration_status }, req.t('checkin.undone'));
    },
  });
}
