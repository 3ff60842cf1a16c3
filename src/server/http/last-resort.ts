// The server process's last resort (main.ts): an error nothing handled, a bug, is logged with the request
// it came from, that request is answered 500 (or its connection closed when its answer had begun), and
// the process goes on serving everyone else. No fix relies on it: each such log line is a bug to mend.
// Requests are told apart by an AsyncLocalStorage entered when each one arrives.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const current = new AsyncLocalStorage<{ req: FastifyRequest; reply: FastifyReply }>();

/** Every request's own work (hooks, handler and what they start) knows the request (app.ts). */
export function trackRequests(app: FastifyInstance) {
  app.addHook('onRequest', (req, reply, done) => {
    current.enterWith({ req, reply });
    done();
  });
}

/** The request whose work this is (its hooks, handler and what they started), if any. */
export const currentRequest = (): FastifyRequest | undefined => current.getStore()?.req;

export function keepServing(app: FastifyInstance) {
  const handle = (err: unknown, what: string) => {
    const at = current.getStore();
    (at?.req.log ?? app.log).error({ err }, `${what}: the server goes on`);
    if (!at) return;
    const { req, reply } = at;
    if (!reply.sent && !reply.raw.headersSent) reply.status(500).send({ code: 500, message: req.t('errors.server') });
    else reply.raw.destroy();
  };
  process.on('uncaughtException', (err) => handle(err, 'uncaught exception'));
  process.on('unhandledRejection', (err) => handle(err, 'unhandled rejection'));
}
