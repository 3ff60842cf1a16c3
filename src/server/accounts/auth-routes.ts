import type { FastifyInstance } from 'fastify';
import type { Req } from '../http/context';
import { route, ok } from '../http/route';
import { AppError, fieldError } from '../http/errors';
import { requireCaptcha } from '../captcha/routes';
import { issueCode, consumeCode } from './codes';
import { hashPassword, verifyPassword } from '../auth/password';
import { createSession, revokeSession } from '../auth/sessions';
import { assertFree, findByAccount, publicUser, uniqueViolation } from './users';
import { countedLogin, loggedInFrom } from './lockout';
import type { Row } from '../db/repo';
import { sessionRoutes } from './session-routes';

type Body = Record<string, any>;

export default async function authRoutes(app: FastifyInstance) {
  const { ctx } = app;
  sessionRoutes(app);

  // the public auth calls spend a captcha pass before anything else is looked at
  async function captchaPassed(req: Req): Promise<{ b: Body; freshCaptcha: boolean }> {
    const b = req.body as Body;
    return { b, freshCaptcha: await requireCaptcha(ctx, b.captchaToken) };
  }

  async function loggedIn(req: Req, user: Row, rememberMe: boolean, messageKey: string) {
    const { token } = await createSession(ctx, user, { rememberMe, ip: req.ip, userAgent: req.headers['user-agent'] });
    await ctx.db.query('UPDATE users SET last_login_time = now() WHERE id = $1', [user.id]);
    const u = publicUser(ctx, { ...user, lastLoginTime: new Date().toISOString() });
    return ok({ token, user: u }, req.t(messageKey), { token, user: u });
  }

  route(app, {
    method: 'POST', url: '/api/auth/send-code', access: 'public', errors: [429], tags: ['auth'], body: 'auth.sendCode',
    summary: 'Send a 6-digit verification code by SMS or e-mail (60 s apart, 10 an hour per recipient, 30 an hour per IP)',
    async handler(req) {
      const { b } = await captchaPassed(req);
      const recipient = b.type === 'email' ? String(b.recipient).toLowerCase() : b.recipient;
      await issueCode(ctx, recipient, b.type, req.ip, req.lang);
      return ok({ cooldown: ctx.limits.codeResendSeconds }, req.t('auth.sendCode.ok'));
    },
  });

  route(app, {
    method: 'POST', url: '/api/auth/register', access: 'public', tags: ['auth'], body: 'auth.register', answer: '{ token, user }',
    summary: 'Register an organizer by phone or e-mail with a verification code; logs in',
    async handler(req) {
      const { b } = await captchaPassed(req);
      const recipient = b.registerMode === 'phone' ? b.phone : String(b.email).toLowerCase();
      const data = { username: b.username, phone: b.registerMode === 'phone' ? b.phone : undefined, email: b.registerMode === 'email' ? recipient : undefined };
      await assertFree(ctx, data);
      const passwordHash = await hashPassword(b.password);
      // not in a transaction with the insert: a wrong try and an expiry must be recorded although the request fails
      await consumeCode(ctx, recipient, b.verificationCode);
      const user = await ctx.repo('user').insert(ctx.db, { ...data, passwordHash, role: 'ORGANIZER', status: 'active' }).catch(uniqueViolation);
      await ctx.repo('notification').insert(ctx.db, { userId: user.id, title: req.t('auth.register.ok'), content: '', category: 'SYSTEM' });
      return loggedIn(req, user, false, 'auth.register.ok');
    },
  });

  route(app, {
    method: 'POST', url: '/api/auth/login', access: 'public', errors: [429], tags: ['auth'], body: 'auth.login', answer: '{ token, user }',
    summary: 'Log in by account and password, by phone and code, or as a sub-account',
    async handler(req) {
      const { b, freshCaptcha } = await captchaPassed(req);
      const user = await authenticate(req, b, freshCaptcha);
      if (user.status !== 'active') throw new AppError(403, 'auth.login.disabled');
      return loggedIn(req, user, !!b.rememberMe, 'auth.login.ok');
    },
  });

  async function authenticate(req: Req, b: Body, freshCaptcha: boolean): Promise<Row> {
    if (b.method === 'phone') {
      const user = await ctx.repo('user').findOne(ctx.db, { phone: b.phone }, true);
      if (!user) throw fieldError('/phone', 'auth.login.phoneUnknown');
      await consumeCode(ctx, b.phone, b.verificationCode);
      return user;
    }
    let user: Row | undefined;
    if (b.method === 'subAccount') {
      const master = await findByAccount(ctx, b.masterAccount);
      user = master && (await ctx.repo('user').findOne(ctx.db, { masterId: master.id, username: b.subAccount }, true));
      // a disabled organizer's staff are disabled with it (checked after the token, as for the account itself)
      if (user && master && master.status !== 'active') user = { ...user, status: master.status };
    } else {
      user = await findByAccount(ctx, b.account);
    }
    // failures count per account, whether its username, phone or e-mail was typed
    const account = user ? `user:${user.id}` : `unknown:${b.method === 'subAccount' ? `${b.masterAccount}/${b.subAccount}` : b.account}`;
    const knownSource = !!user && (await loggedInFrom(ctx, 'sessions', 'user_id', user.id, req.ip));
    const good = await countedLogin(ctx, { account, ip: req.ip, knownSource, freshCaptcha }, () =>
      b.method === 'subAccount' ? verifyPassword(b.authToken, user?.subTokenHash) : verifyPassword(b.password, user?.passwordHash),
    );
    if (!good || !user) throw new AppError(400, 'auth.login.failed');
    return user;
  }

  route(app, {
    method: 'POST', url: '/api/auth/logout', access: 'user', tags: ['auth'], summary: 'Revoke the current session',
    async handler(req) {
      await revokeSession(ctx, req.caller!.sessionId);
      return ok(null, req.t('auth.logout.ok'));
    },
  });

  route(app, {
    method: 'GET', url: '/api/auth/current-user', access: 'user', tags: ['auth'], answer: 'user', summary: 'The logged-in user',
    async handler(req) {
      return ok(publicUser(ctx, req.caller!.user));
    },
  });
}
