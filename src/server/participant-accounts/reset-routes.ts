// POST /api/participants/reset-password: a participant of one meeting sets a new password with a code
// sent to the account's phone or e-mail (/api/auth/send-code); every session of the account ends.
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { resetByCode, type ResetBody } from '../accounts/reset';
import { meetingForParticipants } from './store';

export default async function participantResetRoutes(app: FastifyInstance) {
  const { ctx } = app;
  route(app, {
    method: 'POST', url: '/api/participants/reset-password', access: 'public', tags: ['participant-accounts'], body: 'participants.resetPassword',
    summary: 'A participant of the meeting sets a new password with a code sent to the account’s phone or e-mail; ends every session of the account',
    async handler(req) {
      const b = req.body as ResetBody & { meetingId: number | string };
      const meeting = await meetingForParticipants(ctx, b.meetingId);
      await resetByCode(ctx, b, {
        table: 'participants', sessions: 'participant_sessions', owner: 'participant_id', where: 'a.meeting_id = $3', params: [meeting.id],
        unknownKey: 'participantAccount.resetPassword',
        // as the participant login names the account (participant-accounts/routes.ts)
        lockoutName: (p) => `participant:${p.phone ?? p.email ?? `#${p.id}`}`,
      });
      return ok(null, req.t('participantAccount.resetPassword.ok'));
    },
  });
}
