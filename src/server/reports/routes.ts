import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { tooMany } from '../http/errors';
import { take } from '../rate/counter';

export default async function reportRoutes(app: FastifyInstance) {
  const { ctx } = app;
  route(app, {
    method: 'POST', url: '/api/reports', access: 'public', errors: [429], tags: ['reports'], body: 'report.create', answer: 'report',
    summary: 'File an issue report (the home page footer); the super admin reviews it',
    async handler(req) {
      const b = req.body as Record<string, any>;
      // the place is taken in one statement (rate/counter.ts): reports sent together cannot pass the limit
      const place = await take(ctx.db, { key: `report-ip:${req.ip}`, windowSeconds: 3600, max: ctx.limits.reportsPerIpHour, cap: true });
      if (!place.ok) throw tooMany();
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
