import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../http/context';
import { route, ok } from '../http/route';
import { AppError } from '../http/errors';
import { drawPuzzle, HEIGHT, PIECE, WIDTH } from './puzzle';

export default async function captchaRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/api/captcha',
    access: 'public',
    summary: 'Issue a slider captcha challenge',
    tags: ['auth'],
    answer: '{ id, width, height, pieceSize, pieceY, background, piece }',
    async handler(_req, reply) {
      const { ctx } = app;
      const p = drawPuzzle();
      const id = randomBytes(18).toString('base64url');
      await ctx.repo('captcha').insert(ctx.db, { id, targetX: p.targetX, pieceY: p.pieceY, expiresAt: new Date(Date.now() + ctx.limits.captchaTtlSeconds * 1000).toISOString() });
      reply.header('cache-control', 'no-store');
      return ok({ id, width: WIDTH, height: HEIGHT, pieceSize: PIECE, pieceY: p.pieceY, background: p.background, piece: p.piece });
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/captcha/verify',
    access: 'public',
    summary: 'Check a slider position; answers a short-lived pass token',
    tags: ['auth'],
    body: 'captcha.verify',
    answer: '{ captchaToken }',
    async handler(req) {
      const { ctx } = app;
      const { id, x, trail } = req.body as { id: string; x: number; trail: number[][] };
      // one attempt per challenge row update: a wrong answer burns the challenge
      const [c] = await ctx.db.query(
        `UPDATE captchas SET attempts = attempts + 1 WHERE id = $1 AND pass_token IS NULL AND attempts < 1 AND expires_at > now() RETURNING target_x`,
        [id],
      );
      if (!c) throw new AppError(400, 'captcha.expired');
      if (Math.abs(x - c.target_x) > ctx.limits.captchaTolerance || !humanTrail(trail)) throw new AppError(400, 'captcha.failed');
      const passToken = randomBytes(24).toString('base64url');
      await ctx.db.query(`UPDATE captchas SET pass_token = $2, passed_at = now(), expires_at = now() + ($3 || ' seconds')::interval WHERE id = $1`, [
        id,
        passToken,
        String(ctx.limits.captchaPassSeconds),
      ]);
      return ok({ captchaToken: passToken }, req.t('captcha.passed'));
    },
  });
}

/** A drag, not a jump: several samples over some time, moving right. */
function humanTrail(trail: number[][]): boolean {
  if (trail.length < 3) return false;
  const dt = trail[trail.length - 1][2] - trail[0][2];
  return dt >= 100 && trail[trail.length - 1][0] > trail[0][0];
}

/**
 * Spends one use of a pass token; refuses when enforcement is on and the token is not good. Answers
 * whether this was the pass's first use (a captcha solved for this very request); with enforcement
 * off every call counts as such.
 */
export async function requireCaptcha(ctx: Ctx, token: string | undefined): Promise<boolean> {
  if (!ctx.config.captcha) return true;
  if (!token) throw new AppError(400, 'auth.captcha.required', {}, [{ path: '/captchaToken', key: 'auth.captcha.required' }]);
  const [row] = await ctx.db.query(
    `UPDATE captchas SET attempts = attempts + 1 WHERE pass_token = $1 AND expires_at > now() AND attempts <= $2 RETURNING attempts`,
    [token, ctx.limits.captchaPassUses],
  );
  if (!row) throw new AppError(400, 'auth.captcha.invalid', {}, [{ path: '/captchaToken', key: 'auth.captcha.invalid' }]);
  // the verify that issued the pass counted one attempt
  return Number(row.attempts) === 2;
}
