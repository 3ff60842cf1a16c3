// The super admin's verification-code log (spec 1 §7 GET /api/verification-codes).
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';

export default async function codeLogRoutes(app: FastifyInstance) {
  const { ctx } = app;
  route(app, {
    method: 'GET', url: '/api/verification-codes', access: 'superAdmin', tags: ['super-admin'], query: 'codes.query', answer: 'verificationCode[]',
    summary: 'Verification codes sent, newest first (search matches phone or code; dates apply when both are set)',
    async handler(req) {
      const q = req.query as { search?: string; startDate?: string; endDate?: string; size?: number };
      const where: string[] = [];
      const params: unknown[] = [];
      if (q.search) {
        params.push(`%${q.search}%`);
        where.push(`(phone LIKE $${params.length} OR code LIKE $${params.length})`);
      }
      if (q.startDate && q.endDate) {
        params.push(q.startDate, q.endDate);
        where.push(`send_time >= $${params.length - 1}::date AND send_time < $${params.length}::date + 1`);
      }
      params.push(q.size ?? 1000);
      const rows = await ctx.db.query(
        `SELECT * FROM verification_codes ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY send_time DESC, id DESC LIMIT $${params.length}`,
        params,
      );
      return ok(rows.map((r) => ctx.repo('verificationCode').fromRow(r)));
    },
  });
}
