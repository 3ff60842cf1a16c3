// POST /api/participants/auth-code: a participant of one meeting logs in with a code sent to the
// account's phone or e-mail (/api/auth/send-code and its limits) instead of a password. The code's
// tries are counted by the code itself (5, then a new code is needed), so guessing stops there.
// With `create`, an address no account of the meeting has gets one on the spot (issue 16: an account at
// the right moment — the flow's visitor proves a phone and goes on, with no second form and no second
// login); it has no password until the participant sets one (reset by code), and counts under the
// address's sign-up limit like any registration.
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Req } from '../http/context';
import type { Row } from '../db/repo';
import { Params } from '../db/params';
import { route } from '../http/route';
import { AppError, fieldError } from '../http/errors';
import { addressMatch, codeRecipient, consumeCode } from '../accounts/codes';
import { meetingForParticipants, uniqueLost } from './store';
import { participantLoggedIn } from './logged-in';
import { withinRegistrationLimit } from './throttle';

export default async function participantCodeLoginRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const byAddress = async (meetingId: number, mode: 'phone' | 'email', recipient: string) => {
    const [row] = await ctx.db.query(`SELECT * FROM participants WHERE meeting_id = $2 AND ${addressMatch(mode, '$1')} ORDER BY id LIMIT 1`, [recipient, meetingId]);
    return ctx.repo('participant').fromRow(row, true);
  };

  /** A new account for a proven address; a username the participant can change later (2-10 characters, unique in the meeting). */
  async function createFor(req: Req, meeting: Row, mode: 'phone' | 'email', recipient: string): Promise<{ p: Row; fresh: boolean }> {
    return withinRegistrationLimit(ctx, req, async () => {
      // a second try only when the drawn username was taken (one in tens of thousands)
      for (let attempt = 0; attempt < 2; attempt++) {
        const username = `${mode === 'phone' ? recipient.slice(-4) : 'user'}${randomInt(10_000, 100_000)}`;
        const q = new Params();
        const sql = ctx.repo('participant').insertSelect(q.add, { meetingId: meeting.id, adminId: meeting.organizer_id, username, [mode]: recipient, role: 'PARTICIPANT', userType: 'site' }, 'ON CONFLICT DO NOTHING RETURNING *');
        const [row] = await ctx.db.query(sql, q.values);
        if (row) return { p: ctx.repo('participant').fromRow(row, true)!, fresh: true };
        // the same address made an account meanwhile (two tabs): log that one in
        const p = await byAddress(meeting.id, mode, recipient);
        if (p) return { p, fresh: false };
      }
      return uniqueLost({ code: '23505' });
    });
  }

  route(app, {
    method: 'POST', url: '/api/participants/auth-code', access: 'public', errors: [409, 429], tags: ['participant-accounts'], body: 'participants.authCode',
    answer: '{ participant: participant + sessionToken, jwtToken, token; token; created? }',
    summary: 'Log a participant in to one meeting with a code sent to the account’s phone or e-mail; with `create`, an address without an account gets one',
    async handler(req) {
      const b = req.body as { meetingId: number | string; mode: 'phone' | 'email'; phone?: string; email?: string; verificationCode: string; create?: boolean };
      const meeting = await meetingForParticipants(ctx, b.meetingId);
      const recipient = codeRecipient(b);
      await consumeCode(ctx, recipient, b.verificationCode);
      let p = await byAddress(meeting.id, b.mode, recipient);
      let fresh = false;
      if (!p && b.create) ({ p, fresh } = await createFor(req, meeting, b.mode, recipient));
      if (!p) throw fieldError(`/${b.mode}`, `participantAccount.resetPassword.${b.mode}Unknown`);
      if (p.status === 'disabled' || p.isActive === false) throw new AppError(403, 'auth.login.disabled');
      return participantLoggedIn(ctx, req, p, fresh ? 'participantAccount.createdByCode' : undefined);
    },
  });
}
