import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { tooMany } from '../http/errors';

export default async function reportRoutes(app: FastifyInstance) {
  const { ctx } = app;
  route(app, {
    method: 'POST', url: '/api/reports', access: 'public', tags: ['reports'], body: 'report.create', answer: 'report',
    summary: 'File an issue report (the home page footer); the super admin reviews it',
    async handler(req) {
      const b = req.body as Record<string, any>;
      const [n] = await ctx.db.query(`SELECT count(*) AS n FROM reports WHERE ip = $1 AND created_at > now() - interval '1 hour'`, [req.ip]);
      if (Number(n.n) >= ctx.limits.reportsPerIpHour) throw tooMany();
      const saved = await ctx.repo('report').insert(ctx.db, {
        type: b.type ?? 'OTHER',
        description: b.description,
        targetDescription: b.targetDescription,
        contact: b.contact,
        status: 'PENDING',
        priority: 'NORMAL',
        reporterId: req.caller?.user.id,
        ip: req.ip,
      });
      return ok(ctx.repo('report').public(saved), req.t('report.created'));
    },
  });
}
