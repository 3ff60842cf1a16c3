// The scanner's calls (spec 2 §7, §8; issue 15): look a door code up within the scanning meeting, then
// confirm ("confirm each"), or record the arrival at once ("scan to check in"). A code names one
// registration (door-codes.ts); the server refuses, each with its own reason (door.ts refusalOf), an
// unknown code, another meeting's code, a disabled participant, a cancelled, expired, unpaid (unless
// the flow admits unpaid) or unreviewed registration, and a second arrival (when and by whom). An
// arrival is one conditional UPDATE (arrivals.ts), so any number of scanners confirming the same code
// at once record exactly one check-in. Every refusal is kept as a failure record of the meeting.
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { confirmCaller } from '../auth/inline-session';
import { ArrivalQueue, type Arrival } from './arrivals';
import type { Req } from '../http/context';
import type { Row } from '../db/repo';
import { AppError } from '../http/errors';
import { meetingOf, ownedMeeting } from '../meetings/scoped';
import { ownerScope } from '../meetings/owner';
import { participantIn, scanView } from './participant-of';
import { addRecord, addRefusal } from './records';
import { move } from '../registration/transitions';
import { organizerOf } from '../registration/organizer-actions';
import { doorLookup, doorView, refusalOf } from './door';
import { normalDoorCode } from './door-codes';
import { isSigned, verifiedClaim } from './signed-codes';
import { undoRoute } from './undo-route';

const tags = ['checkin'];
export const ARRIVALS = ['checked_in', 'late'];

export function scanRoutes(app: FastifyInstance) {
  const { ctx } = app;
  // PGlite is one connection: a statement at a time, the others gather meanwhile
  const arrivals = new ArrivalQueue(ctx.db);

  /**
   * Why `code` does not let anyone in at `meetingId` (for `participantId`, when the caller named one):
   * the refusal, kept as a failure record (naming nobody for an unknown or another meeting's code).
   * Null when it would let its registration in.
   */
  const explain = async (req: Req, meetingId: number, code: string, participantId: number | null = null, looked?: { row: Row | undefined }): Promise<AppError | null> => {
    const row = looked ? looked.row : await doorLookup(ctx.db, code);
    const named = row && participantId !== null && Number(row.id) !== participantId ? undefined : row;
    const refusal = refusalOf(named, meetingId);
    if (!refusal) return null;
    const message = req.t(refusal.key, refusal.params);
    if (named && Number(named.g_meeting_id) === meetingId) {
      await addRecord(ctx.db, { participant: named, registrationId: Number(named.g_id), code, status: 'failure', checkinStatus: named.checkin_status, operator: req.caller!.user, message });
    } else {
      await addRefusal(ctx.db, meetingId, code, message, req.caller!.user);
    }
    return refusal;
  };

  /**
   * The door code a scanned text carries: a plain code normalised, or the one inside a signed code
   * (issue 20) whose signature holds. A forgery or damaged signed code is refused at meeting
   * `meetingId` (the caller's, loaded first) and kept as a failure record naming nobody.
   */
  const doorCodeIn = async (req: Req, typed: string, meetingId: () => Promise<number>): Promise<string> => {
    if (!isSigned(typed)) return normalDoorCode(typed);
    const claim = await verifiedClaim(ctx.db, ctx.tokenSecret, typed);
    if (claim) return claim.doorCode;
    await confirmCaller(ctx, req);
    await addRefusal(ctx.db, await meetingId(), typed.trim(), req.t('checkin.forged'), req.caller!.user);
    throw new AppError(404, 'checkin.forged');
  };

  const find = async (req: Req) => {
    const q = req.query as { checkinCode: string; meetingId: number };
    const meeting = await ownedMeeting(ctx, req.caller!.user, q.meetingId);
    const code = await doorCodeIn(req, q.checkinCode, async () => Number(meeting.id));
    const row = await doorLookup(ctx.db, code);
    const refusal = await explain(req, Number(meeting.id), code, null, { row });
    if (refusal) throw refusal;
    return ok(doorView(row!));
  };
  for (const url of ['/api/participants/find-by-checkin-code', '/api/user/find-by-checkin-code']) {
    route(app, {
      method: 'GET', url, access: { meeting: ['checkin'] }, tags, query: 'checkin.findQuery', answer: '{ participant, user, registration }: the scanner view of the registration the door code names',
      summary: 'The registration a scanned door code names, within the scanning meeting (any letter case); 404 unknown or another meeting’s code, 409 a registration that may not enter, with its reason',
      handler: find,
    });
  }

  const arrival = (req: Req, meetingId: number, code: string, participantId: number | null, status = 'checked_in'): Arrival => {
    const operator = req.caller!.user;
    return {
      code, participantId, meetingId, owner: ownerScope(operator), status,
      operatorId: Number(operator.id), claim: [req.caller!.sessionId, Number(operator.id), String(operator.role)],
    };
  };
  const arrived = (req: Req, row: Row) => ok({ success: true, ...doorView(row) }, req.t('checkin.success'));

  route(app, {
    method: 'POST', url: '/api/co/checkin/meeting/:meetingId/scan', errors: [409], access: { meeting: ['checkin'] }, tags, body: 'checkin.scan',
    answer: '{ success, participant, registration }', inlineSession: true,
    summary: '"Scan to check in": the door code’s registration arrives at once (one statement), or the scan is refused with its reason (404 / 409) and kept as a failure record',
    handler: async function scan(req): Promise<unknown> {
      const meetingId = Number((req.params as { meetingId: string }).meetingId);
      const code = await doorCodeIn(req, (req.body as { code: string }).code, async () => Number((await meetingOf(ctx, req)).id));
      const first = Number.isInteger(meetingId) && meetingId > 0 ? await arrivals.arrive(arrival(req, meetingId, code, null)) : undefined;
      if (first) return arrived(req, first);
      if (await confirmCaller(ctx, req)) return scan(req);
      const meeting = await meetingOf(ctx, req);
      const refusal = await explain(req, Number(meeting.id), code);
      if (refusal) throw refusal;
      // it may enter now (a parallel undo, or a payment that just arrived): try once more
      const again = await arrivals.arrive(arrival(req, Number(meeting.id), code, null));
      if (again) return arrived(req, again);
      throw (await explain(req, Number(meeting.id), code)) ?? new AppError(409, 'checkin.codeNotFound');
    },
  });

  route(app, {
    method: 'POST', url: '/api/user/update-checkin-status', errors: [409], access: { meeting: ['checkin'] }, tags, body: 'checkin.status', answer: '{ success, participant, registration }',
    summary: 'Set a participant’s check-in status: checked_in/late record the arrival of the registration the door code names (else the participant’s registration that may enter; 409 with the reason when none may), not_checked_in/absent correct it',
    inlineSession: true,
    handler: async function confirm(req): Promise<unknown> {
      const b = req.body as { userId: number; meetingId: number; status: string; checkinCode?: string };
      const typed = b.checkinCode ? await doorCodeIn(req, b.checkinCode, async () => Number((await participantIn(ctx, req, b.meetingId, b.userId)).participant.meeting_id)) : '';
      // the usual scan, a first arrival, is one statement with the session check; any refusal is
      // explained by the steps below, for the confirmed caller
      if (ARRIVALS.includes(b.status) && typed) {
        const first = await arrivals.arrive(arrival(req, b.meetingId, typed, b.userId, b.status));
        if (first) return arrived(req, first);
      }
      if (await confirmCaller(ctx, req)) return confirm(req);
      const operator = req.caller!.user;
      const { participant } = await participantIn(ctx, req, b.meetingId, b.userId);
      if (!ARRIVALS.includes(b.status)) {
        const row = await ctx.db.tx(async (db) => {
          const [p] = await db.query(
            'UPDATE participants SET checkin_status = $2, checkin_time = NULL, updated_at = now() WHERE id = $1 RETURNING *', [participant.id, b.status]);
          // a corrected arrival takes the registration back to where it came from (undoCheckIn)
          const back = await db.query(`SELECT id, collect_on_site FROM registrations WHERE participant_id = $1 AND registration_status = 'checked_in'`, [participant.id]);
          for (const r of back) {
            await move(db, Number(r.id), { action: 'undoCheckIn', to: r.collect_on_site ? 'awaiting_payment' : 'confirmed', set: { collectOnSite: false } }, organizerOf(operator));
          }
          return p;
        });
        return ok({ success: true, participant: scanView(row) }, req.t('checkin.statusSaved'));
      }
      // no code sent: the participant's registration that may enter (else the one that says why not)
      const code = typed || await ownCode(Number(participant.id), b.meetingId);
      if (!code) {
        const refusal = new AppError(409, 'checkin.noAdmitted');
        await addRecord(ctx.db, { participant, code: '', status: 'failure', checkinStatus: participant.checkin_status, operator, message: req.t(refusal.key) });
        throw refusal;
      }
      const refusal = await explain(req, b.meetingId, code, Number(participant.id));
      if (refusal) throw refusal;
      const done = await arrivals.arrive(arrival(req, b.meetingId, code, Number(participant.id), b.status));
      if (done) return arrived(req, done);
      throw (await explain(req, b.meetingId, code, Number(participant.id))) ?? new AppError(409, 'checkin.noAdmitted');
    },
  });

  /** The door code of the participant's registration that best explains an arrival: one that may enter first, then one already in, then any. */
  const ownCode = async (participantId: number, meetingId: number): Promise<string | null> => {
    const [r] = await ctx.db.query(
      `SELECT g.door_code FROM registrations g LEFT JOIN registration_flows f ON f.id = g.flow_id
       WHERE g.participant_id = $1 AND g.meeting_id = $2 AND g.door_code IS NOT NULL
       ORDER BY (g.registration_status = 'confirmed' OR (g.registration_status = 'awaiting_payment' AND f.admit_unpaid IS TRUE)) DESC,
         (g.registration_status = 'checked_in') DESC, g.id DESC LIMIT 1`, [participantId, meetingId]);
    return r?.door_code ?? null;
  };

  undoRoute(app);
}
