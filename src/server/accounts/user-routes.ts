import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { fieldError, idParam, notFound } from '../http/errors';
import { hashPassword, verifyPassword } from '../auth/password';
import { revokeUserSessions, sessionsEnded } from '../auth/sessions';
import { assertFree, maskUser, publicUser, uniqueViolation } from './users';
import { setStaffRoles, staffGrants } from './staff-grants';
import type { StaffRole } from '../auth/staff';
import { pickWritten } from '../../shared/schema/pick';

type Body = Record<string, any>;

export default async function userRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const users = () => ctx.repo('user');

  route(app, {
    method: 'GET', url: '/api/auth/users', access: 'public', tags: ['users'], answer: 'user[]',
    summary: 'Plain user list (phone, e-mail and ID number masked unless the caller is a super admin)',
    async handler(req) {
      const rows = await ctx.db.query('SELECT * FROM users ORDER BY id LIMIT 500');
      const admin = req.caller?.user.role === 'SUPER_ADMIN';
      return ok(rows.map((r) => publicUser(ctx, users().fromRow(r))!).map((u) => (admin ? u : maskUser(u))));
    },
  });

  route(app, {
    method: 'GET', url: '/api/user/info', access: 'user', tags: ['users'], answer: 'user', summary: 'The caller’s profile',
    async handler(req) {
      return ok(publicUser(ctx, await users().findOne(ctx.db, { id: req.caller!.user.id })));
    },
  });

  route(app, {
    method: 'POST', url: '/api/user/update', access: 'user', tags: ['users'], body: ['user.profile', 'user.avatar'], answer: 'user',
    summary: 'Update the caller’s profile (fields of user.x-forms.profile) or avatar',
    async handler(req) {
      const b = req.body as Body;
      const id = req.caller!.user.id;
      // an avatar is a name the upload route gave out, never a path
      if (b.avatar !== undefined && !/^[A-Za-z0-9_-]+\.(png|jpg)$/.test(b.avatar)) throw fieldError('/avatar', 'files.avatar.missing');
      await assertFree(ctx, { phone: b.phone, email: b.email }, id);
      // the profile form's fields the body holds (one pick: a property added to the form is stored as is)
      const saved = await users().update(ctx.db, { id }, pickWritten(ctx.schemas.composed['user.profile'], b)).catch(uniqueViolation);
      return ok(publicUser(ctx, saved), req.t('user.saved'));
    },
  });

  route(app, {
    method: 'POST', url: '/api/user/change-password', access: 'user', tags: ['users'], body: 'user.changePassword',
    summary: 'Change the password; every session of the account is revoked',
    async handler(req) {
      const b = req.body as Body;
      const me = await users().findOne(ctx.db, { id: req.caller!.user.id }, true);
      if (!(await verifyPassword(b.oldPassword, me?.passwordHash))) throw fieldError('/oldPassword', 'auth.passwordChange.wrongOld');
      await users().update(ctx.db, { id: me!.id }, { passwordHash: await hashPassword(b.newPassword) });
      await revokeUserSessions(ctx, me!.id);
      return ok(null, req.t('auth.passwordChange.changed'));
    },
  });

  route(app, {
    method: 'GET', url: '/api/auth/sub-accounts', access: 'admin', tags: ['users'],
    answer: '(user & { grants: [{ meetingId, meetingTitle, roles }] })[]', summary: 'The caller’s sub-accounts, each with its roles per meeting',
    async handler(req) {
      const rows = await ctx.db.query('SELECT * FROM users WHERE master_id = $1 ORDER BY id', [req.caller!.user.id]);
      const grants = await staffGrants(ctx, req.caller!.user.id);
      return ok(rows.map((r) => ({ ...publicUser(ctx, users().fromRow(r)), grants: grants.get(Number(r.id)) ?? [] })));
    },
  });

  route(app, {
    method: 'PUT', url: '/api/auth/sub-accounts/:id/roles', access: 'admin', tags: ['users'], body: 'subAccount.roles',
    answer: '{ meetingId, meetingTitle, roles }', summary: 'Set a sub-account’s roles on one of the caller’s meetings (an empty list removes them)',
    async handler(req) {
      const b = req.body as { meetingId: number; roles: StaffRole[] };
      await setStaffRoles(ctx, req.caller!.user, idParam(req.params, 'id'), b.meetingId, b.roles);
      const grant = (await staffGrants(ctx, req.caller!.user.id)).get(idParam(req.params, 'id'))?.find((g) => g.meetingId === b.meetingId);
      return ok(grant ?? { meetingId: b.meetingId, roles: [] }, req.t(b.roles.length ? 'staff.saved' : 'staff.removed'));
    },
  });

  route(app, {
    method: 'POST', url: '/api/auth/sub-accounts', access: 'admin', tags: ['users'], body: 'subAccount.create', answer: '{ user, authToken }',
    summary: 'Create a staff sub-account; its auth token is shown once',
    async handler(req) {
      const b = req.body as Body;
      await assertFree(ctx, { username: b.username });
      const authToken = randomBytes(12).toString('base64url');
      const user = await users()
        .insert(ctx.db, { username: b.username, name: b.name, role: 'USER', status: 'active', masterId: req.caller!.user.id, subTokenHash: await hashPassword(authToken) })
        .catch(uniqueViolation);
      return ok({ user: publicUser(ctx, user), authToken }, req.t('auth.subAccount.created'));
    },
  });

  route(app, {
    method: 'DELETE', url: '/api/auth/sub-accounts/:id', access: 'admin', tags: ['users'], summary: 'Delete one of the caller’s sub-accounts',
    async handler(req) {
      const id = idParam(req.params, 'id');
      const rows = await ctx.db.query('DELETE FROM users WHERE id = $1 AND master_id = $2 RETURNING id', [id, req.caller!.user.id]);
      if (!rows.length) throw notFound('auth.subAccount.notFound');
      await ctx.db.query('DELETE FROM meeting_staff WHERE user_id = $1', [id]);
      await ctx.db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1', [id]);
      await sessionsEnded(ctx);
      return ok(null, req.t('auth.subAccount.deleted'));
    },
  });
}

