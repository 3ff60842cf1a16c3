// The super admin's accounts tab (spec 1 §7 Super admin): list with stats, disable, enable, delete.
// Disabling revokes every session at once (the token is refused, login answers 账号已被禁用).
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { AppError, idParam, notFound } from '../http/errors';
import type { Req } from '../http/context';
import { publicUser } from '../accounts/users';
import { accountStats, deleteAccount, listAccounts, meetingsOwned, type AccountQuery } from './organizer-users';
import { sessionsEnded } from '../auth/sessions';

const BASE = '/api/super-admin/organizer-users';

export default async function organizerRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const tags = ['super-admin'];

  route(app, {
    method: 'GET', url: BASE, access: 'superAdmin', tags, query: 'organizers.query',
    answer: '{ content: user[], totalElements, totalPages, page, size } (also at the top level)',
    summary: 'Accounts other than super admins, newest first; page is 1-based; search matches username or e-mail',
    async handler(req) {
      const q = req.query as AccountQuery;
      const { rows, total } = await listAccounts(ctx, q);
      const body = { content: rows.map((r) => publicUser(ctx, ctx.repo('user').fromRow(r))), totalElements: total, totalPages: Math.ceil(total / q.size) };
      return ok({ ...body, page: q.page, size: q.size }, undefined, body);
    },
  });
  route(app, {
    method: 'GET', url: `${BASE}/stats`, access: 'superAdmin', tags, answer: '{ totalUsers, organizerUsers, systemAdmins, disabledUsers }',
    summary: 'Account counts for the stat cards (system admins: ADMIN and SUPER_ADMIN)',
    async handler() {
      return ok(await accountStats(ctx));
    },
  });

  /** The account named in the path, if the caller may manage it. */
  async function target(req: Req) {
    const id = idParam(req.params, 'id');
    const user = await ctx.repo('user').findOne(ctx.db, { id });
    if (!user) throw notFound('superAdmin.accounts.notFound');
    if (user.role === 'SUPER_ADMIN') throw new AppError(400, 'superAdmin.accounts.protected');
    return user;
  }

  route(app, {
    method: 'PUT', url: `${BASE}/:id/disable`, access: 'superAdmin', tags, answer: 'user',
    summary: 'Disable an account: its sessions are revoked and it cannot log in (never a super admin)',
    async handler(req) {
      const user = await target(req);
      const saved = await ctx.db.tx(async (db) => {
        const [row] = await db.query("UPDATE users SET status = 'disabled' WHERE id = $1 RETURNING *", [user.id]);
        // its staff sub-accounts work for it: their sessions end too (and resolveToken refuses them while it is disabled)
        await db.query('UPDATE sessions SET revoked_at = now() WHERE user_id IN (SELECT id FROM users WHERE id = $1 OR master_id = $1) AND revoked_at IS NULL', [user.id]);
        return row;
      });
      await sessionsEnded(ctx);
      return ok(publicUser(ctx, ctx.repo('user').fromRow(saved)), req.t('superAdmin.accounts.disabled'));
    },
  });
  route(app, {
    method: 'PUT', url: `${BASE}/:id/enable`, access: 'superAdmin', tags, answer: 'user',
    summary: 'Enable a disabled account (it logs in again; old sessions stay revoked)',
    async handler(req) {
      const user = await target(req);
      const [saved] = await ctx.db.query("UPDATE users SET status = 'active' WHERE id = $1 RETURNING *", [user.id]);
      return ok(publicUser(ctx, ctx.repo('user').fromRow(saved)), req.t('superAdmin.accounts.enabled'));
    },
  });
  route(app, {
    method: 'DELETE', url: `${BASE}/:id`, errors: [409], access: 'superAdmin', tags, answer: '{ id, deleted }',
    summary:
      'Delete an account with its sub-accounts, sessions and in-app notifications; reports it filed stay, anonymous. ' +
      'Refused (409) while it owns meetings (participants’ data): disable it instead. Never a super admin.',
    async handler(req) {
      const user = await target(req);
      const deleted = await ctx.db.tx(async (db) => {
        const owned = await meetingsOwned(db, user.id);
        if (owned) throw new AppError(409, 'superAdmin.accounts.ownsMeetings', { count: owned });
        return deleteAccount(db, user.id);
      });
      await sessionsEnded(ctx);
      return ok({ id: user.id, deleted }, req.t('superAdmin.accounts.deleted'));
    },
  });
}
