// POST /api/auth/reset-password: an organizer (or super admin) sets a new password with a code sent to
// the account's phone or e-mail (/api/auth/send-code); every session of the account ends. Sub-accounts
// have no address of their own: their master issues a new auth token instead.
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { resetByCode, type ResetBody } from './reset';

export default async function resetRoutes(app: FastifyInstance) {
  const { ctx } = app;
  route(app, {
    method: 'POST', url: '/api/auth/reset-password', access: 'public', tags: ['auth'], body: 'auth.resetPassword',
    summary: 'Set a new password with a code sent to the account’s phone or e-mail; ends every session of the account',
    async handler(req) {
      await resetByCode(ctx, req.body as ResetBody, {
        table: 'users', sessions: 'sessions', owner: 'user_id', where: 'a.master_id IS NULL', unknownKey: 'auth.resetPassword',
        lockoutName: (id) => `user:${id}`,
      });
      return ok(null, req.t('auth.resetPassword.ok'));
    },
  });
}
