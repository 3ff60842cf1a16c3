// The scanner's calls (spec 2 §7, §8): look a code up within the scanning meeting, then confirm.
// The server refuses an unknown code, another meeting's code, a disabled participant and a second
// arrival; confirmations are one conditional UPDATE, so any number of scanners confirming the same
// code at once record exactly one check-in (the others get "already checked in").
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { confirmCaller } from '../auth/inline-session';
import { ArrivalQueue, type Arrival } from './arrivals';
import type { Req } from '../http/context';
import type { Row } from '../db/repo';
import { AppError } from '../http/errors';
import { ownedMeeting } from '../meetings/scoped';
import { ownerScope } from '../meetings/owner';
import { fromStored } from '../meetings/times';
import { participantIn, scanView } from './participant-of';
import { addRecord, addRefusal } from './records';
import { move } from '../registration/transitions';
import { organizerOf } from '../registration/organizer-actions';

const tags = ['checkin'];
export const ARRIVALS = ['checked_in', 'late'];

export function scanRoutes(app: FastifyInstance) {
  const { ctx } = app;
  // PGlite is one connection: a statement at a time, the others gather meanwhile
  const arrivals = new ArrivalQueue(ctx.db, ctx.db.kind === 'pglite' ? 1 : 2);
  const already = (p: Row) => new AppError(409, 'checkin.already', { time: fromStored(p.checkin_time) ?? '' });

  const find = async (req: Req) => {
    const q = req.query as { checkinCode: string; meetingId: number };
    const meeting = await ownedMeeting(ctx, req.caller!.user, q.meetingId);
    const code = q.checkinCode.trim();
    const [p] = await ctx.db.query('SELECT * FROM participants WHERE checkin_code = $1', [code]);
    // refused codes go into the meeting's recent list as failures (spec 2 §2.7), naming nobody
    const refuse = async (key: string) => {
      await addRefusal(ctx.db, Number(meeting.id), code, req.t(key), req.caller!.user);
      return new AppError(404, key);
    };
    if (!p) throw await refuse('checkin.codeNotFound');
    if (Number(p.meeting_id) !== Number(meeting.id)) throw await refuse('checkin.otherMeeting');
    if (p.status === 'disabled' || p.is_active === false) throw new AppError(409, 'checkin.disabled');
    if (ARRIVALS.includes(p.checkin_status)) throw already(p);
    const view = scanView(p);
    return ok({ participant: view, user: view });
  };
  for (const url of ['/api/participants/find-by-checkin-code', '/api/user/find-by-checkin-code']) {
    route(app, {
      method: 'GET', url, access: { meeting: ['checkin'] }, tags, query: 'checkin.findQuery', answer: '{ participant, user }: the same scanner view of the participant',
      summary: 'The participant a scanned code names, within the scanning meeting; 404 unknown or another meeting’s code, 409 disabled or already checked in',
      handler: find,
    });
  }

  route(app, {
    method: 'POST', url: '/api/user/update-checkin-status', access: { meeting: ['checkin'] }, tags, body: 'checkin.status', answer: '{ success, participant }',
    summary: 'Set a participant’s check-in status: checked_in/late record an arrival once (409 when already arrived), not_checked_in/absent correct it',
    inlineSession: true,
    handler: async function confirm(req): Promise<unknown> {
      const b = req.body as { userId: number; meetingId: number; status: string; checkinCode?: string };
      const operator = req.caller!.user;
      const arrival = (): Arrival => ({
        participantId: b.userId, meetingId: b.meetingId, owner: ownerScope(operator), status: b.status, code: b.checkinCode?.trim(),
        operatorId: Number(operator.id), claim: [req.caller!.sessionId, Number(operator.id), String(operator.role)],
      });
      // the usual scan, a first arrival, is one statement with the session check; any refusal is
      // explained by the steps below, for the confirmed caller
      if (ARRIVALS.includes(b.status)) {
        const first = await arrivals.arrive(arrival());
        if (first) return ok({ success: true, participant: scanView(first) }, req.t('checkin.success'));
      }
      if (await confirmCaller(ctx, req)) return confirm(req);
      const { participant } = await participantIn(ctx, req, b.meetingId, b.userId);
      const code = b.checkinCode?.trim() || participant.checkin_code || '';
      if (!ARRIVALS.includes(b.status)) {
        const row = await ctx.db.tx(async (db) => {
          const [p] = await db.query(
            'UPDATE participants SET checkin_status = $2, checkin_time = NULL, updated_at = now() WHERE id = $1 RETURNING *', [participant.id, b.status]);
          // a corrected arrival takes the registration back to confirmed (undoCheckIn)
          const back = await db.query(`SELECT id FROM registrations WHERE participant_id = $1 AND registration_status = 'checked_in'`, [participant.id]);
          for (const r of back) await move(db, Number(r.id), { action: 'undoCheckIn', to: 'confirmed' }, organizerOf(operator));
          return p;
        });
        return ok({ success: true, participant: scanView(row) }, req.t('checkin.statusSaved'));
      }
      if (participant.status === 'disabled' || participant.is_active === false) throw new AppError(409, 'checkin.disabled');
      const done = await arrivals.arrive(arrival());
      if (done) return ok({ success: true, participant: scanView(done) }, req.t('checkin.success'));
      const [now] = await ctx.db.query('SELECT * FROM participants WHERE id = $1', [participant.id]);
      const refusal = already(now);
      await addRecord(ctx.db, { participant: now, code, status: 'failure', checkinStatus: now.checkin_status, operator, message: req.t(refusal.key, refusal.params) });
      throw refusal;
    },
  });
}
