// Readiness beside liveness: /api/health says the process runs and reaches its database; /api/ready says
// a load balancer may send it requests now. It answers 503 once the process is shutting down (shutdown.ts
// sets `draining` at SIGTERM, before it stops accepting) and while the database does not answer within
// READY_DB_MS (an exhausted pool included). Migrations ran before the server listens (app.ts), so a
// process that answers at all has them.
import type { FastifyInstance } from 'fastify';
import { route, ok } from '../http/route';
import { AppError } from '../http/errors';
import { within } from './within';

export interface Lifecycle {
  /** set at SIGTERM/SIGINT: /api/ready answers 503 from then on */
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/** a database slower than this counts as not answering: the balancer should try another process */
const READY_DB_MS = 2000;

export function readiness(app: FastifyInstance) {
  const lifecycle: Lifecycle = { draining: false };
  app.decorate('lifecycle', lifecycle);
  route(app, {
    method: 'GET', url: '/api/ready', access: 'public', tags: ['meta'], errors: [503],
    summary: 'Readiness: 200 while the database answers and the process is not shutting down, else 503 (for load balancers)',
    async handler() {
      const notReady = new AppError(503, 'errors.notReady');
      if (lifecycle.draining) throw notReady;
      try {
        await within(app.ctx.db.query('SELECT 1'), READY_DB_MS);
      } catch (err) {
        app.log.warn({ err }, 'not ready: the database did not answer');
        throw notReady;
      }
      if (lifecycle.draining) throw notReady;
      return ok({ db: app.ctx.db.kind });
    },
  });
}
