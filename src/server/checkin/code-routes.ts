// Check-in codes (spec 3 §7 "Users and check-in"): the organizer reads or renews a participant's
// code; a participant reads its own with its participant token; the badge export asks for every
// participant of a meeting to have one (then reads them from the participant list's checkinCode).
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import type { Req } from '../http/context';
import { meetingOf } from '../meetings/scoped';
import { ensureCode, ensureMeetingCodes } from './codes';
import { participantIn } from './participant-of';

const tags = ['checkin'];
const CODE_ANSWER = '{ checkinCode, userId, participantId, meetingId, name }';

export function codeRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const answer = (p: Record<string, any>, code: string) => ({
    checkinCode: code, userId: Number(p.id), participantId: Number(p.id), meetingId: Number(p.meeting_id), name: p.name || p.username,
  });
  const codeOf = (replace: boolean) => async (req: Req) => {
    const q = req.query as { userId: number; meetingId: number };
    const { participant } = await participantIn(ctx, req, q.meetingId, q.userId);
    const code = await ensureCode(ctx.db, Number(participant.id), replace);
    return ok(answer(participant, code), replace ? req.t('checkin.generated') : undefined);
  };

  route(app, {
    method: 'GET', url: '/api/user/get-checkin-code', access: { meeting: ['checkin'] }, tags, query: 'checkin.codeQuery', answer: CODE_ANSWER,
    summary: 'A participant’s check-in code (given one the first time it is asked for), for the meeting’s organizer',
    handler: codeOf(false),
  });
  route(app, {
    method: 'POST', url: '/api/user/generate-checkin-code', access: { meeting: ['checkin'] }, tags, query: 'checkin.codeQuery', answer: CODE_ANSWER,
    summary: 'A new check-in code for a participant; the old one stops working',
    handler: codeOf(true),
  });
  route(app, {
    method: 'GET', url: '/api/user/current-checkin-code', access: 'participant', tags, answer: CODE_ANSWER,
    summary: 'The calling participant’s own code (participant token: participant-token header or bearer)',
    async handler(req) {
      const [p] = await ctx.db.query('SELECT * FROM participants WHERE id = $1', [req.participant!.participant.id]);
      return ok(answer(p, await ensureCode(ctx.db, Number(p.id))));
    },
  });
  route(app, {
    method: 'POST', url: '/api/co/checkin/meeting/:meetingId/codes', access: { meeting: ['checkin'] }, tags, answer: '{ generated, total }',
    summary: 'Gives every participant of the meeting without a check-in code one (badge export calls this first)',
    async handler(req) {
      const m = await meetingOf(ctx, req);
      const generated = await ensureMeetingCodes(ctx.db, Number(m.id));
      const [{ n }] = await ctx.db.query('SELECT count(*)::int AS n FROM participants WHERE meeting_id = $1', [m.id]);
      return ok({ generated, total: Number(n) });
    },
  });
}
