// The super admin's verification-code log (spec 1 §7 GET /api/verification-codes).
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { likePattern } from './sql';

export default async function codeLogRoutes(app: FastifyInstance) {
  const { ctx } = app;
  route(app, {
    method: 'GET', url: '/api/verification-codes', access: 'superAdmin', tags: ['super-admin'], query: 'codes.query', answer: 'verificationCode[]',
    summary: 'Verification codes sent, newest first, each with its status verified | expired | pending (search matches phone or code; dates apply when both are set)',
    async handler(req) {
      const q = req.query as { search?: string; startDate?: string; endDate?: string; size?: number };
      const where: string[] = [];
      const params: unknown[] = [];
      if (q.search) {
        params.push(likePattern(q.search));
        where.push(`(phone LIKE $${params.length} OR code LIKE $${params.length})`);
      }
      if (q.startDate && q.endDate) {
        params.push(q.startDate, q.endDate);
        where.push(`send_time >= $${params.length - 1}::date AND send_time < $${params.length}::date + 1`);
      }
      params.push(q.size ?? 1000);
      const rows = await ctx.db.query(
        // the display state of spec 1 §4, decided here on the database's clock: verified, else expired, else pending
        `SELECT *, CASE WHEN verified THEN 'verified' WHEN expired OR expires_at <= now() THEN 'expired' ELSE 'pending' END AS status
         FROM verification_codes ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY send_time DESC, id DESC LIMIT $${params.length}`,
        params,
      );
      return ok(rows.map((r) => ctx.repo('verificationCode').fromRow(r)));
    },
  });
}
