// Door codes as the participant and the organizer read them (spec 3 §7 "Users and check-in"; issue 15):
// a code belongs to a registration that may enter (door-codes.ts), never to an account, so these
// account-shaped calls answer the code of the participant's registration that may enter, and 404 when
// the participant has none (an account that never registered, or whose registration is unpaid,
// cancelled or expired, gets no code to show). The badge export asks every registration to have one.
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import type { Req } from '../http/context';
import type { Row } from '../db/repo';
import { AppError } from '../http/errors';
import { meetingOf } from '../meetings/scoped';
import { participantIn } from './participant-of';
import { enteringRegistration } from './door';
import { doorCodeTaken, fillDoorCodes, newDoorCode } from './door-codes';
import { signedDoorCode } from './signed-codes';

const tags = ['checkin'];
const CODE_ANSWER = '{ checkinCode, signedCode, userId, participantId, meetingId, name, registrationId, registrationStatus, ticket, meetingTitle }';

export function codeRoutes(app: FastifyInstance) {
  const { ctx } = app;
  // the signed code (issue 20) is what the QR code carries: a scanner verifies it offline
  const answer = async (p: Row, reg: Row) => ({
    checkinCode: reg.door_code,
    signedCode: await signedDoorCode(ctx.db, ctx.tokenSecret, { meetingId: Number(p.meeting_id), registrationId: Number(reg.id), doorCode: reg.door_code }), userId: Number(p.id), participantId: Number(p.id), meetingId: Number(p.meeting_id), name: p.name || p.username,
    registrationId: Number(reg.id), registrationStatus: reg.registration_status, ticket: reg.selected_ticket_name ?? null, meetingTitle: reg.meeting_title ?? null,
  });
  const entering = async (p: Row, missing: string) => {
    const reg = await enteringRegistration(ctx.db, Number(p.id), Number(p.meeting_id));
    if (!reg) throw new AppError(404, missing);
    return reg;
  };
  /** A new door code for the registration; the old one stops working. */
  const renew = async (reg: Row): Promise<Row> => {
    for (let attempt = 0; ; attempt++) {
      try {
        const [row] = await ctx.db.query('UPDATE registrations SET door_code = $2, updated_at = now() WHERE id = $1 RETURNING door_code', [reg.id, newDoorCode()]);
        return { ...reg, door_code: row.door_code };
      } catch (e) {
        if (!doorCodeTaken(e) || attempt >= 3) throw e;
      }
    }
  };
  const codeOf = (replace: boolean) => async (req: Req) => {
    const q = req.query as { userId: number; meetingId: number };
    const { participant } = await participantIn(ctx, req, q.meetingId, q.userId);
    const reg = await entering(participant, 'checkin.noAdmitted');
    return ok(await answer(participant, replace ? await renew(reg) : reg), replace ? req.t('checkin.generated') : undefined);
  };

  route(app, {
    method: 'GET', url: '/api/user/get-checkin-code', access: { meeting: ['checkin'] }, tags, query: 'checkin.codeQuery', answer: CODE_ANSWER,
    summary: 'The door code of a participant’s registration that may enter, for the meeting’s organizer; 404 when none may',
    handler: codeOf(false),
  });
  route(app, {
    method: 'POST', url: '/api/user/generate-checkin-code', access: { meeting: ['checkin'] }, tags, query: 'checkin.codeQuery', answer: CODE_ANSWER,
    summary: 'A new door code for a participant’s registration that may enter; the old one stops working',
    handler: codeOf(true),
  });
  route(app, {
    method: 'GET', url: '/api/user/current-checkin-code', access: 'participant', tags, answer: CODE_ANSWER,
    summary: 'The calling participant’s door code, with its ticket and meeting (participant token); 404 without a registration that may enter',
    async handler(req) {
      const [p] = await ctx.db.query('SELECT * FROM participants WHERE id = $1', [req.participant!.participant.id]);
      return ok(await answer(p, await entering(p, 'checkin.noRegistration')));
    },
  });
  route(app, {
    method: 'POST', url: '/api/co/checkin/meeting/:meetingId/codes', access: { meeting: ['checkin'] }, tags, answer: '{ generated, total }',
    summary: 'Gives every submitted registration of the meeting without a door code one (badge export calls this first)',
    async handler(req) {
      const m = await meetingOf(ctx, req);
      const generated = await fillDoorCodes(ctx.db, Number(m.id));
      const [{ n }] = await ctx.db.query(`SELECT count(*)::int AS n FROM registrations WHERE meeting_id = $1 AND registration_status <> 'draft'`, [m.id]);
      return ok({ generated, total: Number(n) });
    },
  });
}
