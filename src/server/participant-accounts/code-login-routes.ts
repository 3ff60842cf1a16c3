// POST /api/participants/auth-code: a participant of one meeting logs in with a code sent to the
// account's phone or e-mail (/api/auth/send-code and its limits) instead of a password. The code's
// tries are counted by the code itself (5, then a new code is needed), so guessing stops there.
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import { AppError, fieldError } from '../http/errors';
import { consumeCode } from '../accounts/codes';
import { meetingForParticipants } from './store';
import { participantLoggedIn } from './logged-in';

export default async function participantCodeLoginRoutes(app: FastifyInstance) {
  const { ctx } = app;
  route(app, {
    method: 'POST', url: '/api/participants/auth-code', access: 'public', tags: ['participant-accounts'], body: 'participants.authCode',
    answer: '{ participant: participant + sessionToken, jwtToken, token; token }',
    summary: 'Log a participant in to one meeting with a code sent to the account’s phone or e-mail',
    async handler(req) {
      const b = req.body as { meetingId: number | string; mode: 'phone' | 'email'; phone?: string; email?: string; verificationCode: string };
      const meeting = await meetingForParticipants(ctx, b.meetingId);
      const recipient = b.mode === 'email' ? String(b.email).toLowerCase() : String(b.phone);
      await consumeCode(ctx, recipient, b.verificationCode);
      const match = b.mode === 'email' ? 'lower(email) = $1' : 'phone = $1';
      const [row] = await ctx.db.query(`SELECT * FROM participants WHERE meeting_id = $2 AND ${match} ORDER BY id LIMIT 1`, [recipient, meeting.id]);
      const p = ctx.repo('participant').fromRow(row, true);
      if (!p) throw fieldError(`/${b.mode}`, `participantAccount.resetPassword.${b.mode}Unknown`);
      if (p.status === 'disabled' || p.isActive === false) throw new AppError(403, 'auth.login.disabled');
      return participantLoggedIn(ctx, req, p);
    },
  });
}
