// The signed-in user's own session, for the diagnostics page (/test-user-management, spec 3 §2.9): who the
// token says the caller is and when it expires (check auth), and a fresh token for the same session length
// that ends the old one (refresh). Only the caller's own session is ever read or renewed.
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { notFound } from '../http/errors';
import { createSession, revokeSession } from '../auth/sessions';
import { publicUser } from './users';

export function sessionRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const sessionOf = async (id: string) => {
    const [s] = await ctx.db.query('SELECT created_at, expires_at, remember_me FROM sessions WHERE id = $1', [id]);
    if (!s) throw notFound();
    return s;
  };

  route(app, {
    method: 'GET', url: '/api/auth/session', access: 'user', tags: ['auth'],
    answer: '{ user, role, roleText, issuedAt, expiresAt, rememberMe, serverTime } (instants as ISO text)',
    summary: 'The caller’s own session: who the token names, its role and when it expires',
    async handler(req) {
      const s = await sessionOf(req.caller!.sessionId);
      const user = publicUser(ctx, req.caller!.user)!;
      return ok({
        user, role: user.role, roleText: req.t(`nav.roles.${String(user.role)}`), issuedAt: new Date(s.created_at).toISOString(), expiresAt: new Date(s.expires_at).toISOString(),
        rememberMe: !!s.remember_me, serverTime: new Date().toISOString(),
      });
    },
  });

  route(app, {
    method: 'POST', url: '/api/auth/refresh', access: 'user', tags: ['auth'], answer: '{ token, expiresAt, rememberMe, user }',
    summary: 'Renew the caller’s session: a new token for a session of the same length; the old token stops working',
    async handler(req) {
      const old = await sessionOf(req.caller!.sessionId);
      const { token, expiresAt } = await createSession(ctx, req.caller!.user, { rememberMe: !!old.remember_me, ip: req.ip, userAgent: req.headers['user-agent'] });
      await revokeSession(ctx, req.caller!.sessionId);
      return ok({ token, expiresAt: expiresAt.toISOString(), rememberMe: !!old.remember_me, user: publicUser(ctx, req.caller!.user) }, req.t('diagnostics.refreshed'));
    },
  });
}
